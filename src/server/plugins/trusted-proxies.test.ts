import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@/server/config';
import { cookieHeader, handshakeStatus, listenLocally } from '@/server/testing/live-socket-client';
import { createTestApp, randomIp, signedInLearner, TestClient, uniqueUsername } from '@/server/testing/test-app';

// The one proxy in front of the app; it appends the address it sees to whatever X-Forwarded-For it was sent.
const PROXY = '192.0.2.10';
const credentials = () => ({ username: uniqueUsername(), password: 'long enough pw' });

/** A request from `client` through the proxy, which adds the client's address to the forwarded chain. */
function throughProxy(
  app: FastifyInstance,
  client: string,
  sentByClient: string[],
  headers: Record<string, string> = {},
) {
  return new TestClient(app, PROXY).request({
    method: 'POST',
    url: '/api/auth/register',
    json: credentials(),
    headers: { 'x-forwarded-for': [...sentByClient, client].join(', '), ...headers },
  });
}

describe('TRUST_PROXY=1 (one proxy)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ config: loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '1' }), registrationsPerHour: 2 });
  });
  afterAll(() => app.close());

  it('takes the address the proxy saw: X-Forwarded-For entries a client adds itself change nothing', async () => {
    const client = randomIp();
    expect((await throughProxy(app, client, [randomIp()])).statusCode).toBe(201);
    expect((await throughProxy(app, client, [randomIp(), randomIp()])).statusCode).toBe(201);
    const third = await throughProxy(app, client, [randomIp()]);
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toMatch(/^Too many sign-ups from this network/);
    // Other clients behind the same proxy are not counted as the proxy's address.
    expect((await throughProxy(app, randomIp(), [])).statusCode).toBe(201);
  });

  it('refuses a foreign Origin that names itself in a forged X-Forwarded-Host', async () => {
    const response = await throughProxy(app, randomIp(), [], {
      origin: 'https://evil.example',
      host: 'localhost:3000',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Cross-site request refused' });
  });

  it('accepts the Origin of the Host the browser addressed, over https from the proxy', async () => {
    const response = await throughProxy(app, randomIp(), [], {
      origin: 'https://charla.example',
      host: 'charla.example',
      'x-forwarded-host': 'elsewhere.example',
      'x-forwarded-proto': 'https',
    });
    expect(response.statusCode).toBe(201);
  });
});

describe('TRUST_FORWARDED_HOST=true', () => {
  it('compares the Origin with the X-Forwarded-Host of a trusted proxy that rewrites Host', async () => {
    const app = await createTestApp({
      config: loadConfig({ NODE_ENV: 'test', TRUST_PROXY: PROXY, TRUST_FORWARDED_HOST: 'true' }),
    });
    try {
      const headers = { host: 'charla-app:3000', 'x-forwarded-host': 'charla.example', 'x-forwarded-proto': 'https' };
      const accepted = await throughProxy(app, randomIp(), [], { ...headers, origin: 'https://charla.example' });
      expect(accepted.statusCode).toBe(201);
      const refused = await throughProxy(app, randomIp(), [], { ...headers, origin: 'https://evil.example' });
      expect(refused.statusCode).toBe(403);
    } finally {
      await app.close();
    }
  });
});

describe('the live socket behind a proxy', () => {
  it('refuses a foreign Origin named in a forged X-Forwarded-Host (403)', async () => {
    const app = await createTestApp({ config: loadConfig({ NODE_ENV: 'test', TRUST_PROXY: 'true' }) });
    try {
      const origin = await listenLocally(app);
      const cookie = cookieHeader(await signedInLearner(app));
      const forged = { origin: 'http://evil.example', 'x-forwarded-host': 'evil.example', cookie };
      expect(await handshakeStatus(origin, forged)).toBe(403);
      expect(await handshakeStatus(origin, { origin, cookie })).toBe(101);
    } finally {
      await app.close();
    }
  });
});
