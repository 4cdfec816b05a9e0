import type { z } from 'zod';
import type { TypedAnswer } from '@/domain/answers';
import type { Level } from '@/domain/levels';

/**
 * What the server and the web app both know about one exercise type (docs/recipes/add-an-exercise-type.md). Each side
 * adds its own part: the server its lesson-file rules, the web app its answer control and lesson check.
 */
export interface ExerciseDefinition<E extends { type: string }> {
  /** The exercise as a lesson file writes it and the API sends it. */
  schema: z.ZodType<E>;
  /** Whether a first-try miss joins the review deck as a card (docs/product.md#review-deck). */
  reviewable: boolean;
  /** The levels whose lessons must each hold one exercise of the type (`npm run content:check`); all when absent. */
  levels?: readonly Level[];
  /**
   * What a typed answer is checked against: on a review card, and in the lesson for the types answered by typing.
   * Its `expected` is the answer shown after a miss, its language the language the learner answers in.
   */
  typedAnswer: (exercise: E) => TypedAnswer;
}
