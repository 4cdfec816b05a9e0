import {
  type AnalysedToken as CoreToken,
  type Reading,
  inflect,
  spanishLexicon,
  stressedInitialA,
} from '@/server/language/spanish';
import type { NewsCues } from '@/server/content/partner-knowledge-schema';
import type { Register } from '@/server/content/topic-file-schema';
import { ARTICLES } from './articles';
import { analysed } from './analysis-cache';
import { normaliseText, sentencesOf } from './text-normalisation';

/**
 * The learner's possessives and demonstratives, from the partner's side ("tus alumnos" is "mis alumnos"); "nuestro"
 * is not said back, nor "su" to an usted partner's own things, which cannot be told from a third person's.
 */
const SHIFT: Record<Register, Record<string, string>> = {
  tú: {
    mi: 'tu',
    mis: 'tus',
    tu: 'mi',
    tus: 'mis',
    su: 'su',
    sus: 'sus',
    este: 'ese',
    esta: 'esa',
    estos: 'esos',
    estas: 'esas',
  },
  usted: { mi: 'su', mis: 'sus', su: 'su', sus: 'sus', este: 'ese', esta: 'esa', estos: 'esos', estas: 'esas' },
};
const DEMONSTRATIVES = new Set(['este', 'esta', 'estos', 'estas']);
const OWN_AS_USTED: Record<string, string> = { su: 'mi', sus: 'mis' };
const ARTICLE_SET = new Set(ARTICLES);
const INDEFINITE = new Set(['un', 'una', 'unos', 'unas']);
const DEFINITE = new Set(['el', 'la', 'los', 'las']);
/** Written with their accent: "que" without one is a relative ("la casa que compré"). */
const INTERROGATIVES = new Set(['qué', 'cuánto', 'cuánta', 'cuántos', 'cuántas']);
/** Quantifiers before the phrase are left out: "todas mis plantas" → "tus plantas". */
const QUANTIFIERS = new Set(['todo', 'toda', 'todos', 'todas']);
/** The longest phrase said back: a name, not a retelling. */
const MAX_WORDS = 6;

export interface NounPhraseOptions {
  register: Register;
  /** "un pescado" may be said back as itself ("¿Un máster?"), but "lo de un pescado" names nothing both know. */
  indefinite?: boolean;
  /** "esta chaqueta" is "esa chaqueta" from the partner's side; "lo de esa chaqueta" is not, so sympathy has none. */
  demonstrative?: boolean;
  /** In a question, "¿Qué barrio…?" and "¿Cuántos huevos…?" name "el barrio" and "los huevos". */
  interrogative?: boolean;
  /** A question that says "usted" to the partner: its "su casa" is the partner's "mi casa". */
  toPartnerAsUsted?: boolean;
}

export interface NamedPhrase {
  phrase: string[];
  /** The preposition just before the phrase, normalised ("en" in "en el metro"). */
  preposition?: string;
}

export interface NounPhraseReader {
  /** The noun phrase from `start` that names something: (article | possessive) noun (adjective) (de …). */
  at(tokens: readonly CoreToken[], start: number, options: NounPhraseOptions): string[] | undefined;
  /** Every noun phrase of the sentence that names something, in order, with the preposition before it if any. */
  all(tokens: readonly CoreToken[], options: NounPhraseOptions): NamedPhrase[];
  /**
   * What the turn's questions (`asked`, the first thing each of two questions names) or its statements (the first)
   * name, to say back ("¿La receta?", "¿Tu mamá?"): a subject or object first, else a thing after a preposition ("en
   * la terraza"); none when nothing is named.
   */
  thingsNamed(text: string, register: Register, asked: boolean): string[];
  /** Whether the phrase's last word is a noun of time ("dos años", "cada dos horas"). */
  countsTime(phrase: string): boolean;
}

/**
 * Noun phrases the partner can say back with the person shifted ("mis plantas" → "tus plantas"): a determiner and a
 * noun the language core reads, an adjective that agrees, a "de" complement. Times and nouns too vague
 * (content/tutor/news.json `times`, `notNamed`) name nothing.
 */
const DEFINITE_BY = { masculine: { singular: 'el', plural: 'los' }, feminine: { singular: 'la', plural: 'las' } };

/**
 * A noun with the definite article its gender and number take ("los huevos"; "el agua", never "la agua"); undefined
 * when the reading does not say both.
 */
