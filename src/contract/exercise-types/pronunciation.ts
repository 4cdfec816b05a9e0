import { z } from 'zod';
import type { ExerciseDefinition } from './exercise-definition';
import { exerciseBase, text } from './exercise-fields';

const pronunciationSchema = z.strictObject({
  type: z.literal('pronunciation'),
  ...exerciseBase,
  /** The Spanish the learner says aloud. */
  answer: text(300),
});
type Pronunciation = z.infer<typeof pronunciationSchema>;

export const pronunciationExercise = {
  schema: pronunciationSchema,
  // Answered by speaking: a typed review card could not test it.
  reviewable: false,
  typedAnswer: (exercise) => ({
    expected: exercise.answer,
    accepted: [],
    context: { language: 'es', prompt: exercise.question },
  }),
} satisfies ExerciseDefinition<Pronunciation>;
