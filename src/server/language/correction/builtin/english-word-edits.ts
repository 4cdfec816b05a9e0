import { bilingualGlossary } from '@/server/language/bilingual-glossary';
import type { AnalysedToken, Analysis } from '@/server/language/spanish';
import type { Edit } from './mechanisms';
import { knownAccentVariants } from './mechanisms/accents';

const fold = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '');

/** The Spanish the bilingual glossary gives for an English word or its singular, lower case. */
function spanishFor(english: string): Set<string> | undefined {
  const glossary = bilingualGlossary();
  const pairs = [...glossary.toSpanish(english), ...glossary.toSpanish(english.replace(/s$/, ''))];
  return pairs.length > 0 ? new Set(pairs.map((pair) => pair.es.toLowerCase())) : undefined;
}

/**
 * Whether an edit makes an English word into Spanish it does not mean: "computer" is no slip for "computar" (the
 * learner means "ordenador"), though "restaurant" → "restaurante" is its translation. A word is English when the
 * Spanish core has no reading for it and the bilingual glossary knows it; a single-word edit on it stands only
 * when its replacement is one of the glossary's translations (a plural "restaurants" → "restaurantes" too).
 */
export function mistranslatesEnglish(sentence: Analysis, edit: Edit): boolean {
  const token = sentence.tokens.find((candidate) => candidate.start === edit.start && candidate.end === edit.end);
  if (!token || token.kind !== 'word' || token.readings.length > 0) return false;
  const spanish = spanishFor(token.text.toLowerCase());
  if (!spanish) return false;
  const replacement = edit.replacement.toLowerCase();
  // "cafe" → "café": a Spanish word without its accent is a slip, whatever English spells the same
  if (fold(replacement) === fold(token.text.toLowerCase())) return false;
  return !spanish.has(replacement) && !spanish.has(replacement.replace(/e?s$/, ''));
}

/**
 * Whether a word is English and no Spanish: the core has no reading for it, the glossary knows it as English, and it
 * is no Spanish word missing its accent ("cafe", "alegria" are slips for "café", "alegría").
 */
/**
 * A word written in quotes that no Spanish dictionary knows, in any accenting ("¿Cómo se dice 'fertilizer'?"): the
 * learner mentions it, most often a word of another language, and it is not theirs to be corrected.
 */
export function isMentionedOnly(token: AnalysedToken): boolean {
  if (token.kind !== 'word' || token.readings.length > 0) return false;
  return isEnglishOnly(token) || knownAccentVariants(token.text).length === 0;
}

export function isEnglishOnly(token: AnalysedToken): boolean {
  if (token.kind !== 'word' || token.readings.length > 0) return false;
  return spanishFor(token.text.toLowerCase()) !== undefined && knownAccentVariants(token.text).length === 0;
}
