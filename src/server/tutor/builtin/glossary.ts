import { isNumberWord } from '@/domain/spanish-numbers';
import type { Catalogue } from '@/server/content/lesson-catalogue';
import type { TopicFile } from '@/server/content/topic-file-schema';
import { foldAccents } from '@/domain/spanish-text';
import { analysed } from './analysis-cache';
import type { BilingualGlossary } from '@/server/language/bilingual-glossary';
import { contextPart, glossEnglish, modifiesTheNext, partsOfSpeech, type ToLatam } from './english-gloss';
import { normaliseText } from './text-normalisation';
import type { SpanishVariety } from '@/contract/settings-constants';
import type { RegionalNote } from '@/contract/lessons';

/** A Spanish word or phrase with its English, as the course or the lexicon writes them. */
export interface GlossEntry {
  es: string;
  en: string;
  /**
   * Latin America's word where a lesson, written in Spain's Spanish, says it differs ("los deberes": "la tarea"), for
   * a learner who chose Latin America (`inVarietyOf`).
   */
  latam?: string;
}

/** The entry's Spanish in the learner's variety. */
export function inVarietyOf(entry: Pick<GlossEntry, 'es' | 'latam'>, variety: SpanishVariety): string {
  return variety === 'latam' && entry.latam ? entry.latam : entry.es;
}

/** Looks words up both ways: "¿qué significa pescado?", "how do you say bread?", "I like" -> "me gusta". */
export interface Glossary {
  spanish(phrase: string): GlossEntry | undefined;
  /**
   * The Spanish for English asked about on its own ("how do you say the rent?"): a curated phrase, a course entry
   * whose whole English it is, or the bilingual glossary's one translation; never a word-by-word guess.
   */
  english(phrase: string): GlossEntry | undefined;
  /** The Spanish for the English at `index` of a sentence's words, read in context (english-gloss.ts). */
  englishIn(words: readonly string[], index: number): { entry: GlossEntry; length: number } | undefined;
  /** The short English for a Spanish phrase when the glossary has exactly it (plurals are not guessed), for echoes. */
  translate(phrase: string): string | undefined;
  /** The infinitive behind a conjugated verb the glossary lacks ("desayunas" -> "desayunar"). */
  verbForm(word: string): GlossEntry | undefined;
  /**
   * The masculine of a feminine adjective ("bonitas" -> "bonito"). Tried after `verbForm`, which it would
   * otherwise shadow ("desayuna" is a verb, not the feminine of "desayuno").
   */
  masculineForm(word: string): GlossEntry | undefined;
  /**
   * A Spanish word the course does not gloss, from the bilingual glossary: its lemma as the language core reads it
   * and up to three English translations ("tiburón" -> "shark"); undefined when it has none.
   */
  meaningOf(word: string): GlossEntry | undefined;
  /** A lower-case Spanish word the glossary knows: "estudiante" after "soy" is not a name. */
  isCommonWord(normalisedWord: string): boolean;
  /** Whether the bilingual glossary knows a word as English ("tire", "quarter"), in any sense or its plural. */
  isEnglishWord(word: string): boolean;
  /**
   * The English a Spanish lemma may be written with, to read topics written in English: the bilingual glossary's
   * (Apertium has "almuerzo" only for "breakfast") and the course's own senses of a noun ("el almuerzo": "lunch"; a
   * verb's course senses are too wide: "salir" is "to leave", which finds "leave their luggage").
   */
  englishWordsOf(lemma: string): readonly string[];
  /**
   * The entry of the word a listed inflected form comes from ("hiciste" -> "hacer", "fue" -> "ser / ir"): the
   * curated forms only, never a guessed ending.
   */
  listedForm(word: string): GlossEntry | undefined;
}

