import { describe, expect, it } from 'vitest';
import { checkReviewAnswer } from '@/domain/review-rules';
import {
  answerLanguage,
  EXERCISE_TYPES,
  exerciseSchema,
  exerciseTypesOfLevel,
  expectedAnswer,
  isReviewable,
  typedAnswerOf,
  type Exercise,
} from './exercise-types';

const base = { hint: 'h', audio_text: 'hola' };
const choice: Exercise = {
  type: 'multiple_choice',
  ...base,
  question: 'Hello?',
  options: ['adiós', 'hola'],
  correct: 1,
  optionsLanguage: 'es',
};
const translation: Exercise = {
  type: 'translation',
  ...base,
  question: 'Translate "tengo hambre"',
  answer: "I'm hungry",
  answerLanguage: 'en',
};

describe('exercise types', () => {
  it('lists every type once', () => {
    expect(EXERCISE_TYPES).toEqual([
      'multiple_choice',
      'translation',
      'conjugation',
      'fill_blank',
      'pronunciation',
      'listening',
      'reading',
    ]);
  });

  it('asks every level for every type but reading, which belongs to B1-B2 (intermediate and advanced)', () => {
    expect(exerciseTypesOfLevel('beginner')).not.toContain('reading');
    expect(exerciseTypesOfLevel('intermediate')).toEqual(EXERCISE_TYPES);
    expect(exerciseTypesOfLevel('advanced')).toEqual(EXERCISE_TYPES);
  });

  it('checks a review card of an exercise as its lesson does (a multiple-choice card by the option text)', () => {
    expect(checkReviewAnswer(typedAnswerOf(choice), 'Hola')).toMatchObject({ correct: true, expected: 'hola' });
    expect(checkReviewAnswer(typedAnswerOf(choice), 'adiós').correct).toBe(false);
    expect(checkReviewAnswer(typedAnswerOf(translation), 'I am hungry').correct).toBe(true);
  });

  it('shows the answer in the language the learner answers in', () => {
    expect([expectedAnswer(choice), answerLanguage(choice)]).toEqual(['hola', 'es']);
    expect([expectedAnswer(translation), answerLanguage(translation)]).toEqual(["I'm hungry", 'en']);
  });

  it('keeps pronunciation and listening exercises out of the review deck', () => {
    const pronunciation: Exercise = { type: 'pronunciation', ...base, question: 'Say it', answer: 'Hola' };
    const listening: Exercise = { type: 'listening', ...base, question: 'Write down what you hear.' };
    expect(isReviewable(pronunciation)).toBe(false);
    expect(isReviewable(listening)).toBe(false);
    expect(isReviewable(choice)).toBe(true);
  });

  it('expects the sentence heard as the answer to a listening exercise', () => {
    const listening: Exercise = {
      type: 'listening',
      ...base,
      question: 'Write down what you hear.',
      audio_text: '¿Dónde está la estación?',
    };
    expect([expectedAnswer(listening), answerLanguage(listening)]).toEqual(['¿Dónde está la estación?', 'es']);
    expect(checkReviewAnswer(typedAnswerOf(listening), 'donde esta la estacion')).toMatchObject({
      correct: false,
      accentsOnly: true,
    });
    expect(checkReviewAnswer(typedAnswerOf(listening), 'Dónde está la estación').correct).toBe(true);
  });

  it('takes a reading exercise with a text and 2-4 multiple-choice questions, each with its why, out of review', () => {
    const question = {
      question: 'Who wrote it?',
      options: ['Ana', 'Luis'],
      optionsLanguage: 'en',
      correct: 0,
      why: 'She signs it.',
    };
    const reading = {
      type: 'reading',
      ...base,
      question: 'Read the note and answer the questions.',
      audio_text: 'Una nota',
      text: 'Hola, Luis: vuelvo a las ocho. Ana',
      questions: [question, { ...question, question: 'Who reads it?', correct: 1, why: 'It opens with his name.' }],
    };
    const parsed = exerciseSchema.parse(reading);
    expect(isReviewable(parsed)).toBe(false);
    expect([expectedAnswer(parsed), answerLanguage(parsed)]).toEqual(['Ana · Luis', 'en']);
    expect(exerciseSchema.safeParse({ ...reading, questions: [question] }).success).toBe(false);
    expect(exerciseSchema.safeParse({ ...reading, questions: Array.from({ length: 5 }, () => question) }).success).toBe(
      false,
    );
    const { why: _why, ...unexplained } = question;
    expect(exerciseSchema.safeParse({ ...reading, questions: [question, unexplained] }).success).toBe(false);
  });
});
