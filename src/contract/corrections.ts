import { z } from 'zod';

/**
 * The kinds of mistake a correction is filed under, as a learner would name them. The built-in corrector's rule
 * families are these names (src/server/language/correction/builtin/rule-registry.ts); the AI corrector picks one
 * per change. Reports and the review deck group mistakes by them (docs/product.md#message-checks).
 */
export const CORRECTION_CATEGORIES = [
  'misspellings',
  'accents',
  'articles',
  'adjectives',
  'subject-verb',
  'verb-forms',
  'ser-estar',
  'gustar',
  'tener',
  'anglicisms',
  'personal-a',
  'prepositions',
  'por-para',
  'subjunctive',
  'preterite-imperfect',
  'double-negation',
  'word-order',
  'punctuation',
  'other',
] as const;
export const correctionCategorySchema = z.enum(CORRECTION_CATEGORIES);
export type CorrectionCategory = z.infer<typeof correctionCategorySchema>;

/** What the screens call each category. */
export const CORRECTION_CATEGORY_LABELS: Record<CorrectionCategory, string> = {
  misspellings: 'Spelling',
  accents: 'Accents',
  articles: 'Articles and gender',
  adjectives: 'Adjective agreement',
  'subject-verb': 'Verb agreement',
  'verb-forms': 'Verb forms',
  'ser-estar': 'Ser and estar',
  gustar: 'Gustar',
  tener: 'Expressions with tener',
  anglicisms: 'False friends',
  'personal-a': 'Personal a',
  prepositions: 'Prepositions',
  'por-para': 'Por and para',
  subjunctive: 'Subjunctive',
  'preterite-imperfect': 'Preterite and imperfect',
  'double-negation': 'Double negation',
  'word-order': 'Word order',
  punctuation: 'Punctuation',
  other: 'Other',
};

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
export const correctorNameSchema = z.enum(['builtin', 'openai']);
export type CorrectorName = z.infer<typeof correctorNameSchema>;

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
