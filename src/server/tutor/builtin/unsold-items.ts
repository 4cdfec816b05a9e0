import { type AnalysedToken, inflect } from '@/server/language/spanish';
import { readNumberWords } from '@/domain/spanish-numbers';
import { analysed } from './analysis-cache';
import { normaliseText, sentencesOf } from './text-normalisation';

/**
 * What an order asks for that the scene does not sell: "Quiero un bocadillo de jamón y un zumo" at a café whose menu
 * has no bocadillo. A phrase counts only where the turn is surely ordering goods: it is joined to an item the scene
 * sells, or measured out ("medio kilo de peras"). A lone "Quiero una mesa" is no unsold item.
 */
export interface UnsoldPhrase {
  /** The phrase in the plural, as the partner says it: "bocadillos de jamón", "peras". */
  plural?: string;
  /** Its head is a word the lexicon lacks ("chilaquiles", "muffin"): it is not said back, it may be misspelt. */
  unnamed: boolean;
  /** Weighed or counted in a measure ("un kilo de peras"): goods, even with no sold item beside it. */
  measured: boolean;
  /** The sentence it was named in. */
  sentence: string;
}

const DETERMINERS = new Set(['un', 'una', 'unos', 'unas', 'otro', 'otra', 'otros', 'otras', 'medio', 'media']);
/** Words that end a phrase: the next item, what it is for or with. */
const PHRASE_ENDS = new Set(['y', 'e', 'o', 'con', 'sin', 'para', 'por', 'que', 'pero', 'también', 'tambien']);

const isNumber = (token: AnalysedToken) =>
  token.kind === 'number' || (token.kind === 'word' && readNumberWords([normaliseText(token.text)], 0) !== undefined);

/** The phrase a determiner or a count starts, in the learner's words: its head, an adjective, "de" and a noun. */
function phraseAt(tokens: readonly AnalysedToken[], start: number, measures: ReadonlySet<string>) {
  let head = start + 1;
  let measured = false;
  if (measures.has(normaliseText(tokens[head]?.text ?? '')) && normaliseText(tokens[head + 1]?.text ?? '') === 'de') {
    head += 2;
    measured = true;
  }
  const words: AnalysedToken[] = [];
  for (let at = head; at < tokens.length && words.length < 4; at++) {
    const token = tokens[at]!;
    if (token.kind !== 'word' || PHRASE_ENDS.has(normaliseText(token.text))) break;
    words.push(token);
  }
  return { head: words[0], words, measured };
}

/** The plural of a phrase whose head is a noun: "bocadillo de jamón" → "bocadillos de jamón". */
function pluralOf(words: readonly AnalysedToken[]): string | undefined {
  const [head, ...rest] = words;
  const noun = head?.readings.find((reading) => reading.pos === 'noun');
  if (!head || !noun) return undefined;
  // only a noun and its "de" complement: an adjective after it would have to agree too
  if (rest.length > 0 && (normaliseText(rest[0]!.text) !== 'de' || rest.length !== 2)) return undefined;
  const plural =
    noun.number === 'plural'
      ? head.text.toLowerCase()
      : inflect(noun.lemma, { pos: 'noun', number: 'plural', ...(noun.gender ? { gender: noun.gender } : {}) })[0];
  return plural ? [plural, ...rest.map((token) => token.text.toLowerCase())].join(' ') : undefined;
}

/**
 * The phrases of a message's told sentences (never a question) that name goods the scene does not sell. `sells`
 * tells whether normalised words name an item or a thing the scene knows of ("azúcar": it is on the table).
 */
export function unsoldPhrasesIn(
  message: string,
  sells: (words: readonly string[]) => boolean,
  measures: ReadonlySet<string>,
): UnsoldPhrase[] {
  const found: UnsoldPhrase[] = [];
  for (const sentence of sentencesOf(message)) {
    if (sentence.includes('?')) continue;
    const { tokens } = analysed(sentence);
    for (const [at, token] of tokens.entries()) {
      const starts = DETERMINERS.has(normaliseText(token.text)) || isNumber(token);
      if (!starts) continue;
      const { head, words, measured } = phraseAt(tokens, at, measures);
      if (!head || sells(words.map((word) => normaliseText(word.text)))) continue;
      const known = head.readings.length > 0;
      // "un poco", "un momento": a determiner before what is no noun orders nothing
      if (known && !head.readings.some((reading) => reading.pos === 'noun')) continue;
      const plural = known ? pluralOf(words) : undefined;
      if (known && !plural) continue;
      found.push({ ...(plural ? { plural } : {}), unnamed: !known, measured, sentence });
    }
  }
  return found;
}
