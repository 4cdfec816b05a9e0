import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { LANGUAGE_RATE_LIMITED_MESSAGE } from '@/contract/language-constants';
import type { AppDeps } from '@/server/app';
import { openDatabase, type DatabaseHandle } from '@/server/db/client';
import { needsProgram } from '@/server/testing/needs-program';
import { REDIS, TEST_REDIS_URL } from '@/server/testing/system-programs';
import {
  createTestApp,
  randomIp,
  signedInLearner,
  TestClient,
  testConfig,
  uniqueUsername,
} from '@/server/testing/test-app';
import { rateLimitWindowsContaining } from '@/server/testing/test-data-repo';
import { getTestDatabase } from '@/server/testing/test-db';

const signUp = (app: FastifyInstance, ip: string) =>
  new TestClient(app, ip).post('/api/auth/register', { username: uniqueUsername(), password: 'long enough pw' });

const openCheckout = (client: TestClient) =>
  client.post('/api/create-checkout-session', { priceId: 'price_annual', planType: 'ANNUAL' });

/** The same browser (cookies and address) talking to another app process. */
function sameBrowser(client: TestClient, app: FastifyInstance): TestClient {
  const moved = new TestClient(app, client.ip);
  for (const [name, value] of client.cookies) moved.cookies.set(name, value);
  return moved;
}

/**
 * A second process's own connection to the worker's database: a pool of its own on PostgreSQL. PGlite is one
 * connection per data dir, so there the two apps share the handle (as two processes cannot share PGlite at all).
 */
async function anotherConnection(): Promise<{ database: DatabaseHandle; close: () => Promise<void> }> {
  const url = inject('testDatabaseUrl');
  if (!url) return { database: await getTestDatabase(), close: async () => {} };
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
  return { database, close: () => database.close() };
}

/** Builds an app, runs `use` with it and closes it, whatever happens. */
async function withApp<T>(deps: Partial<AppDeps>, use: (app: FastifyInstance) => Promise<T>): Promise<T> {
  const app = await createTestApp(deps);
  try {
    return await use(app);
  } finally {
    await app.close();
  }
}

describe('rate limits in the database', () => {
  it('keep an address’s sign-up count across a restart', async () => {
    const ip = randomIp();
    await withApp({ registrationsPerHour: 2 }, async (app) => {
      expect((await signUp(app, ip)).statusCode).toBe(201);
      expect((await signUp(app, ip)).statusCode).toBe(201);
    });
    await withApp({ registrationsPerHour: 2 }, async (restarted) => {
      const third = await signUp(restarted, ip);
      expect(third.statusCode).toBe(429);
      expect(third.json().message).toMatch(
        /^Too many sign-ups from this network\. Please try again in \d+ (minutes?|hours?)\.$/,
      );
      const retryAfter = Number(third.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(3600);
      expect((await signUp(restarted, randomIp())).statusCode).toBe(201);
    });
    expect((await rateLimitWindowsContaining(ip)).map((row) => [row.key, row.hits])).toEqual([
      [`POST /api/auth/register|${ip}`, 3],
    ]);
  });

  it('keep a learner’s per-route count across a restart', async () => {
    const limits = { languageHelpLimits: { correct: 1 } };
    const learner = await withApp(limits, async (app) => {
      const client = await signedInLearner(app);
      expect((await client.post('/api/conversation/correct', { text: 'Hola.' })).statusCode).toBe(200);
      return client;
    });
    await withApp(limits, async (restarted) => {
      const refused = await sameBrowser(learner, restarted).post('/api/conversation/correct', { text: 'Hola.' });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: LANGUAGE_RATE_LIMITED_MESSAGE });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    });
  });

  it('are shared by two app processes on one database', async () => {
    const second = await anotherConnection();
    try {
      await withApp({ registrationsPerHour: 3 }, (first) =>
        withApp({ registrationsPerHour: 3, database: second.database }, async (other) => {
          // Sign-ups per address, alternating between the processes.
          const ip = randomIp();
          expect((await signUp(first, ip)).statusCode).toBe(201);
          expect((await signUp(other, ip)).statusCode).toBe(201);
          expect((await signUp(first, ip)).statusCode).toBe(201);
          expect((await signUp(other, ip)).statusCode).toBe(429);
          expect((await signUp(first, ip)).statusCode).toBe(429);

          // Checkout sessions per learner: 10 a minute in all, not 10 per process.
          const learner = await signedInLearner(first);
          const elsewhere = sameBrowser(learner, other);
          for (let i = 0; i < 10; i++)
            expect((await openCheckout(i % 2 === 0 ? learner : elsewhere)).statusCode).toBe(200);
          const limited = await openCheckout(elsewhere);
          expect(limited.statusCode).toBe(429);
          expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
          expect((await openCheckout(learner)).statusCode).toBe(429);
        }),
      );
    } finally {
      await second.close();
    }
  });
});

