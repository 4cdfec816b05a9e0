import { lessonScore } from '@/domain/score-tiers';
import type { AnswerResult } from './exercise-answer';

/** The lesson screen (docs/product.md#screens): reading sections, then exercises; the result screen follows a saved completion. */
export type LessonPhase = 'reading' | 'exercises';

export interface LessonFlowState {
  sectionCount: number;
  exerciseCount: number;
  phase: LessonPhase;
  sectionIndex: number;
  exerciseIndex: number;
  /**
   * Per exercise index: whether its first submission was right, or null when it could not be scored (a pronunciation
   * attempt with no recognition), which leaves it out of the score. Later tries never change it.
   */
  firstTry: Readonly<Record<number, boolean | null>>;
  /** The current exercise's checked answer, shown until Try Again or the next question. */
  feedback: AnswerResult | null;
}

export type LessonFlowAction =
  | { type: 'nextSection' }
  | { type: 'previousSection' }
  | { type: 'startExercises' }
  | { type: 'submit'; result: AnswerResult }
  | { type: 'tryAgain' }
  | { type: 'nextExercise' }
  /** Moves past an exercise that cannot be answered here (no microphone); it counts as not right. */
  | { type: 'skip' }
  | { type: 'restart' };

export function initialLessonFlow({
  sectionCount,
  exerciseCount,
}: {
  sectionCount: number;
  exerciseCount: number;
}): LessonFlowState {
  return {
    sectionCount,
    exerciseCount,
    phase: sectionCount > 0 ? 'reading' : 'exercises',
    sectionIndex: 0,
    exerciseIndex: 0,
    firstTry: {},
    feedback: null,
  };
}

function recordFirstTry(state: LessonFlowState, correct: boolean | null): LessonFlowState['firstTry'] {
  if (state.exerciseIndex in state.firstTry) return state.firstTry;
  return { ...state.firstTry, [state.exerciseIndex]: correct };
}

function nextExerciseIndex(state: LessonFlowState): number {
  return Math.min(state.exerciseIndex + 1, Math.max(state.exerciseCount - 1, 0));
}

export function lessonFlowReducer(state: LessonFlowState, action: LessonFlowAction): LessonFlowState {
  switch (action.type) {
    case 'nextSection':
      return { ...state, sectionIndex: Math.min(state.sectionIndex + 1, Math.max(state.sectionCount - 1, 0)) };
    case 'previousSection':
      return { ...state, sectionIndex: Math.max(state.sectionIndex - 1, 0) };
    case 'startExercises':
      return { ...state, phase: 'exercises', exerciseIndex: 0, feedback: null };
    case 'submit':
      return {
        ...state,
        feedback: action.result,
        firstTry: recordFirstTry(state, action.result.unscored ? null : action.result.correct),
      };
    case 'tryAgain':
      return { ...state, feedback: null };
    case 'nextExercise':
      return { ...state, exerciseIndex: nextExerciseIndex(state), feedback: null };
    case 'skip':
      return {
        ...state,
        firstTry: recordFirstTry(state, false),
        exerciseIndex: nextExerciseIndex(state),
        feedback: null,
      };
    case 'restart':
      return initialLessonFlow(state);
  }
}

export function correctAtFirstTry(state: LessonFlowState): number {
  return Object.values(state.firstTry).filter((right) => right === true).length;
}

/** The exercises that count: all but those that could not be scored (docs/product.md#lesson-score). */
export function scoredExerciseCount(state: LessonFlowState): number {
  return state.exerciseCount - Object.values(state.firstTry).filter((right) => right === null).length;
}

/** The score sent to the server: scored questions right at their first submission, as a whole percent. */
export function flowScore(state: LessonFlowState): number {
  return lessonScore(correctAtFirstTry(state), scoredExerciseCount(state));
}

export function isLastExercise(state: LessonFlowState): boolean {
  return state.exerciseIndex >= state.exerciseCount - 1;
}
