import { describe, expect, it } from 'vitest';
import { checkReviewAnswer, correctionAnswer, reviewItemKey, reviewXp, typedAnswerGrade } from './review-rules';

describe('review rules', () => {
  it('keys the same item the same however it is capitalised or punctuated', () => {
    expect(reviewItemKey({ kind: 'correction', original: 'Mi hermana es muy cansada.' })).toBe(
      reviewItemKey({ kind: 'correction', original: 'mi hermana es  muy cansada' }),
    );
    expect(reviewItemKey({ kind: 'word', spanish: '¡Hola!' })).toBe(reviewItemKey({ kind: 'word', spanish: 'hola' }));
    expect(reviewItemKey({ kind: 'word', spanish: 'hola' })).not.toBe(
      reviewItemKey({ kind: 'correction', original: 'hola' }),
    );
    expect(reviewItemKey({ kind: 'exercise', lessonId: 'greetings', exerciseIndex: 2 })).toBe('exercise:greetings:2');
  });

  it('grades a wrong typed answer again whatever was chosen, a right one good unless hard or easy was chosen', () => {
    expect(typedAnswerGrade(false, 'easy')).toBe('again');
    expect(typedAnswerGrade(true, undefined)).toBe('good');
    expect(typedAnswerGrade(true, 'hard')).toBe('hard');
  });

  it('checks a corrected sentence with the lesson answer checker', () => {
    const correction = correctionAnswer('Mi hermana está muy cansada.');
    expect(checkReviewAnswer(correction, 'mi hermana está muy cansada')).toMatchObject({ correct: true });
    expect(checkReviewAnswer(correction, 'Mi hermana esta muy cansada')).toMatchObject({
      correct: false,
      accentsOnly: true,
      expected: 'Mi hermana está muy cansada.',
    });
  });

  it('gives XP per card until the daily cap ', () => {
    expect(reviewXp(0, 1, 20)).toBe(1);
    expect(reviewXp(19, 1, 20)).toBe(1);
    expect(reviewXp(20, 1, 20)).toBe(0);
  });
});
