import type { CorrectionCategory } from '@/contract/corrections';
import { matchCase } from '@/domain/spanish-text';
import type { AnalysedToken, Analysis } from '@/server/language/spanish';

/**
 * One proposed correction: the input's characters [start, end) become `replacement`. Mechanisms and the ordered
 * rules both propose edits on the sentence as the learner wrote it; `mergeEdits` resolves overlaps and the guard
 * (guard.ts) keeps only those it can verify.
 */
export interface Edit {
  start: number;
  end: number;
  replacement: string;
  category: CorrectionCategory;
  /** One short English sentence a learner understands, ending with ".". */
  explanation: string;
  /** Who proposed it: a general mechanism over the analysis, one of the ordered rules, or a configured AI model. */
  source: 'mechanism' | 'rule' | 'model';
  /** Which mechanism or rule family proposed it (set by `proposeEdits` and the rules' pass), for the evaluation. */
  origin?: string;
}

/** A mechanism: reads the analysed sentence and proposes edits, each on its own, without seeing the others'. */
export type Mechanism = (sentence: Analysis) => Edit[];

/** Applies non-overlapping edits to a text. */
export function applyEdits(text: string, edits: readonly Edit[]): string {
  let result = '';
  let at = 0;
  for (const edit of [...edits].sort((a, b) => a.start - b.start)) {
    result += text.slice(at, edit.start) + edit.replacement;
    at = edit.end;
  }
  return result + text.slice(at);
}

/** Where each edit lands in the text `applyEdits` makes of them: [start, end) in the output. */
export function outputSpans(edits: readonly Edit[]): Map<Edit, { start: number; end: number }> {
  const spans = new Map<Edit, { start: number; end: number }>();
  let shift = 0;
  for (const edit of [...edits].sort((a, b) => a.start - b.start)) {
    const start = edit.start + shift;
    spans.set(edit, { start, end: start + edit.replacement.length });
    shift += edit.replacement.length - (edit.end - edit.start);
  }
  return spans;
}

/** An edit replacing one token by a word, keeping the learner's capital. */
export function replaceToken(
  token: AnalysedToken,
  word: string,
  category: CorrectionCategory,
  explanation: string,
): Edit {
  return {
    start: token.start,
    end: token.end,
    replacement: matchCase(token.text, word),
    category,
    explanation,
    source: 'mechanism',
  };
}

/** An edit replacing tokens [from, to] (inclusive) by a text, keeping the first token's capital. */
export function replaceTokens(
  first: AnalysedToken,
  last: AnalysedToken,
  words: string,
  category: CorrectionCategory,
  explanation: string,
): Edit {
  return {
    start: first.start,
    end: last.end,
    replacement: matchCase(first.text, words),
    category,
    explanation,
    source: 'mechanism',
  };
}

const overlaps = (a: Edit, b: Edit) => a.start < b.end && b.start < a.end;
const covers = (a: Edit, b: Edit) => a.start <= b.start && b.end <= a.end;
/** Agreement decides a word's ending, so it wins over an accent or spelling fix of the same word. */
const AGREEMENT: readonly CorrectionCategory[] = ['articles', 'adjectives', 'subject-verb'];

/** An edit that only opens a question or exclamation on a word: "Tambien" → "¡Tambien". */
const opensWith = (edit: Edit) => edit.category === 'punctuation' && /^[¿¡]/.test(edit.replacement);

/**
 * A word fix and an opening ¿ ¡ on the same word, made one: "Tambien" → "También" and "¡Tambien" give "¡También",
 * filed under the word's fix and explained by both, as the ordered rules' draft joins them.
 */
function withOpeningMark(mark: Edit, word: Edit): Edit {
  const opening = mark.explanation.charAt(0).toLowerCase() + mark.explanation.slice(1);
  return {
    ...word,
    replacement: mark.replacement.charAt(0) + word.replacement,
    explanation: `${word.explanation.replace(/\.$/, '')}; ${opening}`,
  };
}

/**
 * One merge step instead of ordered passes: of two overlapping edits the wider one wins ("la problema dificil" →
 * "el problema difícil" over "dificil" → "difícil"); on the same words an agreement fix wins (it also writes the
 * accent: "simpatico" → "simpáticos", not "simpático"), else the curated rule's; a partial overlap keeps the one
 * proposed first (the rules'); an opening ¿ ¡ and a fix of the same word combine ("¡También").
 */
export function mergeEdits(edits: readonly Edit[]): Edit[] {
  const kept: Edit[] = [];
  for (const edit of edits) {
    const clash = kept.filter((other) => overlaps(edit, other));
    if (clash.length === 0) {
      kept.push(edit);
      continue;
    }
    const [other] = clash as [Edit];
    if (clash.length === 1 && covers(edit, other) && covers(other, edit) && opensWith(edit) !== opensWith(other)) {
      kept.splice(
        kept.indexOf(other),
        1,
        opensWith(other) ? withOpeningMark(other, edit) : withOpeningMark(edit, other),
      );
      continue;
    }
    const wins = clash.every((other) => {
      if (covers(edit, other) && !covers(other, edit)) return true;
      if (covers(edit, other) && covers(other, edit))
        return AGREEMENT.includes(edit.category) && !AGREEMENT.includes(other.category);
      return false;
    });
    if (!wins) continue;
    for (const other of clash) kept.splice(kept.indexOf(other), 1);
    kept.push(edit);
  }
  return kept.sort((a, b) => a.start - b.start);
}
