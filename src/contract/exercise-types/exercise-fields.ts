/** The fields exercise types share (docs/recipes/add-a-lesson.md; scored as in docs/product.md#lesson-score). */
import { z } from 'zod';
import { expandPattern, MAX_ACCEPTED_SENTENCES, patternProblem } from '@/domain/answer-patterns';

export const text = (max = 600) => z.string().trim().min(1).max(max);

export const exerciseBase = {
  /** The prompt shown to the learner (English instruction; Spanish inside it is quoted). */
  question: text(400),
  /** A hint written for this exercise, shown by the Hint button. */
  hint: text(300),
  /** Spanish read aloud by the Listen button (es-MX, rate 0.8). */
  audio_text: text(300),
  /** The rule the exercise tests, in one English line: shown with the right answer after a miss. */
  why: text(200).optional(),
};

/**
 * Other answers that mean exactly the same. Each may hold alternatives, `[Disculpe|Perdone], ¿cómo [llego|voy]…?`,
 * standing for at most 64 sentences (src/domain/answer-patterns.ts), and all of them together
 * for at most 256.
 */
export const acceptedAnswers = z
  .array(
    text(300).superRefine((answer, ctx) => {
      const problem = patternProblem(answer);
      if (problem) ctx.addIssue({ code: 'custom', message: `Alternatives: ${problem}` });
    }),
  )
  .max(16)
  .refine((answers) => answers.flatMap(expandPattern).length <= MAX_ACCEPTED_SENTENCES, {
    error: `The accepted answers stand for more than ${MAX_ACCEPTED_SENTENCES} sentences`,
  })
  .optional();

/** The answer shown to the learner after a miss: one plain sentence, never a pattern. */
export const shownAnswer = (max: number) =>
  text(max).refine((answer) => !/[[\]|]/.test(answer), { error: 'The answer is shown as written: no [ | ] in it' });