export function withDefiniteArticle(written: string, reading: Reading): string[] | undefined {
  if (!reading.gender || reading.gender === 'common' || !reading.number) return undefined;
  const gender = reading.gender === 'feminine' && !takesMasculine(written, reading) ? 'feminine' : 'masculine';
  return [DEFINITE_BY[gender][reading.number === 'plural' ? 'plural' : 'singular'], written.toLowerCase()];
}

export function createNounPhraseReader(cues: Pick<NewsCues, 'times' | 'notNamed' | 'sharedPlaces'>): NounPhraseReader {
  const sharedPlaces = new Set(cues.sharedPlaces.map(normaliseText));
  const times = new Set(cues.times.map(normaliseText));
  const notNamed = new Set([...times, ...cues.notNamed.map(normaliseText)]);

  function at(tokens: readonly CoreToken[], start: number, options: NounPhraseOptions): string[] | undefined {
    let index = start;
    while (QUANTIFIERS.has(normaliseText(tokens[index]?.text ?? ''))) index++;
    const first = tokens[index];
    if (!first) return undefined;
    if (first.reading?.pos === 'proper-noun' && index > 0) return [first.text];
    const lead = normaliseText(first.text);
    if (options.interrogative && INTERROGATIVES.has(first.text.toLowerCase()))
      return askedAbout(tokens[index + 1], tokens.slice(index + 2));
    // "¿Tú cocinas…?": the pronoun, which normalises to the possessive "tu", begins no phrase ("¿Mi cocinas?"); nor
    // does any word with an accent, which no determiner has ("todo está bien" holds no "esta bien", said "¿Esa bien?")
    if (first.reading?.pos === 'pronoun' || first.text.toLowerCase() !== lead) return undefined;
    // A name after its article: "la Patagonia", "el Zócalo".
    if (DEFINITE.has(lead) && tokens[index + 1]?.reading?.pos === 'proper-noun') return [lead, tokens[index + 1]!.text];
    if (DEMONSTRATIVES.has(lead) && !options.demonstrative) return undefined;
    // "¿Usted tiene mascotas en su casa?": the learner's "su" to an usted partner is the partner's "mi"
    const shifted = (options.toPartnerAsUsted && OWN_AS_USTED[lead]) || SHIFT[options.register][lead];
    if (!ARTICLE_SET.has(lead) && !shifted) return undefined;
    if (INDEFINITE.has(lead) && !options.indefinite) return undefined;
    const noun = tokens[index + 1];
    const nounReading = headReading(tokens, index + 1);
    if (!noun || !nounReading || notNamed.has(normaliseText(nounReading.lemma))) return undefined;
    // The message is read as corrected: an article that still disagrees with the noun is one the corrector left as
    // written, unsure of it ("el mole", the dish, where the lexicon knows only "la mole"); the partner does not change
    // it either, and names nothing.
    const readings = noun.readings.filter((reading) => reading.pos === nounReading.pos);
    const agrees = readings.some((reading) => articleAgrees(lead, noun.text, reading));
    // "esta perfecto", "esta bien": a demonstrative that does not agree is the learner's "está", no "¿Esa perfecto?"
    if (!agrees && DEMONSTRATIVES.has(lead)) return undefined;
    const agreeing = agrees
      ? first.text.toLowerCase()
      : articleReading(lead)
        ? undefined
        : articleFor(lead, noun.text, nounReading);
    if (!agreeing) return undefined;
    // "este taller" where both are is the partner's "este taller" too
    const here = DEMONSTRATIVES.has(lead) && sharedPlaces.has(normaliseText(nounReading.lemma));
    const phrase = [here ? lead : (shifted ?? agreeing), asWritten(noun.text)];
    let next = index + 2;
    // "el glaciar Perito Moreno": capitalised words after the noun are its name, said as written, whole
    const named = (token: CoreToken | undefined) => token?.kind === 'word' && /^\p{Lu}/u.test(token.text);
    if (named(tokens[next])) {
      while (named(tokens[next])) phrase.push(tokens[next++]!.text);
      return phrase.length <= MAX_WORDS ? phrase : undefined;
    }
    // "el medio ambiente", "la hora punta": a noun right after the noun makes one name with it, which the phrase
    // cannot say in part ("¿El medio?")
    if (tokens[next]?.reading?.pos === 'noun' && !tokens[next]!.readings.some((reading) => reading.pos === 'adjective'))
      return undefined;
    // An adjective joins the phrase only when it agrees with the noun: "la garganta mucho" is the noun and an adverb.
    const adjective = tokens[next]?.readings.find(
      (reading) =>
        reading.pos === 'adjective' &&
        // "grande", "verde": one form for both genders
        (reading.gender === undefined || reading.gender === 'common' || reading.gender === nounReading.gender) &&
        (reading.number === undefined || reading.number === 'invariable' || reading.number === nounReading.number),
    );
    // nor a word that is an adverb as well: "uso el móvil demasiado" says how much, not which phone
    const alsoAdverb = tokens[next]?.readings.some((reading) => reading.pos === 'adverb') === true;
    // a name's adjective keeps its capital ("la Plaza Mayor"), a common noun's is lower case
    if (adjective && !alsoAdverb && tokens[next]!.reading?.pos === 'adjective')
      phrase.push(/^\p{Lu}/u.test(noun.text) ? asWritten(tokens[next++]!.text) : tokens[next++]!.text.toLowerCase());
    const complement = complementAt(tokens, next, options, normaliseText(nounReading.lemma));
    if (!complement) return undefined;
    phrase.push(...complement);
    return phrase.length <= MAX_WORDS ? phrase : undefined;
  }

  /**
   * The "de" or "del" complement at `next` (none is []): a phrase ("de tu vecina"), a name, or a bare noun that
   * makes a compound with the head ("plantas de tomate"); undefined when head and complement name a time together
   * ("los fines de semana").
   */
  function complementAt(tokens: readonly CoreToken[], next: number, options: NounPhraseOptions, head: string) {
    const joiner = normaliseText(tokens[next]?.text ?? '');
    const following = tokens[next + 1];
    const bare = following?.reading?.pos === 'noun' ? following.reading : undefined;
    if (joiner === 'de' && bare) {
      if (times.has(`${head} de ${normaliseText(bare.lemma)}`)) return undefined;
      return notNamed.has(normaliseText(bare.lemma)) ? [] : ['de', following!.text.toLowerCase()];
    }
    if (joiner === 'de') {
      const complement = at(tokens, next + 1, options) ?? properNoun(following);
      return complement ? ['de', ...complement] : [];
    }
    // "del" holds the complement's article: "los correos del trabajo".
    const reading = following?.readings.find((candidate) => candidate.pos === 'noun');
    if (joiner === 'del' && reading && !notNamed.has(normaliseText(reading.lemma)))
      return ['del', following!.text.toLowerCase()];
    return [];
  }

  /** "¿Cuántos huevos…?" asks about "los huevos": the noun with the article its gender and number take. */
  function askedAbout(noun: CoreToken | undefined, after: readonly CoreToken[]): string[] | undefined {
    // The noun the tagger reads in context: "¿Qué son…?" asks about no "son".
    const reading = noun?.reading?.pos === 'noun' ? noun.reading : undefined;
    if (!noun || !reading || notNamed.has(normaliseText(reading.lemma))) return undefined;
    // "¿Y cuánto cuesta?", "¿Qué pasa?": a word that may be the question's own verb is it, when no other verb
    // follows ("¿Qué vino tienes?" asks of a wine); never "¿La cuesta?"
    if (mayBeItsVerb(noun) && !after.some((token) => token.reading?.pos === 'verb')) return undefined;
    return withDefiniteArticle(noun.text, reading);
  }

  function all(tokens: readonly CoreToken[], options: NounPhraseOptions) {
    const found: NamedPhrase[] = [];
    for (let index = 0; index < tokens.length; index++) {
      const before = tokens[index - 1];
      if (QUANTIFIERS.has(normaliseText(before?.text ?? ''))) continue;
      const phrase = at(tokens, index, options);
      if (!phrase) continue;
      const preposition = before?.reading?.pos === 'preposition' ? normaliseText(before.text) : undefined;
      found.push(preposition ? { phrase, preposition } : { phrase });
      // The phrase's own words are not read again as phrases of their own ("la bicicleta de tu vecina").
      index += Math.max(0, phrase.length - 1);
    }
    return found;
  }

  function thingsNamed(text: string, register: Register, asked: boolean): string[] {
    const options = { register, indefinite: true, demonstrative: true, interrogative: asked };
    const firstIn = (found: NamedPhrase[]) =>
      (found.find(({ preposition }) => !preposition) ?? found[0])?.phrase.join(' ');
    const sentences = sentencesOf(text).filter((sentence) => /[?¿]/u.test(sentence) === asked);
    const named = asked
      ? sentences.map(
          (sentence) =>
            firstIn(all(wordTokens(sentence), { ...options, toPartnerAsUsted: /\busted\b/iu.test(sentence) })) ??
            bareNounAsked(wordTokens(sentence)),
        )
      : [firstIn(sentences.flatMap((sentence) => all(wordTokens(sentence), options)))];
    // Two questions in a turn are both heard: "¿La tortilla y los huevos?"
    return [...new Set(named.filter((phrase): phrase is string => phrase !== undefined))].slice(0, 2);
  }

  /** Whether a word may be a verb of the third person ("cuesta", "pasa", "vale"). */
  function mayBeItsVerb(token: CoreToken): boolean {
    return token.readings.some(
      (reading) => reading.pos === 'verb' && reading.verbForm === 'finite' && reading.person === 3,
    );
  }

  /** "¿Tienen aparcamiento cerca?": a bare noun after the question's verb, said with its article ("el aparcamiento"). */
  function bareNounAsked(tokens: readonly CoreToken[]): string | undefined {
    const at = tokens.findIndex((token) => token.reading?.pos === 'noun');
    const noun = tokens[at];
    if (!noun || at === 0 || tokens[at - 1]!.reading?.pos !== 'verb') return undefined;
    if (notNamed.has(normaliseText(noun.reading!.lemma))) return undefined;
    return withDefiniteArticle(noun.text, noun.reading!)?.join(' ');
  }

  function countsTime(phrase: string): boolean {
    const last = analysed(phrase)
      .tokens.filter((token) => token.kind === 'word')
      .at(-1);
    const noun = last?.readings.find((reading) => reading.pos === 'noun');
    return noun !== undefined && times.has(normaliseText(noun.lemma));
  }

  return { at, all, thingsNamed, countsTime };
}

