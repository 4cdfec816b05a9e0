import { CORRECTION_CATEGORY_LABELS } from '@/contract/corrections';
import type { CorrectionResult, SpanishCorrector } from '@/server/language/correction/spanish-corrector';
import { Draft } from './draft';
import { loadLexicon } from './lexicon';
import { CORRECTION_RULES } from './rule-registry';
import type { CorrectionRule } from './rules/rule';

/**
 * What the built-in corrector says when it found nothing: what it checked and what it cannot check. It never says
 * a sentence is correct, because its rules cover only some mistakes (docs/product.md#message-checks).
 */
export function nothingFoundSummary(rules: readonly CorrectionRule[] = CORRECTION_RULES): string {
  const checked = rules
    .filter((rule) => rule.family !== 'punctuation')
    .map((rule) => CORRECTION_CATEGORY_LABELS[rule.family].toLowerCase());
  const list = checked.length > 1 ? `${checked.slice(0, -1).join(', ')} and ${checked.at(-1)!}` : checked.join('');
  return (
    `No mistakes found in what the built-in checker covers: ${list}. ` +
    'Other grammar, word choice and most tense choices are not checked without an AI model.'
  );
}

/**
 * The default corrector: curated rules, no AI. Each rule fires only on a pattern with one possible reading, so a
 * correct sentence comes back untouched; a mistake it is not sure about is left for the learner's partner to
 * model rather than "fixed" into something else. The rules and their order are in rule-registry.ts.
 */
/** `rules` is for tests that check a rule is needed: leaving it out must break the rows of its family. */
export function correctSpanish(text: string, rules: readonly CorrectionRule[] = CORRECTION_RULES): CorrectionResult {
  const lexicon = loadLexicon();
  const draft = new Draft(text);
  for (const rule of rules) {
    draft.fileFixesUnder(rule.family);
    rule.apply({ draft, lexicon });
  }
  const { text: correction, changes } = draft.render();
  if (changes.length === 0 || correction === text)
    return { correction: text, explanation: nothingFoundSummary(), changes: [] };
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
