import { analyze, type AnalysedToken } from '@/server/language/spanish';
import type { SpanishCorrector } from './spanish-corrector';

const wordsOf = (text: string): AnalysedToken[] => analyze(text).tokens.filter((token) => token.kind === 'word');

/**
 * Two words are the same word in the other gender, nothing else changed: a reading of each with the same lemma, word
 * class and number ("contento", "contenta"; "hermano", "hermana"). Only gender: it depends on who is speaking or
 * spoken of, which the card cannot know; a number or a person the corrector might miss is not risked.
 */
function otherGender(a: AnalysedToken, b: AnalysedToken): boolean {
  const gendered = (gender: string | undefined) => gender === 'masculine' || gender === 'feminine';
  return a.readings.some((x) =>
    b.readings.some(
      (y) =>
        x.lemma === y.lemma &&
        x.pos === y.pos &&
        x.number === y.number &&
        gendered(x.gender) &&
        gendered(y.gender) &&
        x.gender !== y.gender,
    ),
  );
}

/**
 * Whether a learner's answer to a "Fix it" card is another correct way of saying the corrected sentence: the same
 * words, where they differ the same word in the other gender ("Estoy contenta" for "Estoy contento", a woman
 * speaking), and the built-in corrector finds nothing in it (so the genders still agree). Anything else (another
 * word, a word more or less) is left to the exact check: saying a wrong sentence is right would teach it.
 */
export async function isCorrectionVariant(
  expected: string,
  given: string,
  corrector: SpanishCorrector,
): Promise<boolean> {
  const want = wordsOf(expected);
  const got = wordsOf(given);
  if (want.length === 0 || want.length !== got.length) return false;
  let differing = 0;
  for (const [index, word] of want.entries()) {
    const other = got[index]!;
    if (word.text.toLowerCase() === other.text.toLowerCase()) continue;
    if (!otherGender(word, other)) return false;
    differing++;
  }
  if (differing === 0) return false;
  const check = await corrector.correct(given);
  return check.changes.length === 0;
}
