import { foldAccents } from '@/domain/spanish-text';
import type { AnalysedToken, Reading } from '@/server/language/spanish';
import { ruleWords } from '@/server/language/correction/builtin/rules/rule-words';
import { knownAccentVariants } from './accents';
import { isPerson } from './personal-a';

/**
 * What the gustar mechanism (gustar.ts) reads in a sentence: the verbs of the class, what is liked after them and who
 * likes before them, over the language core's analysis. The word classes are data (`content/corrector/
 * rule-words.json`, "gustar-rules").
 */

export type Tokens = readonly AnalysedToken[];

const words = (name: string) => ruleWords('gustar-rules', name);
/** gustar, encantar, interesar, molestar, importar, fascinar, doler. */
export const LIKE_VERBS = words('LIKE_VERBS');
/** faltar, quedar: they agree with what follows only after a clitic ("me faltan dos libros"). */
export const CLITIC_ONLY_VERBS = words('CLITIC_ONLY_VERBS');
export const CLITICS = ['me', 'te', 'le', 'nos', 'os', 'les'] as const;

export const lower = (token: AnalysedToken | undefined) => token?.text.toLowerCase() ?? '';
export const folded = (token: AnalysedToken | undefined) => foldAccents(lower(token));
/** A word or number right at `index`, no mark between it and the word before. */
export const isWordAt = (tokens: Tokens, index: number) =>
  tokens[index] !== undefined && tokens[index].kind !== 'punctuation';
/** Whether a clause opens at `index`: the sentence's start or a mark before it. */
export const opensAt = (tokens: Tokens, index: number) => index === 0 || tokens[index - 1]!.kind === 'punctuation';
const opensSentence = (tokens: Tokens, index: number) => index === 0 || /[.!?¿¡]/u.test(tokens[index - 1]!.text);

/**
 * A name: capitalised inside the sentence, or opening it as a word the lexicon knows only as a name or not at all
 * ("Jungkook le gusta…"; "Ella", "Mañana" are words, and "Tambien" is "también" without its accent).
 */
const CLAUSE_CLITICS = new Set(['me', 'te', 'le', 'nos', 'os', 'les', 'se']);

export function isNameAt(tokens: Tokens, index: number): boolean {
  const token = tokens[index];
  if (!token || token.kind !== 'word' || !/^\p{Lu}/u.test(token.text)) return false;
  if (!opensSentence(tokens, index)) return true;
  return (
    token.readings.every((reading) => reading.pos === 'proper-noun') && knownAccentVariants(token.text).length === 0
  );
}

/** A name capitalised inside the sentence, where a capital can mean nothing else. */
export const isSureNameAt = (tokens: Tokens, index: number) => isNameAt(tokens, index) && !opensSentence(tokens, index);

/** The verb of the class in a finite form of the third person, any tense ("gusta", "encantaban", "dolió"). */
export function likeVerbAt(
  tokens: Tokens,
  index: number,
  lemmas: ReadonlySet<string> = LIKE_VERBS,
  third = true,
): Reading | undefined {
  const token = tokens[index];
  const fits = token?.readings.filter(
    (reading) =>
      reading.pos === 'verb' &&
      reading.verbForm === 'finite' &&
      lemmas.has(reading.lemma) &&
      (!third || reading.person === 3),
  );
  // the reading the context chose, else a statement's ("gusta" is also the imperative of "tú")
  return (
    fits?.find((reading) => reading === token?.reading) ??
    fits?.find((reading) => reading.mood === 'indicative') ??
    fits?.[0]
  );
}

export const isInfinitive = (token: AnalysedToken | undefined) =>
  !!token?.readings.some((reading) => reading.pos === 'verb' && reading.verbForm === 'infinitive');

const DETERMINER_KINDS = new Set(['definite', 'indefinite', 'possessive', 'demonstrative']);
export const determinerOf = (token: AnalysedToken | undefined) =>
  token?.readings.find((reading) => reading.pos === 'determiner' && DETERMINER_KINDS.has(reading.kind ?? ''));

export interface NounAt {
  index: number;
  reading: Reading;
}

/** The noun at `index`, past one adjective after a determiner ("las nuevas películas"); never a name. */
export function nounFrom(tokens: Tokens, index: number, afterDeterminer: boolean): NounAt | undefined {
  const nounReading = (at: number) =>
    isWordAt(tokens, at) && !isNameAt(tokens, at)
      ? tokens[at]!.readings.find((reading) => reading.pos === 'noun')
      : undefined;
  const here = nounReading(index);
  if (here) return { index, reading: here };
  const adjective = tokens[index]?.readings.some((reading) => reading.pos === 'adjective');
  const next = afterDeterminer && adjective ? nounReading(index + 1) : undefined;
  return next ? { index: index + 1, reading: next } : undefined;
}

