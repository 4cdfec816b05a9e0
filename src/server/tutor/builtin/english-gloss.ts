import { inflect } from '@/server/language/spanish';
import { analysed } from './analysis-cache';
import type { BilingualGlossary, BilingualPair, GlossPart } from '@/server/language/bilingual-glossary';

/**
 * English to Spanish from the bilingual glossary only, and only where its Spanish is the one translation
 * (decision 0016): "juice" is "el jugo", "the rent" "el alquiler" (a determiner asks for the noun), "too" before
 * "late" "demasiado"; "grow" (crecer or cultivar) and "work" (trabajar, funcionar…) get nothing, since a wrong
 * sense teaches false Spanish and saying nothing teaches none.
 */

/** A Spanish lemma in the wording the partner's lines are written in (Latin America; variety-words.ts). */
export type ToLatam = (lemma: string) => { lemma: string; gender?: 'm' | 'f' } | undefined;

const DETERMINERS = new Set([
  'the',
  'a',
  'an',
  'my',
  'your',
  'his',
  'her',
  'its',
  'our',
  'their',
  'this',
  'that',
  'these',
  'those',
  'some',
  'any',
  'no',
  'every',
]);
/**
 * Spanish words an English word inside a Spanish turn may follow as a noun: "mi wallet", "con cash", "el commute"
 * (normalised, without accents).
 */
const SPANISH_NOUN_LEADS = new Set(
  'el la los las un una unos unas mi mis tu tus su sus nuestro nuestra este esta estos estas ese esa con de del en para sin por al'.split(
    ' ',
  ),
);
const nounLead = (word: string | undefined) =>
  word !== undefined && (DETERMINERS.has(word) || SPANISH_NOUN_LEADS.has(word));

/** After these an English word is a verb: "I work", "to rent", "can swim", "don't know". */
const VERB_LEADS = new Set([
  'i',
  'you',
  'we',
  'they',
  'to',
  'can',
  'cant',
  'will',
  'wont',
  'would',
  'should',
  'must',
  'dont',
  'didnt',
  'doesnt',
  'lets',
]);
const PHRASE_LENGTHS = [4, 3, 2];

interface Candidate {
  pair: BilingualPair;
  plural: boolean;
}

export interface EnglishGloss {
  english: string;
  spanish: string;
  length: number;
}

/**
 * The Spanish for the English at `start` of `words` (lower case, no punctuation): a phrase the glossary has, longest
 * first, else the word. `alone` is a word asked about on its own ("how do you say rent?"): several parts of speech
 * may then be offered together ("el alquiler / alquilar"). `nounOnly`: an English compound written with a hyphen
 * ("check-out") is a noun, never the verb its words make ("check out" is not "comprobar"). Inside a sentence a verb is not glossed (its sense
 * hangs on its object: "grow herbs" is cultivar, "join a gym" apuntarse) and an unresolved word is left out.
 */
export function glossEnglish(
  words: readonly string[],
  start: number,
  glossary: BilingualGlossary,
  toLatam: ToLatam,
  alone = false,
  nounOnly = false,
): EnglishGloss | undefined {
  for (const length of PHRASE_LENGTHS) {
    if (start + length > words.length) continue;
    const phrase = words.slice(start, start + length).join(' ');
    if (!glossary.hasPhrase(phrase)) continue;
    const spanish = resolve(
      glossary
        .toSpanish(phrase)
        .filter((pair) => !nounOnly || pair.part === 'n')
        .map((pair) => ({ pair, plural: false })),
      toLatam,
      true,
    );
    if (spanish) return { english: phrase, spanish, length };
  }
  const word = words[start];
  if (!word) return undefined;
  const before = words[start - 1];
  const after = words[start + 1];
  let candidates = candidatesFor(word, glossary, nounLead(before));
  if (nounLead(before)) candidates = keep(candidates, ['n', 'adj']);
  else if (before !== undefined && VERB_LEADS.has(before)) candidates = keep(candidates, ['v']);
  // "too late", "very big": a pre-adverb only before an adjective or adverb, and then nothing else.
  const beforeModifiable = after !== undefined && modifiable(after, glossary);
  candidates = beforeModifiable
    ? candidates.some((candidate) => candidate.pair.part === 'preadv')
      ? keep(candidates, ['preadv'])
      : candidates
    : candidates.filter((candidate) => candidate.pair.part !== 'preadv');
  if (!alone) candidates = candidates.filter((candidate) => candidate.pair.part !== 'v');
  if (nounOnly) candidates = keep(candidates, ['n']);
  const spanish = resolve(candidates, toLatam, alone);
  return spanish ? { english: word, spanish, length: 1 } : undefined;
}

