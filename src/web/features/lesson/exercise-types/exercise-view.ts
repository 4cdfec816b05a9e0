import type { ComponentType } from 'react';
import type { ExerciseOf, ExerciseType } from '@/contract/lessons';
import type { AnswerResult, ExerciseAnswer, ExerciseAnswerDraft } from '@/web/features/lesson/exercise-answer';

/** What every answer control is given: the exercise, the learner's draft and the card's state. */
export interface AnswerControlProps<T extends ExerciseType> {
  exercise: ExerciseOf<T>;
  /** The id of the question's heading, which labels the control. */
  questionId: string;
  draft: ExerciseAnswerDraft;
  /** After submitting: the control is locked. */
  checked: boolean;
  /** The checked answer was wrong. */
  wrong: boolean;
  /** Moves past an exercise this browser cannot answer (no microphone), so the lesson can still be finished. */
  onSkip: () => void;
  skipLabel: string;
}

/** How the lesson screen shows and checks one exercise type (docs/recipes/add-an-exercise-type.md). */
export interface ExerciseView<T extends ExerciseType> {
  /** The badge on the card. */
  label: string;
  /** The short line under the question saying how to answer it. */
  instruction: (exercise: ExerciseOf<T>) => string;
  /** docs/product.md#lesson-score: whether Submit Answer is enabled. */
  canSubmit: (answer: ExerciseAnswer, exercise: ExerciseOf<T>) => boolean;
  check: (exercise: ExerciseOf<T>, answer: ExerciseAnswer) => AnswerResult;
  AnswerControl: ComponentType<AnswerControlProps<T>>;
  /**
   * The card has no Listen button of its own: the answer control reads `audio_text` itself (listening), or the
   * exercise is read, not heard (reading).
   */
  playsItsOwnAudio?: true;
  /**
   * A miss is explained by `ResultDetails`, question by question (reading), instead of the card's one "Correct answer"
   * and "Why" lines.
   */
  explainsItsMisses?: true;
  /** More about a checked answer, inside "Correct!" or "Not quite right". */
  ResultDetails?: ComponentType<{ exercise: ExerciseOf<T>; result: AnswerResult }>;
}
