import type { LanguageConfig } from '@/server/config';
import type { ChatModelClient } from '@/server/language/chat-model/chat-model-client';
import type { SpanishCorrector } from '@/server/language/correction/spanish-corrector';
import { createPracticeResponder } from '@/server/tutor/practice/practice-registry';
import { buildKnownTranslations } from '@/server/language/translation/known-translations';
import { createTranslation } from '@/server/language/translation/translation-registry';
import type { TranslationLogger } from '@/server/language/translation/translator';
import { loadTutorContent } from '@/server/content/tutor-content';
import type { Catalogue } from '@/server/content/lesson-catalogue';
import type { TopicCatalogue } from '@/server/content/topic-catalogue';
import { createLanguageHelpService, type LanguageHelpDeps, type LanguageHelpService } from './language-help-service';

export interface LanguageHelpWiring {
  /** The Apertium command (or off). */
  language: Pick<LanguageConfig, 'apertium'>;
  /** The configured chat model, or null for the built-in helpers. */
  chat: ChatModelClient | null;
  /** The corrector the conversation service also checks every learner message with. */
  corrector: SpanishCorrector;
  topics: TopicCatalogue;
  lessons: Catalogue;
  conversations: LanguageHelpDeps['conversations'];
  logger?: TranslationLogger | undefined;
  metrics: LanguageHelpDeps['metrics'];
}

/** Picks each language helper from the configuration: the chat model when there is one, the built-in ones otherwise. */
export function createLanguageHelp({
  language,
  chat,
  corrector,
  topics,
  lessons,
  conversations,
  logger,
  metrics,
}: LanguageHelpWiring): LanguageHelpService {
  const tutor = loadTutorContent();
  return createLanguageHelpService({
    corrector,
    translation: createTranslation({
      known: () => buildKnownTranslations({ topics, tutor, lessons }),
      chat,
      apertiumCommand: language.apertium,
      ...(logger ? { logger } : {}),
    }),
    practice: createPracticeResponder({ chat, sources: { topics, tutor, lessons } }),
    conversations,
    metrics,
  });
}
