import { z } from 'zod';
import { correctionCategorySchema, correctionChangeSchema } from './corrections';

/** A word or phrase with the translation the course knows, ready for "Add to review". */
export const reportWordSchema = z.object({ spanish: z.string().max(200), english: z.string().max(300) });
export type ReportWord = z.infer<typeof reportWordSchema>;

/** The most words one message or list offers. */
export const WORDS_LIMIT = 20;

export const WORD_INDEX_INVALID_MESSAGE = 'The word must be the position of a word in the text, counted from 0.';

/**
 * GET /api/review/words?text=…[&word=n]: the course words in a message, for "Add to review"; with `word`, only the
 * entries covering that word of the text (its n-th word from 0, as `wordsOf` counts), the word alone first.
 */
export const messageWordsQuerySchema = z.object({
  text: z.string().trim().min(1, { error: 'Send the text to look words up in.' }).max(2000),
  word: z.coerce
    .number({ error: WORD_INDEX_INVALID_MESSAGE })
    .int({ error: WORD_INDEX_INVALID_MESSAGE })
    .min(0, { error: WORD_INDEX_INVALID_MESSAGE })
    .max(2000, { error: WORD_INDEX_INVALID_MESSAGE })
    .optional(),
});
export const messageWordsSchema = z.object({ words: z.array(reportWordSchema).max(WORDS_LIMIT) });
export type MessageWords = z.infer<typeof messageWordsSchema>;

/** What to do next, from the conversation's mistakes (docs/product.md#conversation-report). */
export const reportNextStepSchema = z.object({
  kind: z.enum(['lesson', 'review']),
  text: z.string().max(300),
  /** The screen it links to: a lesson or the review session. */
  href: z.string().max(200),
});
export type ReportNextStep = z.infer<typeof reportNextStepSchema>;

export const conversationReportSchema = z.object({
  conversationId: z.uuid(),
  topicTitle: z.string(),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  /** Every learner message with its check: corrected is null when nothing was found. */
  messages: z
    .array(
      z.object({
        id: z.string(),
        text: z.string(),
        corrected: z.string().nullable(),
        changes: z.array(correctionChangeSchema).max(40),
      }),
    )
    .max(1000),
  /** Percent of learner messages with no mistake found. */
  cleanShare: z.number().int().min(0).max(100),
  figures: z.object({
    learnerMessages: z.number().int().min(0),
    /** One decimal place. */
    wordsPerMessage: z.number().min(0),
    distinctWords: z.number().int().min(0),
    durationSeconds: z.number().int().min(0),
    /** Speaking time over the spoken learner messages; null when every message was typed. */
    speaking: z.object({ totalMs: z.number().int().min(0), spokenMessages: z.number().int().min(1) }).nullable(),
  }),
  mistakes: z.array(z.object({ category: correctionCategorySchema, count: z.number().int().min(1) })).max(40),
  /** Course words and phrases the learner used in messages with no mistake. */
  usedWell: z.array(reportWordSchema).max(20),
  /** Course words the partner used that the learner did not. */
  newWords: z.array(reportWordSchema).max(20),
  nextSteps: z.array(reportNextStepSchema).max(2),
});
export type ConversationReport = z.infer<typeof conversationReportSchema>;
