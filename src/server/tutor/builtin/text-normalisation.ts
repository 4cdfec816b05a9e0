import { foldAllMarks, matchWords } from '@/domain/spanish-text';

/**
 * Text matching for the built-in partner. Learners type (or dictate) without accents, ¿¡ or capitals, so
 * everything is compared in a normalised form: lower-case, no marks (`foldAllMarks`: ñ matches n), no apostrophes,
 * words joined by single spaces. Every pattern here is compiled once, at module load: a reply must stay well under
 * a millisecond.
 */

const APOSTROPHE = /['’]/g;
const NOT_WORD = /[^\p{L}\p{N}]+/gu;
const CLAUSE_BREAK = /[.,;:!?¿¡()"'‘’“”«»…\n]/;
const SENTENCE_BREAK = /[.!?¿¡\n]/;
const UPPER_START = /^\p{Lu}/u;
const SENTENCE_START_LOWER = /(^|[.!?]\s+)([¿¡«"“']*)(\p{Ll})/gu;

/** One word of what the learner wrote, in both forms. */
export interface Token {
  /** As written, without surrounding punctuation ("Bogotá"). */
  raw: string;
  /** Normalised ("bogota"). */
  norm: string;
  /** A comma, full stop or other mark comes before the next word: a phrase ends here. */
  breakAfter: boolean;
  /** The first word of a sentence, where a capital says nothing about names. */
  sentenceStart: boolean;
  capitalised: boolean;
  /** Only a hyphen stands between this word and the next: one compound ("check-out"). */
  hyphenAfter?: boolean;
}

/** A message ready for matching: its words, and the normalised text padded with spaces for whole-word search. */
export interface MatchableText {
  raw: string;
  tokens: readonly Token[];
  /** " word word word ": `padded.includes(' ' + phrase + ' ')` is a whole-word phrase match. */
  padded: string;
  /** The same, lower-case but with accents kept, where they tell words apart ("té" and "te"). */
  accentedPadded: string;
}

export function normaliseWord(word: string): string {
  return foldAllMarks(word).replace(APOSTROPHE, '');
}

/**
 * The normalised form of any text: its words, normalised, joined by single spaces. Folding the whole string
 * at once (rather than word by word) keeps this cheap: it runs on every partner message of the history each turn.
 */
/**
 * Normalised texts by their raw text. The partner is stateless, so every turn reads the whole conversation again:
 * the same messages, plan questions and scene lines are normalised turn after turn (a third of a reply's time
 * before this cache). Bounded: it starts again when full.
 */
const normalised = new Map<string, string>();
const NORMALISED_CACHE_SIZE = 20_000;

/**
 * Whether two normalised words name the same thing across a slip of form or language: the same, or from five letters
 * on with their first five the same ("destino", "destinos"; "histórico", "historic").
 */
export function sharesAStem(word: string, other: string): boolean {
  return other === word || (word.length >= 5 && other.length >= 5 && other.slice(0, 5) === word.slice(0, 5));
}

export function normaliseText(text: string): string {
  let result = normalised.get(text);
  if (result === undefined) {
    result = foldAllMarks(text).replace(APOSTROPHE, '').replace(NOT_WORD, ' ').trim();
    if (normalised.size >= NORMALISED_CACHE_SIZE) normalised.clear();
    normalised.set(text, result);
  }
  return result;
}

export function tokenise(raw: string): MatchableText {
  const tokens: Token[] = [];
  let previousEnd = 0;
  let sentenceStart = true;
  for (const match of matchWords(raw)) {
    const start = match.index;
    const gap = raw.slice(previousEnd, start);
    const previous = tokens[tokens.length - 1];
    if (previous && CLAUSE_BREAK.test(gap)) previous.breakAfter = true;
    if (previous && gap === '-') previous.hyphenAfter = true;
    if (tokens.length > 0) sentenceStart = SENTENCE_BREAK.test(gap);
    const word = match[0];
    tokens.push({
      raw: word,
      norm: normaliseWord(word),
      breakAfter: false,
      sentenceStart,
      capitalised: UPPER_START.test(word),
    });
    previousEnd = start + word.length;
  }
  const last = tokens[tokens.length - 1];
  if (last) last.breakAfter = true;
  return {
    raw,
    tokens,
    padded: ` ${tokens.map((token) => token.norm).join(' ')} `,
    accentedPadded: ` ${tokens.map((token) => token.raw.toLowerCase()).join(' ')} `,
  };
}

/** Whether a normalised phrase occurs as whole words. */
export function hasPhrase(text: MatchableText, normalisedPhrase: string): boolean {
  return text.padded.includes(` ${normalisedPhrase} `);
}

/** Index of the first token of the phrase's first whole-word occurrence at or after `from`, or -1. */
export function findPhrase(tokens: readonly Token[], phrase: readonly string[], from = 0): number {
  const first = phrase[0];
  if (first === undefined) return -1;
  outer: for (let index = from; index <= tokens.length - phrase.length; index++) {
    if (tokens[index]!.norm !== first) continue;
    for (let offset = 1; offset < phrase.length; offset++) {
      if (tokens[index + offset]!.norm !== phrase[offset]) continue outer;
    }
    return index;
  }
  return -1;
}

/** A normalised phrase split into words, for `findPhrase`. */
export function phraseWords(phrase: string): string[] {
  const normalised = normaliseText(phrase);
  return normalised ? normalised.split(' ') : [];
}

/** Upper-cases the first letter of every sentence ("¿el pescado?" -> "¿El pescado?") after slots are filled. */
export function capitaliseSentences(text: string): string {
  return text.replace(
    SENTENCE_START_LOWER,
    (_match, before: string, marks: string, letter: string) => `${before}${marks}${letter.toUpperCase()}`,
  );
}

/** Where a sentence of a turn ends: . ! ? or … before a space, or where ¡ or ¿ opens a new one. */
const TURN_SENTENCE_BREAK = /(?<=[.!?…])\s+|\s+(?=[¡¿])/u;

/** The sentences of a learner's turn that hold a word, trimmed: what goodbyes, news and acts are read from. */
export function sentencesOf(text: string): string[] {
  return text
    .split(TURN_SENTENCE_BREAK)
    .map((sentence) => sentence.trim())
    .filter((sentence) => /\p{L}/u.test(sentence));
}

/** The question a turn ends on, from the start of the sentence that opens its last "¿": "Y una tostada. ¿Tenéis
 * wifi?" → "¿Tenéis wifi?", but "Tengo un perro pequeño, ¿es posible vivir con él?" keeps the clause before the
 * comma, which tells what "él" is; the whole turn when it opens none. */
export function lastQuestionOf(turn: string): string {
  const opened = turn.lastIndexOf('¿');
  if (opened <= 0) return turn;
  const sentenceEnd = Math.max(...['.', '!', '?', '…', '\n'].map((mark) => turn.lastIndexOf(mark, opened)));
  return turn.slice(sentenceEnd + 1).trimStart();
}

/** A text's words in the normalised form (lower-case, no marks), for matching phrases of a table. */
export function normalisedWords(text: string): string[] {
  return normaliseText(text).split(' ').filter(Boolean);
}

/** Words a text capitalises inside its sentences, not after a full stop: names ("y Valentina, de 7", "a Menorca"). */
export function namesWrittenIn(text: string): Set<string> {
  return new Set(
    // after a word, a figure or a comma, never after a full stop, a colon or the text's start
    [...text.matchAll(/(?<=[\p{L}\p{N},;)]\s+)\p{Lu}\p{Ll}+/gu)].map((match) => match[0]),
  );
}

/** A question word ("qué", "cuánto", "por qué"), by letters, not \b: "qué" ends in a letter \b does not know. */
export const QUESTION_WORD =
  /(?<!\p{L})(?:qué|cuál|cuáles|cuánto|cuánta|cuántos|cuántas|cómo|dónde|cuándo|quién|quiénes|por qué)(?!\p{L})/iu;
