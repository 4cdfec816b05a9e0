import { describe, expect, it } from 'vitest';
import { lessonFileSchema } from '@/server/content/lesson-file-schema';
import { listeningFileRules } from './listening';

const exercise = {
  type: 'listening' as const,
  question: 'Play the sentence and type what you hear.',
  hint: 'A polite imperfect opens it.',
  audio_text: 'Venía a preguntar por la casita.',
};

describe('listening exercises in lesson files', () => {
  it('may not give the sentence away in the question or the hint, however it is punctuated', () => {
    expect(listeningFileRules(exercise)).toEqual([]);
    expect(
      listeningFileRules({
        ...exercise,
        question: 'Type "venía a preguntar por la casita"',
        hint: 'Venía a preguntar por la casita',
      }),
    ).toEqual([
      { field: 'question', message: 'a listening question must not give away the sentence heard' },
      { field: 'hint', message: 'a listening hint must not give away the sentence heard' },
    ]);
  });

  it('are checked with the rest of the lesson file, at the exercise that breaks the rule', () => {
    const lesson = {
      id: 'a-lesson',
      title: 'A lesson',
      description: 'A lesson.',
      level: 'beginner',
      type: 'grammar',
      order: 1,
      experiencePoints: 10,
      grammar: { introduces: [], uses: [] },
      sections: Array.from({ length: 3 }, () => ({
        type: 'phrases',
        title: 'Phrases',
        content: [{ spanish: 'hola', english: 'hello' }],
      })),
      exercises: [...Array.from({ length: 4 }, () => exercise), { ...exercise, hint: exercise.audio_text }],
    };
    const result = lessonFileSchema.safeParse(lesson);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['exercises.4.hint', 'a listening hint must not give away the sentence heard'],
    ]);
  });
});