const SPANISH_ARTICLES = ['el', 'la', 'los', 'las', 'un', 'una'];
const ARTICLE = /^(?:el|la|los|las) /;
/** English translations given for a Spanish word the course lacks: enough to show its senses, few enough to read. */
const MEANINGS = 3;
const ENGLISH_ARTICLES = ['the', 'a', 'an', 'some'];
const PARENTHESES = /\([^)]*\)/g;
const ENGLISH_SEPARATORS = /[;,/]| or /;
const ALTERNATIVES = / \/ /;
const SPANISH_DECORATION = /^[¿¡]+|[.…!?]+$/g;
const STARTS_LOWER = /^[¿¡]*\p{Ll}/u;
const FIRST_SENSE = /[;,]/;
/** Sentence-like entries ("Para mí, un té, por favor."), as opposed to words and short phrases. */
const SENTENCE = /[.?!¿¡…]/;
const ALSO = /^\s*also\s+/i;
/** Regular present and preterite endings, longest first, normalised (no accents). */
/**
 * Regular endings after the stem, longest first, normalised (no accents): present, preterite, imperfect, present and
 * imperfect subjunctive, gerund and participle. Each is tried with all three infinitive endings, and the glossary
 * decides which infinitive exists.
 */
const VERB_ENDINGS = [
  'ieramos',
  'aramos',
  'abamos',
  'iendo',
  'ieron',
  'ieras',
  'ieran',
  'iamos',
  'ando',
  'aron',
  'aras',
  'aran',
  'abas',
  'aban',
  'iera',
  'amos',
  'emos',
  'imos',
  'aste',
  'iste',
  'ados',
  'adas',
  'idos',
  'idas',
  'ara',
  'aba',
  'ado',
  'ada',
  'ido',
  'ida',
  'ias',
  'ian',
  'ais',
  'eis',
  'ia',
  'as',
  'es',
  'an',
  'en',
  'io',
  'o',
  'a',
  'e',
  'i',
];
/** Future and conditional endings, added to the whole infinitive ("desayunaría" = "desayunar" + "ía"). */
const AFTER_INFINITIVE = ['iamos', 'emos', 'ias', 'ian', 'ia', 'as', 'an', 'a', 'e'];
/** Object pronouns attached to an infinitive, gerund or command ("contármelo", "saludarte"). */
const ENCLITIC = /(me|te|se|lo|la|le|nos|los|las|les)$/;
const INFINITIVE_ENDINGS = ['ar', 'er', 'ir'];

/** The curated English side of the lexicon: the chunks learners reach for, and the words with no one Spanish. */
export interface CuratedEnglish {
  phrases: readonly { en: string; es: string; latam?: string }[];
  unclear: readonly string[];
}

const INFINITIVE = /^\p{L}*(ar|er|ir|ír)(se)?$/u;

/**
 * Builds the indexes once. Earlier sources win a clash: the tutor's own lexicon (written for this), then the
 * lesson vocabulary and phrases, then every default topic's keywords. English is looked up in the curated English
 * phrases first ("pay" is "pagar", never the noun "el sueldo" a lesson glosses as "the salary, the pay").
 */
