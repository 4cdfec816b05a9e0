import { accentRules } from './rules/accent-rules';
import { adjectiveAgreement } from './rules/adjective-agreement';
import { anglicisms } from './rules/anglicisms';
import { articleAgreement } from './rules/article-agreement';
import { misspellingRules } from './rules/misspelling-rules';
import { prepositionRules } from './rules/prepositions';
import { punctuationRules } from './rules/punctuation-rules';
import type { CorrectionRule } from './rules/rule';
import { serEstarRules } from './rules/ser-estar';
import { verbForms } from './rules/verb-forms';
import { wordOrder } from './rules/word-order';

/**
 * Every rule of the built-in corrector, in the order it runs. The acceptance tables file their rows under these
 * families and the tests take the list of families from here, so a rule added here is a family they must cover.
 *
 * Order matters: made-up verb forms, spelling and accents first (verb forms before spelling, so "hací" is "hice" and
 * not the misspelling "haci" of "así"), so the grammar rules see real words ("tu" → "tú"
 * makes it a subject, "sabo" → "sé" a verb); then word order and noun phrases, whose gender and number the later
 * rules read; verb constructions before agreement, so agreement checks the verbs they produce; moods and tenses once
 * the verbs agree with their subjects (the subjunctive keeps the person of the verb it replaces); the prepositions,
 * which read the final verbs; adjective agreement after the words it agrees with have moved; the opening ¿ ¡ last,
 * once the question words are final.
 */
export const CORRECTION_RULES = [
  { family: 'verb-forms', apply: verbForms },
  { family: 'misspellings', apply: misspellingRules },
  { family: 'accents', apply: accentRules },
  { family: 'word-order', apply: wordOrder },
  { family: 'articles', apply: articleAgreement },
  { family: 'anglicisms', apply: anglicisms },
  { family: 'ser-estar', apply: serEstarRules },
  { family: 'prepositions', apply: prepositionRules },
  { family: 'adjectives', apply: adjectiveAgreement },
  { family: 'punctuation', apply: punctuationRules },
] as const satisfies readonly CorrectionRule[];

/**
 * Families no ordered rule fixes any more: the general mechanisms of their category do (`MECHANISMS` in
 * mechanisms/index.ts). They keep their acceptance rows and the test that the family's code is needed.
 */
const MECHANISM_FAMILIES = [
  'subjunctive',
  'subject-verb',
  'preterite-imperfect',
  'personal-a',
  'por-para',
  'tener',
  'double-negation',
  'gustar',
] as const;

export type RuleFamily = (typeof CORRECTION_RULES)[number]['family'] | (typeof MECHANISM_FAMILIES)[number];

export const RULE_FAMILIES: readonly RuleFamily[] = [
  ...CORRECTION_RULES.map((rule) => rule.family),
  ...MECHANISM_FAMILIES,
];
