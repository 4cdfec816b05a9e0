import { type Analysis, spanishFrequencyRank, spanishLexicon } from '@/server/language/spanish';
import { spelledAsNoSpanishWord } from './language';
import { isFixableWord, knownAccentVariants } from './accents';
import { type Edit, replaceToken } from './edit';

const LETTERS = 'abcdefghijklmnopqrstuvwxyzñ';
/** Letters learners of Spanish confuse, because they sound alike or English spells them so. */
const CONFUSABLE: readonly (readonly [string, string])[] = [
  ['b', 'v'],
  ['s', 'c'],
  ['s', 'z'],
  ['c', 'z'],
  ['y', 'i'],
  ['c', 'k'],
  ['c', 'q'],
  ['g', 'j'],
];
/** The shortest non-word the mechanism corrects: short words have too many neighbours to pick one. */
const MIN_LENGTH = 5;

function isWord(form: string): boolean {
  return spanishLexicon()
    .readingsOf(form)
    .some((reading) => reading.pos !== 'proper-noun');
}

/**
 * Every spelling one edit away, with whether it is a gentle one (a letter the learner left out, or two letters
 * swapped, not at the start: "terible", "viente"); a letter deleted or replaced is not.
 */
function oneEditAway(word: string): Map<string, boolean> {
  const edits = new Map<string, boolean>();
  const add = (spelling: string, gentle: boolean) => {
    if (spelling !== word && !edits.get(spelling)) edits.set(spelling, gentle);
  };
  for (let index = 0; index <= word.length; index++) {
    const head = word.slice(0, index);
    const tail = word.slice(index);
    // a letter too many: only a typical slip ("cariados" is not "criados")
    if (tail) add(head + tail.slice(1), false);
    if (tail.length > 1) add(head + tail[1] + tail[0] + tail.slice(2), index > 0);
    for (const letter of LETTERS) {
      add(head + letter + tail, index > 0);
      if (tail) add(head + letter + tail.slice(1), false);
    }
  }
  return edits;
}

/**
 * Whether two spellings differ by one pair of letters learners confuse, a noun's gender ending, or one doubled or
 * dropped letter/h.
 */
function isTypicalSlip(written: string, meant: string): boolean {
  const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '');
  const [a, b] = [plain(written), plain(meant)];
  if (a.length === b.length) {
    const diff = [...a].map((letter, index) => [letter, b[index]!, index] as const).filter(([x, y]) => x !== y);
    if (diff.length !== 1) return false;
    const [x, y, at] = diff[0]!;
    // a noun given the other gender's ending ("quesa" for "queso", "problemo" for "problema")
    const genderEnding =
      at === a.replace(/s$/u, '').length - 1 && ((x === 'a' && y === 'o') || (x === 'o' && y === 'a'));
    return genderEnding || CONFUSABLE.some(([p, q]) => (x === p && y === q) || (x === q && y === p));
  }
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  for (let index = 0; index < long.length; index++) {
    if (long.slice(0, index) + long.slice(index + 1) !== short) continue;
    const letter = long[index]!;
    return letter === 'h' || letter === long[index - 1] || letter === long[index + 1];
  }
  return false;
}

/**
 * Spelling of non-words by the nearest known form: a word the lexicon does not know (and no accent makes known),
 * in lower case and of five letters or more, becomes the one word reached either by a slip learners typically
 * make (b/v, c/s/z, y/i, c/qu/k, g/j, a doubled letter, an h; then an accent if that alone makes it a word:
 * "sympatica" → "simpática"); vowels are not among them ("mesero" is no slip for "mísero") or by one gentle edit (a letter left out, or two swapped, not at the start: "terible"). With two or more such words it is left alone ("major": mayor or mejor; "soleda": sólida or soledad), and so with one that is rare.
 */
export function spelling(sentence: Analysis): Edit[] {
  const edits: Edit[] = [];
  sentence.tokens.forEach((token, index) => {
    if (token.readings.length > 0 || token.text.length < MIN_LENGTH || !isFixableWord(sentence, index)) return;
    // a capitalised word may be a name even where a sentence starts ("Octavia Butler nació…")
    if (/^\p{Lu}/u.test(token.text) || spelledAsNoSpanishWord(token.text)) return;
    const written = token.text.toLowerCase();
    if (knownAccentVariants(written).length > 0) return;
    // "viajar a europa": a well-known name written in lower case is no slip for another word ("europea"); a rare
    // one ("Quesa", a village) is no reason to leave a slip ("quesa" for "queso")
    const capitalised = written.charAt(0).toUpperCase() + written.slice(1);
    const aName = spanishLexicon()
      .readingsOf(capitalised)
      .some((reading) => reading.pos === 'proper-noun');
    if (aName && spanishFrequencyRank(written) !== undefined) return;
    // a candidate is a word one edit away (or its one accented spelling, for a typical slip: "deficil" → "difícil")
    // reached either by a typical slip or, when unique, by an edit that keeps the first letter and replaces none
    const typical = new Set<string>();
    const gentle = new Set<string>();
    for (const [spelling, keepsLetters] of oneEditAway(written)) {
      const slip = isTypicalSlip(written, spelling);
      if (!slip && !keepsLetters) continue;
      let word: string | undefined = isWord(spelling) ? spelling : undefined;
      if (!word && slip) {
        const accented = knownAccentVariants(spelling);
        if (accented.length === 1) word = accented[0];
      }
      if (!word) continue;
      (slip ? typical : gentle).add(word);
    }
    const chosen = [...new Set([...typical, ...gentle])];
    if (chosen.length !== 1) return;
    const word = chosen[0]!;
    // a rare word is more likely a second word the learner did not mean than the one they did ("vaciones" is not
    // "vacilones"): only a word among the 20,000 most frequent is offered
    if (spanishFrequencyRank(word) === undefined) return;
    edits.push(
      replaceToken(token, word, 'misspellings', `'${written}' is not a Spanish word; it is spelled '${word}'.`),
    );
  });
  return edits;
}
