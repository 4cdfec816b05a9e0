import type { TranslateResponse } from '@/contract/language';
import { TRANSLATION_UNAVAILABLE_MESSAGE } from '@/contract/language-constants';
import { ServiceUnavailableError } from '@/server/errors';

/** The language a text is written in: Spanish texts are translated into English and English ones into Spanish. */
export type SourceLanguage = 'es' | 'en';
export type TranslationSource = TranslateResponse['source'];

/** One way of translating. `null` means "not mine to answer" (unknown text, tool not installed); failures throw. */
export interface Translator {
  readonly source: TranslationSource;
  translate(text: string, from: SourceLanguage, signal?: AbortSignal): Promise<string | null>;
}

export interface TranslationLogger {
  warn(obj: object, msg: string): void;
}

/**
 * Asks each translator in turn (curated text first, then the AI model, then Apertium) and answers with the
 * first translation. A translator that fails is logged and skipped, so a down AI provider still leaves
 * Apertium; when none can answer the learner gets a 503 saying translation is unavailable.
 */
export function createTranslatorChain(translators: readonly Translator[], logger?: TranslationLogger) {
  return {
    sources: translators.map((translator) => translator.source),
    async translate(text: string, from: SourceLanguage, signal?: AbortSignal): Promise<TranslateResponse> {
      for (const translator of translators) {
        try {
          const translation = (await translator.translate(text, from, signal))?.trim();
          if (translation) return { translation, source: translator.source };
        } catch (error) {
          // The learner has gone: asking the next translator would only waste its time.
          if (signal?.aborted) throw error;
          logger?.warn(
            { source: translator.source, from, cause: error instanceof Error ? error.message : String(error) },
            'translator failed; trying the next one',
          );
        }
      }
      throw new ServiceUnavailableError(TRANSLATION_UNAVAILABLE_MESSAGE);
    },
  };
}
export type TranslatorChain = ReturnType<typeof createTranslatorChain>;
