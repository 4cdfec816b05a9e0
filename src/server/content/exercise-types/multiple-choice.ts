import type { ExerciseFileRules } from './exercise-file-problem';

export const multipleChoiceFileRules: ExerciseFileRules<'multiple_choice'> = (exercise) => [
  ...(exercise.correct >= exercise.options.length
    ? [{ field: 'correct', message: 'correct is not an index of options' }]
    : []),
  ...(new Set(exercise.options).size !== exercise.options.length
    ? [{ field: 'options', message: 'options repeat' }]
    : []),
];
