import { ARTICLES } from './articles';
import { capitalise } from '@/domain/spanish-text';
import { isNumberWord } from '@/domain/spanish-numbers';
import { findPhrase, type Token } from './text-normalisation';
import { analysed } from './analysis-cache';

/** What the learner said they like, with the words to echo it back from the partner's side. */
export interface LikeStatement {
  kind: 'like' | 'love' | 'dislike' | 'hate' | 'prefer';
  /** The learner's own words for it ("me gustan", "no me gusta", "prefiero"). */
  phrase: string;
  /** The verb as the partner says it back: "te gusta(n)" / "que te guste(n)". */
  verb: string;
  subjunctive: string;
  /** What they like, from the partner's side ("mi gato" -> "tu gato"); `objectFormal` for usted ("su gato"). */
  object: string;
  objectFormal: string;
  /** What they like, normalised as they wrote it, for the glossary. */
  objectAsWritten: string;
  /** The verb's number clearly clashes with the object's ("me gustan el café"): no praise for it. */
  agreementDoubtful: boolean;
  /**
   * The phrase is whole and the echo verb agrees with it: the partner may say it back. Not when the phrase was
   * cut short ("tocar" without "la guitarra"), is a bare noun whose number is unclear, or the verb's number is
   * only a guess (docs/product.md#message-checks: echoes never carry an error).
   */
  echoable: boolean;
}

export interface NameStatement {
  name: string;
  phrase: string;
}

export interface PlaceStatement {
  kind: 'from' | 'live';
  /** With its preposition, as the partner echoes it: "de Chile", "del norte", "en Madrid". */
  place: string;
  /** Without the preposition, for the English translation. */
  bare: string;
  phrase: string;
}

interface LikeTrigger {
  words: readonly string[];
  kind: LikeStatement['kind'];
  verb?: readonly [indicative: string, subjunctive: string];
}
const LIKE_TRIGGERS: readonly LikeTrigger[] = [
  { words: ['me', 'encantan'], kind: 'love', verb: ['encantan', 'encanten'] },
  { words: ['me', 'encanta'], kind: 'love', verb: ['encanta', 'encante'] },
  { words: ['me', 'fascinan'], kind: 'love', verb: ['fascinan', 'fascinen'] },
  { words: ['me', 'fascina'], kind: 'love', verb: ['fascina', 'fascine'] },
  { words: ['me', 'gustan'], kind: 'like', verb: ['gustan', 'gusten'] },
  { words: ['me', 'gusta'], kind: 'like', verb: ['gusta', 'guste'] },
  { words: ['odio'], kind: 'hate' },
  { words: ['prefiero'], kind: 'prefer' },
];
const NEGATIONS = new Set(['no', 'nunca', 'tampoco']);
/** Words between the verb and the thing liked: "me gusta mucho el café". */
const DEGREE_WORDS = new Set([
  'mucho',
  'muchisimo',
  'bastante',
  'tanto',
  'mas',
  'demasiado',
  'tambien',
  'tampoco',
  'nada',
  'realmente',
  'especialmente',
]);
const DEGREE_PAIRS: readonly (readonly [string, string])[] = [
  ['un', 'poco'],
  ['sobre', 'todo'],
  ['de', 'verdad'],
];
/** A phrase ends before these: what follows is a new clause. */
const CLAUSE_WORDS = new Set([
  'pero',
  'porque',
  'cuando',
  'aunque',
  'si',
  'pues',
  'ya',
  'que',
  'donde',
  'como',
  'tambien',
  'ahora',
  'desde',
  'hace',
  'cerca',
]);
const DETERMINERS = new Set([...ARTICLES, 'mi', 'mis', 'tu', 'tus', 'su', 'sus', 'este', 'esta', 'estos', 'estas']);
/** A phrase does not end on these: "me gusta el café con" -> "el café". */
const DANGLING = new Set([...DETERMINERS, 'de', 'del', 'con', 'en', 'a', 'al', 'por', 'para', 'y', 'o', 'muy', 'sin']);
/** Where a prepositional phrase that can be left off begins. */
const PHRASE_PREPOSITIONS = new Set(['en', 'con', 'por', 'para', 'sin', 'a']);
const PLURAL_STARTS = new Set(['los', 'las', 'unos', 'unas', 'mis', 'tus', 'sus', 'estos', 'estas']);
const SINGULAR_STARTS = new Set(['el', 'la', 'un', 'una', 'mi', 'tu', 'su', 'este', 'esta']);
const INFINITIVE = /(?:ar|er|ir)(?:se|me|te)?$/;
/** The partner repeats the learner's words from its own side of the conversation. */
const POINT_OF_VIEW: ReadonlyMap<string, string> = new Map([
  ['mi', 'tu'],
  ['mis', 'tus'],
  ['tu', 'mi'],
  ['tus', 'mis'],
  ['conmigo', 'contigo'],
  ['contigo', 'conmigo'],
  ['yo', 'tú'],
  ['mío', 'tuyo'],
  ['mía', 'tuya'],
  ['míos', 'tuyos'],
  ['mías', 'tuyas'],
  ['nosotros', 'ustedes'],
]);
const REFLEXIVE_INFINITIVE = /((?:a|e|i)r)me$/;
const FINAL_ME = /me$/i;
const PLACE_TRIGGERS: readonly { words: readonly string[]; kind: PlaceStatement['kind']; preposition: string }[] = [
  { words: ['soy', 'de'], kind: 'from', preposition: 'de' },
  { words: ['soy', 'del'], kind: 'from', preposition: 'del' },
  { words: ['vengo', 'de'], kind: 'from', preposition: 'de' },
  { words: ['naci', 'en'], kind: 'from', preposition: 'de' },
  { words: ['vivo', 'en'], kind: 'live', preposition: 'en' },
];
const DIGIT = /\d/;
/** Words that point at a place without naming it: "soy de aquí" is from where the listener is. */
const POINTING = new Set(['aqui', 'alli', 'ahi', 'alla', 'aca', 'cerca', 'lejos']);
const PLACE_PARTICLES = new Set(['de', 'del', 'la', 'las', 'los', 'el', 'y']);
const NAME_TRIGGERS: readonly (readonly string[])[] = [
  ['me', 'llamo'],
  ['mi', 'nombre', 'es'],
];
/** Words after "soy" that are never names. */
const NOT_NAMES = new Set([
  'de',
  'del',
  'un',
  'una',
  'el',
  'la',
  'muy',
  'yo',
  'tu',
  'bastante',
  'mas',
  'su',
  'tan',
  'alto',
  'alta',
  'bajo',
  'baja',
]);