/** Words that count a plural noun ("dos libros", "muchas cosas"): 1 when the word at `index` is one, else 0. */
function countsAt(tokens: Tokens, index: number): boolean {
  const token = tokens[index];
  if (!token) return false;
  if (words('QUANTIFIERS').has(folded(token)) || token.kind === 'number') return true;
  return token.readings.some((reading) => reading.pos === 'numeral') && !['un', 'una', 'uno'].includes(folded(token));
}

export interface Liked {
  plural: boolean;
  infinitive: boolean;
  /** "y" or "e" joins something else to it ("el café y el té"). */
  coordinated: boolean;
  /** Its last token. */
  last: number;
  phrase: string;
}

/** What is liked, right after the verb (past one adverb such as "mucho"); undefined when it is unclear. */
export function likedAfter(tokens: Tokens, verb: number): Liked | undefined {
  let start = verb + 1;
  if (isWordAt(tokens, start) && words('ADVERBS_AFTER').has(folded(tokens[start]))) start++;
  if (!isWordAt(tokens, start)) return undefined;
  const first = start;
  // "todas las islas": "todos"/"todas" before a determiner belongs to the noun phrase, which is plural
  const all = ['todos', 'todas'].includes(folded(tokens[start])) && determinerOf(tokens[start + 1]) !== undefined;
  if (all) start++;
  const infinitive = isInfinitive(tokens[start]);
  let last = start;
  let plural = false;
  if (!infinitive) {
    const determiner = determinerOf(tokens[start]);
    const counted = !determiner && countsAt(tokens, start);
    const noun = nounFrom(tokens, determiner || counted ? start + 1 : start, !!determiner);
    if (!noun || (counted && noun.reading.number !== 'plural')) return undefined;
    // "me gusta los domingos ir al cine": a time, not what is liked; a counted time ("nos quedan tres días") is
    if (words('TIME_NOUNS').has(folded(tokens[noun.index])) && !counted) return undefined;
    last = noun.index;
    plural = determiner?.number === 'plural' || noun.reading.number === 'plural';
  }
  let coordinated = false;
  for (let index = last + 1; isWordAt(tokens, index); index++) {
    if (['y', 'e'].includes(folded(tokens[index]))) {
      // "me duelen la garganta y me duele al tragar": a "y" before a clitic or a verb opens a clause of its own
      const next = tokens[index + 1];
      const opensAClause =
        CLAUSE_CLITICS.has(folded(next)) ||
        ((next?.readings.length ?? 0) > 0 &&
          next!.readings.every((reading) => reading.pos === 'verb' && reading.verbForm === 'finite'));
      if (opensAClause) break;
      coordinated = true;
    }
    // "me gusta los domingos ir al cine": the infinitive is what is liked
    if (!infinitive && isInfinitive(tokens[index]) && !tokens[index]!.readings.some((r) => r.pos === 'noun'))
      return undefined;
  }
  if (all && !plural) return undefined;
  return {
    plural,
    infinitive,
    coordinated,
    last,
    phrase: tokens
      .slice(first, last + 1)
      .map(lower)
      .join(' '),
  };
}

/** Whether a person (a name or a person noun) follows the verb in its clause: then either may be who likes. */
export function likedIsPerson(tokens: Tokens, verb: number): boolean {
  for (let index = verb + 1; isWordAt(tokens, index); index++)
    // only the table's people: "me gustan los perros" likes animals, it is not said by them
    if (isNameAt(tokens, index) || isPerson(tokens[index], true)) return true;
  return false;
}

/** A person opening a clause: a name, or a determiner and a person noun ("mi hermano", "el niño"). */
export function personEndingAt(tokens: Tokens, last: number): { first: number; plural: boolean } | undefined {
  if (isNameAt(tokens, last)) {
    let first = last;
    while (first > 0 && isWordAt(tokens, first - 1) && isNameAt(tokens, first - 1) && folded(tokens[first - 1]) !== 'a')
      first--;
    return { first, plural: false };
  }
  const noun = tokens[last]?.readings.find((reading) => reading.pos === 'noun');
  const determiner = determinerOf(tokens[last - 1]);
  if (!noun || !determiner || !isWordAt(tokens, last) || !isPerson(tokens[last], false)) return undefined;
  return { first: last - 1, plural: noun.number === 'plural' };
}
