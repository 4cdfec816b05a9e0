import { describe, expect, it } from 'vitest';
import { countWritten, numberToSpanish, readNumberWords } from './spanish-numbers';
import { foldAllMarks } from './spanish-text';

/** Words as the partner reads them: lower case, marks and punctuation gone. */
const read = (text: string) =>
  readNumberWords(
    foldAllMarks(text)
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim()
      .split(' '),
    0,
  );

describe('Spanish number words', () => {
  it.each([
    [0, 'cero'],
    [15, 'quince'],
    [16, 'dieciséis'],
    [22, 'veintidós'],
    [31, 'treinta y uno'],
    [100, 'cien'],
    [101, 'ciento uno'],
    [500, 'quinientos'],
    [1000, 'mil'],
    [1995, 'mil novecientos noventa y cinco'],
    [2024, 'dos mil veinticuatro'],
    [21_000, 'veintiún mil'],
  ])('spells %i as "%s"', (value, words) => {
    expect(numberToSpanish(value)).toBe(words);
  });

  it('makes "uno" and hundreds agree with the noun that follows', () => {
    expect(numberToSpanish(1, 'masculine')).toBe('un');
    expect(numberToSpanish(21, 'masculine')).toBe('veintiún');
    expect(numberToSpanish(31, 'feminine')).toBe('treinta y una');
    expect(numberToSpanish(200, 'feminine')).toBe('doscientas');
  });

  it('reads every number from 0 to 2100 back from its own spelling, accents or not', () => {
    for (let value = 0; value <= 2100; value++) {
      const words = numberToSpanish(value);
      expect(read(words), words).toEqual({ value, length: words.split(' ').length });
    }
  });

  it('stops where the number ends and reads two numbers in a row as two', () => {
    expect(read('veinte años')).toEqual({ value: 20, length: 1 });
    expect(read('dos tres')).toEqual({ value: 2, length: 1 });
    expect(read('treinta y')).toEqual({ value: 30, length: 1 });
    expect(read('hola')).toBeUndefined();
  });
});

describe('countWritten', () => {
  it.each([
    ['8', 8],
    ['ocho', 8],
    ['una', 1],
    ['veinte', 20],
    ['mil', 1000],
  ])('reads «%s» as %i', (word, count) => {
    expect(countWritten(word)).toBe(count);
  });

  it('reads no count in a word that is not a number', () => {
    expect(countWritten('billetes')).toBeUndefined();
    expect(countWritten('8,50')).toBeUndefined();
  });
});