export function buildGlossary(sources: {
  lexicon: readonly GlossEntry[];
  english?: CuratedEnglish;
  /** Inflected forms and the word they come from ("hiciste" -> "hacer", "aficiones" -> "afición"). */
  forms?: Readonly<Record<string, string>>;
  lessons?: Catalogue;
  topics?: readonly TopicFile[];
  /** English to Spanish beyond the course (content/glossary), read on first use; Spain's lemmas to Latin America's. */
  bilingual?: () => BilingualGlossary;
  toLatam?: ToLatam;
}): Glossary {
  const bySpanish = new Map<string, GlossEntry>();
  const byEnglish = new Map<string, GlossEntry>();
  const commonWords = new Set<string>();
  const unclear = new Set(sources.english?.unclear ?? []);
  const toLatam: ToLatam = sources.toLatam ?? (() => undefined);
  for (const phrase of sources.english?.phrases ?? []) {
    if (!phrase.es.includes('#'))
      setOnce(byEnglish, normaliseText(phrase.en), {
        es: phrase.es,
        en: phrase.en,
        ...(phrase.latam ? { latam: phrase.latam } : {}),
      });
  }

  const add = (entry: GlossEntry, extraSpanishForms: readonly string[] = []) => {
    for (const { es, gloss } of alternativesOf(entry)) {
      for (const form of [es, ...extraSpanishForms]) {
        const key = normaliseText(form.replace(SPANISH_DECORATION, ''));
        if (!key || SPANISH_ARTICLES.includes(key)) continue;
        const bare = withoutLead(key, SPANISH_ARTICLES);
        setOnce(bySpanish, key, gloss);
        setOnce(bySpanish, bare, gloss);
        if (!bare.includes(' ') && STARTS_LOWER.test(form)) commonWords.add(bare);
      }
      setOnce(byEnglish, normaliseText(gloss.en), gloss);
      // A sentence or a phrase is found by its whole translation only: "For me, a tea, please" is not the word for
      // "tea", and "para llevar" ("for here or to go") is not the word for "go".
      if (SENTENCE.test(gloss.es) || isPhrase(gloss.es)) continue;
      // Only an English with one sense finds its Spanish: "también" ("also, too") is no answer for the "too" of "too
      // late", nor "creer" ("to believe, to think") for "thinking". "to rent" stays a verb's key: "the rent" is not
      // "alquilar".
      const senses = gloss.en.replace(PARENTHESES, '').split(ENGLISH_SEPARATORS);
      if (senses.length !== 1) continue;
      const key = withoutLead(normaliseText(senses[0]!.replace(ALSO, '')), ENGLISH_ARTICLES);
      if (key && key.length <= 40) setOnce(byEnglish, key, gloss);
    }
  };

  for (const entry of sources.lexicon) add(entry);
  for (const entry of lessonEntries(sources.lessons)) add(entry);
  for (const topic of sources.topics ?? []) {
    for (const keyword of topic.plan.keywords) add({ es: keyword.es, en: keyword.en }, keyword.forms);
  }

  const forms = new Map(Object.entries(sources.forms ?? {}).map(([form, lemmas]) => [normaliseText(form), lemmas]));
  /** The listed forms as written, accents kept: "de" is not "dé". */
  const writtenForms = new Set(Object.keys(sources.forms ?? {}).map((form) => form.toLowerCase()));
  /** The entry for a form's lemmas: one, or both senses joined ("fue" -> "ser / ir", "to be / to go"). */
  const formEntry = (key: string, verbs: boolean): GlossEntry | undefined => {
    const lemmas = forms.get(key)?.split(ALTERNATIVES);
    if (!lemmas || lemmas.some((lemma) => isInfinitive(lemma) !== verbs)) return undefined;
    const entries = lemmas.map((lemma) => bySpanish.get(normaliseText(lemma)));
    if (entries.some((entry) => !entry)) return undefined;
    if (entries.length === 1) return entries[0];
    return {
      es: entries.map((entry) => entry!.es).join(' / '),
      en: entries.map((entry) => entry!.en.replace(PARENTHESES, '').split(FIRST_SENSE)[0]!.trim()).join(' / '),
    };
  };

  const regularVerb = (key: string): GlossEntry | undefined => {
    for (const ending of AFTER_INFINITIVE) {
      const infinitive = key.slice(0, -ending.length);
      if (key.endsWith(ending) && INFINITIVE.test(infinitive)) {
        const entry = bySpanish.get(infinitive);
        if (entry) return entry;
      }
    }
    for (const ending of VERB_ENDINGS) {
      if (!key.endsWith(ending) || key.length - ending.length < 2) continue;
      const stem = key.slice(0, -ending.length);
      const entry = firstFound(
        bySpanish,
        INFINITIVE_ENDINGS.map((infinitive) => stem + infinitive),
      );
      if (entry) return entry;
    }
    return undefined;
  };

  return {
    englishWordsOf(lemma) {
      const key = normaliseText(lemma);
      const course = bySpanish.get(key);
      const senses =
        course && !isPhrase(course.es) && !isInfinitive(key)
          ? course.en.replace(PARENTHESES, '').split(ENGLISH_SEPARATORS)
          : [];
      const courseWords = senses
        .map((sense) => withoutLead(withoutLead(normaliseText(sense.replace(ALSO, '')), ['to']), ENGLISH_ARTICLES))
        .filter((word) => word.length > 0);
      // the bilingual glossary is keyed by the lemma as spelled ("sesión"): its folded form finds no accented entry
      const spelled = lemma.trim().toLowerCase();
      const bilingual = sources.bilingual?.();
      const kept = [...(bilingual?.englishWordsFor(spelled) ?? []), ...(bilingual?.englishWordsFor(key) ?? [])];
      return [...new Set([...kept, ...courseWords])];
    },
    spanish(phrase) {
      const key = normaliseText(phrase);
      if (!key) return undefined;
      return (
        firstFound(bySpanish, [key, withoutLead(key, SPANISH_ARTICLES), ...singularForms(key)]) ?? formEntry(key, false)
      );
    },
    english(phrase) {
      const full = normaliseText(phrase);
      const key = withoutLead(full, ENGLISH_ARTICLES);
      if (!key || unclear.has(key) || unclear.has(withoutLead(full, ['to']))) return undefined;
      const exact = byEnglish.get(full);
      if (exact) return exact;
      const words = full.split(' ');
      // "the rent", "to rent": the lead word is the context that picks the noun or the verb, so a word with several
      // parts of speech is read through it rather than through a curated entry for one of them.
      const lead = words.length === 2 && (ENGLISH_ARTICLES.includes(words[0]!) || words[0] === 'to') ? 1 : 0;
      const bilingual = sources.bilingual?.();
      const ambiguous = lead === 1 && bilingual !== undefined && partsOfSpeech(words[1]!, bilingual) > 1;
      const curated = ambiguous ? undefined : byEnglish.get(key);
      if (curated || !bilingual) return curated;
      const hyphenated = /\p{L}-\p{L}/u.test(phrase);
      const gloss = glossEnglish(words, lead, bilingual, toLatam, true, hyphenated);
      return gloss && lead + gloss.length === words.length ? { es: gloss.spanish, en: phrase.trim() } : undefined;
    },
    englishIn(words, index) {
      const pair = index + 1 < words.length ? `${words[index]} ${words[index + 1]}` : undefined;
      const chunk = pair === undefined ? undefined : byEnglish.get(pair);
      // "to play" may be jugar or tocar ("learn to play the piano"): a verb with no one translation is not glossed.
      const verb = words[index] === 'to' ? words[index + 1] : undefined;
      const unclearVerb =
        verb !== undefined &&
        (unclear.has(verb) ||
          new Set(
            (sources.bilingual?.().toSpanish(verb) ?? [])
              .filter((found) => found.part === 'v')
              .map((found) => found.es),
          ).size > 1);
      if (chunk && !unclearVerb) return { entry: chunk, length: 2 };
      if (unclearVerb) return undefined;
      const word = words[index]!;
      if (unclear.has(word)) return undefined;
      const bilingual = sources.bilingual?.();
      const gloss = bilingual ? glossEnglish(words, index, bilingual, toLatam) : undefined;
      const fromContext = gloss && { entry: { es: gloss.spanish, en: gloss.english }, length: gloss.length };
      const curated = byEnglish.get(word);
      // "too late": a pre-adverb before what it modifies ("demasiado"), never the curated "también"
      if (bilingual && fromContext && modifiesTheNext(words, index, bilingual)) return fromContext;
      // A word with several parts of speech ("too", "rent") is read in context: a curated sense only when the
      // context asks for its part ("I want to travel" -> "viajar"; "the rent" is not "alquilar").
      if (bilingual && partsOfSpeech(word, bilingual) > 1) {
        const part = contextPart(words, index);
        const curatedPart =
          curated === undefined
            ? undefined
            : isInfinitive(curated.es)
              ? 'v'
              : ARTICLE.test(curated.es)
                ? 'n'
                : undefined;
        // with no context to tell ("¿Cómo se dice cash?"), the curated sense, as asked alone
        return curated && (part === undefined || part === curatedPart) ? { entry: curated, length: 1 } : fromContext;
      }
      return curated ? { entry: curated, length: 1 } : fromContext;
    },
    translate(phrase) {
      const key = normaliseText(phrase);
      const entry = key ? firstFound(bySpanish, [key, withoutLead(key, SPANISH_ARTICLES)]) : undefined;
      return entry?.en.replace(PARENTHESES, '').split(FIRST_SENSE)[0]!.trim() || undefined;
    },
    verbForm(word) {
      const key = normaliseText(word);
      if (!key || key.includes(' ')) return undefined;
      const listed = formEntry(key, true);
      if (listed) return listed;
      const bare = withoutEnclitics(key);
      return regularVerb(key) ?? (bare === key ? undefined : (bySpanish.get(bare) ?? regularVerb(bare)));
    },
    masculineForm(word) {
      // ñ is kept here: "ana" is not a form of "año".
      const key = foldAccents(word.trim().toLowerCase());
      const singular = key.endsWith('as') ? key.slice(0, -1) : key;
      if (!singular.endsWith('a') || singular.includes(' ')) return undefined;
      const masculine = `${singular.slice(0, -1)}o`;
      const entry = bySpanish.get(normaliseText(masculine));
      const forms = entry?.es
        .split(ALTERNATIVES)
        .map((form) => foldAccents(withoutLead(form.trim().toLowerCase(), SPANISH_ARTICLES)));
      return forms?.includes(masculine) ? entry : undefined;
    },
    meaningOf(word) {
      const bilingual = sources.bilingual?.();
      const reading = bilingual ? analysed(word.trim()).tokens[0]?.reading : undefined;
      if (!bilingual || !reading) return undefined;
      const english = [...new Set(bilingual.toEnglish(reading.lemma).map((pair) => pair.en))].slice(0, MEANINGS);
      return english.length > 0 ? { es: reading.lemma, en: english.join(', ') } : undefined;
    },
    isCommonWord(normalisedWord) {
      return commonWords.has(normalisedWord);
    },
    isEnglishWord(word) {
      const bilingual = sources.bilingual?.();
      const lower = word.trim().toLowerCase();
      if (!bilingual || !/^[a-z][a-z' -]*$/u.test(lower)) return false;
      const singular = lower.replace(/(?<!s)s$/u, '');
      return [lower, singular].some((form) => bilingual.toSpanish(form).length > 0);
    },
    listedForm(word) {
      const key = normaliseText(word);
      if (!key || key.includes(' ') || !writtenForms.has(word.trim().toLowerCase())) return undefined;
      return formEntry(key, true) ?? formEntry(key, false);
    },
  };
}

/**
 * "subir / bajar" = "to rise / to fall" pairs up, one sense per form; "encantado / encantada" = "delighted (said by
 * a man / by a woman)" does not, so each form keeps the whole gloss.
 */
function alternativesOf(entry: GlossEntry): { es: string; gloss: GlossEntry }[] {
  const forms = entry.es.split(ALTERNATIVES);
  // Notes in brackets ("big / small (ser)") are dropped when pairing; a slash inside them means no pairing.
  const senses = entry.en.replace(PARENTHESES, '').trim().split(ALTERNATIVES);
  if (forms.length > 1 && senses.length === forms.length) {
    return forms.map((es, index) => ({ es, gloss: { es, en: senses[index]!.trim() } }));
  }
  return forms.map((es) => ({ es, gloss: entry }));
}

/**
 * The lessons' vocabulary, then their phrases, so a single word wins over a phrase that happens to contain it; each
 * with Latin America's word where its note gives one in its place.
 */
function lessonEntries(lessons: Catalogue | undefined): GlossEntry[] {
  const entries: GlossEntry[] = [];
  for (const kind of ['vocabulary', 'phrases'] as const)
    for (const lesson of lessons?.lessons ?? [])
      for (const section of lesson.sections) {
        if (section.type !== kind) continue;
        for (const item of section.content) {
          const latam = latamWordOf(item.spanish, item.regionalNotes);
          entries.push({ es: item.spanish, en: item.english, ...(latam ? { latam } : {}) });
        }
      }
  return entries;
}

/**
 * The word a lesson's Latin-American note gives instead of its own, when the note gives one in its place ('"La
 * tarea".', 'Usually "manejar".'), not beside it ('Also "el feriado"…', 'Mexico…: "el mesero"'); with an article
 * where the lesson's word has one, so "el salón / la sala" is not made "sala".
 */
function latamWordOf(spanish: string, notes: readonly RegionalNote[] | undefined): string | undefined {
  const text = notes?.find((note) => note.variety === 'latam')?.text;
  const quoted = text ? LATAM_INSTEAD.exec(text)?.[1] : undefined;
  if (!quoted || spanish.includes(' / ')) return undefined;
  const word = STARTS_LOWER.test(spanish) ? quoted[0]!.toLowerCase() + quoted.slice(1) : quoted;
  if (normaliseText(word) === normaliseText(spanish)) return undefined;
  return ARTICLE.test(normaliseText(spanish)) === ARTICLE.test(normaliseText(word)) ? word : undefined;
}
const LATAM_INSTEAD = /^(?:Usually |Often )?"([^"]+)"/;

