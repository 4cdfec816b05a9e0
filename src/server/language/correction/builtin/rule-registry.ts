import { accentRules } from './rules/accent-rules';
import { adjectiveAgreement } from './rules/adjective-agreement';
import { anglicisms } from './rules/anglicisms';
import { articleAgreement } from './rules/article-agreement';
import { gustarRules } from './rules/gustar-rules';
import { misspellingRules } from './rules/misspelling-rules';
import { personalA } from './rules/personal-a';
import { punctuationRules } from './rules/punctuation-rules';
import type { CorrectionRule } from './rules/rule';
import { serEstarRules } from './rules/ser-estar';
import { subjectVerbAgreement } from './rules/subject-verb-agreement';
import { tenerExpressions } from './rules/tener-expressions';

/**
 * Every rule of the built-in corrector, in the order it runs. The acceptance tables file their rows under these
 * families and the tests take the list of families from here, so a rule added here is a family they must cover.
 *
 * Order matters: spelling and accents first, so the grammar rules see real words ("tu" → "tú" makes it a subject);
 * then noun phrases, whose gender and number the later rules read; verb constructions before agreement, so
 * agreement checks the verbs they produce; the opening ¿ ¡ last, once the question words are final.
 */
export const CORRECTION_RULES = [
  { family: 'misspellings', apply: misspellingRules },
  { family: 'accents', apply: accentRules },
  { family: 'articles', apply: articleAgreement },
  { family: 'anglicisms', apply: anglicisms },
  { family: 'tener', apply: tenerExpressions },
  { family: 'ser-estar', apply: serEstarRules },
  { family: 'gustar', apply: gustarRules },
  { family: 'subject-verb', apply: subjectVerbAgreement },
  { family: 'adjectives', apply: adjectiveAgreement },
  { family: 'personal-a', apply: personalA },
  { family: 'punctuation', apply: punctuationRules },
] as const satisfies readonly CorrectionRule[];

export type RuleFamily = (typeof CORRECTION_RULES)[number]['family'];

export const RULE_FAMILIES: readonly RuleFamily[] = CORRECTION_RULES.map((rule) => rule.family);
