import type { Exercise } from '@/contract/lessons';
import type { AnswerResult, ExerciseAnswer } from './exercise-answer';
import { exerciseView } from './exercise-types/exercise-views';

export * from './exercise-answer';
export { answerLanguage, expectedAnswer } from '@/contract/lessons';

/**
 * docs/product.md#lesson-score: submit needs a chosen option (one for each question of a reading text), non-empty
 * trimmed text, or a captured recording.
 */
export function canSubmitAnswer(exercise: Exercise, answer: ExerciseAnswer): boolean {
  return exerciseView(exercise).canSubmit(answer, exercise);
}

export function checkExercise(exercise: Exercise, answer: ExerciseAnswer): AnswerResult {
  return exerciseView(exercise).check(exercise, answer);
}