/** The word's own entries, then what its English ending says it is: a plural noun, a verb form. */
function candidatesFor(word: string, glossary: BilingualGlossary, afterDeterminer: boolean): Candidate[] {
  const ing = word.length > 5 && word.endsWith('ing');
  // "thinking" after "I'm" or "about" is the verb; only "the thinking" is the noun.
  const own = glossary
    .toSpanish(word)
    .filter((pair) => !ing || afterDeterminer || pair.part !== 'n')
    .filter((pair) => !gerundAsAdjective(pair))
    .map((pair) => ({ pair, plural: false }));
  if (own.length > 0 && !ing) return own;
  const found: Candidate[] = [...own];
  const add = (bases: string[], parts: GlossPart[], plural: boolean) => {
    for (const base of bases)
      for (const pair of glossary.toSpanish(base))
        if (parts.includes(pair.part)) found.push({ pair, plural: plural && pair.part === 'n' });
  };
  if (ing) {
    const stem = word.slice(0, -3);
    add([stem, `${stem}e`, ...(stem.at(-1) === stem.at(-2) ? [stem.slice(0, -1)] : [])], ['v'], false);
  } else if (word.endsWith('ies')) add([`${word.slice(0, -3)}y`], ['n'], true);
  else if (word.endsWith('es')) add([word.slice(0, -2), word.slice(0, -1)], ['n'], true);
  else if (word.endsWith('s') && !word.endsWith('ss')) add([word.slice(0, -1)], ['n'], true);
  // No "-ed": "closed" is mostly the adjective "cerrado", not the verb "cerrar".
  return found;
}

/**
 * "stressful" → "estresando": the source dictionary gives a Spanish gerund as an adjective, and a gerund is no
 * adjective ("estresante" is); the language core reads the form, so such a pair is never offered.
 */
function gerundAsAdjective(pair: BilingualPair): boolean {
  if (pair.part !== 'adj' || pair.es.includes(' ')) return false;
  const readings = analysed(pair.es).tokens[0]?.readings ?? [];
  return readings.length > 0 && readings.every((reading) => reading.verbForm === 'gerund');
}

/** "too late", "very big": the word is a pre-adverb here, before an adjective or adverb it modifies. */
export function modifiesTheNext(words: readonly string[], index: number, glossary: BilingualGlossary): boolean {
  const next = words[index + 1];
  return (
    next !== undefined &&
    modifiable(next, glossary) &&
    glossary.toSpanish(words[index]!).some((pair) => pair.part === 'preadv')
  );
}

function modifiable(word: string, glossary: BilingualGlossary): boolean {
  return glossary.toSpanish(word).some((pair) => pair.part === 'adj' || pair.part === 'adv');
}

function keep(candidates: Candidate[], parts: GlossPart[]): Candidate[] {
  return candidates.filter((candidate) => parts.includes(candidate.pair.part));
}

/**
 * One Spanish per part of speech, or nothing: Spain's and Latin America's words for one thing count as one
 * ("zumo", "jugo"). Several parts only when the word was asked about alone.
 */
function resolve(candidates: readonly Candidate[], toLatam: ToLatam, alone: boolean): string | undefined {
  const byPart = new Map<GlossPart, Map<string, string | undefined>>();
  for (const candidate of candidates) {
    let forms = byPart.get(candidate.pair.part);
    if (!forms) byPart.set(candidate.pair.part, (forms = new Map<string, string | undefined>()));
    const latam = toLatam(candidate.pair.es);
    const lemma = latam?.lemma ?? candidate.pair.es;
    if (!forms.has(lemma)) forms.set(lemma, render(candidate, latam));
  }
  // Asked alone, a noun and its verb may go together ("el alquiler / alquilar"); any other mix is left unsaid.
  const nounAndVerb = byPart.size === 2 && byPart.has('n') && byPart.has('v');
  // Joined, a part the source dictionary gives one way only is a looser sense than the other's two-way one: "lock"
  // is "la cerradura" both ways, but "cerrar" is "close" back, so "to lock" is not offered as "cerrar".
  if (alone && nounAndVerb) {
    const twoWay = (part: GlossPart) =>
      candidates.some((candidate) => candidate.pair.part === part && candidate.pair.direction === 'b');
    if (twoWay('n') !== twoWay('v')) byPart.delete(twoWay('n') ? 'v' : 'n');
  }
  if (byPart.size === 0 || (byPart.size > 1 && !(alone && nounAndVerb))) return undefined;
  const rendered: string[] = [];
  for (const forms of byPart.values()) {
    if (forms.size !== 1) return undefined;
    const form = [...forms.values()][0];
    if (!form) return undefined;
    rendered.push(form);
  }
  return rendered.join(' / ');
}

