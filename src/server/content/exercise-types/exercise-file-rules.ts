/** Each exercise type's lesson-file rules: one line per type (docs/recipes/add-an-exercise-type.md). */
import type { Exercise, ExerciseType } from '@/contract/lessons';
import { noFileProblems, type ExerciseFileProblem, type ExerciseFileRules } from './exercise-file-problem';
import { fillBlankFileRules } from './fill-blank';
import { listeningFileRules } from './listening';
import { multipleChoiceFileRules } from './multiple-choice';
import { readingFileRules } from './reading';

const EXERCISE_FILE_RULES: { [T in ExerciseType]: ExerciseFileRules<T> } = {
  multiple_choice: multipleChoiceFileRules,
  translation: noFileProblems,
  conjugation: noFileProblems,
  fill_blank: fillBlankFileRules,
  pronunciation: noFileProblems,
  listening: listeningFileRules,
  reading: readingFileRules,
};

export function exerciseFileProblems(exercise: Exercise): ExerciseFileProblem[] {
  // The table is indexed by the exercise's own type, so its rules take this exercise.
  const rules = EXERCISE_FILE_RULES[exercise.type] as ExerciseFileRules<typeof exercise.type>;
  return rules(exercise);
}
