import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LIVE_CLOSE_CODES } from '@/contract/conversation';
import { SESSION_COOKIE_NAME } from '@/server/plugins/session';
import { LiveSocketClient } from '@/server/testing/live-socket-client';
import { freePort, startMain, waitForReady } from '@/server/testing/main-process';

// Two app processes on one PostgreSQL, as behind a load balancer. PGlite serves one process only, so on the
// PGlite run of the suite there is no fleet to test.
const databaseUrl = inject('testDatabaseUrl');
if (!databaseUrl) console.warn('Skipping the two-process fleet test: it needs PostgreSQL (run with DATABASE_URL)');

const FREE_DAILY_CONVERSATIONS = 2;

interface AppProcess {
  origin: string;
  stop: () => Promise<void>;
  output: () => string;
}

async function startProcess(dataDir: string): Promise<AppProcess> {
  const port = await freePort();
  const main = startMain({
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl as string,
    FREE_DAILY_CONVERSATIONS: String(FREE_DAILY_CONVERSATIONS),
  });
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitForReady(`${origin}/api/health/ready`, main, 30_000);
  } catch (error) {
    main.child.kill('SIGKILL');
    throw error;
  }
  return {
    origin,
    output: main.output,
    stop: async () => {
      if (!main.hasExited()) main.child.kill('SIGTERM');
      await main.exited;
    },
  };
}

/** A browser stand-in over real HTTP: one cookie jar, whichever process the balancer sends it to. */
class Browser {
  readonly cookies = new Map<string, string>();

  async request(origin: string, method: string, url: string, body?: unknown): Promise<Response> {
    const headers: Record<string, string> = { origin };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${origin}${url}`, {
      method,
      headers,
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (name === SESSION_COOKIE_NAME) this.cookies.set(name, value);
    }
    return response;
  }

  async signUp(origin: string): Promise<void> {
    const username = `fleet_${randomBytes(5).toString('hex')}`;
    const response = await this.request(origin, 'POST', '/api/auth/register', {
      username,
      password: 'correct horse battery',
    });
    if (response.status !== 201) throw new Error(`register failed: ${response.status} ${await response.text()}`);
  }
}

describe.runIf(databaseUrl)('a fleet of two processes on one PostgreSQL', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'charla-fleet-'));
  let a: AppProcess;
  let b: AppProcess;
  beforeAll(async () => {
    [a, b] = await Promise.all([startProcess(path.join(dataDir, 'a')), startProcess(path.join(dataDir, 'b'))]);
  }, 60_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('a session made on one process works on the other', async () => {
    const browser = new Browser();
    await browser.signUp(a.origin);
    const onB = await browser.request(b.origin, 'GET', '/api/auth/user');
    expect(onB.status).toBe(200);
  });

  it('logout on one process closes the socket the other holds, with 4001, within two seconds', async () => {
    const browser = new Browser();
    await browser.signUp(a.origin);
    const live = await LiveSocketClient.open(b.origin, browser);

    const loggedOutAt = Date.now();
    expect((await browser.request(a.origin, 'POST', '/api/auth/logout')).status).toBe(200);
    const closed = await Promise.race([
      live.closed,
      new Promise<null>((resolve) => setTimeout(() => resolve(null), 2_000)),
    ]);
    expect(closed).toEqual({ code: LIVE_CLOSE_CODES.SIGNED_OUT, reason: 'Signed out' });
    expect(Date.now() - loggedOutAt).toBeLessThan(2_000);
  });

  it('the daily conversation limit holds across both processes', async () => {
    const browser = new Browser();
    await browser.signUp(a.origin);
    const onA = await LiveSocketClient.open(a.origin, browser);
    const onB = await LiveSocketClient.open(b.origin, browser);

    // A conversation counts once the learner has said something in it (docs/product.md#daily-limits).
    await onA.start('introducing-yourself');
    await onA.say('Hola, me llamo Ana.');
    await onB.start('at-the-cafe');
    await onB.say('Un café, por favor.');
    for (const live of [onA, onB]) {
      live.send({ type: 'startSession', topic: 'family-and-friends', difficulty: 'beginner' });
      expect(await live.next('error')).toMatchObject({ type: 'error', code: 'daily_limit' });
    }
    onA.close();
    onB.close();
  });

  // Last: it stops process B.
  it('SIGTERM closes live sockets with 1012; the client resumes its conversation on the other process', async () => {
    const browser = new Browser();
    await browser.signUp(a.origin);
    const onB = await LiveSocketClient.open(b.origin, browser);
    const { id } = await onB.start('introducing-yourself');

    const signalled = Date.now();
    const stopped = b.stop();
    expect(await onB.closed).toEqual({ code: LIVE_CLOSE_CODES.SERVICE_RESTART, reason: 'Server restarting' });
    await stopped;
    expect(Date.now() - signalled).toBeLessThan(10_000);

    const onA = await LiveSocketClient.open(a.origin, browser);
    onA.send({ type: 'resumeSession', conversationId: id });
    expect((await onA.next('conversation_id')).id).toBe(id);
    expect((await onA.say('Me llamo Ana.')).text).toBeTruthy();
    onA.close();
  });
});
