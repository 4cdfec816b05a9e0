import { READING_WORDS } from '@/contract/lessons';
import { matchWords } from '@/domain/spanish-text';
import type { ExerciseFileProblem, ExerciseFileRules } from './exercise-file-problem';

/**
 * A reading text is long enough to read for meaning and short enough for one card; each question's `correct` is one of
 * its options, no option repeats, and the `why` goes on each question (the card shows each missed one's own).
 */
export const readingFileRules: ExerciseFileRules<'reading'> = (exercise) => {
  const problems: ExerciseFileProblem[] = [];
  const words = [...matchWords(exercise.text)].length;
  if (words < READING_WORDS.min || words > READING_WORDS.max)
    problems.push({
      field: 'text',
      message: `a reading text has ${READING_WORDS.min}-${READING_WORDS.max} words, this one ${words}`,
    });
  if (exercise.why !== undefined)
    problems.push({ field: 'why', message: 'a reading exercise explains each question in its own why' });
  exercise.questions.forEach((question, index) => {
    if (question.correct >= question.options.length)
      problems.push({ field: `questions.${index}.correct`, message: 'correct is not an index of options' });
    if (new Set(question.options).size !== question.options.length)
      problems.push({ field: `questions.${index}.options`, message: 'options repeat' });
  });
  return problems;
};
