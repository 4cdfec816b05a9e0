import { describe, expect, it } from 'vitest';
import { exerciseSchema } from './lessons';

describe('accepted answers in the lesson schema (alternatives: src/domain/answer-patterns.ts)', () => {
  const exercise = {
    type: 'translation',
    question: 'Translate into Spanish: "Nice to meet you"',
    hint: 'h',
    audio_text: 'Mucho gusto',
    answer: 'Mucho gusto',
    answerLanguage: 'es',
  };

  it('takes accepted answers with alternatives', () => {
    expect(exerciseSchema.safeParse({ ...exercise, acceptedAnswers: ['[Un|Es un] placer'] }).success).toBe(true);
  });

  it('refuses a malformed pattern, a pattern as the shown answer, and too many sentences in all', () => {
    expect(exerciseSchema.safeParse({ ...exercise, acceptedAnswers: ['[Un|Es un placer'] }).success).toBe(false);
    expect(exerciseSchema.safeParse({ ...exercise, answer: '[Mucho|Un] gusto' }).success).toBe(false);
    const big = '[a|b|c|d] [a|b|c|d] [a|b|c|d]';
    expect(exerciseSchema.safeParse({ ...exercise, acceptedAnswers: [big, big, big, big, big] }).success).toBe(false);
  });
});
