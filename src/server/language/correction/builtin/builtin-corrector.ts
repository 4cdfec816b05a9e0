import {
  NO_CORRECTION_NEEDED,
  type CorrectionResult,
  type SpanishCorrector,
} from '@/server/language/correction/spanish-corrector';
import { Draft } from './draft';
import { loadLexicon } from './lexicon';
import { CORRECTION_RULES } from './rule-registry';
import type { CorrectionRule } from './rules/rule';

/**
 * The default corrector: curated rules, no AI. Each rule fires only on a pattern with one possible reading, so a
 * correct sentence comes back untouched; a mistake it is not sure about is left for the learner's partner to
 * model rather than "fixed" into something else. The rules and their order are in rule-registry.ts.
 */
/** `rules` is for tests that check a rule is needed: leaving it out must break the rows of its family. */
export function correctSpanish(text: string, rules: readonly CorrectionRule[] = CORRECTION_RULES): CorrectionResult {
  const lexicon = loadLexicon();
  const draft = new Draft(text);
  for (const rule of rules) rule.apply({ draft, lexicon });
  const { text: correction, changes } = draft.render();
  if (changes.length === 0 || correction === text)
    return { correction: text, explanation: NO_CORRECTION_NEEDED, changes: [] };
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
