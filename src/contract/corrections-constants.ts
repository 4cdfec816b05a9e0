// No zod here: the practice screen's frame guard reads these without the schema library (server-frame-guard.ts).

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
export type CorrectionCategory = (typeof CORRECTION_CATEGORIES)[number];

/** Which corrector checked a message: the built-in rules, or the configured AI model. */
export const CORRECTOR_NAMES = ['builtin', 'openai'] as const;
export type CorrectorName = (typeof CORRECTOR_NAMES)[number];

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
  anglicisms: 'English patterns',
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
