import type { ExerciseFileRules } from './exercise-file-problem';

const BLANK = '___';

export const fillBlankFileRules: ExerciseFileRules<'fill_blank'> = (exercise) =>
  exercise.question.includes(BLANK) ? [] : [{ field: 'question', message: `a fill_blank question needs ${BLANK}` }];
