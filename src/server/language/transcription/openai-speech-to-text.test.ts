import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  AUDIO_TOO_LARGE_MESSAGE,
  TRANSCRIPTION_BUSY_MESSAGE,
  TRANSCRIPTION_FAILED_MESSAGE,
  TRANSCRIPTION_MISCONFIGURED_MESSAGE,
  TRANSCRIPTION_TIMEOUT_MESSAGE,
} from '@/contract/language-constants';
import { loadConfig } from '@/server/config';
import {
  DEFAULT_FAKE_TRANSCRIPT,
  type FakeOpenAiServer,
  fakeOpenAiResponses as respond,
  startFakeOpenAiServer,
} from '@/testing/http-fakes/fake-openai-server';
import { AudioProviderError } from '@/server/language/openai-audio-client';
import { createOpenAiSpeechToText } from './openai-speech-to-text';
import { createSpeechToText } from './speech-to-text-registry';

const API_KEY = 'sk-transcribe-secret-123';
let fake: FakeOpenAiServer;
beforeAll(async () => {
  fake = await startFakeOpenAiServer();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

// A WebM recording as MediaRecorder starts one: the EBML header, then (here) filler.
const recording = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(4096, 0x42)]);
const clip = { bytes: recording, mimeType: 'audio/webm', filename: 'recording.webm' };
const stt = (timeoutMs?: number) =>
  createOpenAiSpeechToText({
    apiKey: API_KEY,
    baseURL: fake.url,
    model: 'whisper-1',
    ...(timeoutMs ? { timeoutMs } : {}),
  });

async function failureOf(promise: Promise<unknown>): Promise<AudioProviderError> {
  const error: unknown = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof AudioProviderError)) throw new Error(`expected an AudioProviderError, got ${String(error)}`);
  return error;
}

describe('createOpenAiSpeechToText', () => {
  it('uploads the recording intact with the model and Spanish as the language, and returns the text', async () => {
    fake.enqueue(respond.transcription('  Quiero un café con leche.  '));
    expect(await stt().transcribe(clip)).toBe('Quiero un café con leche.');

    const [request] = fake.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/v1/audio/transcriptions' });
    expect(request?.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request?.upload?.fields).toMatchObject({ model: 'whisper-1', language: 'es' });
    expect(request?.upload?.files).toHaveLength(1);
    const file = request!.upload!.files[0]!;
    expect({ field: file.field, name: file.name, type: file.type, size: file.size }).toEqual({
      field: 'file',
      name: 'recording.webm',
      type: 'audio/webm',
      size: recording.length,
    });
    expect(file.bytes.equals(recording)).toBe(true);
  });

  it('answers the fake’s default transcript when nothing is planned', async () => {
    expect(await stt().transcribe(clip)).toBe(DEFAULT_FAKE_TRANSCRIPT);
  });

  it('returns an empty string for a silent recording', async () => {
    fake.enqueue(respond.transcription('   '));
    expect(await stt().transcribe(clip)).toBe('');
  });

  it.each([
    [500, 'failed', TRANSCRIPTION_FAILED_MESSAGE],
    [400, 'failed', TRANSCRIPTION_FAILED_MESSAGE],
    [413, 'too-large', AUDIO_TOO_LARGE_MESSAGE],
    [429, 'busy', TRANSCRIPTION_BUSY_MESSAGE],
    [401, 'misconfigured', TRANSCRIPTION_MISCONFIGURED_MESSAGE],
    [404, 'misconfigured', TRANSCRIPTION_MISCONFIGURED_MESSAGE],
  ] as const)('maps an upstream %i to %s with a learner message', async (status, kind, learnerMessage) => {
    fake.enqueue(respond.error(status));
    const error = await failureOf(stt().transcribe(clip));
    expect(error).toMatchObject({ kind, learnerMessage, upstreamStatus: status });
    // The SDK's single attempt: a learner is waiting.
    expect(fake.requests).toHaveLength(1);
  });

  it('keeps the API key out of the failure even when the server echoes it', async () => {
    fake.enqueue(respond.error(401, `Incorrect API key provided: ${API_KEY}`));
    const error = await failureOf(stt().transcribe(clip));
    expect(error.message).toContain('[redacted]');
    expect(error.message).not.toContain(API_KEY);
    expect(error.cause).toBeUndefined();
  });

  it('gives up at its deadline', async () => {
    fake.enqueue(respond.stall());
    const started = Date.now();
    const error = await failureOf(stt(200).transcribe(clip));
    expect(error).toMatchObject({ kind: 'timeout', learnerMessage: TRANSCRIPTION_TIMEOUT_MESSAGE });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('stops when the caller aborts', async () => {
    fake.enqueue(respond.stall());
    const controller = new AbortController();
    const pending = failureOf(stt().transcribe(clip, controller.signal));
    await expect.poll(() => fake.requests.length).toBe(1);
    controller.abort();
    expect((await pending).kind).toBe('aborted');
  });

  it('reports a dropped connection as a failure', async () => {
    fake.enqueue(respond.close());
    expect((await failureOf(stt().transcribe(clip))).kind).toBe('failed');
  });
});

describe('createSpeechToText', () => {
  it('is null unless a transcription model is configured', () => {
    expect(createSpeechToText(loadConfig({ NODE_ENV: 'test' }).language.transcription)).toBeNull();
  });

  it('talks to the configured audio server', async () => {
    const { language } = loadConfig({
      NODE_ENV: 'test',
      OPENAI_AUDIO_BASE_URL: fake.url,
      OPENAI_TRANSCRIBE_MODEL: 'Systran/faster-whisper-small',
    });
    fake.enqueue(respond.transcription('Buenos días.'));
    expect(await createSpeechToText(language.transcription)?.transcribe(clip)).toBe('Buenos días.');
    expect(fake.requests[0]?.upload?.fields.model).toBe('Systran/faster-whisper-small');
  });
});
