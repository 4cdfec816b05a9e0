import type { Draft, SentenceSpan } from './draft';

/** Reading whole clauses: the rules on tenses and moods look past the words next to each other. */

/** The sentence a word belongs to. */
export function sentenceAt(draft: Draft, index: number): SentenceSpan {
  return draft.sentences().find((span) => index >= span.start && index < span.end)!;
}

/** The words [start, end) of the clause around `index`: between the punctuation marks on either side. */
export function clauseAt(draft: Draft, index: number): { start: number; end: number } {
  let start = index;
  while (start > 0 && !draft.breakBefore(start)) start--;
  let end = index + 1;
  while (end < draft.length && !draft.breakBefore(end)) end++;
  return { start, end };
}

/** Whether any of `words` (accent-folded) occurs in [start, end). */
export function hasWord(draft: Draft, start: number, end: number, words: ReadonlySet<string>): boolean {
  for (let index = start; index < end; index++) if (words.has(draft.folded(index))) return true;
  return false;
}

/** Quotes the words of a fix in an explanation: the first loses the sentence's capital, names keep theirs. */
export function quotePhrase(words: readonly string[]): string {
  const [first = '', ...rest] = words;
  return [first.toLowerCase(), ...rest].join(' ');
}
