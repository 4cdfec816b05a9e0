/** English number words (zero to 9,999), so "twenty" and "20" read as the same answer. */

import { type NumberWordRun, type NumberWordsRead, readNumberWordRun } from './number-word-run';

const SMALL = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

const WORD_VALUES = new Map<string, number>([
  ...SMALL.map((word, value) => [word, value] as const),
  ...TENS.flatMap((word, index) => (word ? [[word, index * 10] as const] : [])),
]);

type EnglishWordKind = 'small' | 'ten' | 'hundred' | 'thousand';

/** Reads the word at `index` into `run`: how many words it took, or 0 where the number ends. */
function readEnglishWord(run: NumberWordRun<EnglishWordKind>, words: readonly string[], index: number): number {
  const word = words[index]!;
  if (word === 'hundred' && run.last !== undefined && run.last !== 'hundred' && run.group > 0 && run.group < 10) {
    run.group *= 100;
    run.last = 'hundred';
    return 1;
  }
  if (word === 'thousand' && run.last !== undefined && run.last !== 'thousand' && run.group > 0) {
    run.total += run.group * 1000;
    run.group = 0;
    run.last = 'thousand';
    return 1;
  }
  // "two hundred and five": the "and" belongs to the number.
  if (
    word === 'and' &&
    (run.last === 'hundred' || run.last === 'thousand') &&
    WORD_VALUES.has(words[index + 1] ?? '')
  ) {
    return 1;
  }
  const value = WORD_VALUES.get(word);
  if (value === undefined) return 0;
  // "twenty one" is 21, but "one two" is two numbers and "twenty thirty" is not a number.
  if (run.last === 'small' || (run.last === 'ten' && (value >= 10 || value === 0))) return 0;
  run.group += value;
  run.last = value >= 20 && value % 10 === 0 ? 'ten' : 'small';
  return 1;
}

/**
 * Reads a run of lower-case English number words from `start` ("two hundred and five", "twenty-one" given as
 * "twenty one") and returns its value and how many words it used, or undefined when no number starts there.
 */
export function readEnglishNumberWords(words: readonly string[], start: number): NumberWordsRead | undefined {
  return readNumberWordRun(words, start, readEnglishWord);
}
