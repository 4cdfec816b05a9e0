import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APERTIUM } from '@/server/testing/system-programs';
import { needsProgram } from '@/server/testing/needs-program';
import { CONVERSATION_NOT_FOUND_MESSAGE } from '@/contract/conversation-constants';
import {
  LANGUAGE_RATE_LIMITED_MESSAGE,
  LANGUAGE_TEXT_REQUIRED_MESSAGE,
  LANGUAGE_TEXT_TOO_LONG_MESSAGE,
  TRANSLATION_UNAVAILABLE_MESSAGE,
} from '@/contract/language-constants';
import { nothingFoundSummary } from '@/server/language/correction/builtin/builtin-corrector';
import { MODEL_ANSWERS } from '@/server/tutor/practice/model-answers';
import { loadTutorContent } from '@/server/content/tutor-content';
import { listenLocally, LiveSocketClient } from '@/server/testing/live-socket-client';
import { createTestApp, signedInLearner, TestClient, testConfig } from '@/server/testing/test-app';
import { defaultContentDir } from '@/server/content/content-dir';
import { loadTopicCatalogue } from '@/server/content/topic-catalogue';

const withApertium = needsProgram(APERTIUM, 'the Apertium tests in language-help-routes');

// The app as shipped with no AI configured: the built-in corrector and practice answers, known translations,
// and the Apertium installed on this machine.
const topics = loadTopicCatalogue(defaultContentDir(new URL('../../app.ts', import.meta.url).href));
const curatedQuestion = topics.byId.get('daily-routine')!.plan.questions.beginner[0]!;

let app: FastifyInstance;
let origin: string;
beforeAll(async () => {
  app = await createTestApp({ liveSocket: { rate: { capacity: 1000, refillMs: 1 } } });
  origin = await listenLocally(app);
});
afterAll(() => app.close());

const translateUrl = (text: string, from?: string) =>
  `/api/translate?${new URLSearchParams({ text, ...(from ? { from } : {}) })}`;

describe('language help: access and validation', () => {
  it('answers 401 to a signed-out visitor on every route', async () => {
    const visitor = new TestClient(app);
    const responses = await Promise.all([
      visitor.post('/api/conversation/correct', { text: 'Hola' }),
      visitor.get(translateUrl('Hola')),
      visitor.post('/api/conversation/translate', { text: 'Hola' }),
      visitor.post('/api/conversation/practice-response', { question: '¿Cómo te llamas?' }),
    ]);
    for (const response of responses) expect(response.statusCode).toBe(401);
  });

  it('refuses empty and over-long text with the contract’s messages', async () => {
    const learner = await signedInLearner(app);
    const tooLong = 'a'.repeat(1001);
    const cases = [
      [await learner.post('/api/conversation/correct', { text: '   ' }), LANGUAGE_TEXT_REQUIRED_MESSAGE],
      [await learner.post('/api/conversation/correct', { text: tooLong }), LANGUAGE_TEXT_TOO_LONG_MESSAGE],
      [await learner.post('/api/conversation/correct', {}), LANGUAGE_TEXT_REQUIRED_MESSAGE],
      [await learner.get(translateUrl('')), LANGUAGE_TEXT_REQUIRED_MESSAGE],
      [await learner.get(translateUrl(tooLong)), LANGUAGE_TEXT_TOO_LONG_MESSAGE],
      [await learner.post('/api/conversation/translate', { text: '' }), LANGUAGE_TEXT_REQUIRED_MESSAGE],
      [
        await learner.post('/api/conversation/practice-response', { question: tooLong }),
        LANGUAGE_TEXT_TOO_LONG_MESSAGE,
      ],
      [await learner.post('/api/conversation/practice-response', { question: ' ' }), LANGUAGE_TEXT_REQUIRED_MESSAGE],
    ] as const;
    for (const [response, message] of cases) {
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({ message });
    }
    expect((await learner.post('/api/conversation/correct', { text: 'a'.repeat(1000) })).statusCode).toBe(200);
  });

  it('refuses an unknown language and a malformed conversation id', async () => {
    const learner = await signedInLearner(app);
    expect((await learner.get(translateUrl('Hola', 'fr'))).statusCode).toBe(400);
    const practice = await learner.post('/api/conversation/practice-response', {
      question: '¿Qué tal?',
      conversationId: 'not-a-uuid',
    });
    expect(practice.statusCode).toBe(400);
  });
});

describe('POST /api/conversation/correct (built-in corrector)', () => {
  it('leaves a correct sentence unchanged', async () => {
    const learner = await signedInLearner(app);
    const response = await learner.post('/api/conversation/correct', { text: 'Yo tengo veinte años.' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      correction: 'Yo tengo veinte años.',
      explanation: nothingFoundSummary(),
      changes: [],
    });
  });

  it('fixes the gender of "problema"', async () => {
    const learner = await signedInLearner(app);
    const response = await learner.post('/api/conversation/correct', { text: 'La problema es difícil.' });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json();
    expect(result.correction).toBe('El problema es difícil.');
    expect(result.changes.some((change: { corrected: string }) => change.corrected.includes('El problema'))).toBe(true);
  });
});

