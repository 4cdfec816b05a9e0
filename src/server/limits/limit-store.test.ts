import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { needsProgram } from '@/server/testing/needs-program';
import { REDIS, TEST_REDIS_URL } from '@/server/testing/system-programs';
import { rateLimitWindowsContaining } from '@/server/testing/test-data-repo';
import { getTestDatabase } from '@/server/testing/test-db';
import { createDatabaseLimitStore } from './database-limit-store';
import { createRedisLimitStore } from './redis-limit-store';

const uniqueKey = (name: string) => `test ${name}|${randomBytes(6).toString('hex')}`;
// Fastify's own logger with logging off.
const silent = Fastify().log;

describe('the database limit store', () => {
  let now = Date.parse('2026-03-02T10:00:00Z');
  const store = async () => createDatabaseLimitStore({ db: (await getTestDatabase()).db, clock: () => new Date(now) });

  it('counts hits in a window that starts at the first hit, and starts a new one after it ends', async () => {
    const limits = await store();
    const key = uniqueKey('window');
    expect(await limits.hit(key, 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
    now += 15_000;
    expect(await limits.hit(key, 60_000)).toEqual({ count: 2, resetInMs: 45_000 });
    now += 44_999;
    expect(await limits.hit(key, 60_000)).toEqual({ count: 3, resetInMs: 1 });
    now += 1;
    expect(await limits.hit(key, 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
    // Another key has a count of its own.
    expect(await limits.hit(uniqueKey('other'), 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
  });

  it('counts every one of many simultaneous hits once', async () => {
    const limits = await store();
    const key = uniqueKey('concurrent');
    const hits = await Promise.all(Array.from({ length: 20 }, () => limits.hit(key, 60_000)));
    expect(hits.map((hit) => hit.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('prunes the windows that have ended and keeps the running ones', async () => {
    const limits = await store();
    const tag = randomBytes(6).toString('hex');
    await limits.hit(`ended ${tag}`, 60_000);
    await limits.hit(`running ${tag}`, 10 * 60_000);
    now += 2 * 60_000;
    await limits.prune();
    expect((await rateLimitWindowsContaining(tag)).map((row) => row.key)).toEqual([`running ${tag}`]);
  });
});

needsProgram(REDIS, 'the Redis limit store tests').describe('the Redis limit store', () => {
  const keyPrefix = `charla-test:${randomBytes(6).toString('hex')}:`;
  const limits = createRedisLimitStore({ url: TEST_REDIS_URL, keyPrefix, log: silent });
  const inspector = new Redis(TEST_REDIS_URL);
  afterAll(async () => {
    const keys = await inspector.keys(`${keyPrefix}*`);
    if (keys.length > 0) await inspector.del(...keys);
    inspector.disconnect();
    await limits.close();
  });

  it('counts hits in a window that expires by itself, under its key prefix', async () => {
    const key = uniqueKey('window');
    const first = await limits.hit(key, 60_000);
    expect(first.count).toBe(1);
    expect(first.resetInMs).toBeGreaterThan(59_000);
    expect(first.resetInMs).toBeLessThanOrEqual(60_000);
    expect((await limits.hit(key, 60_000)).count).toBe(2);
    expect(await inspector.get(keyPrefix + key)).toBe('2');
    const ttl = await inspector.pttl(keyPrefix + key);
    expect(ttl).toBeGreaterThan(59_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });

  it('starts a new window once the last one has expired', async () => {
    const key = uniqueKey('expiry');
    expect((await limits.hit(key, 200)).count).toBe(1);
    expect((await limits.hit(key, 200)).count).toBe(2);
    await sleep(300);
    expect((await limits.hit(key, 200)).count).toBe(1);
  });

  it('counts every one of many simultaneous hits once', async () => {
    const key = uniqueKey('concurrent');
    const hits = await Promise.all(Array.from({ length: 20 }, () => limits.hit(key, 60_000)));
    expect(hits.map((hit) => hit.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });
});
