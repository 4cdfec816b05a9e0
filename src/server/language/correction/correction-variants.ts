import { analyze, type AnalysedToken, type Reading } from '@/server/language/spanish';
import type { SpanishCorrector } from './spanish-corrector';

const wordsOf = (tokens: readonly AnalysedToken[]): AnalysedToken[] => tokens.filter((token) => token.kind === 'word');

/**
 * Two words are the same word in the other gender, nothing else changed: a reading of each with the same lemma, word
 * class and number ("contento", "contenta"; "hermano", "hermana"). Only gender: it depends on who is speaking or
 * spoken of, which the card cannot know; a number or a person the corrector might miss is not risked.
 */
function otherGender(a: AnalysedToken, b: AnalysedToken): boolean {
  const gendered = (gender: string | undefined) => gender === 'masculine' || gender === 'feminine';
  return a.readings.some((x) =>
    b.readings.some(
      (y) =>
        x.lemma === y.lemma &&
        x.pos === y.pos &&
        x.number === y.number &&
        gendered(x.gender) &&
        gendered(y.gender) &&
        x.gender !== y.gender,
    ),
  );
}

/** The same words where they differ the same word in the other gender, at least one of them. */
function genderVariant(expected: readonly AnalysedToken[], given: readonly AnalysedToken[]): boolean {
  const want = wordsOf(expected);
  const got = wordsOf(given);
  if (want.length === 0 || want.length !== got.length) return false;
  let differing = 0;
  for (const [index, word] of want.entries()) {
    const other = got[index]!;
    if (word.text.toLowerCase() === other.text.toLowerCase()) continue;
    if (!otherGender(word, other)) return false;
    differing++;
  }
  return differing > 0;
}

/**
 * Negation is the one clause adverb whose place is fixed (before the verb: "no me gusta", "nunca como carne"; after
 * it only with "no": "no como carne nunca"), and the lexicon does not mark polarity, so its few words are named here.
 */
const NEGATION = new Set(['no', 'nunca', 'jamás', 'tampoco', 'nada']);

/** A sentence's words and numbers (what the learner typed, without punctuation), each with its place in the tokens. */
interface Sentence {
  tokens: readonly AnalysedToken[];
  /** Indexes into `tokens` of the words and numbers, in order. */
  words: number[];
  /** The same words, lower-cased: what two sentences are compared by. */
  keys: string[];
}

function sentenceOf(text: string): Sentence {
  const { tokens } = analyze(text);
  const words = tokens.flatMap((token, index) => (token.kind === 'punctuation' ? [] : [index]));
  return { tokens, words, keys: words.map((index) => tokens[index]!.text.toLocaleLowerCase('es')) };
}

const readingAt = (sentence: Sentence, word: number): Reading | undefined =>
  sentence.tokens[sentence.words[word] ?? -1]?.reading;

/** Whether a punctuation mark stands between two words of a sentence (a comma, a clause's end). */
function punctuationBetween(sentence: Sentence, a: number, b: number): boolean {
  const [from, to] = [sentence.words[Math.min(a, b)]!, sentence.words[Math.max(a, b)]!];
  return sentence.tokens.slice(from + 1, to).some((token) => token.kind === 'punctuation');
}

/**
 * What an adverb just before it modifies rather than the clause: an adjective or participle ("muy cansado"), another
 * adverb ("no tarde"), a noun phrase or a number ("más agua", "solo un hermano", "también yo"). Only a verb that is
 * not a participle, a clitic pronoun or a preposition may follow a clause adverb.
 */
function modifiable(sentence: Sentence, word: number): boolean {
  const token = sentence.tokens[sentence.words[word] ?? -1];
  if (!token) return false;
  if (token.kind === 'number') return true;
  const reading = token.reading;
  if (!reading) return true;
  if (reading.pos === 'verb') return reading.verbForm === 'participle';
  if (reading.pos === 'pronoun') return reading.kind !== 'clitic';
  return !['preposition', 'coordinating-conjunction', 'subordinating-conjunction', 'interjection'].includes(
    reading.pos,
  );
}

