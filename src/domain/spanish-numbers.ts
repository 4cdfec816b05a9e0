import { foldAllMarks } from './spanish-text';
import { type NumberWordRun, type NumberWordsRead, readNumberWordRun } from './number-word-run';

/** Spanish number words, both ways, for "tengo veinte años" and for echoing "20" back as "veinte". */

const UNITS = ['cero', 'uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve'];
const TEENS = [
  'diez',
  'once',
  'doce',
  'trece',
  'catorce',
  'quince',
  'dieciséis',
  'diecisiete',
  'dieciocho',
  'diecinueve',
];
const TWENTIES = [
  'veinte',
  'veintiuno',
  'veintidós',
  'veintitrés',
  'veinticuatro',
  'veinticinco',
  'veintiséis',
  'veintisiete',
  'veintiocho',
  'veintinueve',
];
const TENS = ['', '', '', 'treinta', 'cuarenta', 'cincuenta', 'sesenta', 'setenta', 'ochenta', 'noventa'];
const HUNDREDS = [
  '',
  'ciento',
  'doscientos',
  'trescientos',
  'cuatrocientos',
  'quinientos',
  'seiscientos',
  'setecientos',
  'ochocientos',
  'novecientos',
];

const MASCULINE_PLURAL = /os$/;
const FINAL_UNO = /uno$/;

/** Normalised word -> value, and which words can be added to (tens take "y" + a unit). */
const WORD_VALUES = new Map<string, number>();
UNITS.forEach((word, value) => WORD_VALUES.set(word, value));
TEENS.forEach((word, index) => WORD_VALUES.set(foldAllMarks(word), 10 + index));
TWENTIES.forEach((word, index) => WORD_VALUES.set(foldAllMarks(word), 20 + index));
TENS.forEach((word, index) => word && WORD_VALUES.set(word, index * 10));
HUNDREDS.forEach((word, index) => word && WORD_VALUES.set(word, index * 100));
for (const [word, value] of [
  ['un', 1],
  ['una', 1],
  ['veintiun', 21],
  ['veintiuna', 21],
  ['cien', 100],
] as const)
  WORD_VALUES.set(word, value);
for (let index = 2; index < HUNDREDS.length; index++)
  WORD_VALUES.set(HUNDREDS[index]!.replace(MASCULINE_PLURAL, 'as'), index * 100);

export function isNumberWord(normalisedWord: string): boolean {
  return WORD_VALUES.has(normalisedWord) || normalisedWord === 'mil';
}

/**
 * The count one word writes ("8", "ocho", "veinte", "una"), if it writes one: what "dos billetes", "para 4" and
 * "a los tres" count. A run of words ("treinta y dos") is read with readNumberWords.
 */
export function countWritten(normalisedWord: string): number | undefined {
  if (/^\d+$/u.test(normalisedWord)) return Number(normalisedWord);
  return isNumberWord(normalisedWord) ? readNumberWords([normalisedWord], 0)?.value : undefined;
}

type SpanishWordKind = 'unit' | 'ten' | 'hundred' | 'thousand';

/** Reads the word at `index` into `run`: how many words it took, or 0 where the number ends. */
function readSpanishWord(run: NumberWordRun<SpanishWordKind>, words: readonly string[], index: number): number {
  const word = words[index]!;
  if (word === 'mil') {
    run.total += (run.group || 1) * 1000;
    run.group = 0;
    run.last = 'thousand';
    return 1;
  }
  if (word === 'y' && run.last === 'ten') {
    const next = words[index + 1];
    const unit = next === undefined ? undefined : WORD_VALUES.get(next);
    if (unit === undefined || unit < 1 || unit > 9) return 0;
    run.group += unit;
    run.last = 'unit';
    return 2;
  }
  const value = WORD_VALUES.get(word);
  if (value === undefined) return 0;
  // "dos tres" is two numbers, not five: a word may only follow a bigger order of magnitude.
  if (run.last === 'unit' || (run.last === 'ten' && value < 100)) return 0;
  run.group += value;
  run.last = value >= 100 ? 'hundred' : value >= 30 && value % 10 === 0 ? 'ten' : 'unit';
  return 1;
}

/**
 * Reads a run of normalised number words starting at `start` ("mil novecientos noventa y cinco") and returns
 * its value and how many words it used, or undefined when the word there is not a number.
 */
export function readNumberWords(words: readonly string[], start: number): NumberWordsRead | undefined {
  return readNumberWordRun(words, start, readSpanishWord);
}

/**
 * The Spanish words for 0-999,999. `gender` applies the agreement a following noun needs: "un año",
 * "veintiún años", "una hermana", "doscientas personas".
 */
export function numberToSpanish(value: number, gender?: 'masculine' | 'feminine'): string {
  if (!Number.isInteger(value) || value < 0 || value >= 1_000_000) return String(value);
  if (value === 0) return 'cero';
  const thousands = Math.floor(value / 1000);
  const rest = value % 1000;
  const parts: string[] = [];
  if (thousands === 1) parts.push('mil');
  else if (thousands > 1) parts.push(`${belowThousand(thousands, 'masculine', true)} mil`);
  if (rest > 0) parts.push(belowThousand(rest, gender, false));
  return parts.join(' ');
}

function belowThousand(value: number, gender: 'masculine' | 'feminine' | undefined, beforeMil: boolean): string {
  const hundreds = Math.floor(value / 100);
  const below = value % 100;
  const parts: string[] = [];
  if (hundreds > 0) {
    let word = value === 100 ? 'cien' : HUNDREDS[hundreds]!;
    if (gender === 'feminine' && hundreds > 1) word = word.replace(MASCULINE_PLURAL, 'as');
    parts.push(word);
  }
  if (below > 0) parts.push(belowHundred(below, beforeMil ? 'masculine' : gender));
  return parts.join(' ');
}

function belowHundred(value: number, gender: 'masculine' | 'feminine' | undefined): string {
  let words: string;
  if (value < 10) words = UNITS[value]!;
  else if (value < 20) words = TEENS[value - 10]!;
  else if (value < 30) words = TWENTIES[value - 20]!;
  else words = value % 10 === 0 ? TENS[value / 10]! : `${TENS[Math.floor(value / 10)]} y ${UNITS[value % 10]}`;
  // "uno" shortens before a masculine noun and agrees with a feminine one.
  if (value % 10 === 1 && value !== 11) {
    if (gender === 'masculine') words = words === 'veintiuno' ? 'veintiún' : words.replace(FINAL_UNO, 'un');
    if (gender === 'feminine') words = words.replace(FINAL_UNO, 'una');
  }
  return words;
}
