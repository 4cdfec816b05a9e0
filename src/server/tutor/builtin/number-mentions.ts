import type { BilingualLine } from '@/server/content/topic-file-schema';
import { numberToSpanish, readNumberWords } from '@/domain/spanish-numbers';
import { analysed } from './analysis-cache';
import { normaliseWord, type Token } from './text-normalisation';

/** A number the learner mentioned, ready to echo: "veinte años" / "20 years". */
export interface NumberMention {
  value: number;
  /** Spelled out ("tengo veinte años") rather than typed as digits. */
  fromWords: boolean;
  /**
   * The number with what it counts ("cinco contenedores"), a clock time or a year; undefined for a number said with
   * nothing the partner can name ("separamos en cinco"): "Cinco, ¡qué interesante!" takes up nothing.
   */
  echo?: BilingualLine;
  /** Typed as a year ("en 1951"), with nothing it counts: a date in a story, not a quantity to react to. */
  year?: boolean;
}

interface CountNoun {
  singular: string;
  plural: string;
  gender: 'masculine' | 'feminine';
  en: [singular: string, plural: string];
}

/** Nouns a learner counts in a conversation; the number is echoed with its noun and the right agreement. */
const COUNT_NOUNS: readonly CountNoun[] = [
  { singular: 'año', plural: 'años', gender: 'masculine', en: ['year', 'years'] },
  { singular: 'mes', plural: 'meses', gender: 'masculine', en: ['month', 'months'] },
  { singular: 'semana', plural: 'semanas', gender: 'feminine', en: ['week', 'weeks'] },
  { singular: 'día', plural: 'días', gender: 'masculine', en: ['day', 'days'] },
  { singular: 'hora', plural: 'horas', gender: 'feminine', en: ['hour', 'hours'] },
  { singular: 'minuto', plural: 'minutos', gender: 'masculine', en: ['minute', 'minutes'] },
  { singular: 'vez', plural: 'veces', gender: 'feminine', en: ['time', 'times'] },
  { singular: 'hermano', plural: 'hermanos', gender: 'masculine', en: ['brother', 'siblings'] },
  { singular: 'hermana', plural: 'hermanas', gender: 'feminine', en: ['sister', 'sisters'] },
  { singular: 'hijo', plural: 'hijos', gender: 'masculine', en: ['son', 'children'] },
  { singular: 'hija', plural: 'hijas', gender: 'feminine', en: ['daughter', 'daughters'] },
  { singular: 'primo', plural: 'primos', gender: 'masculine', en: ['cousin', 'cousins'] },
  { singular: 'prima', plural: 'primas', gender: 'feminine', en: ['cousin', 'cousins'] },
  { singular: 'amigo', plural: 'amigos', gender: 'masculine', en: ['friend', 'friends'] },
  { singular: 'amiga', plural: 'amigas', gender: 'feminine', en: ['friend', 'friends'] },
  { singular: 'persona', plural: 'personas', gender: 'feminine', en: ['person', 'people'] },
  { singular: 'niño', plural: 'niños', gender: 'masculine', en: ['child', 'children'] },
  { singular: 'gato', plural: 'gatos', gender: 'masculine', en: ['cat', 'cats'] },
  { singular: 'perro', plural: 'perros', gender: 'masculine', en: ['dog', 'dogs'] },
  { singular: 'libro', plural: 'libros', gender: 'masculine', en: ['book', 'books'] },
  { singular: 'idioma', plural: 'idiomas', gender: 'masculine', en: ['language', 'languages'] },
  { singular: 'país', plural: 'países', gender: 'masculine', en: ['country', 'countries'] },
  { singular: 'ciudad', plural: 'ciudades', gender: 'feminine', en: ['city', 'cities'] },
  { singular: 'clase', plural: 'clases', gender: 'feminine', en: ['class', 'classes'] },
  { singular: 'taza', plural: 'tazas', gender: 'feminine', en: ['cup', 'cups'] },
  { singular: 'euro', plural: 'euros', gender: 'masculine', en: ['euro', 'euros'] },
  { singular: 'peso', plural: 'pesos', gender: 'masculine', en: ['peso', 'pesos'] },
  { singular: 'dólar', plural: 'dólares', gender: 'masculine', en: ['dollar', 'dollars'] },
  { singular: 'kilómetro', plural: 'kilómetros', gender: 'masculine', en: ['kilometre', 'kilometres'] },
];
const COUNT_NOUN_BY_FORM = new Map<string, CountNoun>();
for (const noun of COUNT_NOUNS) {
  for (const form of [noun.singular, noun.plural]) COUNT_NOUN_BY_FORM.set(normaliseWord(form), noun);
}

