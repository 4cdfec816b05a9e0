import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dailyLimitMessage } from '@/contract/billing';
import type { ServerFrame } from '@/contract/conversation';
import { loadConfig } from '@/server/config';
import { listenLocally, LiveSocketClient } from '@/server/testing/live-socket-client';
import { createTestApp, signedInLearner, TestClient, uniqueUsername } from '@/server/testing/test-app';
import { buyPlan } from '@/server/modules/billing/testing/demo-purchase';

let now = Date.parse('2026-03-10T15:00:00Z');
let app: FastifyInstance;
let origin: string;
beforeAll(async () => {
  // A frame budget no scripted test reaches: these tests start conversations faster than any person. The race
  // below needs more tabs of one learner than the default cap of live sockets allows.
  app = await createTestApp({
    clock: () => new Date(now),
    config: loadConfig({ NODE_ENV: 'test', LIVE_SOCKETS_PER_LEARNER: '8' }),
    liveSocket: { rate: { capacity: 1000, refillMs: 1 } },
  });
  origin = await listenLocally(app);
});
afterAll(() => app.close());

/** Sends startSession and answers the frame that decides it: the new conversation's id, or an error. */
async function attemptStart(live: LiveSocketClient): Promise<ServerFrame> {
  const from = live.frames.length;
  live.send({ type: 'startSession', topic: 'daily-routine', difficulty: 'beginner', userId: 'ignored' });
  for (let waited = 0; waited < 5000; waited += 5) {
    const decided = live.frames.slice(from).find((frame) => frame.type === 'conversation_id' || frame.type === 'error');
    if (decided) return decided;
    await delay(5);
  }
  throw new Error('no answer to startSession within 5 s');
}

async function startMany(live: LiveSocketClient, count: number): Promise<ServerFrame[]> {
  const frames: ServerFrame[] = [];
  for (let i = 0; i < count; i++) frames.push(await attemptStart(live));
  return frames;
}

const refusal = (limit: number) => ({ type: 'error', message: dailyLimitMessage(limit), code: 'daily_limit' });
const started = (frames: ServerFrame[]) => frames.filter((frame) => frame.type === 'conversation_id').length;

async function learnerIn(timeZone: string): Promise<TestClient> {
  const client = new TestClient(app);
  const response = await client.post('/api/auth/register', {
    username: uniqueUsername('limits'),
    password: 'correct horse battery',
    timeZone,
  });
  expect(response.statusCode).toBe(201);
  return client;
}

describe('the daily conversation limit', () => {
  it('lets a free learner start 5 conversations a day and refuses the sixth with a daily_limit error frame', async () => {
    now = Date.parse('2026-03-10T15:00:00Z');
    const client = await signedInLearner(app);
    expect((await client.get('/api/auth/user')).json().plan.dailyConversationLimit).toBe(5);
    const live = await LiveSocketClient.open(origin, client);
    const frames = await startMany(live, 6);
    expect(frames.slice(0, 5).map((frame) => frame.type)).toEqual(Array(5).fill('conversation_id'));
    expect(frames[5]).toEqual(refusal(5));
    live.close();

    // Another tab is refused too: the count comes from the stored conversations, not from the socket.
    const otherTab = await LiveSocketClient.open(origin, client);
    expect(await attemptStart(otherTab)).toEqual(refusal(5));
    otherTab.close();
    expect((await client.get('/api/conversations')).json().conversations).toHaveLength(5);
  });

  it('still resumes an open conversation at the limit, and it carries on', async () => {
    now = Date.parse('2026-03-10T15:00:00Z');
    const client = await signedInLearner(app);
    const first = await LiveSocketClient.open(origin, client);
    const frames = await startMany(first, 5);
    const last = frames.at(-1) as Extract<ServerFrame, { type: 'conversation_id' }>;
    first.close();

    const reconnected = await LiveSocketClient.open(origin, client);
    reconnected.send({ type: 'resumeSession', conversationId: last.id });
    expect((await reconnected.next('conversation_id')).id).toBe(last.id);
    expect((await reconnected.say('Me levanto a las siete.')).text.length).toBeGreaterThan(0);
    expect(await attemptStart(reconnected)).toEqual(refusal(5));
    reconnected.close();
  });

  it('counts conversations started at once from many tabs one after the other: exactly 5 get through', async () => {
    now = Date.parse('2026-03-10T15:00:00Z');
    const client = await signedInLearner(app);
    const tabs = await Promise.all(Array.from({ length: 8 }, () => LiveSocketClient.open(origin, client)));
    const frames = await Promise.all(tabs.map((tab) => attemptStart(tab)));
    expect(started(frames)).toBe(5);
    expect(frames.filter((frame) => frame.type === 'error')).toEqual(Array(3).fill(refusal(5)));
    for (const tab of tabs) tab.close();
  });

  it('resets at midnight in the learner’s own time zone, not at UTC midnight', async () => {
    // New York is at UTC-4 on 10 March 2026 (daylight saving began on the 8th).
    const client = await learnerIn('America/New_York');
    const live = await LiveSocketClient.open(origin, client);
    now = Date.parse('2026-03-10T23:30:00Z'); // 19:30 in New York
    expect(started(await startMany(live, 3))).toBe(3);
    now = Date.parse('2026-03-11T00:30:00Z'); // a new UTC day, still 20:30 on the 10th in New York
    expect(started(await startMany(live, 2))).toBe(2);
    now = Date.parse('2026-03-11T03:59:59Z'); // 23:59:59 in New York
    expect(await attemptStart(live)).toEqual(refusal(5));
    now = Date.parse('2026-03-11T04:00:00Z'); // midnight in New York
    expect(started(await startMany(live, 5))).toBe(5);
    expect(await attemptStart(live)).toEqual(refusal(5));
    live.close();
  });

  it('allows 30 a day on the Annual plan and refuses the 31st', async () => {
    now = Date.parse('2026-03-12T09:00:00Z');
    const client = await signedInLearner(app);
    await buyPlan(client, 'ANNUAL');
    expect((await client.get('/api/auth/user')).json().plan).toMatchObject({
      tier: 'annual',
      dailyConversationLimit: 30,
    });
    const live = await LiveSocketClient.open(origin, client);
    const frames = await startMany(live, 31);
    expect(started(frames)).toBe(30);
    expect(frames[30]).toEqual(refusal(30));
    live.close();
  });

  it('does not limit the Premium plan', async () => {
    now = Date.parse('2026-03-12T09:00:00Z');
    const client = await signedInLearner(app);
    await buyPlan(client, 'PREMIUM');
    expect((await client.get('/api/auth/user')).json().plan.dailyConversationLimit).toBeNull();
    const live = await LiveSocketClient.open(origin, client);
    expect(started(await startMany(live, 40))).toBe(40);
    live.close();
  });

  it('gives free learners FREE_DAILY_CONVERSATIONS a day when the operator sets it', async () => {
    const generous = await createTestApp({
      config: loadConfig({ NODE_ENV: 'test', FREE_DAILY_CONVERSATIONS: '2' }),
      liveSocket: { rate: { capacity: 1000, refillMs: 1 } },
    });
    try {
      const generousOrigin = await listenLocally(generous);
      const client = await signedInLearner(generous);
      expect((await client.get('/api/auth/user')).json().plan.dailyConversationLimit).toBe(2);
      const live = await LiveSocketClient.open(generousOrigin, client);
      const frames = await startMany(live, 3);
      expect(started(frames)).toBe(2);
      expect(frames[2]).toEqual(refusal(2));
      live.close();
    } finally {
      await generous.close();
    }
  });
});
