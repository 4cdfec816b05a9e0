import type { ExerciseOf, ExerciseType } from '@/contract/lessons';

/** A rule a lesson file's exercise breaks beyond its schema: the field (under the exercise) and what is wrong. */
export interface ExerciseFileProblem {
  field: string;
  message: string;
}

/** The lesson-file rules of one exercise type (docs/recipes/add-an-exercise-type.md). */
export type ExerciseFileRules<T extends ExerciseType> = (exercise: ExerciseOf<T>) => ExerciseFileProblem[];

/** For a type whose schema says all there is to say. */
export const noFileProblems = (): ExerciseFileProblem[] => [];
