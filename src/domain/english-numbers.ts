/** English number words (zero to 9,999), so "twenty" and "20" read as the same answer. */

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

/**
 * Reads a run of lower-case English number words from `start` ("two hundred and five", "twenty-one" given as
 * "twenty one") and returns its value and how many words it used, or undefined when no number starts there.
 */
export function readEnglishNumberWords(
  words: readonly string[],
  start: number,
): { value: number; length: number } | undefined {
  let total = 0;
  let group = 0;
  let index = start;
  let last: 'small' | 'ten' | 'hundred' | 'thousand' | undefined;
  while (index < words.length) {
    const word = words[index]!;
    if (word === 'hundred' && last !== undefined && last !== 'hundred' && group > 0 && group < 10) {
      group *= 100;
      last = 'hundred';
    } else if (word === 'thousand' && last !== undefined && last !== 'thousand' && group > 0) {
      total += group * 1000;
      group = 0;
      last = 'thousand';
    } else if (
      word === 'and' &&
      (last === 'hundred' || last === 'thousand') &&
      WORD_VALUES.has(words[index + 1] ?? '')
    ) {
      // "two hundred and five": the "and" belongs to the number.
    } else {
      const value = WORD_VALUES.get(word);
      if (value === undefined) break;
      // "twenty one" is 21, but "one two" is two numbers and "twenty thirty" is not a number.
      if (last === 'small' || (last === 'ten' && (value >= 10 || value === 0))) break;
      group += value;
      last = value >= 20 && value % 10 === 0 ? 'ten' : 'small';
    }
    index++;
  }
  if (index === start) return undefined;
  return { value: total + group, length: index - start };
}
