/**
 * Spanish text as learners write it, compared in folded forms. Which folding a caller needs depends on whether ñ
 * tells words apart there, so each is a named function rather than one with options:
 *
 * - `foldAccents` keeps ñ: the corrector must not treat "año" and "ano" as one word.
 * - `foldAllMarks` drops every combining mark, ñ's tilde too: matching what learners type on any keyboard, and
 *   what speech recognisers return, against what the partner or the exercise expected.
 * - `stripDiacritics` also drops the spacing accents typed on a keyboard without dead keys ("est´a"), and keeps
 *   case: checking whether a wrong exercise answer is wrong only in its accents.
 */

const ACUTE_OR_DIAERESIS = /[\u0301\u0308]/g;
const COMBINING_MARK = /\p{M}/gu;
const DIACRITIC = /\p{Diacritic}/gu;
const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu;
const UPPER_START = /^\p{Lu}/u;
const LOWER_START = /^\p{Ll}/u;
const ALL_UPPER = /^\p{Lu}{2,}$/u;

/** Lower-case without acute accents or diaeresis, ñ kept: "Está" → "esta", "pingüino" → "pinguino", "Año" → "año". */
export function foldAccents(text: string): string {
  const lower = text.toLowerCase();
  // The corrector folds every word of every sentence several times: text that is plain ASCII or holds only the
  // precomposed Spanish vowels skips both normalisations (the same result, a fifth of the time).
  if (!BEYOND_PRECOMPOSED_SPANISH.test(lower)) return lower.replace(PRECOMPOSED_ACCENTED, foldVowel);
  return lower.normalize('NFD').replace(ACUTE_OR_DIAERESIS, '').normalize('NFC');
}

const BEYOND_PRECOMPOSED_SPANISH = /[^\t\n\r\u0020-\u007eáéíóúüñ¡¿«»“”‘’–—…·ºª°€]/u;
const PRECOMPOSED_ACCENTED = /[áéíóúü]/g;
const FOLDED_VOWEL: Record<string, string> = { á: 'a', é: 'e', í: 'i', ó: 'o', ú: 'u', ü: 'u' };
const foldVowel = (vowel: string) => FOLDED_VOWEL[vowel] ?? vowel;

/** Lower-case without any combining mark, so ñ becomes n: "Está" → "esta", "Año" → "ano". */
export function foldAllMarks(text: string): string {
  const lower = text.toLowerCase();
  // Plain Spanish text (ASCII and the precomposed Spanish letters) skips the decomposition: the same result.
  if (!BEYOND_PRECOMPOSED_SPANISH.test(lower)) return lower.replace(PRECOMPOSED_MARKED, foldLetter);
  // No recomposition afterwards: with its marks gone, Latin text has nothing left to compose.
  return lower.normalize('NFD').replace(COMBINING_MARK, '');
}

const PRECOMPOSED_MARKED = /[áéíóúüñ]/g;
const FOLDED_LETTER: Record<string, string> = { á: 'a', é: 'e', í: 'i', ó: 'o', ú: 'u', ü: 'u', ñ: 'n' };
const foldLetter = (letter: string) => FOLDED_LETTER[letter] ?? letter;

/** Every diacritic removed, spacing ones (´ ` ^ ¨) included, case kept: "Está" → "Esta", "est´a" → "esta", "niño" → "nino". */
export function stripDiacritics(text: string): string {
  return text.normalize('NFD').replace(DIACRITIC, '').normalize('NFC');
}

/** The words of a text with where each starts: runs of letters and digits, inner apostrophes kept ("o'clock"). */
export function matchWords(text: string): RegExpStringIterator<RegExpExecArray> {
  return text.matchAll(WORD);
}

export function isCapitalised(word: string): boolean {
  return UPPER_START.test(word);
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Gives a replacement the casing of the word it replaces: "Tambien" → "También", "CAFE" → "CAFÉ". */
export function matchCase(original: string, replacement: string): string {
  if (ALL_UPPER.test(original)) return replacement.toUpperCase();
  if (UPPER_START.test(original) && LOWER_START.test(replacement)) return capitalise(replacement);
  return replacement;
}
