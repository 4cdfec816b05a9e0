import type { Catalogue } from '@/server/content/lesson-catalogue';
import type { TopicCatalogue } from '@/server/content/topic-catalogue';
import type { TutorContent } from '@/server/content/tutor-content-schema';
import { foldAccents } from '@/domain/spanish-text';
import { createSentenceRules, type WordGloss } from './sentence-rules';
import type { SourceLanguage, Translator } from './translator';

/** Every curated Spanish line and its English, looked up in either direction. */
export interface KnownTranslations {
  /** How many distinct Spanish texts are known. */
  readonly size: number;
  /** The curated translation of the text, or of each of its sentences; undefined when any part is unknown. */
  lookup(text: string, from: SourceLanguage): string | undefined;
}

export interface KnownTranslationSources {
  topics?: TopicCatalogue;
  tutor?: TutorContent;
  lessons?: Catalogue;
}

// The built-in partner fills {topic} with "este tema" on default topics; other slots hold the learner's words.
const TOPIC_SLOT = { es: 'este tema', en: 'this topic' };
const UNFILLED_SLOT = /[{}#]/;
const APOSTROPHES = /[‘’]/g;
const SPACES = /\s+/g;
const LEADING_MARKS = /^[¿¡"“«(]+/;
const TRAILING_MARKS = /[.!?…"”»)]+$/;
// A sentence ends at . ! ? or … followed by a space; "¡" and "¿" then open the next one.
const SENTENCE_BREAK = /(?<=[.!?…])\s+/;
/** Beyond this many sentences in one line, segmenting is not worth it: such text is not course content. */
const MAX_SENTENCES = 40;

/** Case and spacing never change a translation; typographic apostrophes and straight ones are the same. */
function exactKey(text: string): string {
  return text.normalize('NFC').replace(APOSTROPHES, "'").replace(SPACES, ' ').trim().toLowerCase();
}

/** A learner may drop the final punctuation, and with it the opening ¿ or ¡. */
function looseKey(text: string): string {
  return exactKey(text).replace(LEADING_MARKS, '').replace(TRAILING_MARKS, '').trim();
}

class Direction {
  private readonly exact = new Map<string, string>();
  private readonly loose = new Map<string, string>();

  add(text: string, translation: string): void {
    // First source wins a clash: topic lines come first, being whole sentences the partner really says.
    const exact = exactKey(text);
    if (!this.exact.has(exact)) this.exact.set(exact, translation);
    const loose = looseKey(text);
    if (loose && !this.loose.has(loose)) this.loose.set(loose, translation);
  }

  get size(): number {
    return this.exact.size;
  }

  find(text: string): string | undefined {
    return this.exact.get(exactKey(text)) ?? this.loose.get(looseKey(text));
  }

  /** The whole line if it is known, else the fewest runs of consecutive sentences that are each known. */
  translateLine(line: string): string | undefined {
    const whole = this.find(line);
    if (whole !== undefined) return whole;
    const sentences = line.trim().split(SENTENCE_BREAK).filter(Boolean);
    if (sentences.length < 2 || sentences.length > MAX_SENTENCES) return undefined;
    // best[i]: the translation of sentences[0..i) in the fewest known pieces.
    const best: ({ pieces: number; text: string } | undefined)[] = [{ pieces: 0, text: '' }];
    for (let end = 1; end <= sentences.length; end++) {
      for (let start = 0; start < end; start++) {
        const before = best[start];
        if (!before) continue;
        const known = this.find(sentences.slice(start, end).join(' '));
        if (known === undefined) continue;
        const current = best[end];
        if (!current || before.pieces + 1 < current.pieces) {
          best[end] = { pieces: before.pieces + 1, text: before.text ? `${before.text} ${known}` : known };
        }
      }
    }
    return best[sentences.length]?.text;
  }
}

/**
 * Indexes the course's bilingual text once at start-up: the default topics' plans (openings, questions with
 * their answers and simpler forms, keywords, likes, closings), the built-in partner's phrases, persona,
 * question bank and lexicon, and the lessons' vocabulary, phrases, dialogues and grammar examples. The partner's
 * messages are made of these lines, so translating them needs no model and no network.
 */
export function buildKnownTranslations(sources: KnownTranslationSources): KnownTranslations {
  const spanishToEnglish = new Direction();
  const englishToSpanish = new Direction();
  const add = (es: string, en: string) => {
    const spanish = es.replaceAll('{topic}', TOPIC_SLOT.es);
    const english = en.replaceAll('{topic}', TOPIC_SLOT.en);
    if (!spanish.trim() || !english.trim() || UNFILLED_SLOT.test(spanish) || UNFILLED_SLOT.test(english)) return;
    spanishToEnglish.add(spanish, english);
    englishToSpanish.add(english, spanish);
  };

  for (const topic of sources.topics?.topics ?? []) collectBilingualLines(topic.plan, add);
  if (sources.tutor) {
    const { phrases, persona, generalQuestions, lexicon } = sources.tutor;
    collectBilingualLines([phrases, persona, generalQuestions, lexicon.spanish, lexicon.englishPhrases], add);
  }
  for (const lesson of sources.lessons?.lessons ?? []) {
    for (const section of lesson.sections) {
      if (section.type === 'grammar') {
        for (const item of section.content)
          for (const example of item.examples ?? []) add(example.spanish, example.english);
      } else {
        for (const item of section.content) add(item.spanish, item.english);
      }
    }
  }

  const rules = createSentenceRules(wordGlosses(sources));

  return {
    size: spanishToEnglish.size,
    lookup(text, from) {
      const known = lookupLines(text, from === 'es' ? spanishToEnglish : englishToSpanish);
      // Not course text: the gustar family, "se me…" and idioms, which machine translation gets backwards.
      return known ?? (from === 'es' ? rules.translate(text) : undefined);
    },
  };
}

function lookupLines(text: string, direction: Direction): string | undefined {
  const lines = text.split('\n');
  const translated: string[] = [];
  for (const line of lines) {
    if (!line.trim()) {
      translated.push('');
      continue;
    }
    const translation = direction.translateLine(line);
    if (translation === undefined) return undefined;
    translated.push(translation);
  }
  return translated.join('\n').trim() || undefined;
}

const ARTICLE = /^(el|la|los|las)\s+/i;
const INFINITIVE = /^\p{L}*(ar|er|ir|ír)(se)?$/u;

/** Single Spanish words of the lexicon and the lessons' vocabulary with their first English sense, for the rules. */
function wordGlosses(sources: KnownTranslationSources): (foldedWord: string) => WordGloss | undefined {
  const glosses = new Map<string, WordGloss>();
  const add = (es: string, en: string) => {
    const forms = es.split(' / ');
    const senses = en.replace(/\([^)]*\)/g, '').split(' / ');
    forms.forEach((form, index) => {
      const sense = (forms.length === senses.length ? senses[index]! : senses[0]!).split(/[;,]/)[0]!.trim();
      const word = form.trim().replace(ARTICLE, '');
      if (!word || word.includes(' ') || !sense) return;
      const kind = ARTICLE.test(form.trim())
        ? 'noun'
        : INFINITIVE.test(word) && sense.startsWith('to ')
          ? 'verb'
          : 'other';
      const key = foldAccents(word.toLowerCase());
      if (!glosses.has(key)) glosses.set(key, { en: sense.replace(/^(the|a|an)\s+/i, ''), kind });
    });
  };
  for (const entry of sources.tutor?.lexicon.spanish ?? []) add(entry.es, entry.en);
  for (const lesson of sources.lessons?.lessons ?? []) {
    for (const section of lesson.sections)
      if (section.type === 'vocabulary') for (const item of section.content) add(item.spanish, item.english);
  }
  return (word) => glosses.get(word);
}

/** Every `{es, en}` pair anywhere in the content, whatever object it sits in (questions nest their answers). */
function collectBilingualLines(value: unknown, add: (es: string, en: string) => void): void {
  if (Array.isArray(value)) {
    for (const item of value) collectBilingualLines(item, add);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  const record = value as Record<string, unknown>;
  if (typeof record['es'] === 'string' && typeof record['en'] === 'string') add(record['es'], record['en']);
  for (const [key, nested] of Object.entries(record)) {
    if (key !== 'es' && key !== 'en') collectBilingualLines(nested, add);
  }
}

/**
 * The first link of the translation chain: answers only for curated text. Given a builder, the index is built on
 * the first translation rather than at start-up.
 */
export function createKnownTranslator(known: KnownTranslations | (() => KnownTranslations)): Translator {
  let index = typeof known === 'function' ? undefined : known;
  const build = typeof known === 'function' ? known : undefined;
  return {
    source: 'known',
    async translate(text, from) {
      index ??= build!();
      return index.lookup(text, from) ?? null;
    },
  };
}
