import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dailyLimitMessage } from '@/contract/billing';
import { CONVERSATION_ENDED_MESSAGE, CONVERSATION_HAS_MESSAGES_MESSAGE } from '@/contract/conversation-constants';
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

/** The first frame from `from` on that `decides`, within 5 s. */
async function frameAfter(live: LiveSocketClient, from: number, decides: (frame: ServerFrame) => boolean) {
  for (let waited = 0; waited < 5000; waited += 5) {
    const decided = live.frames.slice(from).find(decides);
    if (decided) return decided;
    await delay(5);
  }
  throw new Error(`no deciding frame within 5 s; got ${JSON.stringify(live.frames.slice(from))}`);
}

/** Waits for the partner's opening line of the conversation just started. */
async function opening(live: LiveSocketClient, conversationId: string): Promise<void> {
  const from = live.frames.findIndex((frame) => frame.type === 'conversation_id' && frame.id === conversationId);
  await frameAfter(live, from + 1, (frame) => frame.type === 'transcript' || frame.type === 'error');
}

/** Says something in the open conversation and answers the frame that decides it: the reply, or an error. */
async function attemptMessage(live: LiveSocketClient, text = 'Me levanto a las siete.'): Promise<ServerFrame> {
  const from = live.frames.length;
  live.send({ type: 'userMessage', text, difficulty: 'beginner', requestFeedback: true });
  return frameAfter(live, from, (frame) => frame.type === 'transcript' || frame.type === 'error');
}

/**
 * A whole conversation as it counts: a start and, when it got through, one message. Answers the refusal frame when
 * either was refused, else the conversation_id frame.
 */
async function practise(live: LiveSocketClient): Promise<ServerFrame> {
  const decided = await attemptStart(live);
  if (decided.type !== 'conversation_id') return decided;
  await opening(live, decided.id);
  const reply = await attemptMessage(live);
  return reply.type === 'error' ? reply : decided;
}

async function practiseMany(live: LiveSocketClient, count: number): Promise<ServerFrame[]> {
  const frames: ServerFrame[] = [];
  for (let i = 0; i < count; i++) frames.push(await practise(live));
  return frames;
}

/** Starts conversations and says nothing in them. */
async function startEmpty(live: LiveSocketClient, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const decided = await attemptStart(live);
    if (decided.type !== 'conversation_id') throw new Error(`start refused: ${JSON.stringify(decided)}`);
    await opening(live, decided.id);
    ids.push(decided.id);
  }
  return ids;
}

