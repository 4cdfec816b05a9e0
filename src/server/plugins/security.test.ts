import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClient, testConfig, uniqueUsername } from '@/server/testing/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const credentials = () => ({ username: uniqueUsername(), password: 'long enough pw' });

describe('cross-site request guard', () => {
  it('refuses a state-changing request from a foreign Origin with 403', async () => {
    const response = await new TestClient(app).request({
      method: 'POST',
      url: '/api/auth/register',
      json: credentials(),
      headers: { origin: 'https://evil.example', host: 'localhost:3000' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Cross-site request refused' });
  });

  it('refuses Sec-Fetch-Site: cross-site when no Origin is sent', async () => {
    const response = await new TestClient(app).request({
      method: 'POST',
      url: '/api/auth/register',
      json: credentials(),
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('accepts the app’s own origin', async () => {
    const response = await new TestClient(app).request({
      method: 'POST',
      url: '/api/auth/register',
      json: credentials(),
      headers: { origin: 'http://localhost:3000', host: 'localhost:3000' },
    });
    expect(response.statusCode).toBe(201);
  });

  it('accepts an origin listed in ALLOWED_ORIGINS', async () => {
    const allowing = await createTestApp({ config: testConfig({ allowedOrigins: ['https://app.charla.example'] }) });
    try {
      const response = await new TestClient(allowing).request({
        method: 'POST',
        url: '/api/auth/register',
        json: credentials(),
        headers: { origin: 'https://app.charla.example', host: 'api.charla.example' },
      });
      expect(response.statusCode).toBe(201);
    } finally {
      await allowing.close();
    }
  });

  it('lets reads through from anywhere (they change nothing)', async () => {
    const response = await new TestClient(app).request({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('content type guard', () => {
  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])(
    'answers 415 for %s on a JSON route',
    async (contentType) => {
      const response = await new TestClient(app).request({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': contentType },
        payload: JSON.stringify(credentials()),
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ message: 'Send this request as application/json' });
    },
  );

  it('accepts application/json with a charset', async () => {
    const response = await new TestClient(app).request({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      payload: JSON.stringify(credentials()),
    });
    expect(response.statusCode).toBe(201);
  });
});

describe('responses', () => {
  it('answers unknown API routes with 404 JSON', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await new TestClient(app).request({ method, url: '/api/no-such-thing' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found' });
    }
  });

  it('sends strict security headers', async () => {
    const response = await new TestClient(app).get('/api/health');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'self'");
    // Scripts from our origin, plus WebAssembly compilation for the voice detector: no eval, no inline, no workers.
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval';");
    expect(csp).not.toContain("'unsafe-eval'");
    expect(csp).not.toContain('worker-src');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('adds HSTS in production', async () => {
    const production = await createTestApp({ config: testConfig({ env: 'production', isProduction: true }) });
    try {
      const response = await new TestClient(production).get('/api/health');
      expect(response.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    } finally {
      await production.close();
    }
  });

  it('marks the session cookie Secure in production', async () => {
    const production = await createTestApp({
      config: testConfig({ env: 'production', isProduction: true, trustProxy: true }),
    });
    try {
      // Behind a TLS-terminating proxy the request arrives as http with X-Forwarded-Proto: https.
      const response = await new TestClient(production).request({
        method: 'POST',
        url: '/api/auth/register',
        json: credentials(),
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(response.statusCode).toBe(201);
      expect(String(response.headers['set-cookie'])).toMatch(/; Secure/);
    } finally {
      await production.close();
    }
  });
});
