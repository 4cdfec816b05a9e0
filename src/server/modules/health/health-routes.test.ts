import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { openDatabase } from '@/server/db/client';
import { createTestApp, TestClient, testConfig } from '@/server/testing/test-app';

describe('health', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('GET /api/health answers while the process is up', async () => {
    const response = await new TestClient(app).get('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('GET /api/health/ready answers 200 when the database is reachable', async () => {
    const response = await new TestClient(app).get('/api/health/ready');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

describe('when PostgreSQL cannot be reached', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    // Port 9 (discard) on loopback has no PostgreSQL: connections are refused at once.
    const unreachable = await openDatabase({
      kind: 'postgres',
      url: 'postgres://nobody@127.0.0.1:9/none',
      poolSize: 1,
    });
    close = unreachable.close;
    app = await createTestApp({ database: unreachable, config: testConfig({ sessionSecret: 'x'.repeat(32) }) });
  });
  afterAll(async () => {
    await app.close();
    await close();
  });

  it('readiness answers 503 quickly', async () => {
    const started = Date.now();
    const response = await new TestClient(app).get('/api/health/ready');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable' });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('API requests answer 503 JSON, not 500', async () => {
    const response = await new TestClient(app).post('/api/auth/login', { username: 'someone', password: 'whatever!' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: 'The service is temporarily unavailable. Please try again shortly.' });
  });

  it('liveness still answers 200', async () => {
    expect((await new TestClient(app).get('/api/health')).statusCode).toBe(200);
  });
});
