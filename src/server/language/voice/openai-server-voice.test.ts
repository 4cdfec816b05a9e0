import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SPEECH_FAILED_MESSAGE } from '@/contract/language-constants';
import { loadConfig } from '@/server/config';
import {
  FAKE_SPEECH_AUDIO,
  type FakeOpenAiServer,
  fakeOpenAiResponses as respond,
  startFakeOpenAiServer,
} from '@/testing/http-fakes/fake-openai-server';
import { AudioProviderError } from '@/server/language/openai-audio-client';
import { createOpenAiServerVoice } from './openai-server-voice';
import { createServerVoice } from './server-voice-registry';

let fake: FakeOpenAiServer;
beforeAll(async () => {
  fake = await startFakeOpenAiServer();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const voice = (timeoutMs?: number) =>
  createOpenAiServerVoice({
    apiKey: 'sk-voice',
    baseURL: fake.url,
    model: 'tts-1',
    voice: 'nova',
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

describe('createOpenAiServerVoice', () => {
  it('asks for MP3 of the text with the model and voice, and returns the bytes and their type', async () => {
    const spoken = await voice().speak('¡Hola! ¿Cómo estás?');
    expect(spoken.contentType).toBe('audio/mpeg');
    expect(spoken.audio.equals(FAKE_SPEECH_AUDIO)).toBe(true);
    expect(fake.requests[0]).toMatchObject({
      method: 'POST',
      path: '/v1/audio/speech',
      body: { model: 'tts-1', voice: 'nova', input: '¡Hola! ¿Cómo estás?', response_format: 'mp3' },
    });
  });

  it('keeps an audio type the server names, and calls octet-stream MP3 as asked', async () => {
    const ogg = Buffer.from('OggS fake opus');
    fake.enqueue(respond.speech(ogg, 'audio/ogg'), respond.speech(FAKE_SPEECH_AUDIO, 'application/octet-stream'));
    expect(await voice().speak('uno')).toEqual({ audio: ogg, contentType: 'audio/ogg' });
    expect((await voice().speak('dos')).contentType).toBe('audio/mpeg');
  });

  it.each([
    [500, 'failed'],
    [401, 'misconfigured'],
    [429, 'busy'],
  ] as const)('maps an upstream %i to %s with the speech failure message', async (status, kind) => {
    fake.enqueue(respond.error(status));
    expect(await failureOf(voice().speak('Hola'))).toMatchObject({
      kind,
      learnerMessage: SPEECH_FAILED_MESSAGE,
      upstreamStatus: status,
    });
  });

  it('treats an empty answer as a failure', async () => {
    fake.enqueue(respond.speech(Buffer.alloc(0)));
    expect((await failureOf(voice().speak('Hola'))).kind).toBe('failed');
  });

  it('gives up at its deadline', async () => {
    fake.enqueue(respond.stall());
    expect((await failureOf(voice(200).speak('Hola'))).kind).toBe('timeout');
  });
});

describe('createServerVoice', () => {
  it('is null unless a speech model is configured', () => {
    expect(createServerVoice(loadConfig({ NODE_ENV: 'test' }).language.speech)).toBeNull();
  });

  it('uses the configured model and voice (nova by default)', async () => {
    const { language } = loadConfig({
      NODE_ENV: 'test',
      OPENAI_AUDIO_BASE_URL: fake.url,
      OPENAI_SPEECH_MODEL: 'kokoro',
    });
    await createServerVoice(language.speech)?.speak('Buenas noches');
    expect(fake.requests[0]?.body).toMatchObject({ model: 'kokoro', voice: 'nova', input: 'Buenas noches' });
  });
});
