import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultContentDir } from '@/server/content/content-dir';
import { loadTopicCatalogue } from '@/server/content/topic-catalogue';
import { openDatabase } from '@/server/db/client';
import { databaseErrorKind } from '@/server/errors';
import { listenLocally, LiveSocketClient } from '@/server/testing/live-socket-client';
import { createTestApp, signedInLearner, TestClient, testConfig } from '@/server/testing/test-app';
import { getTestDatabase } from '@/server/testing/test-db';
import { createMetrics } from './app-metrics';
import { createMetricsServer, METRICS_TOKEN_MISSING_MESSAGE } from './metrics-routes';

const TOKEN = 'scrape-token-0123456789abcdef';
const topics = loadTopicCatalogue(defaultContentDir(new URL('../app.ts', import.meta.url).href));
const curatedQuestion = topics.byId.get('daily-routine')!.plan.questions.beginner[0]!;

type Sample = { labels: Record<string, string>; value: number };

/** The samples of one metric in Prometheus' text format. */
function samples(text: string, name: string): Sample[] {
  const found: Sample[] = [];
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const labels = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1]!, m[2]!]),
    );
    found.push({ labels, value: Number(match[3]) });
  }
  return found;
}

/** The value of the one sample of `name` whose labels include `labels`; undefined when there is none. */
function value(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const matching = samples(text, name).filter((sample) =>
    Object.entries(labels).every(([key, expected]) => sample.labels[key] === expected),
  );
  if (matching.length > 1) throw new Error(`${name} ${JSON.stringify(labels)} matches ${matching.length} samples`);
  return matching[0]?.value;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('GET /metrics with METRICS_TOKEN (on the main port)', () => {
  let app: FastifyInstance;
  let origin: string;
  beforeAll(async () => {
    const config = testConfig();
    app = await createTestApp({
      // No Apertium, so a text the course does not know has no translation whatever this machine has installed.
      config: {
        ...config,
        language: { ...config.language, apertium: null },
        metrics: { token: TOKEN, port: undefined },
      },
      liveSocket: { rate: { capacity: 100, refillMs: 1000 } },
    });
    origin = await listenLocally(app);
  });
  afterAll(() => app.close());

  const scrape = async () => {
    const response = await app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
    expect(response.statusCode).toBe(200);
    return response;
  };

  it('answers 401 without the token or with a wrong one, and never needs a session or an Origin', async () => {
    const missing = await app.inject({ method: 'GET', url: '/metrics' });
    expect(missing.statusCode).toBe(401);
    expect(missing.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    expect(missing.json()).toEqual({ message: METRICS_TOKEN_MISSING_MESSAGE });
    for (const authorization of [`Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`, `Basic ${TOKEN}`, TOKEN]) {
      expect((await app.inject({ method: 'GET', url: '/metrics', headers: { authorization } })).statusCode).toBe(401);
    }
    const scraped = await scrape();
    expect(scraped.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    // A foreign Origin is refused on the API, not here: Prometheus is not a browser.
    const foreign = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { ...bearer(TOKEN), origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(foreign.statusCode).toBe(200);
  });

  it('counts requests by route pattern and status, a live conversation, a correction and translations', async () => {
    const learner = await signedInLearner(app);
    const missingId = '00000000-0000-4000-8000-000000000000';
    expect((await learner.get(`/api/conversations/${missingId}`)).statusCode).toBe(404);
    expect((await learner.get(`/api/conversations/${missingId.replace(/0$/, '1')}`)).statusCode).toBe(404);
    expect((await learner.get('/api/no-such-thing/123')).statusCode).toBe(404);

    const live = await LiveSocketClient.open(origin, learner);
    await live.start('at-the-cafe');
    await live.say('Quiero un café con leche, por favor.');
    const whileOpen = (await scrape()).body;
    expect(value(whileOpen, 'charla_live_sockets')).toBe(1);
    live.close();
    await live.closed;

    const correction = await learner.post('/api/conversation/correct', { text: 'yo tiene un problema' });
    expect(correction.statusCode).toBe(200);
    const known = await learner.get(`/api/translate?${new URLSearchParams({ text: curatedQuestion.es })}`);
    expect(known.json()).toMatchObject({ source: 'known' });
    const unknown = await learner.get(`/api/translate?${new URLSearchParams({ text: 'Mi perro azul baila ópera.' })}`);
    expect(unknown.statusCode).toBe(503);

    const text = (await scrape()).body;
    const requests = 'charla_http_request_duration_seconds_count';
    // One series for both ids: the route's pattern is the label, never the URL.
    expect(value(text, requests, { method: 'GET', route: '/api/conversations/:id', status_code: '404' })).toBe(2);
    expect(value(text, requests, { method: 'GET', route: 'unmatched', status_code: '404' })).toBe(1);
    expect(value(text, requests, { method: 'POST', route: '/api/auth/register', status_code: '201' })).toBe(1);
    expect(value(text, requests, { method: 'POST', route: '/api/conversation/correct', status_code: '200' })).toBe(1);
    expect(value(text, requests, { method: 'GET', route: '/metrics', status_code: '200' })).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(missingId);
    expect(text).not.toContain('no-such-thing');

    // The opening line and the reply, both from the built-in partner.
    expect(value(text, 'charla_conversation_turns_total', { engine: 'builtin', outcome: 'ok' })).toBe(2);
    expect(value(text, 'charla_partner_reply_duration_seconds_count', { engine: 'builtin', outcome: 'ok' })).toBe(2);
    expect(value(text, 'charla_partner_reply_duration_seconds_sum', { engine: 'builtin' })).toBeGreaterThan(0);
    expect(value(text, 'charla_live_sockets')).toBe(0);

    // The learner's message in the conversation is checked too (docs/product.md#message-checks), then the correction.
    expect(value(text, 'charla_correction_duration_seconds_count', { corrector: 'builtin', outcome: 'ok' })).toBe(2);
    expect(value(text, 'charla_translation_duration_seconds_count', { source: 'known', outcome: 'ok' })).toBe(1);
    expect(value(text, 'charla_translation_duration_seconds_count', { source: 'none', outcome: 'error' })).toBe(1);
    expect(value(text, 'charla_translation_duration_seconds_bucket', { source: 'known', le: '+Inf' })).toBe(1);
  });

  it('reports the database connections, memory and event-loop lag', async () => {
    // Each scrape reports the loop's delays since the previous one: give the monitor time to sample some.
    await new Promise((resolve) => setTimeout(resolve, 150));
    const text = (await scrape()).body;
    const database = await getTestDatabase();
    const total = value(text, 'charla_database_pool_connections')!;
    const idle = value(text, 'charla_database_pool_idle_connections')!;
    if (database.kind === 'pglite') {
      expect([total, idle]).toEqual([1, 1]);
    } else {
      // The worker's pool (at most 4): nothing is running between requests, so every open connection is idle.
      expect(total).toBeGreaterThanOrEqual(1);
      expect(total).toBeLessThanOrEqual(4);
      expect(idle).toBe(total);
    }
    expect(value(text, 'charla_database_pool_waiting_requests')).toBe(0);
    expect(value(text, 'process_resident_memory_bytes')).toBeGreaterThan(10 * 1024 * 1024);
    expect(value(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(value(text, 'process_cpu_seconds_total')).toBeGreaterThan(0);
    for (const name of [
      'nodejs_eventloop_lag_seconds',
      'nodejs_eventloop_lag_p50_seconds',
      'nodejs_eventloop_lag_p99_seconds',
    ]) {
      const lag = value(text, name);
      expect(lag, name).toBeGreaterThan(0);
      expect(lag, name).toBeLessThan(5);
    }
  });
});

describe('GET /metrics without METRICS_TOKEN or METRICS_PORT', () => {
  it('is not served: 404, whatever the Authorization', async () => {
    const app = await createTestApp();
    try {
      expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
      const withToken = await app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
      expect(withToken.statusCode).toBe(404);
      expect(withToken.json()).toEqual({ message: 'Not found' });
    } finally {
      await app.close();
    }
  });
});

describe('GET /metrics with METRICS_PORT', () => {
  it('is served on its own port (with the token when set), and not on the main port', async () => {
    const metrics = createMetrics();
    const app = await createTestApp({
      config: testConfig({ metrics: { token: TOKEN, port: 9 } }),
      metrics,
    });
    const server = await createMetricsServer({ metrics, token: TOKEN, logger: app.log });
    try {
      await server.listen({ host: '127.0.0.1', port: 0 });
      const metricsUrl = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
      expect((await new TestClient(app).get('/api/health')).statusCode).toBe(200);

      expect((await app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) })).statusCode).toBe(404);
      expect((await fetch(`${metricsUrl}/metrics`)).status).toBe(401);
      expect((await fetch(`${metricsUrl}/metrics`, { headers: bearer('wrong-token-0123456789') })).status).toBe(401);
      expect((await fetch(`${metricsUrl}/api/health`, { headers: bearer(TOKEN) })).status).toBe(404);
      const scraped = await fetch(`${metricsUrl}/metrics`, { headers: bearer(TOKEN) });
      expect(scraped.status).toBe(200);
      const text = await scraped.text();
      const health = { method: 'GET', route: '/api/health', status_code: '200' };
      expect(value(text, 'charla_http_request_duration_seconds_count', health)).toBe(1);
      // The main app's /metrics refusal is counted there; the metrics server's own requests are not.
      expect(value(text, 'charla_http_request_duration_seconds_count', { route: '/metrics' })).toBe(1);
    } finally {
      await server.close();
      await app.close();
    }
  });

  it('needs no token when only METRICS_PORT is set', async () => {
    const metrics = createMetrics();
    const app = await createTestApp({ config: testConfig({ metrics: { token: undefined, port: 9 } }), metrics });
    const server = await createMetricsServer({ metrics, token: undefined, logger: app.log });
    try {
      const response = await server.inject({ method: 'GET', url: '/metrics' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('# TYPE charla_http_request_duration_seconds histogram');
      expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await server.close();
      await app.close();
    }
  });
});

describe('database error counter', () => {
  it('counts the database errors the error handler answers, and the pool of a PostgreSQL it cannot reach', async () => {
    // Nothing listens on port 1: every query fails to connect, as with a PostgreSQL that is down.
    const database = await openDatabase({
      kind: 'postgres',
      url: 'postgres://charla@127.0.0.1:1/none',
      connectTimeoutMs: 500,
    });
    const app = await createTestApp({
      database,
      config: testConfig({ sessionSecret: 'x'.repeat(48), metrics: { token: TOKEN, port: undefined } }),
    });
    try {
      const client = new TestClient(app);
      for (let i = 0; i < 2; i++) {
        const login = await client.post('/api/auth/login', { username: 'someone', password: 'correct horse battery' });
        expect(login.statusCode).toBe(503);
      }
      const text = (await app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) })).body;
      expect(value(text, 'charla_database_errors_total', { kind: 'unavailable' })).toBe(2);
      expect(value(text, 'charla_database_pool_connections')).toBe(0);
      expect(value(text, 'charla_database_pool_waiting_requests')).toBe(0);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('tells an error the database raised from one it never saw', async () => {
    const { db } = await getTestDatabase();
    const raised = await db.execute('select * from no_such_table').then(
      () => null,
      (error: unknown) => error,
    );
    expect(raised).not.toBeNull();
    expect(databaseErrorKind(raised)).toBe('query');
    expect(databaseErrorKind(new Error('no_such_table'))).toBeNull();
    expect(databaseErrorKind(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }))).toBe('unavailable');
  });
});
