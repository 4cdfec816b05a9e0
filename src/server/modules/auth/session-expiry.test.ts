import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClient } from '@/server/testing/test-app';

const DAY = 24 * 60 * 60_000;

describe('session lifetime', () => {
  let now = Date.parse('2026-03-01T09:00:00Z');
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ clock: () => new Date(now) });
  });
  afterAll(() => app.close());

  it('ends after 7 idle days, while activity keeps it alive', async () => {
    now = Date.parse('2026-03-01T09:00:00Z');
    const client = new TestClient(app);
    await client.register();
    now += 6 * DAY;
    expect((await client.get('/api/auth/user')).statusCode).toBe(200);
    now += 6 * DAY; // 12 days after sign-in, 6 after the last visit
    expect((await client.get('/api/auth/user')).statusCode).toBe(200);
    now += 7 * DAY + 60_000;
    expect((await client.get('/api/auth/user')).statusCode).toBe(401);
  });

  it('ends 30 days after sign-in however active the learner is', async () => {
    now = Date.parse('2026-06-01T09:00:00Z');
    const client = new TestClient(app);
    await client.register();
    for (let day = 5; day < 30; day += 5) {
      now = Date.parse('2026-06-01T09:00:00Z') + day * DAY;
      expect((await client.get('/api/auth/user')).statusCode, `day ${day}`).toBe(200);
    }
    now = Date.parse('2026-06-01T09:00:00Z') + 30 * DAY + 60_000;
    expect((await client.get('/api/auth/user')).statusCode).toBe(401);
  });
});
