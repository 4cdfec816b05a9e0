import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { APERTIUM } from '@/server/testing/system-programs';
import { needsProgram } from '@/server/testing/needs-program';
import { LANGUAGE_HELP_FAILED_MESSAGE } from '@/contract/language-constants';
import { loadConfig } from '@/server/config';
import { createTestApp, signedInLearner, testConfig } from '@/server/testing/test-app';
import { createMetrics } from '@/server/metrics/app-metrics';
import { metricValue } from '@/server/testing/metric-value';
import {
  fakeOpenAiResponses as respond,
  startFakeOpenAiServer,
  type FakeOpenAiServer,
} from '@/testing/http-fakes/fake-openai-server';
import { defaultContentDir } from '@/server/content/content-dir';
import { loadTopicCatalogue } from '@/server/content/topic-catalogue';

const withApertium = needsProgram(APERTIUM, 'the Apertium tests in language-help-openai');

// The whole app configured for an OpenAI-compatible endpoint, as an operator would, with the real SDK
// talking to a local fake of the chat completions API.
const topics = loadTopicCatalogue(defaultContentDir(new URL('../../app.ts', import.meta.url).href));
const curatedQuestion = topics.byId.get('at-the-cafe')!.plan.questions.beginner[0]!;

let fake: FakeOpenAiServer;
let app: FastifyInstance;
const metrics = createMetrics();
beforeAll(async () => {
  fake = await startFakeOpenAiServer();
  const { tutor, language } = loadConfig({
    OPENAI_BASE_URL: fake.url,
    OPENAI_CHAT_MODEL: 'llama3.1',
    OPENAI_API_KEY: 'sk-test',
  });
  app = await createTestApp({ config: testConfig({ tutor, language }), metrics });
});
afterAll(async () => {
  await app.close();
  await fake.close();
});
beforeEach(() => fake.reset());

const json = (value: unknown) => respond.text(JSON.stringify(value));

describe('language help with an OpenAI-compatible model', () => {
  it('corrects with the model', async () => {
    const learner = await signedInLearner(app);
    const correction = {
      correction: 'Ayer fui al mercado.',
      explanation: "'Ir' is irregular in the past: fui.",
      changes: [
        {
          category: 'verb-forms',
          original: 'fue',
          corrected: 'fui',
          explanation: "With 'yo', the past of 'ir' is 'fui'.",
        },
      ],
    };
    fake.enqueue(json(correction));
    const timed = () =>
      metricValue(metrics, 'charla_correction_duration_seconds', { corrector: 'openai', outcome: 'ok' });
    const before = await timed();
    const response = await learner.post('/api/conversation/correct', { text: 'Ayer fue al mercado.' });
    expect(response.statusCode, response.body).toBe(200);
    expect(await timed()).toBe(before + 1);
    expect(response.json()).toEqual(correction);
    const request = fake.requests.at(-1)!;
    expect(request.headers.authorization).toBe('Bearer sk-test');
    expect(request.body).toMatchObject({
      model: 'llama3.1',
      response_format: { json_schema: { name: 'spanish_correction' } },
    });
  });

  it('answers 502 with a clear message when the model keeps failing or answers nonsense', async () => {
    const learner = await signedInLearner(app);
    fake.enqueue(respond.error(500), respond.error(500));
    const failed = await learner.post('/api/conversation/correct', { text: 'Ayer fue al mercado.' });
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({ message: LANGUAGE_HELP_FAILED_MESSAGE });

    fake.enqueue(respond.text('I think it should be "fui".'));
    const nonsense = await learner.post('/api/conversation/practice-response', { question: '¿Qué hiciste ayer?' });
    expect(nonsense.statusCode).toBe(502);
    expect(nonsense.json()).toEqual({ message: LANGUAGE_HELP_FAILED_MESSAGE });
  });

  it('translates with the model, after the curated text', async () => {
    const learner = await signedInLearner(app);
    const known = await learner.get(`/api/translate?${new URLSearchParams({ text: curatedQuestion.es })}`);
    expect(known.json()).toEqual({ translation: curatedQuestion.en, source: 'known' });
    expect(fake.requests).toHaveLength(0);

    fake.enqueue(json({ translation: 'My sister lives in Madrid.' }));
    const timed = () => metricValue(metrics, 'charla_translation_duration_seconds', { source: 'ai', outcome: 'ok' });
    const before = await timed();
    const ai = await learner.post('/api/conversation/translate', { text: 'Mi hermana vive en Madrid.' });
    expect(ai.json()).toEqual({ translation: 'My sister lives in Madrid.', source: 'ai' });
    expect(await timed()).toBe(before + 1);
  });

  withApertium.it('falls back to Apertium when the model is down', async () => {
    const learner = await signedInLearner(app);
    fake.enqueue(respond.error(503), respond.error(503));
    const response = await learner.get(`/api/translate?${new URLSearchParams({ text: 'Mi hermana vive en Madrid.' })}`);
    expect(response.json()).toEqual({ translation: 'My sister lives in Madrid.', source: 'apertium' });
  });

  it('writes practice answers with the model, at the requested difficulty', async () => {
    const learner = await signedInLearner(app);
    fake.enqueue(
      json({
        response: 'Ayer fui al cine con unos amigos.',
        translation: 'Yesterday I went to the cinema with some friends.',
      }),
    );
    const response = await learner.post('/api/conversation/practice-response', {
      question: '¿Qué hiciste ayer?',
      difficulty: 'intermediate',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      response: 'Ayer fui al cine con unos amigos.',
      translation: 'Yesterday I went to the cinema with some friends.',
    });
    const system = String(fake.requests.at(-1)!.body!.messages![0]!.content);
    expect(system).toContain('one or two sentences');
  });
});
