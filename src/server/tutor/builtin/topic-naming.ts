import type { BilingualLine } from '@/server/content/topic-file-schema';
import { spanishLexicon } from '@/server/language/spanish';
import type { GlossEntry, Glossary } from './glossary';
import { withDefiniteArticle } from './noun-phrases';
import type { EnglishPhrase } from './english-input';
import { normaliseText, tokenise, type Token } from './text-normalisation';

/** How the partner names a learner-written topic in its Spanish, and the words of the title it can ask about. */
export interface TopicName {
  /** A phrase that reads right after "de" or "sobre" ("tu mascota", "cocinar en casa"), with its English. */
  name: BilingualLine;
  /** Nouns and verbs of the title, each a phrase that reads right after "de" ("las elecciones", "tu país"). */
  keywords: BilingualLine[];
}

const ARTICLES = new Set(['el', 'la', 'los', 'las']);
/** "Alquilar un piso": an indefinite article is kept as written after an infinitive that opens the title. */
const INDEFINITE_ARTICLES = new Set(['un', 'una', 'unos', 'unas']);
const PLURAL_ARTICLES = new Set(['los', 'las']);
/** Spanish title words that need no gloss; first-person ones are turned round ("mi" -> "tu"). */
const SPANISH_LINKS = new Set(['de', 'del', 'en', 'con', 'y', 'a', 'al', 'sobre', 'para', 'por', 'sin', 'entre']);
const SPANISH_TO_SECOND_PERSON: Readonly<Record<string, string>> = { mi: 'tu', mis: 'tus', tu: 'tu', tus: 'tus' };
/** A title that speaks as "I" or "we" is a sentence, not a name: "Cómo aprendo", "Nuestro viaje". */
const SPANISH_FIRST_PERSON = new Set([
  'yo',
  'me',
  'nos',
  'nosotros',
  'nosotras',
  'nuestro',
  'nuestra',
  'nuestros',
  'nuestras',
  'conmigo',
]);
const ENGLISH_LINKS: Readonly<Record<string, string>> = {
  in: 'en',
  at: 'en',
  with: 'con',
  of: 'de',
  about: 'sobre',
  and: 'y',
  without: 'sin',
};
const ENGLISH_POSSESSIVES = new Set(['my', 'your']);
const INFINITIVE = /^\p{L}*(ar|er|ir|ír)(se)?$/u;
const SINGLE_NOUN = /^(el|la|los|las) \p{L}+$/u;
const MAX_WORDS = 8;

type Piece =
  | { kind: 'head'; es: string; en: string; plural: boolean; article: boolean; prepositional?: boolean }
  | { kind: 'link'; es: string }
  | { kind: 'possessive' }
  | { kind: 'the' };

/**
 * Names a custom topic in correct Spanish or not at all: a Spanish title whose every word the glossary knows, in the
 * second person ("Mi mascota" -> "tu mascota"); an English title whose every word the curated lexicon translates, in
 * an order Spanish shares ("Cooking at home" -> "cocinar en casa"). Anything else is undefined, and the partner
 * talks about "este tema" without naming it.
 */
