import type { Draft, SentenceSpan } from './draft';
import { determiner, OBJECT_CLITICS, SUBJECT_PRONOUNS } from './grammar-words';
import type { Lexicon } from './lexicon';
import type { Person } from './verbs';

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

/** Whether the folded words of `phrase` occur in a row in [start, end), without punctuation inside. */
export function hasPhrase(draft: Draft, start: number, end: number, phrase: readonly string[]): boolean {
  for (let index = start; index + phrase.length <= end; index++) {
    if (
      phrase.every(
        (word, offset) => draft.folded(index + offset) === word && (offset === 0 || !draft.breakBefore(index + offset)),
      )
    )
      return true;
  }
  return false;
}

const SUBJECT_ADVERBS = new Set(['no', 'tambien', 'tampoco', 'siempre', 'nunca', 'ya', 'todavia', 'solo', 'aun']);

export interface ClauseSubject {
  /** The first word after the subject, adverbs and clitics: where the verb should be. */
  verb: number;
  /** The person the subject shows, when it shows one (a pronoun; a noun phrase or a name is third person). */
  person: Person | undefined;
}

/**
 * Skips what may stand between a conjunction and its verb ("que tú no me", "que mi hermano", "que Ana"): at most
 * one subject, then adverbs and clitics. Undefined when punctuation comes first or the clause ends.
 */
export function skipToVerb(draft: Draft, lexicon: Lexicon, from: number): ClauseSubject | undefined {
  let index = from;
  let person: Person | undefined;
  const pronoun = SUBJECT_PRONOUNS.get(draft.lower(index));
  if (pronoun) {
    person = pronoun.person;
    index++;
  } else if (draft.isName(index)) {
    person = 2;
    index++;
  } else {
    const det = determiner(draft.lower(index));
    const noun = det && index + 1 < draft.length ? lexicon.noun(draft.lower(index + 1)) : undefined;
    if (det && noun && !draft.breakBefore(index + 1)) {
      person = noun.plural ? 5 : 2;
      index += 2;
      if (index < draft.length && !draft.breakBefore(index) && lexicon.adjective(draft.lower(index))) index++;
    }
  }
  for (let skipped = 0; skipped < 3 && index < draft.length; skipped++) {
    const folded = draft.folded(index);
    if (!SUBJECT_ADVERBS.has(folded) && !OBJECT_CLITICS.has(folded)) break;
    if (index > from && draft.breakBefore(index)) return undefined;
    index++;
  }
  if (index >= draft.length || (index > from && draft.breakBefore(index))) return undefined;
  return { verb: index, person };
}

/** The subject written before a verb, when there is one: a pronoun, a name, or a noun with its determiner. */
export function subjectPersonBefore(draft: Draft, lexicon: Lexicon, verb: number): Person | undefined {
  let index = verb - 1;
  while (
    index >= 0 &&
    !draft.breakBefore(index + 1) &&
    (SUBJECT_ADVERBS.has(draft.folded(index)) || OBJECT_CLITICS.has(draft.folded(index)))
  )
    index--;
  if (index < 0 || draft.breakBefore(index + 1)) return undefined;
  const pronoun = SUBJECT_PRONOUNS.get(draft.lower(index));
  if (pronoun) return pronoun.person;
  if (draft.isName(index)) return 2;
  const noun = lexicon.noun(draft.lower(index));
  if (noun && index > 0 && determiner(draft.lower(index - 1)) && !draft.breakBefore(index)) return noun.plural ? 5 : 2;
  return undefined;
}

/** Quotes the words of a fix in an explanation: the first loses the sentence's capital, names keep theirs. */
export function quotePhrase(words: readonly string[]): string {
  const [first = '', ...rest] = words;
  return [first.toLowerCase(), ...rest].join(' ');
}
