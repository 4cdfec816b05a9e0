import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { getTestDatabase } from '@/server/testing/test-db';
import { createPostgresTransport } from './postgres-transport';
import { createRedisTransport } from './redis-transport';
import { createSessionEventBus, SESSION_EVENTS_CHANNEL, type SessionEvent, type SessionEvents } from './session-events';
import { createSessionEvents } from './session-events-registry';

const SILENT = { warn() {}, info() {} };
const databaseUrl = inject('testDatabaseUrl');
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const open: SessionEvents[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((bus) => bus.close()));
});

/** A bus as an app process makes it, on the worker's database (PGlite, or PostgreSQL with DATABASE_URL). */
async function processBus(): Promise<{ bus: SessionEvents; received: SessionEvent[] }> {
  const bus = await createSessionEvents({ redisUrl: undefined, database: await getTestDatabase(), log: SILENT });
  open.push(bus);
  const received: SessionEvent[] = [];
  bus.subscribe((event) => received.push(event));
  return { bus, received };
}

async function until(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out waiting for a session event');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const planChanged = (): SessionEvent => ({ type: 'plan-changed', userId: randomUUID() });

describe(`session events on ${databaseUrl ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('reach the other processes, and the publisher’s own subscribers exactly once', async () => {
    const a = await processBus();
    const b = await processBus();
    const first: SessionEvent = { type: 'signed-out', sessionIdHash: 'hash-of-a-session' };
    await a.bus.publish(first);
    // Applied locally at once, before any round trip.
    expect(a.received).toEqual([first]);
    await until(() => b.received.length === 1);
    expect(b.received).toEqual([first]);

    // One channel keeps its order: once the second event has arrived, A's echo of the first would have too.
    const second = planChanged();
    await b.bus.publish(second);
    await until(() => a.received.length === 2);
    expect(a.received).toEqual([first, second]);
    expect(b.received).toEqual([first, second]);
  });

  it('skip payloads that are not session events (a newer process’s type, garbage)', async () => {
    const database = await getTestDatabase();
    const b = await processBus();
    await database.notify(SESSION_EVENTS_CHANNEL, 'not json');
    await database.notify(
      SESSION_EVENTS_CHANNEL,
      JSON.stringify({ origin: 'elsewhere', event: { type: 'email-changed', userId: 'u' } }),
    );
    const valid = planChanged();
    await database.notify(SESSION_EVENTS_CHANNEL, JSON.stringify({ origin: 'elsewhere', event: valid }));
    await until(() => b.received.length > 0);
    expect(b.received).toEqual([valid]);
  });

  it('stop delivering after close', async () => {
    const a = await processBus();
    const closed = await processBus();
    await closed.bus.close();
    const event = planChanged();
    await a.bus.publish(event);
    const witness = await processBus();
    await a.bus.publish(planChanged());
    await until(() => witness.received.length === 1);
    expect(closed.received).toEqual([]);
  });
});

describe.runIf(databaseUrl)('session events on PostgreSQL: a lost listener', () => {
  it('listens again after its connection is killed, and hears events published afterwards', async () => {
    const url = databaseUrl as string;
    const database = await getTestDatabase();
    const applicationName = `charla-events-test-${randomUUID().slice(0, 8)}`;
    const listener = await createSessionEventBus(
      createPostgresTransport({
        connectionString: url,
        notify: database.notify,
        log: SILENT,
        reconnectMs: 50,
        applicationName,
      }),
      SILENT,
    );
    open.push(listener);
    const received: SessionEvent[] = [];
    listener.subscribe((event) => received.push(event));
    const publisher = await processBus();

    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const killed = await admin.query(
        'select pg_terminate_backend(pid) as killed from pg_stat_activity where application_name = $1',
        [applicationName],
      );
      expect(killed.rowCount).toBe(1);
    } finally {
      await admin.end();
    }

    // Events sent while it reconnects are lost by design; one sent after it is back must arrive.
    const deadline = Date.now() + 10_000;
    while (received.length === 0 && Date.now() < deadline) {
      await publisher.bus.publish(planChanged());
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(received.length).toBeGreaterThan(0);
  });
});

/** Redis is a service, not a program: probed once; missing, the tests are skipped with a reason, and fail under CI. */
async function redisReachable(): Promise<boolean> {
  const { Redis } = await import('ioredis');
  const probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => {});
  try {
    await probe.connect();
    await probe.ping();
    return true;
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}
const redisUp = await redisReachable();
if (!redisUp && process.env.CI !== 'true')
  console.warn(`Skipping the Redis session events tests: no Redis at ${REDIS_URL} (install redis-server)`);

/** What a bus heard, apart from the warm-up events that show its subscription is made. */
interface Heard {
  events: SessionEvent[];
  warmedUp: boolean;
}
const WARM_UP = 'warm-up-';

function listen(bus: SessionEvents): Heard {
  const heard: Heard = { events: [], warmedUp: false };
  bus.subscribe((event) => {
    if (event.type === 'plan-changed' && event.userId.startsWith(WARM_UP)) heard.warmedUp = true;
    else heard.events.push(event);
  });
  return heard;
}

/**
 * Redis drops a message published before the subscription is made, and the transport stops waiting for it
 * after a moment (so a slow Redis cannot hold up start-up): on a loaded machine the test publishes warm-ups
 * until the listener hears one, then counts only the events that follow.
 */
async function untilSubscribed(publisher: Pick<SessionEvents, 'publish'>, listener: Heard): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!listener.warmedUp) {
    if (Date.now() > deadline) throw new Error('the Redis subscription was never made');
    await publisher.publish({ type: 'plan-changed', userId: `${WARM_UP}${randomUUID()}` });
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.runIf(redisUp || process.env.CI === 'true')('session events over Redis', () => {
  it('reach the other processes, and the publisher’s own subscribers exactly once', async () => {
    const buses = await Promise.all(
      [0, 1].map(() => createSessionEventBus(createRedisTransport(REDIS_URL, SILENT), SILENT)),
    );
    open.push(...buses);
    const [a, b] = buses as [SessionEvents, SessionEvents];
    const onA = listen(a);
    const onB = listen(b);
    await untilSubscribed(a, onB);
    await untilSubscribed(b, onA);
    const first: SessionEvent = { type: 'account-deleted', userId: randomUUID() };
    await a.publish(first);
    await until(() => onB.events.length === 1);
    const second = planChanged();
    await b.publish(second);
    await until(() => onA.events.length === 2);
    expect(onA.events).toEqual([first, second]);
    expect(onB.events).toEqual([first, second]);
  });

  it('is the transport the registry picks when REDIS_URL is set', async () => {
    const database = await getTestDatabase();
    const viaRedis = await createSessionEvents({ redisUrl: REDIS_URL, database, log: SILENT });
    open.push(viaRedis);
    const { Redis } = await import('ioredis');
    const raw = new Redis(REDIS_URL);
    const publishRaw = (event: SessionEvent) =>
      raw.publish(SESSION_EVENTS_CHANNEL, JSON.stringify({ origin: 'elsewhere', event })).then(() => undefined);
    try {
      const onRedis = listen(viaRedis);
      await untilSubscribed({ publish: publishRaw }, onRedis);
      const event = planChanged();
      await publishRaw(event);
      await until(() => onRedis.events.length === 1);
      expect(onRedis.events).toEqual([event]);
    } finally {
      raw.disconnect();
    }
  });
});
