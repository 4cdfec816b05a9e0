import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  AUDIO_EMPTY_MESSAGE,
  AUDIO_FORM_INVALID_MESSAGE,
  AUDIO_MAX_BYTES,
  AUDIO_MISSING_MESSAGE,
  AUDIO_ONE_FILE_MESSAGE,
  AUDIO_TOO_LARGE_MESSAGE,
  AUDIO_UNSUPPORTED_MESSAGE,
  LANGUAGE_RATE_LIMITED_MESSAGE,
  NOTHING_HEARD_MESSAGE,
  TRANSCRIPTION_FAILED_MESSAGE,
  TRANSCRIPTION_MISCONFIGURED_MESSAGE,
  TRANSCRIPTION_UNAVAILABLE_MESSAGE,
} from '@/contract/language-constants';
import { loadConfig } from '@/server/config';
import { captureLogs, createTestApp, signedInLearner, TestClient, testConfig } from '@/server/testing/test-app';
import {
  fakeOpenAiResponses as respond,
  startFakeOpenAiServer,
  type FakeOpenAiServer,
} from '@/testing/http-fakes/fake-openai-server';
import { audioForm, type FormFile, recordings } from './testing/audio-forms';

const API_KEY = 'sk-transcribe-route-secret';
const TRANSCRIBE = '/api/conversation/transcribe';
const RATE_LIMIT = 6;

// The app configured for an OpenAI-compatible transcription server, as an operator would, with the real SDK
// talking to a local fake of it.
let fake: FakeOpenAiServer;
let app: FastifyInstance;
const logs = captureLogs();
beforeAll(async () => {
  fake = await startFakeOpenAiServer();
  const { language } = loadConfig({
    NODE_ENV: 'test',
    TUTOR_ENGINE: 'builtin',
    OPENAI_API_KEY: API_KEY,
    OPENAI_AUDIO_BASE_URL: fake.url,
    OPENAI_TRANSCRIBE_MODEL: 'whisper-1',
  });
  app = await createTestApp({
    config: testConfig({ language, logLevel: 'info' }),
    logStream: logs.stream,
    speechRateLimits: { transcribe: { max: RATE_LIMIT, timeWindow: 60_000 } },
  });
});
afterAll(async () => {
  await app.close();
  await fake.close();
});
beforeEach(() => fake.reset());

async function transcribe(
  client: TestClient,
  files: readonly FormFile[] = [{ bytes: recordings.webm(), type: 'audio/webm;codecs=opus' }],
) {
  return client.request({ method: 'POST', url: TRANSCRIBE, ...(await audioForm(files)) });
}
const failure = (message: string) => ({ message, details: message });