/**
 * Collects the words of a phrase starting at `start`: up to the next clause break, a clause word, or `max` words.
 * `whole` is false when it was cut short (by `max`, or a dangling word dropped from its end).
 */
function phraseFrom(tokens: readonly Token[], start: number, max: number): Token[] & { whole?: boolean } {
  const words: Token[] & { whole?: boolean } = [];
  let whole = true;
  let index = start;
  for (; index < tokens.length && words.length < max; index++) {
    const token = tokens[index]!;
    if (CLAUSE_WORDS.has(token.norm) && words.length > 0) break;
    if (token.norm === 'y') {
      // "cocinar y leer", "el pan y el queso" continue; "el café y tengo dos gatos" does not.
      const next = tokens[index + 1];
      if (!next || !(DETERMINERS.has(next.norm) || INFINITIVE.test(next.norm))) break;
    }
    words.push(token);
    if (token.breakAfter) break;
  }
  if (words.length === max && index < tokens.length && !words[words.length - 1]!.breakAfter) {
    // Cut short: a phrase that ends where a prepositional phrase begins is still whole ("las fotos de comida |
    // en las redes"); anything else is not ("jugar al fútbol y tocar | la guitarra").
    const cut = words.findLastIndex((token, at) => at >= 2 && PHRASE_PREPOSITIONS.has(token.norm));
    if (cut >= 0) words.splice(cut);
    else whole = false;
  }
  while (words.length > 0 && DANGLING.has(words[words.length - 1]!.norm)) {
    words.pop();
    whole = false;
  }
  words.whole = whole;
  return words;
}

const FORMAL_POINT_OF_VIEW: ReadonlyMap<string, string> = new Map([
  ['mi', 'su'],
  ['mis', 'sus'],
  ['tu', 'mi'],
  ['tus', 'mis'],
  ['conmigo', 'con usted'],
  ['yo', 'usted'],
  ['mío', 'suyo'],
  ['mía', 'suya'],
  ['míos', 'suyos'],
  ['mías', 'suyas'],
  ['nosotros', 'ustedes'],
]);

