import type { CorrectionCategory } from '@/contract/corrections';
import type { CorrectionResult, SpanishCorrector } from '@/server/language/correction/spanish-corrector';
import { Draft } from './draft';
import { loadLexicon } from './lexicon';
import { CORRECTION_RULES } from './rule-registry';
import type { CorrectionRule } from './rules/rule';

/**
 * How the summary names each family, in the order it lists them: short, agreement in one word, so the summary fits
 * under a chat bubble. The subjunctive and the past tenses are checked only after clear signal words ("quiero que",
 * "ayer", "cuando era niño"), so the summary says so rather than listing them as checked.
 */
const SUMMARY_NAMES: readonly [CorrectionCategory, string][] = [
  ['misspellings', 'spelling'],
  ['accents', 'accents'],
  ['verb-forms', 'verb forms'],
  ['articles', 'agreement'],
  ['adjectives', 'agreement'],
  ['subject-verb', 'agreement'],
  ['ser-estar', 'ser/estar'],
  ['gustar', 'gustar'],
  ['tener', 'tener'],
  ['anglicisms', 'false friends'],
  ['personal-a', 'personal a'],
  ['prepositions', 'prepositions'],
  ['por-para', 'por/para'],
  ['word-order', 'word order'],
  ['double-negation', 'double negation'],
];
const SIGNAL_WORD_FAMILIES: readonly CorrectionCategory[] = ['subjunctive', 'preterite-imperfect'];

/**
 * What the built-in corrector says when it found nothing: what it checked and what it cannot check. It never says
 * a sentence is correct, because its rules cover only some mistakes (docs/product.md#message-checks).
 */
export function nothingFoundSummary(rules: readonly CorrectionRule[] = CORRECTION_RULES): string {
  const families = new Set(rules.map((rule) => rule.family));
  const checked = [...new Set(SUMMARY_NAMES.filter(([family]) => families.has(family)).map(([, name]) => name))];
  const list = checked.length > 1 ? `${checked.slice(0, -1).join(', ')} or ${checked.at(-1)!}` : checked.join('');
  const signalWords = SIGNAL_WORD_FAMILIES.some((family) => families.has(family))
    ? 'Subjunctive and past tenses are checked only after signal words; other tenses'
    : 'Tenses';
  return (
    `No mistakes found in ${list}. ` + `${signalWords}, word choice and meaning are not checked without an AI model.`
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