const DIGITS = /^\d{1,6}$/;
/**
 * "un"/"una" are articles and "uno"/"una" pronouns ("¿Conoces uno?"), except after a verb that counts ("tengo un
 * hermano", not "vivo en una ciudad").
 */
const ARTICLE_ONE = new Set(['un', 'una', 'uno']);
const COUNTING_VERBS = new Set(['tengo', 'tienes', 'tiene', 'tenemos', 'tienen', 'hay', 'solo']);

/** The first number in the message, with the noun it counts or the clock time it gives. */
export function findNumber(tokens: readonly Token[]): NumberMention | undefined {
  const words = tokens.map((token) => token.norm);
  for (let index = 0; index < tokens.length; index++) {
    let value: number;
    let length: number;
    const fromWords = !DIGITS.test(tokens[index]!.raw);
    if (!fromWords) {
      value = Number(tokens[index]!.raw);
      length = 1;
    } else {
      const read = readNumberWords(words, index);
      if (!read) continue;
      ({ value, length } = read);
    }
    const listed = COUNT_NOUN_BY_FORM.get(words[index + length] ?? '');
    // "tengo una reserva" has an article; "tengo un hermano" counts (listed nouns only).
    if (ARTICLE_ONE.has(words[index]!) && length === 1 && !(listed && COUNTING_VERBS.has(words[index - 1] ?? '')))
      continue;
    const noun = listed ?? countedNoun(tokens[index + length], value);
    // "mil gracias" is a thank-you, not a thousand.
    if (words[index] === 'mil' && words[index + 1] === 'gracias') continue;
    // "Cien años de soledad": a capitalised number word inside a sentence is part of a title.
    if (fromWords && tokens[index]!.capitalised && !tokens[index]!.sentenceStart) continue;
    const more = noun ? sameFamilyAfter(tokens, words, index + length, noun) : undefined;
    if (more) {
      // "dos hermanos y una hermana" is three siblings, said in the masculine plural that covers both.
      const total = value + more.value;
      return { value: total, fromWords, echo: echoFor(total, more.noun, []) };
    }
    return {
      value,
      fromWords,
      echo: echoFor(value, noun, words.slice(Math.max(0, index - 2), index), words.slice(index + length)),
      ...(!fromWords && !noun && value >= YEAR_FROM && value <= YEAR_UNTIL ? { year: true } : {}),
    };
  }
  return undefined;
}

/** Four digits in this range with nothing counted are read as a year. */
const YEAR_FROM = 1000;
const YEAR_UNTIL = 2100;

/** Nouns counted together with their masculine: hermana -> hermano. */
const MASCULINE_OF: ReadonlyMap<string, string> = new Map([
  ['hermana', 'hermano'],
  ['hija', 'hijo'],
  ['prima', 'primo'],
  ['amiga', 'amigo'],
  ['hermano', 'hermano'],
  ['hijo', 'hijo'],
  ['primo', 'primo'],
  ['amigo', 'amigo'],
]);

