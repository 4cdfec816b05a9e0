import { z } from 'zod';
import { languageSchema } from '@/contract/text-language';
import type { ExerciseDefinition } from './exercise-definition';
import { exerciseBase, text } from './exercise-fields';

/** One question about the text: multiple choice, with the rule or the place in the text that answers it. */
export const readingQuestionSchema = z.strictObject({
  /** In English; Spanish inside it is quoted. */
  question: text(300),
  options: z.array(text(200)).min(2).max(4),
  optionsLanguage: languageSchema,
  /** Index of the right option. */
  correct: z.number().int().min(0),
  /** Why the right option is right, in one English line: shown with it after a miss. */
  why: text(200),
});
export type ReadingQuestion = z.infer<typeof readingQuestionSchema>;

/** A reading text is this long, in words (a short article, email, notice or story). */
export const READING_WORDS = { min: 100, max: 260 } as const;

/**
 * Reading comprehension (B1-B2): a text of 100-260 words and 2-4 questions about it, answered together. The exercise
 * is one item of the lesson score, right at the first try when every question is: its questions share one text, and
 * the score counts exercises (docs/product.md#lesson-score). Each question carries its own `why`.
 */
const readingSchema = z.strictObject({
  type: z.literal('reading'),
  ...exerciseBase,
  /** The text's title (a headline, a subject line, a notice's heading), shown above it. A reading text is read, not
   * heard: the card has no Listen button. */
  audio_text: text(120),
  /** The text, in Spanish; a blank line starts a new paragraph. */
  text: text(2000),
  questions: z.array(readingQuestionSchema).min(2).max(4),
});
type Reading = z.infer<typeof readingSchema>;

/** The right options, one per question, as the answer shown after a miss. */
export function readingAnswers(exercise: Pick<Reading, 'questions'>): string[] {
  return exercise.questions.map((question) => question.options[question.correct] ?? '');
}

export const readingExercise = {
  schema: readingSchema,
  // A review card asks one question with the hint and no room for a text of 250 words: the text is read in its lesson.
  reviewable: false,
  levels: ['intermediate', 'advanced'],
  typedAnswer: (exercise) => ({
    expected: readingAnswers(exercise).join(' · '),
    accepted: [],
    context: { language: exercise.questions[0]?.optionsLanguage ?? 'en' },
  }),
} satisfies ExerciseDefinition<Reading>;
