import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  LANGUAGE_RATE_LIMITED_MESSAGE,
  LANGUAGE_TEXT_REQUIRED_MESSAGE,
  SPEECH_FAILED_MESSAGE,
  SPEECH_UNAVAILABLE_MESSAGE,
} from '@/contract/language-constants';
import { loadConfig } from '@/server/config';
import { createTestApp, signedInLearner, TestClient, testConfig } from '@/server/testing/test-app';
import {
  FAKE_SPEECH_AUDIO,
  fakeOpenAiResponses as respond,
  startFakeOpenAiServer,
  type FakeOpenAiServer,
} from '@/testing/http-fakes/fake-openai-server';

// One OpenAI-compatible server for everything, as with a local LLM server that also speaks.
let fake: FakeOpenAiServer;
let app: FastifyInstance;
let plain: FastifyInstance;
beforeAll(async () => {
  fake = await startFakeOpenAiServer();
  const { language } = loadConfig({
    NODE_ENV: 'test',
    OPENAI_BASE_URL: fake.url,
    OPENAI_CHAT_MODEL: 'llama3.1',
    OPENAI_TRANSCRIBE_MODEL: 'whisper-1',
    OPENAI_SPEECH_MODEL: 'tts-1',
    OPENAI_SPEECH_VOICE: 'shimmer',
  });
  app = await createTestApp({
    config: testConfig({ language }),
    speechRateLimits: { speech: { max: 3, timeWindow: 60_000 } },
  });
  plain = await createTestApp();
});
afterAll(async () => {
  await app.close();
  await plain.close();
  await fake.close();
});
beforeEach(() => fake.reset());

describe('GET /api/capabilities', () => {
  it('needs a signed-in learner', async () => {
    expect((await new TestClient(app).get('/api/capabilities')).statusCode).toBe(401);
  });

  it('says what the server offers when speech and a chat model are configured', async () => {
    const response = await (await signedInLearner(app)).get('/api/capabilities');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ speechToText: 'server', serverVoice: true, languageHelp: 'ai' });
  });

  it('falls back to the browser and the built-in helpers when nothing is configured', async () => {
    const response = await (await signedInLearner(plain)).get('/api/capabilities');
    expect(response.json()).toEqual({ speechToText: 'browser', serverVoice: false, languageHelp: 'builtin' });
  });
});

describe('POST /api/speech', () => {
  it('needs a signed-in learner', async () => {
    expect((await new TestClient(app).post('/api/speech', { text: 'Hola' })).statusCode).toBe(401);
    expect(fake.requests).toHaveLength(0);
  });

  it('answers the voice’s MP3 bytes for the text', async () => {
    const client = await signedInLearner(app);
    const response = await client.post('/api/speech', { text: '¿Qué haces los fines de semana?' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('audio/mpeg');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.rawPayload.equals(FAKE_SPEECH_AUDIO)).toBe(true);
    expect(fake.requests[0]?.body).toEqual({
      model: 'tts-1',
      voice: 'shimmer',
      input: '¿Qué haces los fines de semana?',
      response_format: 'mp3',
    });
  });

  it('refuses empty text with 400', async () => {
    const response = await (await signedInLearner(app)).post('/api/speech', { text: '   ' });
    expect([response.statusCode, response.json()]).toEqual([400, { message: LANGUAGE_TEXT_REQUIRED_MESSAGE }]);
  });

  it('answers 502 when the voice fails, and speaks again afterwards', async () => {
    const client = await signedInLearner(app);
    fake.enqueue(respond.error(500));
    const response = await client.post('/api/speech', { text: 'Hola' });
    expect([response.statusCode, response.json()]).toEqual([502, { message: SPEECH_FAILED_MESSAGE }]);
    expect((await client.post('/api/speech', { text: 'Hola' })).statusCode).toBe(200);
  });

  it('limits each learner per minute', async () => {
    const client = await signedInLearner(app);
    for (let sent = 0; sent < 3; sent++)
      expect((await client.post('/api/speech', { text: 'Hola' })).statusCode).toBe(200);
    const limited = await client.post('/api/speech', { text: 'Hola' });
    expect([limited.statusCode, limited.json()]).toEqual([429, { message: LANGUAGE_RATE_LIMITED_MESSAGE }]);
  });

  it('answers 503 when no server voice is configured', async () => {
    const response = await (await signedInLearner(plain)).post('/api/speech', { text: 'Hola' });
    expect([response.statusCode, response.json()]).toEqual([503, { message: SPEECH_UNAVAILABLE_MESSAGE }]);
  });
});
