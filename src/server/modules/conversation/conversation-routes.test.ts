import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONVERSATION_ENDED_MESSAGE,
  NO_LEARNER_MESSAGES_MESSAGE,
  type ConversationSummary,
  type EndConversationResponse,
} from '@/contract/conversation';
import { createTestApp, signedInLearner, TestClient } from '@/server/testing/test-app';
import { listenLocally, LiveSocketClient } from '@/server/testing/live-socket-client';
import { learnerStanding } from '@/server/testing/test-data-repo';

let now = Date.parse('2026-11-21T10:00:00Z');
const clock = () => new Date(now);
let app: FastifyInstance;
let origin: string;
beforeAll(async () => {
  // A budget no scripted test reaches: these tests talk faster than any person.
  app = await createTestApp({ clock, liveSocket: { rate: { capacity: 1000, refillMs: 1 } } });
  origin = await listenLocally(app);
});
afterAll(() => app.close());

const signedIn = () => signedInLearner(app);

/** A conversation with `turns` learner messages, `secondsPerTurn` apart on the app's clock. */
async function converse(client: TestClient, turns: number, secondsPerTurn = 20) {
  const live = await LiveSocketClient.open(origin, client);
  const { id } = await live.start('daily-routine');
  for (let turn = 0; turn < turns; turn++) {
    now += secondsPerTurn * 1000;
    await live.say(turn % 2 === 0 ? 'Me levanto a las siete.' : 'Sí, desayuno café y pan.');
  }
  live.close();
  return id;
}
const end = (client: TestClient, conversationId: string, claimed: { duration?: number; messageCount?: number } = {}) =>
  client.post('/api/conversation/end', { conversationId, duration: 0, messageCount: 0, ...claimed });
const xpOf = learnerStanding;

describe('POST /api/conversation/end', () => {
  it('grants 3 XP per learner message from the stored messages, with the server’s duration and count', async () => {
    const client = await signedIn();
    const id = await converse(client, 4);
    now += 10_000;
    const response = await end(client, id, { duration: 9999, messageCount: 99 });
    expect(response.statusCode, response.body).toBe(200);
    const result: EndConversationResponse = response.json();
    expect(result).toEqual({
      xpEarned: 12,
      duration: 90,
      messageCount: 4,
      alreadyEnded: false,
      xpPoints: 12,
      currentLevel: 'beginner',
      streak: 1,
    });
    expect(await xpOf(client.userId)).toEqual({ xp: 12, streak: 1 });
  });

  it('caps a conversation at 30 XP', async () => {
    const client = await signedIn();
    const id = await converse(client, 12, 5);
    expect((await end(client, id)).json()).toMatchObject({ xpEarned: 30, messageCount: 12 });
  });

  it('grants once when ended twice, and refuses messages after the end', async () => {
    const client = await signedIn();
    const id = await converse(client, 2);
    const [first, second] = await Promise.all([end(client, id), end(client, id)]);
    const results = [first.json(), second.json()] as EndConversationResponse[];
    expect(results.map((result) => result.alreadyEnded).sort()).toEqual([false, true]);
    expect(results.every((result) => result.xpEarned === 6 && result.messageCount === 2)).toBe(true);
    expect((await xpOf(client.userId)).xp).toBe(6);

    const live = await LiveSocketClient.open(origin, client);
    live.send({ type: 'resumeSession', conversationId: id });
    expect((await live.next('error')).message).toBe(CONVERSATION_ENDED_MESSAGE);
    live.close();
  });

  it('stores nothing more once ended, even from a socket still in the conversation', async () => {
    const client = await signedIn();
    const live = await LiveSocketClient.open(origin, client);
    const { id } = await live.start('daily-routine');
    await live.say('Me levanto a las siete.');
    expect((await end(client, id)).statusCode).toBe(200);
    live.send({ type: 'userMessage', text: 'Y desayuno café.', difficulty: 'beginner', requestFeedback: true });
    expect((await live.next('error')).message).toBe(CONVERSATION_ENDED_MESSAGE);
    live.close();
    expect((await client.get(`/api/conversations/${id}`)).json().messageCount).toBe(1);
  });

  it('refuses a conversation without learner messages with the product’s message (docs/product.md#messages)', async () => {
    const client = await signedIn();
    const live = await LiveSocketClient.open(origin, client);
    const { id } = await live.start('daily-routine');
    live.close();
    const response = await end(client, id);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: NO_LEARNER_MESSAGES_MESSAGE });
    expect((await xpOf(client.userId)).xp).toBe(0);
  });

  it('ends only the learner’s own conversation', async () => {
    const owner = await signedIn();
    const id = await converse(owner, 1);
    const response = await end(await signedIn(), id);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Conversation not found' });
    expect((await end(owner, 'not-a-uuid')).statusCode).toBe(400);
    expect((await new TestClient(app).post('/api/conversation/end', { conversationId: id })).statusCode).toBe(401);
  });

  it('counts the day for the streak in the learner’s time zone', async () => {
    const client = await signedIn();
    await end(client, await converse(client, 1));
    now += 24 * 60 * 60_000;
    expect((await end(client, await converse(client, 1))).json()).toMatchObject({ streak: 2 });
  });
});

describe('saving and finding conversations', () => {
  it('saves a note, updates it when saved again, and lists it with the conversation', async () => {
    const client = await signedIn();
    const id = await converse(client, 2);
    await end(client, id);
    const saved = await client.post(`/api/conversations/${id}/save`, { notes: 'Practise "me levanto".' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ id, notes: 'Practise "me levanto".' });
    const updated = await client.post(`/api/conversations/${id}/save`, { notes: 'Reflexive verbs!' });
    expect(updated.json().notes).toBe('Reflexive verbs!');

    const { conversations }: { conversations: ConversationSummary[] } = (await client.get('/api/conversations')).json();
    expect(conversations[0]).toMatchObject({
      id,
      topicId: 'daily-routine',
      notes: 'Reflexive verbs!',
      messageCount: 2,
      xpEarned: 6,
      difficulty: 'beginner',
    });
    expect(conversations[0]!.endedAt).not.toBeNull();
  });

  it('lists the learner’s conversations newest first, ended or not, with figures from the stored messages', async () => {
    const client = await signedIn();
    const older = await converse(client, 1);
    now += 60_000;
    const newer = await converse(client, 3);
    await end(client, older);
    const { conversations }: { conversations: ConversationSummary[] } = (await client.get('/api/conversations')).json();
    expect(conversations.map((c) => [c.id, c.messageCount, c.xpEarned, c.endedAt === null])).toEqual([
      [newer, 3, null, true],
      [older, 1, 3, false],
    ]);
  });

  it('keeps notes within 2,000 characters and to the owner', async () => {
    const owner = await signedIn();
    const id = await converse(owner, 1);
    const tooLong = await owner.post(`/api/conversations/${id}/save`, { notes: 'x'.repeat(2001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('Notes can be at most 2000 characters');
    expect((await owner.post(`/api/conversations/${id}/save`, { notes: 'x'.repeat(2000) })).statusCode).toBe(200);
    const stranger = await signedIn();
    expect((await stranger.post(`/api/conversations/${id}/save`, { notes: 'mine now' })).statusCode).toBe(404);
    expect((await stranger.get('/api/conversations')).json()).toEqual({ conversations: [] });
  });
});
