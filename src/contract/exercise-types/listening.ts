import { z } from 'zod';
import type { ExerciseDefinition } from './exercise-definition';
import { acceptedAnswers, exerciseBase, shownAnswer } from './exercise-fields';

/**
 * A dictation: the learner hears `audio_text` and types it; the sentence stays hidden until they have answered.
 * Typing what was heard (not choosing its meaning) tests the ear alone: options would let a learner guess the meaning
 * from a few words caught, and the typed answer is checked by the same checker as every other typed answer.
 */
const listeningSchema = z.strictObject({
  type: z.literal('listening'),
  ...exerciseBase,
  /** The sentence read aloud, and the answer shown after answering: one plain sentence, never a pattern. */
  audio_text: shownAnswer(300),
  acceptedAnswers,
});
type Listening = z.infer<typeof listeningSchema>;

export const listeningExercise = {
  schema: listeningSchema,
  // A review card has no player: its front would be an instruction with nothing to hear.
  reviewable: false,
  typedAnswer: (exercise) => ({
    expected: exercise.audio_text,
    accepted: exercise.acceptedAnswers ?? [],
    context: { language: 'es', prompt: exercise.question },
  }),
} satisfies ExerciseDefinition<Listening>;