/** A word that needs the very next word for itself: an article or determiner, a preposition, a clitic pronoun. */
function needsNext(sentence: Sentence, word: number): boolean {
  const reading = readingAt(sentence, word);
  if (!reading) return false;
  return (
    reading.pos === 'determiner' ||
    reading.pos === 'preposition' ||
    (reading.pos === 'pronoun' && reading.kind === 'clitic')
  );
}

/**
 * An adverb that modifies its clause where it stands: read as an adverb in context (not a degree word before an
 * adjective, "muy", nor a question or relative word, "cuándo", "donde"), not negation, and not followed by a word it
 * would modify instead, nor glued after a word that needs the next one ("el", "de", "me").
 */
function clauseAdverb(sentence: Sentence, word: number): boolean {
  const reading = readingAt(sentence, word);
  if (reading?.pos !== 'adverb' || reading.tags.startsWith('preadv')) return false;
  if (reading.kind === 'interrogative' || reading.kind === 'relative') return false;
  if (NEGATION.has(sentence.keys[word]!)) return false;
  const next = word + 1;
  if (next < sentence.words.length && !punctuationBetween(sentence, word, next) && modifiable(sentence, next))
    return false;
  const previous = word - 1;
  return previous < 0 || punctuationBetween(sentence, previous, word) || !needsNext(sentence, previous);
}

/**
 * What an adverb may not move across: a clause boundary (a punctuation mark, a conjunction, a relative or question
 * word: "dice que viene mañana" is not "mañana dice que viene"), or another clause adverb or negation, whose order
 * with it is meaning ("no siempre", "siempre no").
 */
function barrier(sentence: Sentence, word: number): boolean {
  const reading = readingAt(sentence, word);
  if (NEGATION.has(sentence.keys[word]!)) return true;
  if (!reading) return false;
  if (reading.pos === 'coordinating-conjunction' || reading.pos === 'subordinating-conjunction') return true;
  if (reading.kind === 'relative' || reading.kind === 'interrogative') return true;
  return clauseAdverb(sentence, word);
}

const without = (keys: readonly string[], index: number) => [...keys.slice(0, index), ...keys.slice(index + 1)];
const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((key, i) => key === b[i]);

/**
 * The same words as the correction where one clause adverb stands elsewhere in its clause: "Me gusta leer mucho" for
 * "Me gusta mucho leer", "Mañana te llamo" for "Te llamo mañana". The adverb is one in both sentences (by its
 * reading in context) and crosses no clause boundary and no other clause adverb; any other word moved, or two, is not
 * this.
 */
function movedAdverb(expected: Sentence, given: Sentence): boolean {
  const [want, got] = [expected.keys, given.keys];
  if (want.length < 2 || want.length !== got.length || same(want, got)) return false;
  for (let from = 0; from < want.length; from++) {
    if (!clauseAdverb(expected, from)) continue;
    for (let to = 0; to < got.length; to++) {
      if (to === from || got[to] !== want[from] || !same(without(want, from), without(got, to))) continue;
      if (!clauseAdverb(given, to)) continue;
      const [first, last] = from < to ? [from + 1, to] : [to, from - 1];
      if (punctuationBetween(expected, from, to)) continue;
      let crossed = false;
      for (let word = first; word <= last && !crossed; word++) crossed = barrier(expected, word);
      if (!crossed) return true;
    }
  }
  return false;
}

/**
 * Whether a learner's answer to a "Fix it" card is another correct way of saying the corrected sentence, and the
 * built-in corrector finds nothing in it:
 * - the same words, where they differ the same word in the other gender ("Estoy contenta" for "Estoy contento", a
 *   woman speaking), the corrector checking that the genders still agree;
 * - the same words with one clause adverb in another place in its clause ("Me gusta leer mucho" for "Me gusta mucho
 *   leer").
 * Anything else (another word, a word more or less, another word moved) is left to the exact check: saying a wrong
 * sentence is right would teach it.
 */
export async function isCorrectionVariant(
  expected: string,
  given: string,
  corrector: SpanishCorrector,
): Promise<boolean> {
  const want = sentenceOf(expected);
  const got = sentenceOf(given);
  if (!genderVariant(want.tokens, got.tokens) && !movedAdverb(want, got)) return false;
  const check = await corrector.correct(given);
  return check.changes.length === 0;
}
