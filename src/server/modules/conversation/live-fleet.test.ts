import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_CLOSE_CODES, TOO_MANY_SOCKETS_MESSAGE } from '@/contract/conversation';
import { buyPlan } from '@/server/modules/billing/testing/demo-purchase';
import { listenLocally, LiveSocketClient } from '@/server/testing/live-socket-client';
import { needsProgram } from '@/server/testing/needs-program';
import { REDIS, TEST_REDIS_URL } from '@/server/testing/system-programs';
import { createTestApp, signedInLearner, TestClient, testConfig } from '@/server/testing/test-app';

// Two app processes behind a load balancer, as far as one test process can be: two apps on one database,
// each with its own live sockets and its own session events listener.
let appA: FastifyInstance;
let appB: FastifyInstance;
let originB: string;
beforeAll(async () => {
  appA = await createTestApp();
  appB = await createTestApp();
  await listenLocally(appA);
  originB = await listenLocally(appB);
});
afterAll(async () => {
  await Promise.all([appA.close(), appB.close()]);
});

/** The same browser (same cookie) talking to process B. */
function sameBrowserOn(app: FastifyInstance, client: TestClient): TestClient {
  const other = new TestClient(app, client.ip);
  for (const [name, value] of client.cookies) other.cookies.set(name, value);
  return other;
}

describe('live sockets across processes', () => {
  it('logout on one process closes the session’s socket held by another (4001), and only that session’s', async () => {
    const onA = await signedInLearner(appA);
    const live = await LiveSocketClient.open(originB, sameBrowserOn(appB, onA));
    const bystander = await LiveSocketClient.open(originB, await signedInLearner(appB));

    expect((await onA.post('/api/auth/logout')).statusCode).toBe(200);
    expect(await live.closed).toEqual({ code: LIVE_CLOSE_CODES.SIGNED_OUT, reason: 'Signed out' });
    expect(bystander.socket.readyState).toBe(bystander.socket.OPEN);
    bystander.close();
  });

  it('a plan bought on one process closes the learner’s sockets on another with the reconnect code 4003', async () => {
    const onA = await signedInLearner(appA);
    const live = await LiveSocketClient.open(originB, sameBrowserOn(appB, onA));
    await buyPlan(onA, 'PREMIUM');
    expect(await live.closed).toEqual({ code: LIVE_CLOSE_CODES.PLAN_CHANGED, reason: 'Plan changed' });
  });
});

describe('live sockets per learner', () => {
  it('a sixth socket closes the learner’s oldest with 4002 and a readable reason; other learners are untouched', async () => {
    const learner = await signedInLearner(appB);
    const sockets: LiveSocketClient[] = [];
    for (let i = 0; i < 5; i += 1) sockets.push(await LiveSocketClient.open(originB, learner));
    const bystander = await LiveSocketClient.open(originB, await signedInLearner(appB));

    const sixth = await LiveSocketClient.open(originB, learner);
    expect(await sockets[0]!.closed).toEqual({
      code: LIVE_CLOSE_CODES.TOO_MANY_SOCKETS,
      reason: TOO_MANY_SOCKETS_MESSAGE,
    });
    for (const socket of [...sockets.slice(1), sixth, bystander])
      expect(socket.socket.readyState).toBe(socket.socket.OPEN);

    // The newest still works: the learner goes on where they are now.
    const { opening } = await sixth.start('introducing-yourself');
    expect(opening.text).toBeTruthy();
    for (const socket of [...sockets.slice(1), sixth, bystander]) socket.close();
  });

  it('counts a learner’s sockets on every process: a sixth on B closes the oldest, held by A, with 4002', async () => {
    const onA = await signedInLearner(appA);
    const onB = sameBrowserOn(appB, onA);
    const originA = `http://127.0.0.1:${(appA.server.address() as { port: number }).port}`;
    const sockets: LiveSocketClient[] = [];
    for (let i = 0; i < 3; i += 1) sockets.push(await LiveSocketClient.open(originA, onA));
    for (let i = 0; i < 2; i += 1) sockets.push(await LiveSocketClient.open(originB, onB));
    const sixth = await LiveSocketClient.open(originB, onB);
    expect(await sockets[0]!.closed).toEqual({
      code: LIVE_CLOSE_CODES.TOO_MANY_SOCKETS,
      reason: TOO_MANY_SOCKETS_MESSAGE,
    });
    for (const socket of [...sockets.slice(1), sixth]) expect(socket.socket.readyState).toBe(socket.socket.OPEN);
    const { opening } = await sixth.start('introducing-yourself');
    expect(opening.text).toBeTruthy();
    for (const socket of [...sockets.slice(1), sixth]) socket.close();
  });

  it('follows LIVE_SOCKETS_PER_LEARNER', async () => {
    const app = await createTestApp({ config: testConfig({ liveSocketsPerLearner: 1 }) });
    try {
      const origin = await listenLocally(app);
      const learner = await signedInLearner(app);
      const first = await LiveSocketClient.open(origin, learner);
      const second = await LiveSocketClient.open(origin, learner);
      expect((await first.closed).code).toBe(LIVE_CLOSE_CODES.TOO_MANY_SOCKETS);
      second.close();
    } finally {
      await app.close();
    }
  });
});

needsProgram(REDIS, 'the live socket cap in Redis').describe('live sockets per learner with REDIS_URL', () => {
  it('counts a learner’s sockets on two processes in Redis and closes the oldest across them', async () => {
    const withRedis = {
      config: testConfig({ redisUrl: TEST_REDIS_URL, liveSocketsPerLearner: 2 }),
      limitKeyPrefix: `charla-test:${randomBytes(6).toString('hex')}:`,
    };
    const first = await createTestApp(withRedis);
    const second = await createTestApp(withRedis);
    try {
      const [originFirst, originSecond] = [await listenLocally(first), await listenLocally(second)];
      const learner = await signedInLearner(first);
      const oldest = await LiveSocketClient.open(originFirst, learner);
      const middle = await LiveSocketClient.open(originSecond, sameBrowserOn(second, learner));
      const newest = await LiveSocketClient.open(originSecond, sameBrowserOn(second, learner));
      expect((await oldest.closed).code).toBe(LIVE_CLOSE_CODES.TOO_MANY_SOCKETS);
      expect(middle.socket.readyState).toBe(middle.socket.OPEN);
      expect(newest.socket.readyState).toBe(newest.socket.OPEN);
      middle.close();
      newest.close();
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});

describe('graceful shutdown', () => {
  it('closes live sockets with 1012 (service restart) so clients reconnect elsewhere, and refuses new ones', async () => {
    const app = await createTestApp();
    const origin = await listenLocally(app);
    const learner = await signedInLearner(app);
    const live = await LiveSocketClient.open(origin, learner);
    await live.start('introducing-yourself');

    await app.close();
    expect(await live.closed).toEqual({ code: LIVE_CLOSE_CODES.SERVICE_RESTART, reason: 'Server restarting' });
    await expect(LiveSocketClient.open(origin, learner)).rejects.toThrow();
  });
});
