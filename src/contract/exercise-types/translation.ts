import { z } from 'zod';
import { languageSchema } from '@/contract/text-language';
import type { ExerciseDefinition } from './exercise-definition';
import { acceptedAnswers, exerciseBase, shownAnswer } from './exercise-fields';

const translationSchema = z.strictObject({
  type: z.literal('translation'),
  ...exerciseBase,
  answer: shownAnswer(300),
  acceptedAnswers,
  answerLanguage: languageSchema,
});
type Translation = z.infer<typeof translationSchema>;

export const translationExercise = {
  schema: translationSchema,
  reviewable: true,
  typedAnswer: (exercise) => ({
    expected: exercise.answer,
    accepted: exercise.acceptedAnswers ?? [],
    context: { language: exercise.answerLanguage, prompt: exercise.question },
  }),
} satisfies ExerciseDefinition<Translation>;
