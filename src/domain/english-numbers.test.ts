import { describe, expect, it } from 'vitest';
import { readEnglishNumberWords } from './english-numbers';

const read = (text: string, start = 0) => readEnglishNumberWords(text.split(' '), start);

describe('readEnglishNumberWords', () => {
  it('reads tens with a unit, hundreds and thousands, with the "and" that belongs to the number', () => {
    expect(read('twenty one')).toEqual({ value: 21, length: 2 });
    expect(read('two hundred and five apples')).toEqual({ value: 205, length: 4 });
    expect(read('three thousand and one')).toEqual({ value: 3001, length: 4 });
    expect(read('nine thousand nine hundred ninety nine')).toEqual({ value: 9999, length: 6 });
  });

  it('stops where the next word cannot continue the number', () => {
    expect(read('one two')).toEqual({ value: 1, length: 1 });
    expect(read('twenty thirty')).toEqual({ value: 20, length: 1 });
    expect(read('twenty zero')).toEqual({ value: 20, length: 1 });
    expect(read('five and six')).toEqual({ value: 5, length: 1 });
    expect(read('i have two cats', 2)).toEqual({ value: 2, length: 1 });
  });

  it('reads nothing where no number starts', () => {
    expect(read('hundred')).toBeUndefined();
    expect(read('and five')).toBeUndefined();
    expect(read('cats two', 0)).toBeUndefined();
  });
});
