import { randomBytes, randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needsProgram } from '@/server/testing/needs-program';
import { REDIS, TEST_REDIS_URL } from '@/server/testing/system-programs';
import { createTestApp, signedInLearner } from '@/server/testing/test-app';
import { getTestDatabase } from '@/server/testing/test-db';
import { createDatabaseLimitStore } from './database-limit-store';
import type { LimitStore } from './limit-store';
import { LIVE_SOCKET_STALE_MS } from './live-socket-ledger';
import { createRedisLimitStore } from './redis-limit-store';

// Fastify's own logger with logging off.
const silent = Fastify().log;
let now = Date.parse('2026-03-02T10:00:00Z');
const clock = () => new Date(now);

/** A learner who exists (the database keeps sockets of real users only). */
async function learnerId(): Promise<string> {
  const app = await createTestApp();
  try {
    return (await signedInLearner(app)).userId;
  } finally {
    await app.close();
  }
}

function ledgerContract(name: string, makeStore: () => Promise<LimitStore>) {
  describe(name, () => {
    let store: LimitStore;
    beforeAll(async () => {
      store = await makeStore();
    });
    afterAll(() => store.close());

    const open = (userId: string, id: string, max = 3) =>
      store.liveSockets.open({ id, userId, openedAt: new Date(now) }, max);

    it('lets the newest sockets stay and names the oldest beyond the cap, once', async () => {
      const userId = await learnerId();
      const ids = ['a', 'b', 'c', 'd', 'e'].map((letter) => `${letter}-${randomUUID()}`);
      for (const id of ids.slice(0, 3)) {
        expect(await open(userId, id)).toEqual([]);
        now += 1;
      }
      expect(await open(userId, ids[3]!)).toEqual([ids[0]]);
      now += 1;
      expect(await open(userId, ids[4]!)).toEqual([ids[1]]);
      // Another learner's sockets count apart.
      expect(await open(await learnerId(), `other-${randomUUID()}`)).toEqual([]);
    });

    it('stops counting sockets not refreshed for the stale time, and keeps counting refreshed ones', async () => {
      const userId = await learnerId();
      const kept = { id: `kept-${randomUUID()}`, userId };
      const abandoned = { id: `abandoned-${randomUUID()}`, userId };
      await open(userId, abandoned.id, 2);
      now += 1;
      await open(userId, kept.id, 2);
      now += LIVE_SOCKET_STALE_MS / 2;
      await store.liveSockets.refresh([kept]);
      now += LIVE_SOCKET_STALE_MS / 2 + 1;
      // The abandoned one (a crashed process's) no longer counts: a third socket makes two, within the cap.
      expect(await open(userId, `third-${randomUUID()}`, 2)).toEqual([]);
      now += 1;
      expect(await open(userId, `fourth-${randomUUID()}`, 2)).toEqual([kept.id]);
    });

    it('forgets closed sockets', async () => {
      const userId = await learnerId();
      const first = { id: `first-${randomUUID()}`, userId };
      await open(userId, first.id, 1);
      await store.liveSockets.forget([first]);
      now += 1;
      expect(await open(userId, `second-${randomUUID()}`, 1)).toEqual([]);
    });
  });
}

ledgerContract('live sockets in the database', async () =>
  createDatabaseLimitStore({ db: (await getTestDatabase()).db, clock }),
);

needsProgram(REDIS, 'the live socket ledger tests in Redis').describe('live sockets in Redis', () => {
  const keyPrefix = `charla-test:${randomBytes(6).toString('hex')}:`;
  const inspector = new Redis(TEST_REDIS_URL);
  afterAll(async () => {
    const keys = await inspector.keys(`${keyPrefix}*`);
    expect(keys.length).toBeGreaterThan(0);
    // Every key expires by itself when no process refreshes it.
    for (const key of keys) expect(await inspector.pttl(key)).toBeGreaterThan(0);
    await inspector.del(...keys);
    inspector.disconnect();
  });
  ledgerContract('the Redis ledger', async () =>
    createRedisLimitStore({ url: TEST_REDIS_URL, keyPrefix, log: silent, clock }),
  );
});
