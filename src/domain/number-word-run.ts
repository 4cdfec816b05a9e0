/**
 * The walk both languages' number readers share (english-numbers.ts, spanish-numbers.ts): words are read one rule at a
 * time from `start`, the thousands done so far kept apart from the group under way, until a word ends the number.
 */

/** What a reader has read so far: the thousands done, the group under way, and the kind of the last word read. */
export interface NumberWordRun<Kind extends string> {
  total: number;
  group: number;
  last: Kind | undefined;
}

/** A number read from a run of words: its value and how many words it used. */
export interface NumberWordsRead {
  value: number;
  length: number;
}

/**
 * Reads a run of number words from `start`. `step` reads the word at `index` into `run` and answers how many words it
 * took, or 0 where the number ends; the answer is undefined when no number starts at `start`.
 */
export function readNumberWordRun<Kind extends string>(
  words: readonly string[],
  start: number,
  step: (run: NumberWordRun<Kind>, words: readonly string[], index: number) => number,
): NumberWordsRead | undefined {
  const run: NumberWordRun<Kind> = { total: 0, group: 0, last: undefined };
  let index = start;
  while (index < words.length) {
    const taken = step(run, words, index);
    if (taken === 0) break;
    index += taken;
  }
  if (index === start) return undefined;
  return { value: run.total + run.group, length: index - start };
}