export function nameTopic(title: string, glossary: Glossary, phrases: readonly EnglishPhrase[]): TopicName | undefined {
  const text = tokenise(title.replace(/[«»"“”]/g, ' '));
  if (text.tokens.length === 0 || text.tokens.length > MAX_WORDS || /[?¿!¡:;]/.test(title)) return undefined;
  return (
    spanishName(text.tokens, glossary) ??
    englishName(text.tokens, title, glossary, phrases) ??
    doingsThing(text.tokens, glossary)
  );
}

/**
 * "Learning the guitar", "Playing football", "Training my dog": a doing and its thing, whose Spanish would need a verb
 * the glossary cannot choose for certain ("aprender a tocar"), is named by the thing alone ("la guitarra", "tu perro"),
 * which reads right after "de" and is asked about.
 */
function doingsThing(tokens: readonly Token[], glossary: Glossary): TopicName | undefined {
  const [doing, ...rest] = tokens;
  if (!doing || !/^\p{L}{3,}ing$/u.test(doing.norm) || rest.length === 0 || rest.length > 2) return undefined;
  const possessive = rest.length === 2 && ENGLISH_POSSESSIVES.has(rest[0]!.norm);
  if (rest.length === 2 && rest[0]!.norm !== 'the' && !possessive) return undefined;
  const thing = rest.at(-1)!;
  if (thing.capitalised) return undefined;
  // a bare singular after the -ing word is a compound as often as a thing done: "Driving lesson" is no lesson one
  // drives, "Cooking class" no class cooked ("la clase" would misname them); "the"/"my" or a plural say a thing
  const bareSingular = rest.length === 1 && !(thing.norm.endsWith('s') && !thing.norm.endsWith('ss'));
  if (bareSingular) return undefined;
  const entry = glossary.english(thing.raw);
  if (!entry || !isPlainSpanish(entry.es) || !SINGLE_NOUN.test(entry.es)) return undefined;
  // "Watching movies": the English plural is the Spanish plural; a plural that could move an accent is left unnamed
  const plural = thing.norm.endsWith('s') && !normaliseText(entry.en).split(' ').includes(thing.norm);
  const noun = plural ? pluralNoun(entry.es) : entry.es;
  if (!noun) return undefined;
  const [article, word] = noun.split(' ') as [string, string];
  const es = possessive ? `${PLURAL_ARTICLES.has(article) ? 'tus' : 'tu'} ${word}` : noun;
  const en = `${possessive ? 'your' : 'the'} ${thing.raw.toLowerCase()}`;
  return { name: { es, en }, keywords: [{ es, en }] };
}

function spanishName(tokens: readonly Token[], glossary: Glossary): TopicName | undefined {
  const words: string[] = [];
  for (const token of tokens) {
    const lower = token.raw.toLowerCase();
    if (SPANISH_FIRST_PERSON.has(token.norm)) return undefined;
    const turned = SPANISH_TO_SECOND_PERSON[lower];
    if (turned) words.push(turned);
    else if (SPANISH_LINKS.has(lower) || ARTICLES.has(lower)) words.push(lower);
    // only after an infinitive ("alquilar un piso"): "qué te gusta de una receta" would not read right
    else if (INDEFINITE_ARTICLES.has(lower) && words.length > 0 && INFINITIVE.test(words[0]!)) words.push(lower);
    else if (token.capitalised && !token.sentenceStart && !glossary.isCommonWord(token.norm)) words.push(token.raw);
    else if (isConjugatedVerb(lower, glossary)) return undefined;
    else if (knowsSpanish(lower, glossary)) words.push(lower);
    else return undefined;
  }
  // The name goes after "de" ("hablamos de…", "¿qué piensas de…?"): a title opening with a preposition ("En el
  // veterinario", "A la playa") is named by what follows it, or it would read "de en el veterinario".
  while (words.length > 1 && SPANISH_LINKS.has(words[0]!) && words[0] !== 'del' && words[0] !== 'al') words.shift();
  // Must hold a word of substance, not only "de la" or a name in English ("Football").
  const substance = (word: string) =>
    !SPANISH_LINKS.has(word) &&
    !ARTICLES.has(word) &&
    !INDEFINITE_ARTICLES.has(word) &&
    !SPANISH_TO_SECOND_PERSON[word];
  if (!words.some(substance)) return undefined;
  // "Clase de cocina peruana" is named "la clase de cocina peruana": a bare noun after "de" would read as a kind
  const article = bareNounArticle(words[0]!, words[1]);
  if (article) words.unshift(article);
  const es = contract(words.join(' '));
  const keywords: BilingualLine[] = [];
  // A noun with a "de" complement is one name ("tu fin de semana"): its head alone ("tu fin") would be false.
  for (const match of es.matchAll(/(?:^|\s)((?:el|la|los|las|tu|tus) \p{L}+)( de \p{L}+)?/gu)) {
    const phrase = match[1]!;
    const complement = match[2] ?? '';
    const [lead, noun] = phrase.split(' ') as [string, string];
    const article = lead === 'tu' ? 'el' : lead === 'tus' ? 'los' : lead;
    const english = complement
      ? (glossary.translate(`${article} ${noun}${complement}`) ?? glossary.translate(`${noun}${complement}`))
      : (glossary.translate(`${article} ${noun}`) ?? glossary.translate(noun));
    if (!english || english.includes(' / ')) continue;
    const bare = english.replace(/^the /, '');
    keywords.push({ es: `${phrase}${complement}`, en: lead.startsWith('tu') ? `your ${bare}` : english });
  }
  return { name: { es, en: 'this topic' }, keywords };
}

const NOUN_COMPLEMENT_LEADS = new Set(['de', 'del', 'en', 'con', 'para', 'sin', 'sobre']);

/**
 * The definite article of a title's first word when it is a noun and nothing else ("clase"), or a noun before its
 * complement ("visita del fontanero": "visita" is a form of visitar too, but no verb takes "del" after it so);
 * else undefined.
 */
function bareNounArticle(word: string, next: string | undefined): string | undefined {
  if (ARTICLES.has(word) || INDEFINITE_ARTICLES.has(word) || SPANISH_TO_SECOND_PERSON[word] || SPANISH_LINKS.has(word))
    return undefined;
  const all = spanishLexicon().readingsOf(word);
  // a title is a name: before its complement ("Entrevista en una tienda", "Visita del fontanero") a word that is a noun
  // and a verb form is read as the noun
  const readings = next && NOUN_COMPLEMENT_LEADS.has(next) ? all.filter((reading) => reading.pos === 'noun') : all;
  if (readings.length === 0 || !readings.every((reading) => reading.pos === 'noun')) return undefined;
  const genders = new Set(readings.map((reading) => `${reading.gender}/${reading.number}`));
  if (genders.size !== 1) return undefined;
  return withDefiniteArticle(word, readings[0]!)?.[0];
}

/**
 * "Cómo aprendo español" is a sentence about the learner, not a name: put after "de" it would have the partner
 * speak as them. Infinitives ("cocinar") are fine.
 */
function isConjugatedVerb(word: string, glossary: Glossary): boolean {
  return glossary.spanish(word) === undefined && glossary.verbForm(word) !== undefined && !INFINITIVE.test(word);
}

function knowsSpanish(word: string, glossary: Glossary): boolean {
  // An English word that is also in a Spanish gloss ("home") must not pass as Spanish: only accented or known forms.
  return (
    glossary.spanish(word) !== undefined ||
    glossary.verbForm(word) !== undefined ||
    glossary.masculineForm(word) !== undefined
  );
}

function englishName(
  tokens: readonly Token[],
  title: string,
  glossary: Glossary,
  phrases: readonly EnglishPhrase[],
): TopicName | undefined {
  const pieces: Piece[] = [];
  let index = 0;
  while (index < tokens.length) {
    const token = tokens[index]!;
    if (token.norm === 'the') {
      pieces.push({ kind: 'the' });
      index++;
      continue;
    }
    if (ENGLISH_POSSESSIVES.has(token.norm)) {
      pieces.push({ kind: 'possessive' });
      index++;
      continue;
    }
    const phrase = phrases.find((candidate) =>
      candidate.words.every((word, offset) => tokens[index + offset]?.norm === word),
    );
    if (phrase && isPlainSpanish(phrase.es)) {
      pieces.push(pieceFor(phrase.es, tokens.slice(index, index + phrase.words.length), false));
      index += phrase.words.length;
      continue;
    }
    const link = ENGLISH_LINKS[token.norm];
    if (link) {
      pieces.push({ kind: 'link', es: link });
      index++;
      continue;
    }
    // A name is not translated by keeping it ("Japan" is Japón): such a title is left unnamed.
    if (token.capitalised && !token.sentenceStart) return undefined;
    const entry = activityOf(token, glossary) ?? glossary.english(token.raw);
    if (!entry || !isPlainSpanish(entry.es)) return undefined;
    const plural =
      token.norm.endsWith('s') &&
      !token.norm.endsWith('ss') &&
      !normaliseText(entry.en).split(' ').includes(token.norm);
    pieces.push(pieceFor(entry.es, [token], plural));
    index++;
  }
  const es = assemble(pieces);
  if (!es) return undefined;
  const heads = pieces.filter((piece): piece is Extract<Piece, { kind: 'head' }> => piece.kind === 'head');
  const possessive = pieces[0]?.kind === 'possessive';
  const en = title
    .trim()
    .replace(/^My\b/i, 'your')
    .replace(/\bmy\b/gi, 'your');
  return {
    name: { es: contract(es), en: en.charAt(0).toLowerCase() + en.slice(1) },
    keywords:
      heads.length > 1 || possessive
        ? []
        : heads.filter((head) => head.article).map((head) => ({ es: head.es, en: head.en })),
  };
}

/**
 * "Painting at home" is the doing, "pintar en casa", not "el cuadro": an -ing word the glossary has as a noun is read
 * as its verb's infinitive when the verb has one ("paint" → "pintar"); a noun with no such verb stays ("shopping").
 */
function activityOf(token: Token, glossary: Glossary): GlossEntry | undefined {
  if (!/^\p{L}{3,}ing$/u.test(token.norm) || !SINGLE_NOUN.test(glossary.english(token.raw)?.es ?? '')) return undefined;
  const stem = token.norm.slice(0, -3);
  const doubled = stem.at(-1) === stem.at(-2) ? [stem.slice(0, -1)] : [];
  for (const verb of [stem, `${stem}e`, ...doubled]) {
    const entry = glossary.english(`to ${verb}`) ?? glossary.english(verb);
    if (entry && INFINITIVE.test(entry.es)) return entry;
  }
  return undefined;
}

function isPlainSpanish(spanish: string): boolean {
  return !/[¿?¡!…#/()]/.test(spanish) && spanish.trim() === spanish;
}

function pieceFor(spanish: string, tokens: readonly Token[], plural: boolean): Piece {
  const words = spanish.split(' ');
  const english = tokens.map((token) => token.raw.toLowerCase()).join(' ');
  if (SPANISH_LINKS.has(words[0]!) && words.length > 1)
    return { kind: 'head', es: spanish, en: english, plural: false, article: false, prepositional: true };
  if (SINGLE_NOUN.test(spanish)) {
    const es = plural ? pluralNoun(spanish) : spanish;
    return es
      ? { kind: 'head', es, en: `the ${english}`, plural: PLURAL_ARTICLES.has(es.split(' ')[0]!), article: true }
      : { kind: 'link', es: '\u0000' };
  }
  if (words.length === 1 && INFINITIVE.test(spanish))
    return { kind: 'head', es: spanish, en: english, plural: false, article: false };
  if (words.length > 1 && INFINITIVE.test(words[0]!))
    return { kind: 'head', es: spanish, en: english, plural: false, article: false };
  // Adjectives, adverbs and other words would need Spanish word order: such a title is left unnamed.
  return { kind: 'link', es: '\u0000' };
}

/** "el perro" -> "los perros", "la ciudad" -> "las ciudades"; undefined where the plural could change an accent. */
function pluralNoun(noun: string): string | undefined {
  const [article, word] = noun.split(' ') as [string, string];
  const plural = article === 'el' ? 'los' : 'las';
  if (/[aeiou]$/.test(word)) return `${plural} ${word}s`;
  if (/[dlr]$/.test(word) && !/[áéíóú]/.test(word)) return `${plural} ${word}es`;
  return undefined;
}

/**
 * The Spanish in English order, accepted only in shapes Spanish shares: a head (noun or verb), then links each
 * followed by a head, "my"/"your" before a noun becoming "tu"/"tus", "the" dropped (Spanish nouns carry their own).
 */
function assemble(pieces: readonly Piece[]): string | undefined {
  const words: string[] = [];
  let expectHead = true;
  let possessive = false;
  for (const piece of pieces) {
    if (piece.kind === 'the') {
      if (!expectHead || possessive) return undefined;
      continue;
    }
    if (piece.kind === 'possessive') {
      if (!expectHead || possessive) return undefined;
      possessive = true;
      continue;
    }
    if (piece.kind === 'link') {
      if (expectHead || piece.es === '\u0000') return undefined;
      words.push(piece.es);
      expectHead = true;
      continue;
    }
    // Only a phrase that brings its own preposition ("en casa") may follow a head directly.
    if (!expectHead && !piece.prepositional) return undefined;
    if (expectHead && piece.prepositional && words.length === 0) return undefined;
    if (possessive) {
      if (!piece.article) return undefined;
      words.push(`${piece.plural ? 'tus' : 'tu'} ${piece.es.split(' ').slice(1).join(' ')}`);
      possessive = false;
    } else words.push(piece.es);
    expectHead = false;
  }
  return expectHead ? undefined : words.join(' ');
}

/** "de el" -> "del", "a el" -> "al": the contractions Spanish always makes. */
export function contract(spanish: string): string {
  return spanish.replace(/(^|\s)de el(?=\s)/g, '$1del').replace(/(^|\s)a el(?=\s)/g, '$1al');
}
