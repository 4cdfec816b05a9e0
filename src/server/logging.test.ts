import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE_NAME } from './plugins/session';
import { captureLogs, createTestApp, testConfig, TestClient, uniqueUsername } from './testing/test-app';

describe('logs', () => {
  it('never contain passwords, session ids or cookies', async () => {
    const logs = captureLogs();
    const app = await createTestApp({ config: testConfig({ logLevel: 'trace' }), logStream: logs.stream });
    try {
      const password = 'super secret passphrase 42';
      const username = uniqueUsername('logged');
      const client = new TestClient(app);
      expect((await client.post('/api/auth/register', { username, password })).statusCode).toBe(201);
      const sessionId = client.cookies.get(SESSION_COOKIE_NAME)!;
      await client.get('/api/auth/user');
      await new TestClient(app).post('/api/auth/login', { username, password: 'wrong passphrase 42' });
      await client.post('/api/auth/login', { username, password });
      const newSessionId = client.cookies.get(SESSION_COOKIE_NAME)!;
      await client.post('/api/auth/logout');
      await client.request({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: `{"password":"${password}",`,
      });

      const text = logs.text();
      expect(text).toContain('incoming request'); // the sink really received the app's logs
      expect(text).not.toContain(password);
      expect(text).not.toContain('wrong passphrase 42');
      for (const id of [sessionId, newSessionId]) {
        // The signed cookie value and the bare id inside it.
        expect(text).not.toContain(id);
        expect(text).not.toContain(id.split('.')[0]!);
      }
      expect(text).not.toContain(SESSION_COOKIE_NAME);
    } finally {
      await app.close();
    }
  });
});
