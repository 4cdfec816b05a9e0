import { normaliseWord, type Token } from './text-normalisation';
import { analysed } from './analysis-cache';
import { bilingualGlossary } from './bilingual-glossary';

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
    if (!unknown.has(token.norm)) return false;
    const glossary = bilingualGlossary();
    return glossary.toSpanish(token.norm).length > 0 || glossary.toSpanish(token.norm.replace(PLURAL, '')).length > 0;
  };
}