export function wordTokens(sentence: string): CoreToken[] {
  return analysed(sentence).tokens.filter((token) => token.kind === 'word' || token.kind === 'number');
}

/**
 * The reading of the noun after a determiner. Any noun reading will do ("el celular" may be read as the adjective):
 * the determiner settles it; so does a word the lexicon has only as an adjective when no noun follows it ("el
 * celular", "los jóvenes"), but not one before a noun ("el último tren").
 */
function headReading(tokens: readonly CoreToken[], index: number): Reading | undefined {
  const token = tokens[index];
  const noun = token?.readings.find((reading) => reading.pos === 'noun');
  if (noun || !token) return noun;
  const following = tokens[index + 1]?.readings ?? [];
  if (following.some((reading) => reading.pos === 'noun' || reading.pos === 'adjective')) return undefined;
  return token.readings.find((reading) => reading.pos === 'adjective');
}

/** An article's own reading in the language core's lexicon ("una": uno, feminine singular), if the word is one. */
function articleReading(article: string): Reading | undefined {
  return spanishLexicon()
    .readingsOf(article)
    .find(
      (reading) =>
        reading.pos === 'determiner' &&
        (reading.kind === 'definite' || reading.kind === 'indefinite' || reading.kind === 'demonstrative'),
    );
}

