import { openAiSdk } from '@/server/optional-sdks';
import {
  AUDIO_TOO_LARGE_MESSAGE,
  TRANSCRIPTION_BUSY_MESSAGE,
  TRANSCRIPTION_FAILED_MESSAGE,
  TRANSCRIPTION_MISCONFIGURED_MESSAGE,
  TRANSCRIPTION_TIMEOUT_MESSAGE,
} from '@/contract/language-constants';
import {
  type AudioFailureKind,
  callAudioProvider,
  createOpenAiAudioClient,
  type OpenAiAudioEndpoint,
} from '@/server/language/openai-audio-client';
import { type SpeechToText, TRANSCRIPTION_LANGUAGE } from './speech-to-text';

export interface OpenAiSpeechToTextOptions extends OpenAiAudioEndpoint {
  /** e.g. whisper-1, gpt-4o-mini-transcribe, or the model name a local whisper server expects. */
  model: string;
  /** For the whole call, upload included: a minute of speech takes a few seconds on a hosted model. */
  timeoutMs?: number;
}

export const OPENAI_TRANSCRIPTION_TIMEOUT_MS = 30_000;

const LEARNER_MESSAGES: Record<AudioFailureKind, string> = {
  'too-large': AUDIO_TOO_LARGE_MESSAGE,
  busy: TRANSCRIPTION_BUSY_MESSAGE,
  misconfigured: TRANSCRIPTION_MISCONFIGURED_MESSAGE,
  timeout: TRANSCRIPTION_TIMEOUT_MESSAGE,
  aborted: TRANSCRIPTION_FAILED_MESSAGE,
  failed: TRANSCRIPTION_FAILED_MESSAGE,
};

/** Speech to text through an OpenAI-compatible POST /audio/transcriptions (OpenAI, whisper servers). */
export function createOpenAiSpeechToText(options: OpenAiSpeechToTextOptions): SpeechToText {
  const { model, apiKey } = options;
  if (!model.trim()) throw new RangeError('createOpenAiSpeechToText: model must not be empty');
  const timeoutMs = options.timeoutMs ?? OPENAI_TRANSCRIPTION_TIMEOUT_MS;
  const client = createOpenAiAudioClient(options, timeoutMs);

  return {
    name: 'openai',
    async transcribe(audio, signal) {
      const transcription = await callAudioProvider(
        { apiKey, timeoutMs, signal, messageFor: (kind) => LEARNER_MESSAGES[kind] },
        async (stop) => {
          const file = await openAiSdk().toFile(audio.bytes, audio.filename, { type: audio.mimeType });
          return client.audio.transcriptions.create(
            { file, model, language: TRANSCRIPTION_LANGUAGE },
            { signal: stop },
          );
        },
      );
      // Some compatible servers omit `text` for silence instead of sending an empty string.
      return typeof transcription.text === 'string' ? transcription.text.trim() : '';
    },
  };
}
