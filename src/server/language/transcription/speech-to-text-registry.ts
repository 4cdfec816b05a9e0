import type { LanguageConfig } from '@/server/config';
import { createOpenAiSpeechToText } from './openai-speech-to-text';
import type { SpeechToText } from './speech-to-text';

/**
 * The server's speech recognition, or null when none is configured: then the browser's own recognition
 * (or typing) is the embedded default, and the server only says so through GET /api/capabilities.
 */
export function createSpeechToText(config: LanguageConfig['transcription']): SpeechToText | null {
  if (!config) return null;
  return createOpenAiSpeechToText({ apiKey: config.apiKey, baseURL: config.baseURL, model: config.model });
}
