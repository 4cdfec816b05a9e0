import { normaliseAnswer } from '@/domain/answers';
import type { ExerciseFileProblem, ExerciseFileRules } from './exercise-file-problem';

/** The sentence is hidden until the learner answers: the question and the hint must not give it away. */
export const listeningFileRules: ExerciseFileRules<'listening'> = (exercise) => {
  const sentence = normaliseAnswer(exercise.audio_text, 'es');
  const problems: ExerciseFileProblem[] = [];
  for (const field of ['question', 'hint'] as const) {
    if (normaliseAnswer(exercise[field], 'es').includes(sentence))
      problems.push({ field, message: `a listening ${field} must not give away the sentence heard` });
  }
  return problems;
};
