/**
 * Word-level helpers. Learners drop accents far more often than they mistype letters, so words are compared
 * accent-folded; ñ is kept because "año" and "ano" are different words.
 */

const ACUTE_OR_DIAERESIS = /[\u0301\u0308]/g;
const UPPER_START = /^\p{Lu}/u;
const LOWER_START = /^\p{Ll}/u;
const ALL_UPPER = /^\p{Lu}{2,}$/u;
const VOWEL = /[aeiouáéíóú]/;
const ACCENTED_TO_PLAIN: Record<string, string> = { á: 'a', é: 'e', í: 'i', ó: 'o', ú: 'u' };

/** Lower-case without acute accents or diaeresis, ñ kept ("Está" → "esta", "Año" → "año"). */
export function foldAccents(word: string): string {
  return word.toLowerCase().normalize('NFD').replace(ACUTE_OR_DIAERESIS, '').normalize('NFC');
}

export function isCapitalised(word: string): boolean {
  return UPPER_START.test(word);
}

export function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** Gives a replacement the casing of the word it replaces: "Tambien" → "También", "CAFE" → "CAFÉ". */
export function matchCase(original: string, replacement: string): string {
  if (ALL_UPPER.test(original)) return replacement.toUpperCase();
  if (UPPER_START.test(original) && LOWER_START.test(replacement)) return capitalise(replacement);
  return replacement;
}

/** Drops the written accent of a stressed last syllable, which plural endings make redundant (canción → cancion-es). */
export function dropFinalSyllableAccent(word: string): string {
  const match = /([áéíóú])([^aeiouáéíóú]*)$/.exec(word);
  if (!match) return word;
  return word.slice(0, match.index) + ACCENTED_TO_PLAIN[match[1]!]! + match[2];
}

/** The regular plural of a noun or adjective; irregular ones come from the lexicon's overrides. */
export function regularPlural(word: string): string {
  const last = word.slice(-1);
  if (VOWEL.test(last)) return `${word}s`;
  if (last === 'z') return `${word.slice(0, -1)}ces`;
  return `${dropFinalSyllableAccent(word)}es`;
}
