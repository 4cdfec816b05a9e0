import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_TOPIC_COUNT,
  TOPIC_FIELDS_REQUIRED_MESSAGE,
  type Topic,
  type TopicRecommendation,
  type TopicsByLevel,
} from '@/contract/topics';
import { createTestApp, signedInLearner, TestClient } from '@/server/testing/test-app';
import { setLearnerXp } from '@/server/testing/test-data-repo';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const learner = () => signedInLearner(app);
const topicBody = {
  title: 'Cooking at home',
  description: 'Recipes and kitchen talk',
  prompt: 'Ask me what I cook on weekends.',
};
async function createTopic(client: TestClient, body: object = topicBody): Promise<Topic> {
  const response = await client.post('/api/conversation-topics', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}
const listTopics = async (client: TestClient): Promise<Topic[]> =>
  (await client.get('/api/conversation-topics')).json();
const remove = (client: TestClient, originalId: string) =>
  client.request({ method: 'DELETE', url: `/api/conversation-topics/${originalId}` });
const setXp = setLearnerXp;

describe('conversation topics API', () => {
  it('needs a signed-in learner', async () => {
    const anonymous = new TestClient(app);
    for (const url of [
      '/api/conversation-topics',
      '/api/conversation-topics/all-levels',
      '/api/conversation-recommendations',
    ]) {
      expect((await anonymous.get(url)).statusCode).toBe(401);
    }
    expect((await anonymous.post('/api/conversation-topics', topicBody)).statusCode).toBe(401);
  });

  it('lists the 14 curated default topics first, shared by everyone', async () => {
    const topics = await listTopics(await learner());
    expect(topics).toHaveLength(DEFAULT_TOPIC_COUNT);
    expect(topics.every((topic) => !topic.custom && topic.originalId === null)).toBe(true);
    expect(new Set(topics.map((topic) => topic.id)).size).toBe(DEFAULT_TOPIC_COUNT);
    expect(new Set(topics.map((topic) => topic.userLevel))).toEqual(new Set(['beginner', 'intermediate', 'advanced']));
    expect(await listTopics(await learner())).toEqual(topics);
  });

  it('creates a custom topic for the learner and their level, after the defaults', async () => {
    const client = await learner();
    const created = await createTopic(client);
    expect(created).toEqual({
      id: `custom-${created.originalId}`,
      ...topicBody,
      custom: true,
      userLevel: 'beginner',
      originalId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    const topics = await listTopics(client);
    expect(topics).toHaveLength(DEFAULT_TOPIC_COUNT + 1);
    expect(topics.at(-1)).toEqual(created);
    expect(await listTopics(await learner())).toHaveLength(DEFAULT_TOPIC_COUNT);
  });

  it('needs every field, trimmed, within bounds', async () => {
    const client = await learner();
    for (const body of [
      {},
      { ...topicBody, title: '   ' },
      { ...topicBody, description: '' },
      { title: 'x', description: 'y' },
    ]) {
      const response = await client.post('/api/conversation-topics', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: TOPIC_FIELDS_REQUIRED_MESSAGE });
    }
    const tooLong = await client.post('/api/conversation-topics', { ...topicBody, title: 'x'.repeat(81) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('Title must be at most 80 characters');
    const trimmed = await createTopic(client, { title: '  Music  ', description: ' Songs ', prompt: ' Sing ' });
    expect(trimmed).toMatchObject({ title: 'Music', description: 'Songs', prompt: 'Sing' });
  });

  it('keeps custom topics per level: listing shows the current level, all-levels shows every level', async () => {
    const client = await learner();
    const beginnerTopic = await createTopic(client, { ...topicBody, title: 'Beginner topic' });
    await setXp(client.userId, 150);
    const intermediateTopic = await createTopic(client, { ...topicBody, title: 'Intermediate topic' });
    expect(intermediateTopic.userLevel).toBe('intermediate');

    const listed = await listTopics(client);
    expect(listed.filter((topic) => topic.custom).map((topic) => topic.title)).toEqual(['Intermediate topic']);
    const byLevel: TopicsByLevel = (await client.get('/api/conversation-topics/all-levels')).json();
    expect(byLevel).toEqual({ beginner: [beginnerTopic], intermediate: [intermediateTopic], advanced: [] });
  });

  it('deletes only the learner’s own custom topics; anything else is not found', async () => {
    const owner = await learner();
    const other = await learner();
    const topic = await createTopic(owner);

    for (const id of [
      topic.originalId!,
      'introducing-yourself',
      'not-a-uuid',
      '00000000-0000-4000-8000-000000000000',
    ]) {
      const response = await remove(other, id);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ message: 'Topic not found' });
    }
    expect((await listTopics(owner)).some((t) => t.id === topic.id)).toBe(true);

    const deleted = await remove(owner, topic.originalId!);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true });
    expect((await listTopics(owner)).some((t) => t.id === topic.id)).toBe(false);
    expect((await remove(owner, topic.originalId!)).statusCode).toBe(404);
  });

  it('recommends topics for the learner’s level with the reason', async () => {
    const client = await learner();
    const { recommendations }: { recommendations: TopicRecommendation[] } = (
      await client.get('/api/conversation-recommendations')
    ).json();
    expect(recommendations).toHaveLength(3);
    for (const { topic, reason } of recommendations) {
      expect(topic.userLevel).toBe('beginner');
      expect(reason).toBe("Matches your beginner level and you haven't practised it yet");
    }
    const custom = await createTopic(client);
    const after: { recommendations: TopicRecommendation[] } = (
      await client.get('/api/conversation-recommendations')
    ).json();
    expect(after.recommendations[0]).toEqual({
      topic: custom,
      reason: 'Your own topic for the beginner level, not practised yet',
    });
  });
});
