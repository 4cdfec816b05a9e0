import { wordCount, type BilingualLine } from '@/server/content/topic-file-schema';
import { isNumberWord } from '@/domain/spanish-numbers';
import { normaliseText } from './text-normalisation';

/** Beginner replies stay under 25 words (reaction and question together). */
export const BEGINNER_MAX_WORDS = 24;

/** One piece of a reply: a reaction, an answer, a question ... */
export interface ReplyPart {
  line: BilingualLine;
  /** Other wordings of the same piece; the shortest is tried before the piece is dropped (or, if required, kept). */
  shorter?: readonly BilingualLine[];
  /** Set on pieces a beginner reply can lose when it runs long; the highest rank goes first. Required pieces have none. */
  dropRank?: number;
}

/**
 * Joins the pieces in order, Spanish with Spanish and English with English, so the translation follows the
 * reply sentence by sentence. With a word budget, optional pieces are shortened, then dropped, until it fits;
 * if it still does not, required pieces are shortened (an answer to its first sentence) but never dropped.
 */
export function composeReply(parts: readonly ReplyPart[], maxWords?: number): BilingualLine {
  // two pieces that say the same ("Yo me levanto siempre a las siete." and "Me levanto a las siete.") say it once,
  // in the words that say more: "¿El ascensor está roto?" said back gives way to "El ascensor del edificio está roto
  // desde el lunes…", which answers it
  const same = (one: ReplyPart, other: ReplyPart) => linesRepeat(one.line.es, other.line.es);
  const saysLess = (one: ReplyPart, other: ReplyPart) => wordCount(one.line.es) < wordCount(other.line.es);
  const pieces = parts
    .filter(
      (part, index) =>
        !parts.slice(0, index).some((earlier) => same(earlier, part) && !saysLess(earlier, part)) &&
        !parts.slice(index + 1).some((later) => same(part, later) && saysLess(part, later)),
    )
    .map((part) => ({ ...part }));
  const total = () => pieces.reduce((sum, piece) => sum + wordCount(piece.line.es), 0);
  while (maxWords !== undefined && total() > maxWords) {
    let target: (typeof pieces)[number] | undefined;
    for (const piece of pieces) {
      if (piece.dropRank !== undefined && (target === undefined || piece.dropRank > target.dropRank!)) target = piece;
    }
    if (target) {
      if (!shorten(target)) pieces.splice(pieces.indexOf(target), 1);
      continue;
    }
    if (!pieces.some(shorten)) break;
  }
  return { es: pieces.map((piece) => piece.line.es).join(' '), en: pieces.map((piece) => piece.line.en).join(' ') };
}

/** Swaps a piece for its shortest shorter wording, once; false when there is none. */
function shorten(piece: ReplyPart): boolean {
  const current = wordCount(piece.line.es);
  const shortest = (piece.shorter ?? [])
    .filter((line) => wordCount(line.es) < current)
    .sort((a, b) => wordCount(a.es) - wordCount(b.es))[0];
  if (!shortest) return false;
  piece.line = shortest;
  piece.shorter = undefined;
  return true;
}

const SENTENCE_END = /(?<=[.;!?])\s+/;
const TRAILING_SEMICOLON = /;$/;

/**
 * The first sentence of a line, when Spanish and English split into the same number of sentences (so the
 * translation still matches): "Sí, tengo un hermano. Es cocinero." -> "Sí, tengo un hermano."
 */
export function firstSentence(line: BilingualLine): BilingualLine | undefined {
  const es = line.es.split(SENTENCE_END);
  const en = line.en.split(SENTENCE_END);
  if (es.length < 2 || es.length !== en.length) return undefined;
  const close = (sentence: string) => sentence.replace(TRAILING_SEMICOLON, '.');
  return { es: close(es[0]!), en: close(en[0]!) };
}

/** One answer holds the other ("Soy de Valencia." in "Soy de Valencia, en España."): said once. */
export function saysTheSame(one: string, other: string): boolean {
  const [a, b] = [normaliseText(one), normaliseText(other)];
  // a line of a word or two ("En español:") is part of others, not the same as them
  const long = (text: string) => text.split(' ').length >= 3;
  if ((long(b) && a.includes(b)) || (long(a) && b.includes(a))) return true;
  // "Yo me levanto siempre a las siete." holds "Me levanto a las siete.": every word of one, but for the subject
  // pronoun and a word of frequency, is in the other
  const words = (text: string) => text.split(' ').filter((word) => !ASIDE_WORDS.has(word));
  const [wordsA, wordsB] = [words(a), words(b)];
  const within = (inner: readonly string[], outer: readonly string[]) =>
    inner.length >= 3 && inner.every((word) => outer.includes(word));
  return within(wordsA, wordsB) || within(wordsB, wordsA);
}

/** Two lines of which one holds the other or gives the same measure: a reply says them once. */
export function linesRepeat(one: string, other: string): boolean {
  return saysTheSame(one, other) || sameMeasure(one, other);
}

/** "un café", "una vez": an article as often as a number, never a measure on its own. */
const ONE = new Set(['un', 'una', 'uno']);

/**
 * Two pieces that measure the same thing ("está a veinte minutos a pie" and "unos diez minutos a pie"): the first
 * is said, since a second figure would contradict it. A measure is a number and the three words after it.
 */
function sameMeasure(one: string, other: string): boolean {
  const measures = (text: string) => {
    const words = normaliseText(text).split(' ');
    return words.flatMap((word, index) =>
      (/^\d+$/.test(word) || (isNumberWord(word) && !ONE.has(word))) && index + 3 < words.length
        ? [words.slice(index + 1, index + 4).join(' ')]
        : [],
    );
  };
  const first = new Set(measures(one));
  return measures(other).some((measure) => first.has(measure));
}

/** Words an answer may add or leave out and still say the same: "yo", "siempre", "normalmente". */
const ASIDE_WORDS = new Set(['yo', 'siempre', 'normalmente', 'tambien', 'pues', 'bueno', 'si', 'claro']);
