import { normaliseWord, type Token } from './text-normalisation';
import { analysed } from './analysis-cache';
import { bilingualGlossary } from '@/server/language/bilingual-glossary';

const PLURAL = /s$/;

/**
 * English content words in a message: words the Spanish core has no reading for that the bilingual glossary knows
 * as English ("I work as a nurse": "work", "nurse"). A Spanish word ("come", "pan") has a reading, so never counts.
 */
export function englishContentWordIn(raw: string): (token: Token) => boolean {
  let unknown: Set<string> | undefined;
  return (token) => {
    if (token.capitalised && !token.sentenceStart) return false;
    unknown ??= new Set(
      analysed(raw)
        .tokens.filter((word) => word.kind === 'word' && word.readings.length === 0)
        .map((word) => normaliseWord(word.text)),
    );
    return unknown.has(token.norm) && glossaryKnowsAsEnglish(token.norm);
  };
}

/** A single word the Spanish core has no reading for that the glossary knows as English ("gym", "laptop"). */
export function isEnglishOnlyWord(word: string): boolean {
  if (/^\p{Lu}/u.test(word) || (analysed(word).tokens[0]?.readings.length ?? 0) > 0) return false;
  return glossaryKnowsAsEnglish(normaliseWord(word));
}

function glossaryKnowsAsEnglish(norm: string): boolean {
  const glossary = bilingualGlossary();
  return glossary.toSpanish(norm).length > 0 || glossary.toSpanish(norm.replace(PLURAL, '')).length > 0;
}