const refusal = (limit: number) => ({ type: 'error', message: dailyLimitMessage(limit), code: 'daily_limit' });
const started = (frames: ServerFrame[]) => frames.filter((frame) => frame.type === 'conversation_id').length;
const allowance = async (client: TestClient) => (await client.get('/api/conversation/allowance')).json();

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
  it('lets a free learner hold 5 conversations a day and refuses the sixth with a daily_limit error frame', async () => {
    now = Date.parse('2026-03-10T15:00:00Z');
    const client = await signedInLearner(app);
    expect((await client.get('/api/auth/user')).json().plan.dailyConversationLimit).toBe(5);
    expect(await allowance(client)).toEqual({ limit: 5, used: 0, left: 5 });
    const live = await LiveSocketClient.open(origin, client);
    const frames = await practiseMany(live, 2);
    expect(started(frames)).toBe(2);
    expect(await allowance(client)).toEqual({ limit: 5, used: 2, left: 3 });
    expect(started(await practiseMany(live, 3))).toBe(3);
    expect(await allowance(client)).toEqual({ limit: 5, used: 5, left: 0 });
    expect(await attemptStart(live)).toEqual(refusal(5));
    live.close();

    // Another tab is refused too: the count comes from the stored conversations, not from the socket.
    const otherTab = await LiveSocketClient.open(origin, client);
    expect(await attemptStart(otherTab)).toEqual(refusal(5));
    otherTab.close();
    expect((await client.get('/api/conversations')).json().conversations).toHaveLength(5);
  });

  it('charges nothing for a conversation the learner never spoke in, and lists none of them', async () => {
    now = Date.parse('2026-03-10T15:00:00Z');
    const client = await signedInLearner(app);
    const live = await LiveSocketClient.open(origin, client);
    await startEmpty(live, 4);
    expect(await allowance(client)).toEqual({ limit: 5, used: 0, left: 5 });
    expect((await client.get('/api/conversations')).json().conversations).toEqual([]);
    // Five conversations with a message still get through after them.
    expect(started(await practiseMany(live, 5))).toBe(5);
    expect(await attemptStart(live)).toEqual(refusal(5));
    expect((await client.get('/api/conversations')).json().conversations).toHaveLength(5);
    live.close();
  });

  it('still resumes an open conversation at the limit, and it carries on', async () => {
    now = Date.parse('2026-03-10T15:00:00Z');
    const client = await signedInLearner(app);
    const first = await LiveSocketClient.open(origin, client);
    const frames = await practiseMany(first, 5);
    const last = frames.at(-1) as Extract<ServerFrame, { type: 'conversation_id' }>;
    first.close();

    const reconnected = await LiveSocketClient.open(origin, client);
    reconnected.send({ type: 'resumeSession', conversationId: last.id });
    expect((await reconnected.next('conversation_id')).id).toBe(last.id);
    expect((await reconnected.say('Me levanto a las siete.')).text.length).toBeGreaterThan(0);
    expect(await attemptStart(reconnected)).toEqual(refusal(5));
    reconnected.close();
  });

  it('counts first messages sent at once from many tabs one after the other: exactly 5 conversations count', async () => {
    now = Date.parse('2026-03-10T15:00:00Z');
    const client = await signedInLearner(app);
    const tabs = await Promise.all(Array.from({ length: 8 }, () => LiveSocketClient.open(origin, client)));
    // Starting costs nothing, so every tab starts; the first messages decide which conversations count.
    const starts = await Promise.all(tabs.map((tab) => attemptStart(tab)));
    expect(started(starts)).toBe(8);
    await Promise.all(
      tabs.map((tab, index) => opening(tab, (starts[index] as Extract<ServerFrame, { type: 'conversation_id' }>).id)),
    );
    const replies = await Promise.all(tabs.map((tab) => attemptMessage(tab)));
    expect(replies.filter((frame) => frame.type === 'transcript')).toHaveLength(5);
    expect(replies.filter((frame) => frame.type === 'error')).toEqual(Array(3).fill(refusal(5)));
    expect(await allowance(client)).toEqual({ limit: 5, used: 5, left: 0 });
    expect((await client.get('/api/conversations')).json().conversations).toHaveLength(5);
    for (const tab of tabs) tab.close();
  });

  it('refuses a first message to a conversation discarded in another tab as ended, and does not count it', async () => {
    now = Date.parse('2026-03-11T15:00:00Z');
    const client = await signedInLearner(app);
    const live = await LiveSocketClient.open(origin, client);
    const [id] = await startEmpty(live, 1);
    expect((await client.request({ method: 'DELETE', url: `/api/conversations/${id}` })).statusCode).toBe(204);
    expect(await attemptMessage(live)).toMatchObject({ type: 'error', message: CONVERSATION_ENDED_MESSAGE });
    expect(await allowance(client)).toEqual({ limit: 5, used: 0, left: 5 });
    live.close();
  });

  it('decides starts made at the same moment by many learners each on its own learner: one full day is refused, the rest start and are stored apart', async () => {
    now = Date.parse('2026-03-10T15:00:00Z');
    const full = await signedInLearner(app);
    const fullTab = await LiveSocketClient.open(origin, full);
    expect(started(await practiseMany(fullTab, 5))).toBe(5);
    const others = await Promise.all(Array.from({ length: 7 }, () => signedInLearner(app)));
    const tabs = [fullTab, ...(await Promise.all(others.map((client) => LiveSocketClient.open(origin, client))))];

    // Under load the starts share their statements (src/server/db/batch-while-busy.ts): each answer is still its own.
    const starts = await Promise.all(tabs.map((tab) => attemptStart(tab)));
    expect(starts[0]).toEqual(refusal(5));
    const ids = starts.slice(1).map((frame) => (frame as Extract<ServerFrame, { type: 'conversation_id' }>).id);
    expect(new Set(ids).size).toBe(7);
    await Promise.all(tabs.slice(1).map((tab, index) => opening(tab, ids[index]!)));
    const replies = await Promise.all(
      tabs.slice(1).map((tab, index) => attemptMessage(tab, `Me levanto a las ${index + 1}.`)),
    );
    expect(replies.every((frame) => frame.type === 'transcript')).toBe(true);

    for (const [index, client] of others.entries()) {
      const listed = (await client.get('/api/conversations')).json().conversations as { id: string }[];
      expect(listed.map((conversation) => conversation.id)).toEqual([ids[index]]);
      const stored = (await client.get(`/api/conversations/${ids[index]}`)).json();
      // The opening line, the learner's own message, the reply: in that order, and nobody else's.
      expect(stored.messages.map((message: { role: string }) => message.role)).toEqual([
        'assistant',
        'user',
        'assistant',
      ]);
      expect(stored.messages[1].text).toBe(`Me levanto a las ${index + 1}.`);
      expect(await allowance(client)).toEqual({ limit: 5, used: 1, left: 4 });
    }
    for (const tab of tabs) tab.close();
  });

  it('resets at midnight in the learner’s own time zone, not at UTC midnight', async () => {
    // New York is at UTC-4 on 10 March 2026 (daylight saving began on the 8th).
    const client = await learnerIn('America/New_York');
    const live = await LiveSocketClient.open(origin, client);
    now = Date.parse('2026-03-10T23:30:00Z'); // 19:30 in New York
    expect(started(await practiseMany(live, 3))).toBe(3);
    now = Date.parse('2026-03-11T00:30:00Z'); // a new UTC day, still 20:30 on the 10th in New York
    expect(started(await practiseMany(live, 2))).toBe(2);
    now = Date.parse('2026-03-11T03:59:59Z'); // 23:59:59 in New York
    expect(await attemptStart(live)).toEqual(refusal(5));
    now = Date.parse('2026-03-11T04:00:00Z'); // midnight in New York
    expect(await allowance(client)).toEqual({ limit: 5, used: 0, left: 5 });
    expect(started(await practiseMany(live, 5))).toBe(5);
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
    const frames = await practiseMany(live, 31);
    expect(started(frames)).toBe(30);
    expect(frames[30]).toEqual(refusal(30));
    expect(await allowance(client)).toEqual({ limit: 30, used: 30, left: 0 });
    live.close();
  });

  it('does not limit the Premium plan, and says there is no limit', async () => {
    now = Date.parse('2026-03-12T09:00:00Z');
    const client = await signedInLearner(app);
    await buyPlan(client, 'PREMIUM');
    expect((await client.get('/api/auth/user')).json().plan.dailyConversationLimit).toBeNull();
    const live = await LiveSocketClient.open(origin, client);
    expect(started(await practiseMany(live, 8))).toBe(8);
    expect(await allowance(client)).toEqual({ limit: null, used: 0, left: null });
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
      const frames = await practiseMany(live, 3);
      expect(started(frames)).toBe(2);
      expect(frames[2]).toEqual(refusal(2));
      live.close();
    } finally {
      await generous.close();
    }
  });
});

