import { z } from 'zod';
import type { ExerciseDefinition } from './exercise-definition';
import { acceptedAnswers, exerciseBase, shownAnswer } from './exercise-fields';

const conjugationSchema = z.strictObject({
  type: z.literal('conjugation'),
  ...exerciseBase,
  answer: shownAnswer(120),
  acceptedAnswers,
});
type Conjugation = z.infer<typeof conjugationSchema>;

export const conjugationExercise = {
  schema: conjugationSchema,
  reviewable: true,
  typedAnswer: (exercise) => ({
    expected: exercise.answer,
    accepted: exercise.acceptedAnswers ?? [],
    context: { language: 'es', prompt: exercise.question },
  }),
} satisfies ExerciseDefinition<Conjugation>;
