import { describe, expect, it } from 'vitest';
import { checkReviewAnswer } from '@/domain/review-rules';
import {
  answerLanguage,
  EXERCISE_TYPES,
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
    ]);
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
});