/** "para llevar", "me gusta": more than one word once an article is dropped ("el sueldo" is one word). */
function isPhrase(spanish: string): boolean {
  return withoutLead(normaliseText(spanish.replace(SPANISH_DECORATION, '')), SPANISH_ARTICLES).includes(' ');
}

/** "contarmelo" -> "contar", "saludarte" -> "saludar": at most two pronouns, and only after -r or a gerund. */
function withoutEnclitics(key: string): string {
  let stripped = key;
  for (let pronouns = 0; pronouns < 2; pronouns++) {
    const match = ENCLITIC.exec(stripped);
    if (!match) break;
    const rest = stripped.slice(0, -match[0].length);
    if (!/(ar|er|ir|ando|iendo)$/.test(rest) && !ENCLITIC.test(rest)) break;
    stripped = rest;
  }
  return stripped;
}

function isInfinitive(spanish: string): boolean {
  return spanish.split(ALTERNATIVES).some((form) => INFINITIVE.test(form.trim()));
}

function setOnce(map: Map<string, GlossEntry>, key: string, entry: GlossEntry): void {
  if (key && !map.has(key)) map.set(key, entry);
}

function firstFound(map: ReadonlyMap<string, GlossEntry>, keys: readonly string[]): GlossEntry | undefined {
  for (const key of keys) {
    const entry = map.get(key);
    if (entry) return entry;
  }
  return undefined;
}

function withoutLead(key: string, leads: readonly string[]): string {
  const space = key.indexOf(' ');
  return space > 0 && leads.includes(key.slice(0, space)) ? key.slice(space + 1) : key;
}

/**
 * "pescados" -> "pescado", "ciudades" -> "ciudad": enough for a learner's plural of a glossary noun. A number has
 * no plural: "onces" (an afternoon snack in Colombia) is not "eleven".
 */
function singularForms(key: string): string[] {
  if (key.includes(' ')) return [];
  const forms: string[] = [];
  if (key.endsWith('es')) forms.push(key.slice(0, -2));
  if (key.endsWith('s')) forms.push(key.slice(0, -1));
  return forms.filter((form) => !isNumberWord(form));
}
