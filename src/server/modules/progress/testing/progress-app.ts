import type { FastifyInstance } from 'fastify';
import type { Difficulty, EndConversationResponse } from '@/contract/conversation';
import type { CompleteLessonResponse } from '@/contract/lessons';
import { createTestApp, TestClient, uniqueUsername } from '@/server/testing/test-app';
import { listenLocally, LiveSocketClient } from '@/server/testing/live-socket-client';

/**
 * The real app on a clock the test moves, listening locally so conversations run over the live socket:
 * histories are seeded the way learners make them, through the API.
 */
export async function startProgressApp(startAt: string) {
  let now = Date.parse(startAt);
  // A budget no scripted test reaches: these tests talk faster than any person.
  const app: FastifyInstance = await createTestApp({
    clock: () => new Date(now),
    liveSocket: { rate: { capacity: 1000, refillMs: 1 } },
  });
  const origin = await listenLocally(app);

  async function expectOk<T>(
    response: Promise<{ statusCode: number; body: string; json: () => unknown }>,
    what: string,
  ): Promise<T> {
    const done = await response;
    if (done.statusCode !== 200) throw new Error(`${what} answered ${done.statusCode}: ${done.body}`);
    return done.json() as T;
  }

  return {
    app,
    /** Where the app listens, for live sockets of the test's own. */
    origin,
    setNow(iso: string) {
      now = Date.parse(iso);
    },
    advance(ms: number) {
      now += ms;
    },

    /** A new learner, signed in, whose days are counted in `timeZone`. */
    async learner(timeZone = 'UTC'): Promise<TestClient & { username: string }> {
      const client = new TestClient(app);
      const username = uniqueUsername('progress');
      const response = await client.post('/api/auth/register', {
        username,
        password: 'correct horse battery',
        timeZone,
      });
      if (response.statusCode !== 201) throw new Error(`register failed: ${response.statusCode} ${response.body}`);
      return Object.assign(client, { username });
    },

    completeLesson(client: TestClient, lessonId: string, score: number): Promise<CompleteLessonResponse> {
      return expectOk(client.post(`/api/lessons/${lessonId}/complete`, { score }), `completing ${lessonId}`);
    },

    /** A conversation of `turns` learner messages, 20 s apart on the app's clock, left open unless `end`. */
    async converse(
      client: TestClient,
      options: { turns?: number; topic?: string; difficulty?: Difficulty; end?: boolean } = {},
    ) {
      const { turns = 1, topic = 'daily-routine', difficulty = 'beginner', end = true } = options;
      const live = await LiveSocketClient.open(origin, client);
      const { id } = await live.start(topic, difficulty);
      for (let turn = 0; turn < turns; turn++) {
        now += 20_000;
        await live.say(turn % 2 === 0 ? 'Me levanto a las siete.' : 'Sí, desayuno café y pan.', difficulty);
      }
      live.close();
      if (!end) return { id, ended: null };
      const ended = await expectOk<EndConversationResponse>(
        client.post('/api/conversation/end', { conversationId: id, duration: 0, messageCount: 0 }),
        'ending the conversation',
      );
      return { id, ended };
    },
  };
}
export type ProgressApp = Awaited<ReturnType<typeof startProgressApp>>;
