/** How the lesson screen shows and checks each exercise type: one line per type (docs/recipes/add-an-exercise-type.md). */
import type { ComponentType } from 'react';
import type { Exercise, ExerciseOf, ExerciseType } from '@/contract/lessons';
import type { AnswerResult } from '@/web/features/lesson/exercise-answer';
import { conjugationView } from './conjugation';
import type { AnswerControlProps, ExerciseView } from './exercise-view';
import { fillBlankView } from './fill-blank';
import { listeningView } from './listening/listening-view';
import { multipleChoiceView } from './multiple-choice';
import { pronunciationView } from './pronunciation';
import { readingView } from './reading/reading-view';
import { translationView } from './translation';

const EXERCISE_VIEWS: { [T in ExerciseType]: ExerciseView<T> } = {
  multiple_choice: multipleChoiceView,
  translation: translationView,
  conjugation: conjugationView,
  fill_blank: fillBlankView,
  pronunciation: pronunciationView,
  listening: listeningView,
  reading: readingView,
};

/** The view of the exercise's own type: it takes this exercise. */
export function exerciseView<T extends ExerciseType>(exercise: ExerciseOf<T>): ExerciseView<T> {
  return EXERCISE_VIEWS[exercise.type];
}

/** The answer control of the exercise's type. */
export function ExerciseAnswerControl(props: AnswerControlProps<ExerciseType>) {
  const Control = exerciseView(props.exercise).AnswerControl;
  return <Control {...props} />;
}

/** What the exercise's type adds to a checked answer's feedback, if anything. */
export function ExerciseResultDetails({ exercise, result }: { exercise: Exercise; result: AnswerResult }) {
  const Details = exerciseView(exercise).ResultDetails as
    ComponentType<{ exercise: Exercise; result: AnswerResult }> | undefined;
  return Details ? <Details exercise={exercise} result={result} /> : null;
}