describe('POST /api/conversation/transcribe', () => {
  it('needs a signed-in learner', async () => {
    const response = await transcribe(new TestClient(app));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ details: expect.any(String) });
    expect(fake.requests).toHaveLength(0);
  });

  it('forwards the recording intact to the transcription server in Spanish and answers its text', async () => {
    const client = await signedInLearner(app);
    const bytes = recordings.webm(50_000);
    fake.enqueue(respond.transcription(' Me llamo Ana y vivo en Sevilla. '));
    const response = await transcribe(client, [{ bytes, type: 'audio/webm;codecs=opus', filename: 'blob' }]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ text: 'Me llamo Ana y vivo en Sevilla.' });

    const upload = fake.requests[0]?.upload;
    expect(upload?.fields).toMatchObject({ model: 'whisper-1', language: 'es' });
    const file = upload!.files[0]!;
    expect({ name: file.name, type: file.type, size: file.size }).toEqual({
      name: 'recording.webm',
      type: 'audio/webm',
      size: bytes.length,
    });
    expect(file.bytes.equals(bytes)).toBe(true);
  });

  it('accepts a recording of exactly the size limit', async () => {
    const client = await signedInLearner(app);
    const response = await transcribe(client, [{ bytes: recordings.webm(AUDIO_MAX_BYTES), type: 'audio/webm' }]);
    expect(response.statusCode, response.body).toBe(200);
    expect(fake.requests[0]?.upload?.files[0]?.size).toBe(AUDIO_MAX_BYTES);
  });

  it('refuses a recording one byte over the limit with 413, without calling the server', async () => {
    const client = await signedInLearner(app);
    const response = await transcribe(client, [{ bytes: recordings.webm(AUDIO_MAX_BYTES + 1), type: 'audio/webm' }]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual(failure(AUDIO_TOO_LARGE_MESSAGE));
    expect(fake.requests).toHaveLength(0);
  });

  it.each([
    [
      'a text file named .webm',
      { bytes: Buffer.from('this is not a recording'), type: 'audio/webm', filename: 'voice.webm' },
    ],
    ['WebM bytes declared as WAV', { bytes: recordings.webm(), type: 'audio/wav', filename: 'voice.wav' }],
    ['a WAV recording declared as text', { bytes: recordings.wav(), type: 'text/plain', filename: 'voice.wav' }],
  ])('refuses %s with 415', async (_label, file) => {
    const client = await signedInLearner(app);
    const response = await transcribe(client, [file]);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual(failure(AUDIO_UNSUPPORTED_MESSAGE));
    expect(fake.requests).toHaveLength(0);
  });

  it('accepts WAV', async () => {
    const client = await signedInLearner(app);
    expect((await transcribe(client, [{ bytes: recordings.wav(), type: 'audio/wav' }])).statusCode).toBe(200);
    expect(fake.requests[0]?.upload?.files[0]).toMatchObject({ name: 'recording.wav', type: 'audio/wav' });
  });

  it('answers 400 without a recording, for an empty one, and for a cut-off form', async () => {
    const client = await signedInLearner(app);
    const noFile = await client.request({
      method: 'POST',
      url: TRANSCRIBE,
      ...(await audioForm([], { note: 'hola' })),
    });
    expect([noFile.statusCode, noFile.json()]).toEqual([400, failure(AUDIO_MISSING_MESSAGE)]);
    const noBody = await client.request({
      method: 'POST',
      url: TRANSCRIBE,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect([noBody.statusCode, noBody.json()]).toEqual([400, failure(AUDIO_MISSING_MESSAGE)]);
    const empty = await transcribe(client, [{ bytes: Buffer.alloc(0), type: 'audio/webm' }]);
    expect([empty.statusCode, empty.json()]).toEqual([400, failure(AUDIO_EMPTY_MESSAGE)]);

    const { payload, headers } = await audioForm([{ bytes: recordings.webm(), type: 'audio/webm' }]);
    const cut = await client.request({
      method: 'POST',
      url: TRANSCRIBE,
      headers,
      payload: (payload as Buffer).subarray(0, 300),
    });
    expect([cut.statusCode, cut.json()]).toEqual([400, failure(AUDIO_FORM_INVALID_MESSAGE)]);
    expect(fake.requests).toHaveLength(0);
  });

  it('refuses two recordings in one request with 413, and JSON with 415', async () => {
    const client = await signedInLearner(app);
    const two = await transcribe(client, [
      { bytes: recordings.webm(), type: 'audio/webm' },
      { bytes: recordings.webm(), type: 'audio/webm' },
    ]);
    expect([two.statusCode, two.json()]).toEqual([413, failure(AUDIO_ONE_FILE_MESSAGE)]);
    const json = await client.post(TRANSCRIBE, { audio: 'UklGRg==' });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toMatchObject({ details: json.json().message });
    expect(fake.requests).toHaveLength(0);
  });

  it('answers a body Fastify itself refuses (empty JSON) with 400 and details, not a 500', async () => {
    const client = await signedInLearner(app);
    for (const payload of ['']) {
      const response = await client.request({
        method: 'POST',
        url: TRANSCRIBE,
        headers: { origin: 'http://localhost:80', 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ details: response.json().message });
    }
  });

  it('answers 422 with a message to show when nothing was heard', async () => {
    const client = await signedInLearner(app);
    fake.enqueue(respond.transcription(''));
    const response = await transcribe(client);
    expect([response.statusCode, response.json()]).toEqual([422, failure(NOTHING_HEARD_MESSAGE)]);
  });

  it('answers 502 with details when the transcription server fails, and the next recording works', async () => {
    const client = await signedInLearner(app);
    fake.enqueue(respond.error(500, 'model crashed'));
    const response = await transcribe(client);
    expect([response.statusCode, response.json()]).toEqual([502, failure(TRANSCRIPTION_FAILED_MESSAGE)]);
    expect(logs.text()).toContain('model crashed');
    expect((await transcribe(client)).statusCode).toBe(200);
  });

  it('logs a rejected key as a misconfiguration, never the key itself', async () => {
    const client = await signedInLearner(app);
    fake.enqueue(respond.error(401, `Incorrect API key provided: ${API_KEY}`));
    const response = await transcribe(client);
    expect([response.statusCode, response.json()]).toEqual([502, failure(TRANSCRIPTION_MISCONFIGURED_MESSAGE)]);
    expect(logs.text()).toContain('server misconfigured');
    expect(logs.text()).not.toContain(API_KEY);
  });

  it(`limits each learner to ${RATE_LIMIT} recordings a minute, with details and Retry-After`, async () => {
    const client = await signedInLearner(app);
    for (let sent = 0; sent < RATE_LIMIT; sent++) expect((await transcribe(client)).statusCode).toBe(200);
    const limited = await transcribe(client);
    expect([limited.statusCode, limited.json()]).toEqual([429, failure(LANGUAGE_RATE_LIMITED_MESSAGE)]);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await transcribe(await signedInLearner(app))).statusCode).toBe(200);
  });
});

describe('POST /api/conversation/transcribe without server speech recognition', () => {
  it('answers 503 with details, and the capabilities say the browser recognises speech', async () => {
    const plain = await createTestApp();
    try {
      const client = await signedInLearner(plain);
      const response = await transcribe(client);
      expect([response.statusCode, response.json()]).toEqual([503, failure(TRANSCRIPTION_UNAVAILABLE_MESSAGE)]);
      expect((await client.get('/api/capabilities')).json()).toMatchObject({
        speechToText: 'browser',
        serverVoice: false,
      });
    } finally {
      await plain.close();
    }
  });
});
