import { describe, expect, it } from 'vitest';
import type { ExerciseOf } from '@/contract/lessons';
import { readingFileRules } from './reading';

const question = {
  question: 'Where is the flat?',
  options: ['In the centre', 'By the sea'],
  optionsLanguage: 'en' as const,
  correct: 0,
  why: '"En pleno centro": right in the centre.',
};
/** A text of `words` words. */
const textOf = (words: number) => Array.from({ length: words }, () => 'piso').join(' ');
const exercise: ExerciseOf<'reading'> = {
  type: 'reading',
  question: 'Read the advert and answer the questions.',
  hint: 'Read it twice.',
  audio_text: 'Se alquila piso',
  text: textOf(150),
  questions: [question, { ...question, question: 'Is it by the sea?', correct: 1 }],
};

describe('reading exercises in lesson files', () => {
  it('have a text of 100 to 260 words', () => {
    expect(readingFileRules(exercise)).toEqual([]);
    expect(readingFileRules({ ...exercise, text: textOf(100) })).toEqual([]);
    expect(readingFileRules({ ...exercise, text: textOf(99) })).toEqual([
      { field: 'text', message: 'a reading text has 100-260 words, this one 99' },
    ]);
    expect(readingFileRules({ ...exercise, text: textOf(261) })).toEqual([
      { field: 'text', message: 'a reading text has 100-260 words, this one 261' },
    ]);
  });

  it('point each question at one of its options, with no option twice', () => {
    expect(
      readingFileRules({
        ...exercise,
        questions: [question, { ...question, options: ['Sí', 'Sí'], correct: 2 }],
      }),
    ).toEqual([
      { field: 'questions.1.correct', message: 'correct is not an index of options' },
      { field: 'questions.1.options', message: 'options repeat' },
    ]);
  });

  it('explain each question in its own why, not the exercise as a whole', () => {
    expect(readingFileRules({ ...exercise, why: 'Read carefully.' })).toEqual([
      { field: 'why', message: 'a reading exercise explains each question in its own why' },
    ]);
  });
});
