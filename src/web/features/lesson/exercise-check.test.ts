import { describe, expect, it } from 'vitest';
import type { Exercise, ExerciseType } from '@/contract/lessons';
import { ALL_EXERCISE_TYPES } from '@/web/testing/lesson-fixtures';
import {
  answerLanguage,
  canSubmitAnswer,
  checkExercise,
  expectedAnswer,
  scoredPronunciation,
  unscoredPronunciation,
} from './exercise-check';

function fixture<T extends ExerciseType>(type: T): Extract<Exercise, { type: T }> {
  const found = ALL_EXERCISE_TYPES.find((exercise) => exercise.type === type);
  if (!found) throw new Error(`no ${type} exercise in the fixtures`);
  return found as Extract<Exercise, { type: T }>;
}

const multipleChoice = fixture('multiple_choice');
const translation = fixture('translation');
const conjugation = fixture('conjugation');
const fillBlank = fixture('fill_blank');
const pronunciation = fixture('pronunciation');
const EMPTY = { choice: null, text: '', recorded: false };

describe('canSubmitAnswer (docs/product.md#lesson-score)', () => {
  it('needs a chosen option, non-blank text or a recording', () => {
    expect(canSubmitAnswer(multipleChoice, EMPTY)).toBe(false);
    expect(canSubmitAnswer(multipleChoice, { ...EMPTY, choice: 0 })).toBe(true);
    for (const exercise of [translation, conjugation, fillBlank]) {
      expect(canSubmitAnswer(exercise, { ...EMPTY, text: '   ' })).toBe(false);
      expect(canSubmitAnswer(exercise, { ...EMPTY, text: ' a ' })).toBe(true);
    }
    expect(canSubmitAnswer(pronunciation, { ...EMPTY, text: 'typed' })).toBe(false);
    expect(canSubmitAnswer(pronunciation, { ...EMPTY, recorded: true })).toBe(true);
  });
});

describe('checkExercise', () => {
  it('compares the chosen index for multiple choice', () => {
    expect(checkExercise(multipleChoice, { ...EMPTY, choice: 1 }).correct).toBe(true);
    expect(checkExercise(multipleChoice, { ...EMPTY, choice: 0 }).correct).toBe(false);
    expect(expectedAnswer(multipleChoice)).toBe('Buenos días');
  });

  it('checks text answers case-insensitively, with accepted answers and accent feedback', () => {
    expect(checkExercise(translation, { ...EMPTY, text: ' MUCHO gusto ' })).toEqual({
      correct: true,
      accentsOnly: false,
    });
    expect(checkExercise(translation, { ...EMPTY, text: 'encantado' }).correct).toBe(true);
    expect(checkExercise(conjugation, { ...EMPTY, text: 'estas' })).toEqual({ correct: false, accentsOnly: true });
    expect(checkExercise(fillBlank, { ...EMPTY, text: 'llama' })).toEqual({ correct: false, accentsOnly: false });
  });

  it('counts a captured recording as correct while there is no server check', () => {
    expect(checkExercise(pronunciation, { ...EMPTY, recorded: true }).correct).toBe(true);
  });

  it("takes the server's verdict on a pronunciation attempt, keeping its details for the learner", () => {
    const details = { transcribed: 'buenas tarde', feedback: 'Almost.', similarity: 0.7 };
    expect(scoredPronunciation({ isCorrect: false, ...details })).toEqual({
      correct: false,
      accentsOnly: false,
      pronunciation: details,
    });
    expect(scoredPronunciation({ isCorrect: true, ...details }).correct).toBe(true);
  });

  it('counts an attempt the server could not score as correct (docs/product.md#lesson-score)', () => {
    expect(unscoredPronunciation('No speech recognition.')).toEqual({
      correct: true,
      accentsOnly: false,
      unscored: { reason: 'No speech recognition.' },
    });
    expect(unscoredPronunciation().unscored).toEqual({ reason: null });
  });

  it('answers in the language the exercise asks for', () => {
    expect(answerLanguage(translation)).toBe('es');
    expect(answerLanguage({ ...translation, answerLanguage: 'en' })).toBe('en');
    expect(answerLanguage(fillBlank)).toBe('es');
  });
});
