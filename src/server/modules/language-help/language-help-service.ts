import type { CorrectResponse, PracticeResponse, TranslateResponse } from '@/contract/language';
import type { Difficulty } from '@/contract/conversation';
import { LANGUAGE_HELP_FAILED_MESSAGE } from '@/contract/language-constants';
import { AppError } from '@/server/errors';
import { ChatModelError } from '@/server/language/chat-model/chat-model-client';
import type { AppMetrics } from '@/server/metrics/app-metrics';
import type { PracticeResponder, PracticeTopic } from '@/server/tutor/practice/practice-responder';
import type { SpanishCorrector } from '@/server/language/correction/spanish-corrector';
import type { SourceLanguage, TranslatorChain } from '@/server/language/translation/translator';
import type { ConversationService } from '@/server/modules/conversation/conversation-service';

/** The AI provider gave no usable answer: a retry may work, so the learner is told to try again. */
export class LanguageHelpFailedError extends AppError {
  constructor() {
    super(502, LANGUAGE_HELP_FAILED_MESSAGE);
  }
}

/** Default difficulty (docs/product.md#conversations), for a practice answer asked without one outside a conversation. */
const DEFAULT_DIFFICULTY: Difficulty = 'beginner';

export interface LanguageHelpDeps {
  corrector: SpanishCorrector;
  translation: TranslatorChain;
  practice: PracticeResponder;
  /** Checks that a conversation id belongs to the learner (404 otherwise) and gives its topic and difficulty. */
  conversations: Pick<ConversationService, 'detail'>;
  /** Times corrections by corrector and translations by the source that answered. */
  metrics: Pick<AppMetrics, 'correction' | 'translation'>;
}

export function createLanguageHelpService({
  corrector,
  translation,
  practice,
  conversations,
  metrics,
}: LanguageHelpDeps) {
  async function providerCall<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      // The client has logged the provider's failure (key removed); the learner gets the one message.
      if (error instanceof ChatModelError) throw new LanguageHelpFailedError();
      throw error;
    }
  }

  return {
    correct(text: string): Promise<CorrectResponse> {
      return providerCall(() => metrics.correction(corrector.name, () => corrector.correct(text)));
    },

    translate(text: string, from: SourceLanguage): Promise<TranslateResponse> {
      return metrics.translation(() => translation.translate(text, from));
    },

    async practiceResponse(
      userId: string,
      input: { question: string; difficulty?: Difficulty | undefined; conversationId?: string | undefined },
    ): Promise<PracticeResponse> {
      const conversation = input.conversationId ? await conversations.detail(userId, input.conversationId) : undefined;
      let topic: PracticeTopic | undefined;
      if (conversation) {
        const custom = conversation.topicId.startsWith('custom-') || conversation.topicId.startsWith('adhoc:');
        topic = { title: conversation.topicTitle, ...(custom ? {} : { defaultTopicId: conversation.topicId }) };
      }
      const difficulty = input.difficulty ?? conversation?.difficulty ?? DEFAULT_DIFFICULTY;
      return providerCall(() =>
        practice.respond({ question: input.question, difficulty, ...(topic ? { topic } : {}) }),
      );
    },
  };
}
export type LanguageHelpService = ReturnType<typeof createLanguageHelpService>;
