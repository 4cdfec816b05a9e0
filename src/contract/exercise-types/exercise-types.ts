/**
 * The exercise types: one line per type (docs/recipes/add-an-exercise-type.md). The lesson schema, the list of types
 * and every per-type lookup of the server and the web app follow from this table.
 */
import { z } from 'zod';
import type { TypedAnswer } from '@/domain/answers';
import type { Language } from '@/contract/text-language';
import { LEVELS, type Level } from '@/domain/levels';
import { conjugationExercise } from './conjugation';
import type { ExerciseDefinition } from './exercise-definition';
import { fillBlankExercise } from './fill-blank';
import { listeningExercise } from './listening';
import { multipleChoiceExercise } from './multiple-choice';
import { pronunciationExercise } from './pronunciation';
import { readingExercise } from './reading';
import { translationExercise } from './translation';

const EXERCISE_DEFINITIONS = {
  multiple_choice: multipleChoiceExercise,
  translation: translationExercise,
  conjugation: conjugationExercise,
  fill_blank: fillBlankExercise,
  pronunciation: pronunciationExercise,
  listening: listeningExercise,
  reading: readingExercise,
};

type ExerciseTypeSchema = (typeof EXERCISE_DEFINITIONS)[keyof typeof EXERCISE_DEFINITIONS]['schema'];
export const exerciseSchema = z.discriminatedUnion(
  'type',
  Object.values(EXERCISE_DEFINITIONS).map((definition) => definition.schema) as [
    ExerciseTypeSchema,
    ...ExerciseTypeSchema[],
  ],
);
export type Exercise = z.infer<typeof exerciseSchema>;
export type ExerciseType = Exercise['type'];
export type ExerciseOf<T extends ExerciseType> = Extract<Exercise, { type: T }>;

/** Every key is its definition's `type`: a key that differs leaves a type without a definition here. */
const DEFINITION_BY_TYPE: { [T in ExerciseType]: ExerciseDefinition<ExerciseOf<T>> } = EXERCISE_DEFINITIONS;

export const EXERCISE_TYPES = Object.keys(DEFINITION_BY_TYPE) as ExerciseType[];

function definitionOf<T extends ExerciseType>(exercise: ExerciseOf<T>): ExerciseDefinition<ExerciseOf<T>> {
  return DEFINITION_BY_TYPE[exercise.type];
}

/** What a typed answer to the exercise is checked against (a review card; a lesson's typed answer). */
export function typedAnswerOf(exercise: Exercise): TypedAnswer {
  return definitionOf(exercise).typedAnswer(exercise);
}

/** The exercise types every lesson level must hold: a type may say it belongs to some levels only (reading: B1-B2). */
export function exerciseTypesOfLevel(level: Level): ExerciseType[] {
  return EXERCISE_TYPES.filter((type) => (DEFINITION_BY_TYPE[type].levels ?? LEVELS).includes(level));
}

/** Whether a first-try miss of the exercise joins the review deck. */
export function isReviewable(exercise: Exercise): boolean {
  return definitionOf(exercise).reviewable;
}

/** The answer shown to the learner after a wrong submission. */
export function expectedAnswer(exercise: Exercise): string {
  return typedAnswerOf(exercise).expected;
}

/** The language the learner answers in: drives the input's `lang` and the accent keys. */
export function answerLanguage(exercise: Exercise): Language {
  return typedAnswerOf(exercise).context.language;
}
