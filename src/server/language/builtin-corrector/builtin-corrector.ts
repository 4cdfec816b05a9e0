import { NO_CORRECTION_NEEDED, type CorrectionResult, type SpanishCorrector } from '@/server/language/spanish-corrector';
import { Draft } from './draft';
import { loadLexicon } from './lexicon';
import { accentRules } from './rules/accent-rules';
import { adjectiveAgreement } from './rules/adjective-agreement';
import { anglicisms } from './rules/anglicisms';
import { articleAgreement } from './rules/article-agreement';
import { gustarRules } from './rules/gustar-rules';
import { misspellingRules } from './rules/misspelling-rules';
import { personalA } from './rules/personal-a';
import { punctuationRules } from './rules/punctuation-rules';
import type { Rule } from './rules/rule';
import { serEstarRules } from './rules/ser-estar';
import { subjectVerbAgreement } from './rules/subject-verb-agreement';
import { tenerExpressions } from './rules/tener-expressions';

/**
 * The default corrector: curated rules, no AI. Each rule fires only on a pattern with one possible reading, so a
 * correct sentence comes back untouched; a mistake it is not sure about is left for the learner's partner to
 * model rather than "fixed" into something else.
 *
 * Order matters: spelling and accents first, so the grammar rules see real words ("tu" → "tú" makes it a subject);
 * then noun phrases, whose gender and number the later rules read; verb constructions before agreement, so
 * agreement checks the verbs they produce; the opening ¿ ¡ last, once the question words are final.
 */
const RULES: readonly Rule[] = [
  misspellingRules,
  accentRules,
  articleAgreement,
  anglicisms,
  tenerExpressions,
  serEstarRules,
  gustarRules,
  subjectVerbAgreement,
  adjectiveAgreement,
  personalA,
  punctuationRules,
];

export function correctSpanish(text: string): CorrectionResult {
  const lexicon = loadLexicon();
  const draft = new Draft(text);
  for (const rule of RULES) rule({ draft, lexicon });
  const { text: correction, changes } = draft.render();
  if (changes.length === 0 || correction === text) return { correction: text, explanation: NO_CORRECTION_NEEDED, changes: [] };
  return { correction, explanation: changes.map((change) => change.explanation).join(' '), changes };
}

export function createBuiltinCorrector(): SpanishCorrector {
  return {
    name: 'builtin',
    correct: async (text, signal) => {
      signal?.throwIfAborted();
      return correctSpanish(text);
    },
  };
}
