import { z } from 'zod';
import type { ExerciseDefinition } from './exercise-definition';
import { acceptedAnswers, exerciseBase, shownAnswer } from './exercise-fields';

const fillBlankSchema = z.strictObject({
  type: z.literal('fill_blank'),
  ...exerciseBase,
  /** The question holds "___" where the answer goes. */
  answer: shownAnswer(120),
  acceptedAnswers,
});
type FillBlank = z.infer<typeof fillBlankSchema>;

export const fillBlankExercise = {
  schema: fillBlankSchema,
  reviewable: true,
  typedAnswer: (exercise) => ({
    expected: exercise.answer,
    accepted: exercise.acceptedAnswers ?? [],
    context: { language: 'es', prompt: exercise.question },
  }),
} satisfies ExerciseDefinition<FillBlank>;
