import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
// Imported rather than read from disk so the bundled server carries it too.
import spellingVariantsJson from '../../../content/glossary/spelling-variants.json' with { type: 'json' };

const GLOSSARY_PATH = join('content', 'glossary', 'en-es.tsv');

/** Parts of speech the glossary keeps (decision 0016); closed classes are never glossed word by word. */
const PART = z.enum(['n', 'v', 'adj', 'adv', 'preadv', 'pr', 'prn', 'det', 'cnj', 'ij']);
export type GlossPart = z.infer<typeof PART>;
const ROW = z.tuple([
  z.string().min(1),
  PART,
  z.string().min(1),
  z.enum(['', 'm', 'f', 'mf']),
  // b: both directions of the source dictionary; e: English to Spanish only; s: Spanish to English only.
  z.enum(['b', 'e', 's']),
]);

export interface BilingualPair {
  en: string;
  part: GlossPart;
  es: string;
  gender: '' | 'm' | 'f' | 'mf';
  direction: 'b' | 'e' | 's';
}

/** An English word with more Spanish translations than this is too broad to make them synonyms ("drug"). */
const MAX_SYNONYMS = 3;

/** Open classes: a learner's content word. Prepositions, pronouns and determiners depend on the sentence. */
export const OPEN: ReadonlySet<GlossPart> = new Set(['n', 'v', 'adj', 'adv', 'preadv', 'ij']);

export interface BilingualGlossary {
  /** Every English→Spanish pair for an English word or phrase (lower case), open classes only. */
  toSpanish(english: string): readonly BilingualPair[];
  /** The English of a Spanish lemma, pairs found Spanish→English. */
  toEnglish(spanish: string): readonly BilingualPair[];
  /**
   * Every English the glossary pairs with a Spanish lemma, either way ("anual": "annual", and "yearly", found only
   * English→Spanish): the words an English text may say it with, to find it there, never to say it.
   */
  englishWordsFor(spanish: string): readonly string[];
  /**
   * Spanish lemmas of the same part of speech sharing an English translation with this one, through English words
   * with at most three Spanish ones ("medicamento" for "medicina", both "medicine"), the lemma itself included.
   */
  synonyms(spanish: string): readonly string[];
  /** Every Spanish lemma or phrase the glossary translates Spanish→English. */
  spanishEntries(): Iterable<string>;
  /** Whether some entry's English is exactly this phrase (several words). */
  hasPhrase(english: string): boolean;
  size: number;
}

export function parseBilingualGlossary(text: string): BilingualGlossary {
  const byEnglish = new Map<string, BilingualPair[]>();
  const bySpanish = new Map<string, BilingualPair[]>();
  const allByEnglish = new Map<string, BilingualPair[]>();
  const allBySpanish = new Map<string, BilingualPair[]>();
  let size = 0;
  for (const [index, line] of text.split('\n').entries()) {
    if (!line || line.startsWith('#')) continue;
    const parsed = ROW.safeParse(line.split('\t'));
    if (!parsed.success) throw new Error(`${GLOSSARY_PATH}:${index + 1}: ${parsed.error.issues[0]?.message}`);
    const [en, part, es, gender, direction] = parsed.data;
    const pair: BilingualPair = { en, part, es, gender, direction };
    size++;
    if (direction !== 's' && OPEN.has(part)) push(byEnglish, en, pair);
    if (direction !== 'e') push(bySpanish, es, pair);
    push(allByEnglish, en, pair);
    push(allBySpanish, es, pair);
  }
  const synonyms = (spanish: string): string[] => {
    const found = new Set([spanish]);
    for (const { en, part } of bySpanish.get(spanish) ?? []) {
      const siblings = (allByEnglish.get(en) ?? []).filter((pair) => pair.part === part);
      if (new Set(siblings.map((pair) => pair.es)).size <= MAX_SYNONYMS)
        for (const sibling of siblings) found.add(sibling.es);
    }
    return [...found];
  };
  // "favorite", "center": the British spelling the glossary has, for an American one it lacks
  const british = (english: string) =>
    byEnglish.has(english) ? english : (britishSpelling(english, (word) => byEnglish.has(word)) ?? english);
  return {
    toSpanish: (english) => byEnglish.get(british(english)) ?? [],
    toEnglish: (spanish) => bySpanish.get(spanish) ?? [],
    englishWordsFor: (spanish) => [...new Set((allBySpanish.get(spanish) ?? []).map((pair) => pair.en))],
    synonyms,
    spanishEntries: () => bySpanish.keys(),
    hasPhrase: (english) => english.includes(' ') && byEnglish.has(british(english)),
    size,
  };
}

const spellingSchema = z.object({
  about: z.string().min(1),
  endings: z.array(z.object({ american: z.string().min(2), british: z.string().min(2) })).min(1),
});
/** At least this many letters before an ending: "or" is no "our", "her" no "hre". */
const MIN_SPELLING_STEM = 3;

/**
 * The British spelling of an American word or phrase that `known` has (spelling-variants.json), or undefined; a
 * phrase is turned word by word ("favorite color" → "favourite colour"), each word only into one `known` has.
 */
export function britishSpelling(english: string, known: (word: string) => boolean): string | undefined {
  const words = english.split(' ');
  const turned = words.map((word) => {
    if (known(word)) return word;
    for (const { american, british } of spellingEndings())
      if (word.endsWith(american) && word.length - american.length >= MIN_SPELLING_STEM) {
        const candidate = word.slice(0, -american.length) + british;
        if (known(candidate)) return candidate;
      }
    return word;
  });
  const said = turned.join(' ');
  return said !== english && known(said) ? said : undefined;
}

let endings: z.infer<typeof spellingSchema>['endings'] | undefined;
function spellingEndings(): z.infer<typeof spellingSchema>['endings'] {
  endings ??= spellingSchema
    .parse(spellingVariantsJson)
    .endings.toSorted((a, b) => b.american.length - a.american.length);
  return endings;
}

function push(map: Map<string, BilingualPair[]>, key: string, pair: BilingualPair): void {
  const list = map.get(key);
  if (list) list.push(pair);
  else map.set(key, [pair]);
}

function defaultPath(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = join(dir, GLOSSARY_PATH);
    if (existsSync(candidate)) return candidate;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`${GLOSSARY_PATH} not found above ${fileURLToPath(import.meta.url)}`);
    dir = parent;
  }
}

let shared: BilingualGlossary | undefined;

/** The glossary, read on first use (about 25,000 pairs) and kept for the life of the process. */
export function bilingualGlossary(): BilingualGlossary {
  shared ??= parseBilingualGlossary(readFileSync(defaultPath(), 'utf8'));
  return shared;
}