describe('discarding a conversation (Reset)', () => {
  it('deletes one the learner never spoke in, and keeps one they did (409)', async () => {
    now = Date.parse('2026-03-13T10:00:00Z');
    const client = await signedInLearner(app);
    const live = await LiveSocketClient.open(origin, client);
    const [empty] = await startEmpty(live, 1);
    const discard = (id: string) => client.request({ method: 'DELETE', url: `/api/conversations/${id}` });
    expect((await discard(empty!)).statusCode).toBe(204);
    expect((await client.get(`/api/conversations/${empty}`)).statusCode).toBe(404);
    expect((await discard(empty!)).statusCode).toBe(404);

    const spoken = await practise(live);
    if (spoken.type !== 'conversation_id') throw new Error('the conversation did not start');
    const kept = await discard(spoken.id);
    expect(kept.statusCode).toBe(409);
    expect(kept.json().message).toBe(CONVERSATION_HAS_MESSAGES_MESSAGE);
    expect((await client.get(`/api/conversations/${spoken.id}`)).statusCode).toBe(200);
    expect(await allowance(client)).toEqual({ limit: 5, used: 1, left: 4 });
    live.close();
  });

  it('never discards another learner’s conversation', async () => {
    const owner = await signedInLearner(app);
    const live = await LiveSocketClient.open(origin, owner);
    const [id] = await startEmpty(live, 1);
    live.close();
    const other = await signedInLearner(app);
    expect((await other.request({ method: 'DELETE', url: `/api/conversations/${id}` })).statusCode).toBe(404);
    const stillThere = await owner.request({ method: 'DELETE', url: `/api/conversations/${id}` });
    expect(stillThere.statusCode).toBe(204);
  });

  it('asks for sign-in before answering the allowance', async () => {
    expect((await new TestClient(app).get('/api/conversation/allowance')).statusCode).toBe(401);
  });
});
