/** One word of the expected answer, and whether the learner's answer lacks it there. */
export interface ExpectedWord {
  text: string;
  differs: boolean;
}

const comparable = (word: string) => word.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/**
 * The expected answer's words, each marked when the learner's answer does not have it in that order: a longest common
 * subsequence of the two answers' words (case and punctuation aside, accents kept: "esta" for "está" is marked), so a
 * "Fix it" card can show which words to change.
 */
export function markDifferingWords(expected: string, given: string): ExpectedWord[] {
  const want = expected.split(/\s+/u).filter(Boolean);
  const got = given.split(/\s+/u).filter(Boolean).map(comparable);
  const keys = want.map(comparable);
  // lengths[i][j]: the common subsequence of want[i…] and got[j…]
  const lengths = Array.from({ length: keys.length + 1 }, () => new Array<number>(got.length + 1).fill(0));
  for (let i = keys.length - 1; i >= 0; i--)
    for (let j = got.length - 1; j >= 0; j--)
      lengths[i]![j] =
        keys[i] === got[j] ? lengths[i + 1]![j + 1]! + 1 : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
  const marked: ExpectedWord[] = [];
  let j = 0;
  for (let i = 0; i < keys.length; i++) {
    while (j < got.length && keys[i] !== got[j] && lengths[i]![j + 1]! >= lengths[i]![j]!) j++;
    const kept = j < got.length && keys[i] === got[j] && lengths[i]![j]! === lengths[i + 1]![j + 1]! + 1;
    marked.push({ text: want[i]!, differs: !kept });
    if (kept) j++;
  }
  return marked;
}
