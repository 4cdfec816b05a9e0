import type { LanguageConfig } from '@/server/config';
import { createChatModelClient } from '@/server/language/chat-model/chat-model-client';
import { createCorrector } from '@/server/language/correction/corrector-registry';
import { createPracticeResponder } from '@/server/language/practice/practice-registry';
import { buildKnownTranslations } from '@/server/language/translation/known-translations';
import { createTranslation } from '@/server/language/translation/translation-registry';
import type { TranslationLogger } from '@/server/language/translation/translator';
import { loadTutorContent } from '@/server/content/tutor-content';
import type { Catalogue } from '@/server/content/lesson-catalogue';
import type { TopicCatalogue } from '@/server/content/topic-catalogue';
import { createLanguageHelpService, type LanguageHelpDeps, type LanguageHelpService } from './language-help-service';

export interface LanguageHelpWiring {
  /** Which providers are configured: the chat model (else built-in helpers) and the Apertium command (or off). */
  language: Pick<LanguageConfig, 'chat' | 'apertium'>;
  topics: TopicCatalogue;
  lessons: Catalogue;
  conversations: LanguageHelpDeps['conversations'];
  logger?: TranslationLogger | undefined;
  metrics: LanguageHelpDeps['metrics'];
}

/** Picks each language helper from the configuration: the chat model when there is one, the built-in ones otherwise. */
export function createLanguageHelp({
  language,
  topics,
  lessons,
  conversations,
  logger,
  metrics,
}: LanguageHelpWiring): LanguageHelpService {
  const tutor = loadTutorContent();
  const chat = language.chat ? createChatModelClient(language.chat, logger ? { logger } : {}) : null;
  return createLanguageHelpService({
    corrector: createCorrector({ chat }),
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