needsProgram(REDIS, 'the rate limit tests with REDIS_URL').describe('rate limits in Redis (REDIS_URL)', () => {
  const limitKeyPrefix = `charla-test:${randomBytes(6).toString('hex')}:`;
  const inspector = new Redis(TEST_REDIS_URL);
  afterAll(async () => {
    const keys = await inspector.keys(`${limitKeyPrefix}*`);
    if (keys.length > 0) await inspector.del(...keys);
    inspector.disconnect();
  });
  const withRedis = { config: testConfig({ redisUrl: TEST_REDIS_URL }), limitKeyPrefix };

  it('are kept in Redis, not the database, across restarts and shared by two processes', async () => {
    const ip = randomIp();
    await withApp({ ...withRedis, registrationsPerHour: 2 }, (first) =>
      withApp({ ...withRedis, registrationsPerHour: 2 }, async (other) => {
        expect((await signUp(first, ip)).statusCode).toBe(201);
        expect((await signUp(other, ip)).statusCode).toBe(201);
        expect((await signUp(first, ip)).statusCode).toBe(429);
      }),
    );
    await withApp({ ...withRedis, registrationsPerHour: 2 }, async (restarted) => {
      const refused = await signUp(restarted, ip);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/^Too many sign-ups from this network\./);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    });
    const key = `${limitKeyPrefix}POST /api/auth/register|${ip}`;
    expect(await inspector.get(key)).toBe('4');
    expect(await inspector.pttl(key)).toBeGreaterThan(0);
    expect(await rateLimitWindowsContaining(ip)).toEqual([]);
  });

  it('count per learner and per route', async () => {
    await withApp({ ...withRedis, languageHelpLimits: { correct: 1, practice: 1 } }, async (app) => {
      const learner = await signedInLearner(app);
      expect((await learner.post('/api/conversation/correct', { text: 'Hola.' })).statusCode).toBe(200);
      const refused = await learner.post('/api/conversation/correct', { text: 'Hola.' });
      expect([refused.statusCode, refused.json()]).toEqual([429, { message: LANGUAGE_RATE_LIMITED_MESSAGE }]);
      expect(await inspector.get(`${limitKeyPrefix}POST /api/conversation/correct|${learner.userId}`)).toBe('2');
      expect((await learner.post('/api/conversation/practice-response', { question: '¿Qué tal?' })).statusCode).toBe(
        200,
      );
      const classmate = await signedInLearner(app);
      expect((await classmate.post('/api/conversation/correct', { text: 'Hola.' })).statusCode).toBe(200);
    });
  });
});

describe('an unreachable Redis', () => {
  it('answers 503 on limited routes instead of letting requests through or hanging', async () => {
    // Nothing listens on port 1.
    await withApp({ config: testConfig({ redisUrl: 'redis://127.0.0.1:1' }) }, async (app) => {
      const response = await signUp(app, randomIp());
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ message: 'The service is temporarily unavailable. Please try again shortly.' });
      // Routes without a limit keep working.
      expect((await new TestClient(app).get('/api/health')).statusCode).toBe(200);
    });
  });
});