describe('translation', () => {
  it('translates curated text from the course both ways, by GET and by POST', async () => {
    const learner = await signedInLearner(app);
    const get = await learner.get(translateUrl(curatedQuestion.es));
    expect(get.statusCode, get.body).toBe(200);
    expect(get.json()).toEqual({ translation: curatedQuestion.en, source: 'known' });
    const post = await learner.post('/api/conversation/translate', { text: curatedQuestion.en, from: 'en' });
    expect(post.json()).toEqual({ translation: curatedQuestion.es, source: 'known' });
  });

  withApertium.it('translates other text with Apertium', async () => {
    const learner = await signedInLearner(app);
    const response = await learner.get(translateUrl('Mi hermana vive en Madrid.'));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ translation: 'My sister lives in Madrid.', source: 'apertium' });
    const english = await learner.post('/api/conversation/translate', { text: 'The dog eats.', from: 'en' });
    expect(english.json()).toEqual({ translation: 'El perro come.', source: 'apertium' });
  });

  it('answers 503 for unknown text when Apertium is off and there is no AI, and still knows curated text', async () => {
    const offline = await createTestApp({
      config: testConfig({ language: { ...testConfig().language, chat: null, apertium: null } }),
    });
    try {
      const learner = await signedInLearner(offline);
      const response = await learner.get(translateUrl('Mi hermana vive en Madrid.'));
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ message: TRANSLATION_UNAVAILABLE_MESSAGE });
      expect((await learner.get(translateUrl(curatedQuestion.es))).json()).toEqual({
        translation: curatedQuestion.en,
        source: 'known',
      });
    } finally {
      await offline.close();
    }
  });
});

describe('POST /api/conversation/practice-response (built-in)', () => {
  it('answers a curated question with the partner’s own answer, and its translation', async () => {
    const learner = await signedInLearner(app);
    const response = await learner.post('/api/conversation/practice-response', {
      question: `¡Qué bien! ${curatedQuestion.es}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ response: curatedQuestion.answer.es, translation: curatedQuestion.answer.en });
  });

  it('answers at the requested difficulty, beginner by default', async () => {
    const learner = await signedInLearner(app);
    const question = '¿Y cuál es tu nombre completo?';
    const byDefault = await learner.post('/api/conversation/practice-response', { question });
    expect(byDefault.json()).toEqual({
      response: MODEL_ANSWERS.name.beginner.es,
      translation: MODEL_ANSWERS.name.beginner.en,
    });
    const advanced = await learner.post('/api/conversation/practice-response', { question, difficulty: 'advanced' });
    expect(advanced.json()).toEqual({
      response: MODEL_ANSWERS.name.advanced.es,
      translation: MODEL_ANSWERS.name.advanced.en,
    });
  });

  it('uses the learner’s own conversation for its topic and difficulty', async () => {
    const learner = await signedInLearner(app);
    const socket = await LiveSocketClient.open(origin, learner);
    const { id } = await socket.start('film-music-and-books', 'advanced');
    socket.close();
    // Two topics ask this; the conversation's topic decides whose answer it is.
    const question = '¿Qué música escuchas?';
    const film = topics.byId.get('film-music-and-books')!.plan.questions.beginner.find((q) => q.es === question)!;
    const hobbies = topics.byId.get('hobbies-and-free-time')!.plan.questions.beginner.find((q) => q.es === question)!;
    expect(film.answer.es).not.toBe(hobbies.answer.es);
    const inConversation = await learner.post('/api/conversation/practice-response', { question, conversationId: id });
    expect(inConversation.statusCode, inConversation.body).toBe(200);
    expect(inConversation.json().response).toBe(film.answer.es);
    expect((await learner.post('/api/conversation/practice-response', { question })).json().response).toBe(
      hobbies.answer.es,
    );

    const uncurated = await learner.post('/api/conversation/practice-response', {
      question: '¿Y cuál es tu nombre completo?',
      conversationId: id,
    });
    expect(uncurated.json().response).toBe(MODEL_ANSWERS.name.advanced.es);
  });

  it('answers 404 for another learner’s conversation', async () => {
    const owner = await signedInLearner(app);
    const socket = await LiveSocketClient.open(origin, owner);
    const { id } = await socket.start('daily-routine');
    socket.close();
    const stranger = await signedInLearner(app);
    const response = await stranger.post('/api/conversation/practice-response', {
      question: curatedQuestion.es,
      conversationId: id,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: CONVERSATION_NOT_FOUND_MESSAGE });
  });

  it('answers the general bank’s questions about a custom topic', async () => {
    const learner = await signedInLearner(app);
    const bank = loadTutorContent().generalQuestions.questions.intermediate[0]!;
    const response = await learner.post('/api/conversation/practice-response', {
      question: bank.es.replace('{topic}', '«la jardinería»'),
    });
    expect(response.json()).toEqual({ response: bank.answer.es, translation: bank.answer.en });
  });
});

describe('rate limits', () => {
  it('answers 429 with Retry-After once a learner passes the limit, per learner and per route', async () => {
    const limited = await createTestApp({ languageHelpLimits: { translate: 2, correct: 1, practice: 1 } });
    try {
      const learner = await signedInLearner(limited);
      for (let request = 0; request < 2; request++)
        expect((await learner.get(translateUrl(curatedQuestion.es))).statusCode).toBe(200);
      const refused = await learner.get(translateUrl(curatedQuestion.es));
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: LANGUAGE_RATE_LIMITED_MESSAGE });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

      expect((await learner.post('/api/conversation/correct', { text: 'Hola.' })).statusCode).toBe(200);
      expect((await learner.post('/api/conversation/correct', { text: 'Hola.' })).statusCode).toBe(429);
      expect((await learner.post('/api/conversation/practice-response', { question: '¿Qué tal?' })).statusCode).toBe(
        200,
      );
      expect((await learner.post('/api/conversation/practice-response', { question: '¿Qué tal?' })).statusCode).toBe(
        429,
      );

      // A classmate behind the same address has a budget of their own.
      const classmate = new TestClient(limited, learner.ip);
      await classmate.register();
      expect((await classmate.get(translateUrl(curatedQuestion.es))).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