const STRESSED_A = /^h?[aá]/;

/** A noun with its article and number ("las hierbas"); undefined when the core cannot make the plural. */
function render(candidate: Candidate, latam: ReturnType<ToLatam>): string | undefined {
  const { pair } = candidate;
  const lemma = latam?.lemma ?? pair.es;
  if (pair.part !== 'n') return lemma;
  const gender = latam?.gender ?? pair.gender;
  // The form the gender and number ask for, as the language core's lexicon inflects it: "novio" for a girlfriend
  // is "novia", "gato" in the plural "gatos" (not "gatas"). Nothing when it cannot tell.
  const sex = gender === 'f' ? 'feminine' : gender === 'm' ? 'masculine' : undefined;
  // "prismáticos", "tijeras": a translation written in the plural is said so, with the plural article
  const readings = analysed(lemma).tokens.length === 1 ? analysed(lemma).tokens[0]!.readings : [];
  const nouns = readings.filter((reading) => reading.pos === 'noun');
  if (nouns.length > 0 && nouns.every((reading) => reading.number === 'plural')) {
    const plural = gender === 'f' || nouns.every((reading) => reading.gender === 'feminine') ? 'las' : 'los';
    return `${plural} ${lemma}`;
  }
  const number = candidate.plural ? 'plural' : 'singular';
  const gendered = sex ? inflect(lemma, { pos: 'noun', number, gender: sex }) : [];
  const any = inflect(lemma, { pos: 'noun', number });
  const noun =
    gendered.length === 1
      ? gendered[0]
      : gendered.length === 0 && any.length === 1 && !(gender === 'f' && /os?$/.test(any[0]!))
        ? any[0]
        : any.length === 0 && !candidate.plural && (lemma.includes(' ') || gender !== 'f' || !lemma.endsWith('o'))
          ? lemma
          : undefined;
  if (!noun) return undefined;
  // A variety word's article was written by hand (content/tutor/variety-words.json): it is kept.
  const article = latam?.gender
    ? articleFor(noun, lemma, latam.gender, candidate.plural, false)
    : articleFor(noun, lemma, gender, candidate.plural);
  // "el agua" takes "el" though feminine; rather than guess the stress, such a noun goes without its article.
  if (article === 'la' && STRESSED_A.test(lemma)) return noun;
  return article ? `${article} ${noun}` : noun;
}

/**
 * The article for a noun form: its gender as the language core's lexicon reads that form when it gives one (the
 * source's tags can carry another entry's gender), else the glossary's; none when neither knows.
 */
function articleFor(
  noun: string,
  lemma: string,
  gender: BilingualPair['gender'],
  plural: boolean,
  readLexicon = true,
): string {
  const genders = new Set(
    (readLexicon && analysed(noun).tokens.length === 1 ? analysed(noun).tokens[0]!.readings : [])
      .filter((reading) => reading.pos === 'noun' && reading.lemma === lemma)
      .map((reading) => reading.gender),
  );
  const read =
    genders.size === 1 && genders.has('masculine') ? 'm' : genders.size === 1 && genders.has('feminine') ? 'f' : gender;
  if (read === 'f') return plural ? 'las' : 'la';
  if (read === 'm' || read === 'mf') return plural ? 'los' : 'el';
  return '';
}

/** The part of speech the word before asks for: a noun after "the", a verb after "to" or "I"; else undefined. */
export function contextPart(words: readonly string[], index: number): 'n' | 'v' | undefined {
  const before = words[index - 1];
  if (before === undefined) return undefined;
  if (nounLead(before)) return 'n';
  return VERB_LEADS.has(before) ? 'v' : undefined;
}

/** Whether the glossary gives the word more than one part of speech ("too", "rent", "late"): context decides. */
export function partsOfSpeech(word: string, glossary: BilingualGlossary): number {
  return new Set(glossary.toSpanish(word).map((pair) => pair.part)).size;
}
