import type { FastifyBaseLogger } from 'fastify';
import { ServiceUnavailableError } from '@/server/errors';
import { ioredisSdk } from '@/server/optional-sdks';
import type { LimitStore } from './limit-store';

export type RedisLimitStoreOptions = {
  url: string;
  /** Prepended to every key, so the limits keep apart from anything else in the same Redis. */
  keyPrefix: string;
  log: FastifyBaseLogger;
};

// A request waits at most this long for Redis before it is answered 503, rather than hanging while Redis is away.
const REDIS_DEADLINE_MS = 3_000;

/** Limits in Redis (REDIS_URL): every process sharing that Redis shares them; windows expire by themselves. */
export function createRedisLimitStore({ url, keyPrefix, log }: RedisLimitStoreOptions): LimitStore {
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
    // Keys carry their window as an expiry: Redis forgets them.
    prune: async () => {},
    async close() {
      if (redis.status === 'ready') await redis.quit();
      else redis.disconnect();
    },
  };
}
