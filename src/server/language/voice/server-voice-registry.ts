import type { LanguageConfig } from '@/server/config';
import { createOpenAiServerVoice } from './openai-server-voice';
import type { ServerVoice } from './server-voice';

/** The server voice, or null when none is configured: the browser's speechSynthesis voices are the default. */
export function createServerVoice(config: LanguageConfig['speech']): ServerVoice | null {
  if (!config) return null;
  return createOpenAiServerVoice({
    apiKey: config.apiKey,
    baseURL: config.baseURL,
    model: config.model,
    voice: config.voice,
  });
}