function fromPartnersSide(word: string, formal = false): string {
  const lower = word.toLowerCase();
  const swapped = (formal ? FORMAL_POINT_OF_VIEW : POINT_OF_VIEW).get(lower);
  if (swapped) return swapped;
  return REFLEXIVE_INFINITIVE.test(lower) ? word.replace(FINAL_ME, formal ? 'se' : 'te') : word;
}

/** Whether a liked thing is one (an infinitive, "el café") or many ("los perros", "el pan y el queso"). */
function numberOf(words: readonly Token[]): 'singular' | 'plural' | undefined {
  const first = words[0]!.norm;
  if (words.some((token) => token.norm === 'y') && DETERMINERS.has(first)) return 'plural';
  if (PLURAL_STARTS.has(first)) return 'plural';
  if (SINGULAR_STARTS.has(first) || INFINITIVE.test(first)) return 'singular';
  return undefined;
}

/** "gusta"/"gustan" and "guste"/"gusten" agreeing with the thing liked. */
function agreeing(verb: readonly [string, string], number: 'singular' | 'plural'): [string, string] {
  const [indicative, subjunctive] = verb;
  const strip = (form: string) => form.replace(/n$/, '');
  return number === 'plural'
    ? [`${strip(indicative)}n`, `${strip(subjunctive)}n`]
    : [strip(indicative), strip(subjunctive)];
}

export function findLike(tokens: readonly Token[]): LikeStatement | undefined {
  for (const trigger of LIKE_TRIGGERS) {
    const at = findPhrase(tokens, trigger.words);
    if (at < 0) continue;
    let start = at + trigger.words.length;
    for (;;) {
      const word = tokens[start]?.norm;
      const pair = DEGREE_PAIRS.find(([first, second]) => word === first && tokens[start + 1]?.norm === second);
      if (pair) start += 2;
      else if (word !== undefined && DEGREE_WORDS.has(word)) start++;
      else break;
    }
    // "Me gusta mucho, pero es difícil": nothing liked is named, so nothing is echoed.
    if (CLAUSE_WORDS.has(tokens[start]?.norm ?? '')) return undefined;
    const words = phraseFrom(tokens, start, 6);
    if (words.length === 0) return undefined;
    const negated = at > 0 && NEGATIONS.has(tokens[at - 1]!.norm);
    const kind = negated && trigger.verb ? 'dislike' : trigger.kind;
    const plural = trigger.verb?.[0].endsWith('n') ?? false;
    const first = words[0]!.norm;
    const number = numberOf(words);
    // The partner's verb agrees with the thing liked, whatever the learner wrote ("me gusta los pasteles" ->
    // "te gustan los pasteles").
    const [verb, subjunctive] = trigger.verb
      ? agreeing(trigger.verb, number ?? (plural ? 'plural' : 'singular'))
      : ['', ''];
    const startTokens = tokens.slice(negated ? at - 1 : at, at + trigger.words.length);
    return {
      kind,
      phrase: startTokens.map((token) => token.norm).join(' '),
      verb,
      subjunctive,
      object: words.map((token) => fromPartnersSide(token.raw)).join(' '),
      objectFormal: words.map((token) => fromPartnersSide(token.raw, true)).join(' '),
      objectAsWritten: words.map((token) => token.norm).join(' '),
      agreementDoubtful:
        trigger.verb !== undefined &&
        ((plural && SINGULAR_STARTS.has(first) && !words.some((token) => token.norm === 'y')) ||
          (!plural && PLURAL_STARTS.has(first))),
      echoable: words.whole !== false && (trigger.verb === undefined || number !== undefined),
    };
  }
  return undefined;
}

