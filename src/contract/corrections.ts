import { z } from 'zod';
import { CORRECTION_CATEGORIES, CORRECTOR_NAMES } from './corrections-constants';

export * from './corrections-constants';

export const correctionCategorySchema = z.enum(CORRECTION_CATEGORIES);

/** One fix: the words as written, the words as corrected, why, and what kind of mistake it was. */
export const correctionChangeSchema = z.object({
  category: correctionCategorySchema,
  original: z.string(),
  corrected: z.string(),
  /** One short English sentence a learner understands ("'problema' is masculine: el problema."). */
  explanation: z.string(),
});
export type CorrectionChangeView = z.infer<typeof correctionChangeSchema>;

/** Which corrector checked a message: the built-in rules, or the configured AI model. */
export const correctorNameSchema = z.enum(CORRECTOR_NAMES);

/**
 * The check of one learner message in a conversation, stored with the message. `corrected` equals the message
 * when nothing was found; `summary` then says what was checked and what was not, never "correct".
 */
export const messageCheckSchema = z.object({
  corrected: z.string(),
  changes: z.array(correctionChangeSchema),
  summary: z.string(),
  checkedBy: correctorNameSchema,
});
export type MessageCheck = z.infer<typeof messageCheckSchema>;
