import { z } from 'zod';
import { languageSchema } from '@/contract/text-language';
import type { ExerciseDefinition } from './exercise-definition';
import { exerciseBase, text } from './exercise-fields';

const multipleChoiceSchema = z.strictObject({
  type: z.literal('multiple_choice'),
  ...exerciseBase,
  options: z.array(text(200)).min(2).max(6),
  optionsLanguage: languageSchema,
  /** Index of the right option. */
  correct: z.number().int().min(0),
});
type MultipleChoice = z.infer<typeof multipleChoiceSchema>;

export const multipleChoiceExercise = {
  schema: multipleChoiceSchema,
  reviewable: true,
  // A review card is answered with the option's text, so no question word order or prompt applies.
  typedAnswer: (exercise) => ({
    expected: exercise.options[exercise.correct] ?? '',
    accepted: [],
    context: { language: exercise.optionsLanguage },
  }),
} satisfies ExerciseDefinition<MultipleChoice>;