const gendered = (gender: Reading['gender']) => gender === 'masculine' || gender === 'feminine';
const numbered = (number: Reading['number']) => number === 'singular' || number === 'plural';
/** "el agua", "un hacha": a feminine noun whose first syllable is a stressed "a" shows the masculine article. */
const takesMasculine = (noun: string, reading: Reading) =>
  reading.gender === 'feminine' && reading.number === 'singular' && stressedInitialA(noun);

/** Whether an article agrees with its noun ("la agua" and "el agua" both pass: the learner's choice is kept). */
function articleAgrees(article: string, noun: string, reading: Reading): boolean {
  const own = articleReading(article);
  if (!own) return true;
  const genderFits =
    !gendered(reading.gender) ||
    reading.gender === own.gender ||
    (own.number === 'singular' && takesMasculine(noun, reading));
  return genderFits && (!numbered(reading.number) || reading.number === own.number);
}

/** The article of the same kind as `article` that agrees with the noun ("un" → "una" for "ducha"), if it knows. */
function articleFor(article: string, noun: string, reading: Reading): string | undefined {
  const own = articleReading(article);
  if (!own) return article;
  const { gender, number } = reading;
  if (!gendered(gender) || !numbered(number)) return undefined;
  const shown = takesMasculine(noun, reading) ? 'masculine' : gender;
  return inflect(own.lemma, { pos: 'determiner', gender: shown, number })[0];
}

function properNoun(token: CoreToken | undefined): string[] | undefined {
  return token?.reading?.pos === 'proper-noun' ? [token.text] : undefined;
}

/** A noun as said back: lower case, but a capital after the article is a name's ("la Toscana"). */
function asWritten(noun: string): string {
  return /^\p{Lu}/u.test(noun) ? noun : noun.toLowerCase();
}
