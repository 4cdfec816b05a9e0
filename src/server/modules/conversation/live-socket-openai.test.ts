import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { REPLY_FAILED_MESSAGE } from '@/contract/conversation';
import { loadConfig } from '@/server/config';
import { createMetrics } from '@/server/metrics/app-metrics';
import { metricValue } from '@/server/testing/metric-value';
import { createTestApp, TestClient, testConfig } from '@/server/testing/test-app';
import { listenLocally, LiveSocketClient } from '@/server/testing/live-socket-client';
import {
  fakeOpenAiResponses,
  startFakeOpenAiServer,
  type FakeOpenAiServer,
} from '@/testing/http-fakes/fake-openai-server';

// The whole app configured for an OpenAI-compatible endpoint, as an operator would, with the real SDK
// talking to a local fake of the chat completions API.
let fake: FakeOpenAiServer;
let app: FastifyInstance;
let origin: string;
const metrics = createMetrics();
beforeAll(async () => {
  fake = await startFakeOpenAiServer();
  const { tutor } = loadConfig({ OPENAI_BASE_URL: fake.url, OPENAI_CHAT_MODEL: 'llama3.1', OPENAI_API_KEY: 'sk-test' });
  // The partner only: the built-in corrector checks learner messages, so the fake answers partner turns alone.
  app = await createTestApp({ config: testConfig({ tutor }), metrics });
  origin = await listenLocally(app);
});
afterAll(async () => {
  await app.close();
  await fake.close();
});
beforeEach(() => fake.reset());

async function live() {
  const client = new TestClient(app);
  await client.register();
  return { client, socket: await LiveSocketClient.open(origin, client) };
}

describe('live conversation with an OpenAI-compatible partner', () => {
  it('streams the reply as transcript_delta frames before the final transcript, and stores it', async () => {
    const { client, socket } = await live();
    const { id } = await socket.start('at-the-cafe', 'intermediate');
    fake.enqueue(
      fakeOpenAiResponses.turn(
        {
          reply: '¡Perfecto! Un café con leche. ¿Quieres algo de comer?',
          translation: 'Perfect! A latte. Would you like something to eat?',
          feedback: 'Nice and polite.',
        },
        { chunks: 6 },
      ),
    );
    const reply = await socket.say('Quiero un café con leche, por favor.', 'intermediate');
    const deltas = socket.frames.filter((frame) => frame.type === 'transcript_delta' && frame.id === reply.id);
    expect(deltas.length).toBeGreaterThan(1);
    expect(deltas.map((frame) => (frame as { text: string }).text).join('')).toBe(reply.text);
    expect(reply).toMatchObject({
      text: '¡Perfecto! Un café con leche. ¿Quieres algo de comer?',
      translation: 'Perfect! A latte. Would you like something to eat?',
      feedback: 'Nice and polite.',
    });

    const request = fake.requests.at(-1)!;
    expect(request.headers.authorization).toBe('Bearer sk-test');
    expect(request.body).toMatchObject({ model: 'llama3.1', stream: true });
    const system = String(request.body!.messages![0]!.content);
    expect(system).toContain('café');
    expect(request.body!.messages!.at(-1)).toEqual({ role: 'user', content: 'Quiero un café con leche, por favor.' });

    const detail = (await client.get(`/api/conversations/${id}`)).json();
    expect(detail.messages.at(-1)).toMatchObject({ role: 'assistant', text: reply.text, feedback: 'Nice and polite.' });
    socket.close();
  });

  it('tells the learner when the partner fails, stores nothing, and lets them send again', async () => {
    const { client, socket } = await live();
    const { id } = await socket.start('daily-routine');
    const turns = (outcome: string) =>
      metricValue(metrics, 'charla_conversation_turns_total', { engine: 'openai', outcome });
    const [failedBefore, okBefore] = [await turns('error'), await turns('ok')];
    fake.enqueue(fakeOpenAiResponses.error(500), fakeOpenAiResponses.error(503));
    socket.send({
      type: 'userMessage',
      text: 'Me levanto a las siete.',
      difficulty: 'beginner',
      requestFeedback: true,
    });
    expect(await socket.next('error')).toEqual({ type: 'error', message: REPLY_FAILED_MESSAGE });
    expect((await client.get(`/api/conversations/${id}`)).json().messages).toHaveLength(1);

    const reply = await socket.say('Me levanto a las siete.');
    expect(reply.text).toMatch(/\?$/);
    expect((await client.get(`/api/conversations/${id}`)).json().messages).toHaveLength(3);
    // The metrics count the failed turn and the one that worked, by engine.
    expect([await turns('error'), await turns('ok')]).toEqual([failedBefore + 1, okBefore + 1]);
    const replies = { engine: 'openai', outcome: 'error' };
    expect(await metricValue(metrics, 'charla_partner_reply_duration_seconds', replies)).toBe(failedBefore + 1);
    socket.close();
  });
});

describe('live conversation with an OpenAI-compatible partner and corrector', () => {
  let both: FastifyInstance;
  let bothOrigin: string;
  beforeAll(async () => {
    // As an operator configures it: one endpoint for the partner and the language helpers, the corrector included.
    const { tutor, language } = loadConfig({
      OPENAI_BASE_URL: fake.url,
      OPENAI_CHAT_MODEL: 'llama3.1',
      OPENAI_API_KEY: 'sk-test',
    });
    both = await createTestApp({ config: testConfig({ tutor, language }) });
    bothOrigin = await listenLocally(both);
  });
  afterAll(() => both.close());

  it('checks the message with the model first, tells the partner what it found, and keeps feedback to that check', async () => {
    const client = new TestClient(both);
    await client.register();
    const socket = await LiveSocketClient.open(bothOrigin, client);
    const { id } = await socket.start('family-and-friends', 'intermediate');
    fake.reset();
    fake.enqueue(
      fakeOpenAiResponses.text(
        JSON.stringify({
          correction: 'Mi madre tiene cincuenta años.',
          explanation: "Age uses 'tener'.",
          changes: [
            {
              original: 'es cincuenta años',
              corrected: 'tiene cincuenta años',
              explanation: "Age uses 'tener': 'tiene cincuenta años'.",
              category: 'tener',
            },
          ],
        }),
      ),
      fakeOpenAiResponses.turn({
        reply: '¿Tu madre tiene cincuenta años? ¡Qué joven! ¿A qué se dedica?',
        translation: 'Your mother is fifty? How young! What does she do?',
        feedback: 'Great sentence!',
      }),
    );
    const reply = await socket.say('Mi madre es cincuenta años.', 'intermediate');
    expect(reply.learnerCheck).toMatchObject({ checkedBy: 'openai', corrected: 'Mi madre tiene cincuenta años.' });
    // The model praised the message; the feedback sent is the stored correction instead.
    expect(reply.feedback).toBe(
      "«es cincuenta años» → «tiene cincuenta años»: Age uses 'tener': 'tiene cincuenta años'.",
    );

    const [correctorCall, partnerCall] = fake.requests;
    expect(correctorCall!.body!.messages!.at(-1)).toEqual({ role: 'user', content: 'Mi madre es cincuenta años.' });
    const system = String(partnerCall!.body!.messages![0]!.content);
    expect(system).toContain('«es cincuenta años» → «tiene cincuenta años»');
    expect(system).toContain('reuse the corrected words once');

    const detail = (await client.get(`/api/conversations/${id}`)).json();
    expect(detail.messages.at(-2)).toMatchObject({ role: 'user', check: { checkedBy: 'openai' } });
    socket.close();
  });
});
