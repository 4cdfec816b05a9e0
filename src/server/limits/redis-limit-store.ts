import type { FastifyBaseLogger } from 'fastify';
import { systemClock, type Clock } from '@/server/clock';
import { ServiceUnavailableError } from '@/server/errors';
import { ioredisSdk } from '@/server/optional-sdks';
import type { LimitStore } from './limit-store';
import {
  LIVE_SOCKET_STALE_MS,
  socketsOverCap,
  type LiveSocketEntry,
  type LiveSocketLedger,
} from './live-socket-ledger';

export type RedisLimitStoreOptions = {
  url: string;
  /** Prepended to every key, so the limits keep apart from anything else in the same Redis. */
  keyPrefix: string;
  log: FastifyBaseLogger;
  /** Times the live sockets' staleness (tests move it). */
  clock?: Clock;
};

// A request waits at most this long for Redis before it is answered 503, rather than hanging while Redis is away.
const REDIS_DEADLINE_MS = 3_000;

/** Limits in Redis (REDIS_URL): every process sharing that Redis shares them; windows expire by themselves. */
export function createRedisLimitStore({
  url,
  keyPrefix,
  log,
  clock = systemClock,
}: RedisLimitStoreOptions): LimitStore {
  const { Redis } = ioredisSdk();
  const redis = new Redis(url, {
    keyPrefix,
    connectTimeout: REDIS_DEADLINE_MS,
    commandTimeout: REDIS_DEADLINE_MS,
    maxRetriesPerRequest: 1,
  });
  // ioredis reconnects by itself and reports every failed attempt; one line per outage is enough.
  let reported = false;
  redis.on('error', (error: Error) => {
    if (!reported) log.warn({ err: error }, 'Redis (rate limits) is unreachable; limited routes answer 503');
    reported = true;
  });
  redis.on('ready', () => {
    reported = false;
  });

  return {
    async hit(key, windowMs) {
      // One transaction: the first hit creates the key at 0 with the window as its expiry, INCR keeps the
      // expiry, PTTL tells how long the window has left.
      let replies: [Error | null, unknown][] | null;
      try {
        replies = await redis.multi().set(key, 0, 'PX', windowMs, 'NX').incr(key).pttl(key).exec();
      } catch (error) {
        log.error({ err: error }, 'rate limit could not be counted in Redis');
        throw new ServiceUnavailableError();
      }
      const failure = replies?.find(([error]) => error)?.[0];
      if (!replies || failure) {
        log.error({ err: failure }, 'rate limit could not be counted in Redis');
        throw new ServiceUnavailableError();
      }
      const count = Number(replies[1]?.[1]);
      const pttl = Number(replies[2]?.[1]);
      return { count, resetInMs: pttl > 0 ? pttl : windowMs };
    },
    liveSockets: redisLiveSocketLedger(redis as unknown as RedisLedgerClient, clock),
    // Keys carry their window as an expiry: Redis forgets them.
    prune: async () => {},
    async close() {
      if (redis.status === 'ready') await redis.quit();
      else redis.disconnect();
    },
  };
}

/** The few ioredis commands the ledger uses. */
interface RedisLedgerClient {
  multi(): RedisLedgerPipeline;
}
interface RedisLedgerPipeline {
  zadd(key: string, score: number, member: string): RedisLedgerPipeline;
  zrem(key: string, ...members: string[]): RedisLedgerPipeline;
  zrange(key: string, start: number, stop: number): RedisLedgerPipeline;
  hset(key: string, field: string, value: string): RedisLedgerPipeline;
  hdel(key: string, ...fields: string[]): RedisLedgerPipeline;
  hgetall(key: string): RedisLedgerPipeline;
  pexpire(key: string, ms: number): RedisLedgerPipeline;
  exec(): Promise<[Error | null, unknown][] | null>;
}

/**
 * Live sockets in Redis: per learner, a sorted set of socket ids by opening time and a hash of when each was last
 * seen. Both keys expire when no process refreshes them, so a fleet that stops leaves nothing behind.
 */
function redisLiveSocketLedger(redis: RedisLedgerClient, clock: Clock): LiveSocketLedger {
  const opened = (userId: string) => `sockets:${userId}`;
  const seen = (userId: string) => `sockets-seen:${userId}`;
  const run = async (pipeline: RedisLedgerPipeline) => {
    const replies = await pipeline.exec();
    const failure = replies?.find(([error]) => error)?.[0];
    if (!replies || failure) throw failure ?? new Error('Redis did not run the live-socket commands');
    return replies;
  };
  const byUser = (entries: LiveSocketEntry[]) => {
    const grouped = new Map<string, string[]>();
    for (const { id, userId } of entries) grouped.set(userId, [...(grouped.get(userId) ?? []), id]);
    return grouped;
  };
  return {
    async open(socket, maxPerUser) {
      const now = clock().getTime();
      const replies = await run(
        redis
          .multi()
          .zadd(opened(socket.userId), socket.openedAt.getTime(), socket.id)
          .hset(seen(socket.userId), socket.id, String(now))
          .pexpire(opened(socket.userId), LIVE_SOCKET_STALE_MS)
          .pexpire(seen(socket.userId), LIVE_SOCKET_STALE_MS)
          .zrange(opened(socket.userId), 0, -1)
          .hgetall(seen(socket.userId)),
      );
      const ranked = replies[4]?.[1] as string[];
      const seenAt = replies[5]?.[1] as Record<string, string>;
      const stale = ranked.filter((id) => now - Number(seenAt[id] ?? 0) > LIVE_SOCKET_STALE_MS);
      const over = socketsOverCap(
        ranked.filter((id) => !stale.includes(id)),
        socket.id,
        maxPerUser,
      );
      const gone = [...stale, ...over];
      if (gone.length > 0) {
        await run(
          redis
            .multi()
            .zrem(opened(socket.userId), ...gone)
            .hdel(seen(socket.userId), ...gone),
        );
      }
      return over;
    },
    async forget(entries) {
      if (entries.length === 0) return;
      const pipeline = redis.multi();
      for (const [userId, ids] of byUser(entries)) pipeline.zrem(opened(userId), ...ids).hdel(seen(userId), ...ids);
      await run(pipeline);
    },
    async refresh(entries) {
      if (entries.length === 0) return;
      const now = String(clock().getTime());
      const pipeline = redis.multi();
      for (const [userId, ids] of byUser(entries)) {
        for (const id of ids) pipeline.hset(seen(userId), id, now);
        pipeline.pexpire(opened(userId), LIVE_SOCKET_STALE_MS).pexpire(seen(userId), LIVE_SOCKET_STALE_MS);
      }
      await run(pipeline);
    },
  };
}
