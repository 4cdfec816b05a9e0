/** Spelling changes of inflection: the corrector builds plurals and feminine forms from the lexicon's base words. */

const VOWEL = /[aeiouáéíóú]/;
const ACCENTED_TO_PLAIN: Record<string, string> = { á: 'a', é: 'e', í: 'i', ó: 'o', ú: 'u' };

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