/** "… y una hermana" after "dos hermanos": the second count of the same family, with the noun that covers both. */
function sameFamilyAfter(
  tokens: readonly Token[],
  words: readonly string[],
  nounAt: number,
  noun: CountNoun,
): { value: number; noun: CountNoun } | undefined {
  const family = MASCULINE_OF.get(noun.singular);
  if (!family || words[nounAt + 1] !== 'y') return undefined;
  const start = nounAt + 2;
  const read = DIGITS.test(tokens[start]?.raw ?? '')
    ? { value: Number(tokens[start]!.raw), length: 1 }
    : readNumberWords(words, start);
  if (!read) return undefined;
  const second = COUNT_NOUN_BY_FORM.get(words[start + read.length] ?? '');
  if (!second || MASCULINE_OF.get(second.singular) !== family) return undefined;
  return { value: read.value, noun: COUNT_NOUN_BY_FORM.get(normaliseWord(family))! };
}

function echoFor(
  value: number,
  noun: CountNoun | undefined,
  before: readonly string[],
  after: readonly string[] = [],
): BilingualLine | undefined {
  if (noun) {
    const one = value === 1;
    return {
      es: `${numberToSpanish(value, noun.gender)} ${one ? noun.singular : noun.plural}`,
      en: one ? `one ${noun.en[0]}` : `${value} ${noun.en[1]}`,
    };
  }
  // A clock time: "a las siete" / "at 7", "son las ocho" -> "las ocho" / "8 o'clock".
  const article = before.at(-1);
  if ((article === 'las' || article === 'la') && value >= 1 && value <= 24) {
    // The minutes said after the hour belong to the time: "a las seis y media" is never echoed as "a las seis".
    const past = minutesAfter(after);
    const time = `${value === 1 ? 'la' : 'las'} ${numberToSpanish(value, 'feminine')}${past ? ` ${past.es}` : ''}`;
    const clock = past ? clockTime(value, past.minutes) : String(value);
    return before.at(-2) === 'a'
      ? { es: `a ${time}`, en: `at ${clock}` }
      : { es: time, en: past ? clock : `${value} o'clock` };
  }
  // A year ("en 1995", "mil novecientos noventa y cinco") names itself; any other bare number names nothing.
  if (value >= 1900 && value <= 2100) return { es: numberToSpanish(value), en: String(value) };
  return undefined;
}

/**
 * Any other noun the language core's lexicon knows, in the number the count asks for ("cinco contenedores", "dos
 * veranos"). Its English says the Spanish word itself ('5 "contenedores"'): a glossary's first sense can be the
 * wrong one ("plantas" is plants here, not floors), and a translation line must not teach a wrong meaning.
 */
function countedNoun(token: Token | undefined, value: number): CountNoun | undefined {
  if (!token || token.capitalised) return undefined;
  const wantsPlural = value !== 1;
  const reading = analysed(token.raw).tokens[0]?.readings.find(
    (candidate) =>
      candidate.pos === 'noun' &&
      (candidate.gender === 'masculine' || candidate.gender === 'feminine') &&
      (candidate.number === 'invariable' || (candidate.number === 'plural') === wantsPlural),
  );
  if (!reading) return undefined;
  const written = token.raw.toLowerCase();
  return {
    singular: wantsPlural ? reading.lemma : written,
    plural: wantsPlural ? written : reading.lemma,
    gender: reading.gender as CountNoun['gender'],
    en: [`"${wantsPlural ? reading.lemma : written}"`, `"${written}"`],
  };
}

/** "y media", "y cuarto", "menos cuarto", "y veinte", "menos diez" right after an hour: the minutes, signed. */
function minutesAfter(after: readonly string[]): { es: string; minutes: number } | undefined {
  const [link, word] = after;
  if ((link !== 'y' && link !== 'menos') || !word) return undefined;
  const sign = link === 'y' ? 1 : -1;
  if (word === 'media' && sign === 1) return { es: 'y media', minutes: 30 };
  if (word === 'cuarto') return { es: `${link} cuarto`, minutes: 15 * sign };
  const read = readNumberWords(after, 1);
  if (!read || read.value < 1 || read.value > 59) return undefined;
  return { es: `${link} ${numberToSpanish(read.value)}`, minutes: read.value * sign };
}

/** "6:30", "5:45" for six and minus a quarter. */
function clockTime(hour: number, minutes: number): string {
  const total = hour * 60 + minutes;
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}
