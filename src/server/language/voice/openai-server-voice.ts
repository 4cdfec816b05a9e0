import { SPEECH_FAILED_MESSAGE } from '@/contract/language-constants';
import {
  callAudioProvider,
  createOpenAiAudioClient,
  type OpenAiAudioEndpoint,
} from '@/server/language/openai-audio-client';
import type { ServerVoice } from './server-voice';

export interface OpenAiServerVoiceOptions extends OpenAiAudioEndpoint {
  /** e.g. tts-1, gpt-4o-mini-tts, or a local server's model name. */
  model: string;
  /** e.g. nova; the names depend on the server. */
  voice: string;
  /** For the whole call, audio body included. */
  timeoutMs?: number;
}

export const OPENAI_SPEECH_TIMEOUT_MS = 30_000;

/** Speech through an OpenAI-compatible POST /audio/speech, as MP3: every browser plays it. */
export function createOpenAiServerVoice(options: OpenAiServerVoiceOptions): ServerVoice {
  const { model, voice, apiKey } = options;
  if (!model.trim() || !voice.trim())
    throw new RangeError('createOpenAiServerVoice: model and voice must not be empty');
  const timeoutMs = options.timeoutMs ?? OPENAI_SPEECH_TIMEOUT_MS;
  const client = createOpenAiAudioClient(options, timeoutMs);

  return {
    name: 'openai',
    async speak(text, signal) {
      return callAudioProvider(
        // Whatever went wrong, the learner's remedy is the same: try again or listen with the browser's voice.
        { apiKey, timeoutMs, signal, messageFor: () => SPEECH_FAILED_MESSAGE },
        async (stop) => {
          const response = await client.audio.speech.create(
            { model, voice, input: text, response_format: 'mp3' },
            { signal: stop },
          );
          const audio = Buffer.from(await response.arrayBuffer());
          if (audio.length === 0) throw new Error('the speech server answered with no audio');
          const contentType = response.headers.get('content-type')?.split(';', 1)[0]?.trim();
          // Servers answering application/octet-stream still send the MP3 asked for.
          return { audio, contentType: contentType?.startsWith('audio/') ? contentType : 'audio/mpeg' };
        },
      );
    },
  };
}