export function findName(
  tokens: readonly Token[],
  isCommonWord: (normalisedWord: string) => boolean,
): NameStatement | undefined {
  for (const trigger of NAME_TRIGGERS) {
    const at = findPhrase(tokens, trigger);
    // "mi madre me llamó" is a call, not "me llamo": the accent tells them apart
    if (at < 0 || tokens.slice(at, at + trigger.length).some((token) => token.raw.toLowerCase() === 'llamó')) continue;
    const name = nameFrom(tokens, at + trigger.length, false);
    if (name) return { name, phrase: trigger.join(' ') };
  }
  // "Soy Ana" but not "soy estudiante": after "soy" only a capitalised word the glossary does not know.
  const at = findPhrase(tokens, ['soy']);
  const next = tokens[at + 1];
  if (
    at >= 0 &&
    next &&
    next.capitalised &&
    !next.sentenceStart &&
    !NOT_NAMES.has(next.norm) &&
    !isCommonWord(next.norm)
  ) {
    const name = nameFrom(tokens, at + 1, true);
    if (name) return { name, phrase: 'soy' };
  }
  return undefined;
}

function nameFrom(tokens: readonly Token[], start: number, capitalisedOnly: boolean): string | undefined {
  const first = tokens[start];
  if (!first || CLAUSE_WORDS.has(first.norm) || first.norm === 'y' || DIGIT.test(first.raw)) return undefined;
  if (capitalisedOnly && !first.capitalised) return undefined;
  const words = [capitalise(first.raw)];
  for (let index = start + 1; index < tokens.length && words.length < 3; index++) {
    const token = tokens[index]!;
    if (tokens[index - 1]!.breakAfter || !token.capitalised) break;
    words.push(token.raw);
  }
  return words.join(' ');
}

/** The words of a place's name: the first, then capitalised or unknown words, a particle only before one. */
function nameWordsOf(phrase: readonly Token[], isCommonWord: (normalisedWord: string) => boolean): Token[] {
  const partOfAName = (token: Token | undefined) =>
    token !== undefined && (token.capitalised || (!isCommonWord(token.norm) && !isFunctionWord(token.raw)));
  const words = [phrase[0]!];
  for (let index = 1; index < phrase.length; index++) {
    const token = phrase[index]!;
    if (partOfAName(token) || (PLACE_PARTICLES.has(token.norm) && partOfAName(phrase[index + 1]))) words.push(token);
    else break;
  }
  return words;
}

const FUNCTION_POS = new Set(['preposition', 'determiner', 'pronoun', 'conjunction', 'adverb']);
/** "con", "mi", "desde": a word the language core reads as no noun or adjective. */
function isFunctionWord(word: string): boolean {
  return analysed(word).tokens[0]?.readings.some((reading) => FUNCTION_POS.has(reading.pos)) ?? false;
}

/** Where the learner is from and where they live, at most one of each, in the order they said them. */
export function findPlaces(
  tokens: readonly Token[],
  isCommonWord: (normalisedWord: string) => boolean,
): PlaceStatement[] {
  const found: { at: number; place: PlaceStatement }[] = [];
  for (const trigger of PLACE_TRIGGERS) {
    if (found.some(({ place }) => place.kind === trigger.kind)) continue;
    const at = findPhrase(tokens, trigger.words);
    if (at < 0) continue;
    const phrase = phraseFrom(tokens, at + trigger.words.length, 5);
    // "Nací en 1995" gives a year, not a place.
    const first = phrase[0];
    if (!first || DIGIT.test(first.raw) || (isNumberWord(first.norm) && !DETERMINERS.has(first.norm))) continue;
    // "No soy de aquí": a denial or a word of pointing names no place
    if (tokens[at - 1]?.norm === 'no' || POINTING.has(first.norm)) continue;
    // Learners type "soy de mexico": capitalise a bare place name, but leave "la ciudad" or "un pueblo" alone.
    const properName = !DETERMINERS.has(first.norm) && !isCommonWord(first.norm);
    // a name goes on with names ("Ciudad de México", "Nueva York"), not with what follows it ("Sevilla con mi novio")
    const words = properName ? nameWordsOf(phrase, isCommonWord) : phrase;
    const bare = words
      .map((token) => (properName && !PLACE_PARTICLES.has(token.norm) ? capitalise(token.raw) : token.raw))
      .join(' ');
    found.push({
      at,
      place: { kind: trigger.kind, place: `${trigger.preposition} ${bare}`, bare, phrase: trigger.words.join(' ') },
    });
  }
  return found.sort((a, b) => a.at - b.at).map(({ place }) => place);
}
