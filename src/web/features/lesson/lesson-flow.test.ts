import { describe, expect, it } from 'vitest';
import {
  correctAtFirstTry,
  flowScore,
  initialLessonFlow,
  isLastExercise,
  scoredExerciseCount,
  lessonFlowReducer,
  type LessonFlowAction,
  type LessonFlowState,
} from './lesson-flow';

const RIGHT = { correct: true, accentsOnly: false };
const WRONG = { correct: false, accentsOnly: false };

function run(state: LessonFlowState, ...actions: LessonFlowAction[]): LessonFlowState {
  return actions.reduce(lessonFlowReducer, state);
}

describe('lesson flow', () => {
  it('starts with reading when there are sections, else with the exercises', () => {
    expect(initialLessonFlow({ sectionCount: 2, exerciseCount: 3 }).phase).toBe('reading');
    expect(initialLessonFlow({ sectionCount: 0, exerciseCount: 3 }).phase).toBe('exercises');
  });

  it('pages through sections without leaving their range', () => {
    const start = initialLessonFlow({ sectionCount: 2, exerciseCount: 1 });
    expect(run(start, { type: 'previousSection' }).sectionIndex).toBe(0);
    expect(run(start, { type: 'nextSection' }, { type: 'nextSection' }).sectionIndex).toBe(1);
    expect(run(start, { type: 'nextSection' }, { type: 'previousSection' }).sectionIndex).toBe(0);
    expect(run(start, { type: 'startExercises' })).toMatchObject({ phase: 'exercises', exerciseIndex: 0 });
  });

  it('scores only the first submission of each exercise', () => {
    const start = initialLessonFlow({ sectionCount: 0, exerciseCount: 4 });
    const end = run(
      start,
      { type: 'submit', result: WRONG },
      { type: 'tryAgain' },
      { type: 'submit', result: RIGHT },
      { type: 'nextExercise' },
      { type: 'submit', result: RIGHT },
      { type: 'nextExercise' },
      { type: 'submit', result: RIGHT },
      { type: 'nextExercise' },
      { type: 'submit', result: WRONG },
    );
    expect(end.feedback).toEqual(WRONG);
    expect(correctAtFirstTry(end)).toBe(2);
    expect(flowScore(end)).toBe(50);
    expect(isLastExercise(end)).toBe(true);
  });

  it('leaves an exercise that could not be scored out of the score, neither right nor wrong', () => {
    const end = run(
      initialLessonFlow({ sectionCount: 0, exerciseCount: 3 }),
      { type: 'submit', result: RIGHT },
      { type: 'nextExercise' },
      { type: 'submit', result: { ...RIGHT, unscored: { reason: null } } },
      { type: 'nextExercise' },
      { type: 'submit', result: WRONG },
    );
    expect(correctAtFirstTry(end)).toBe(1);
    expect(scoredExerciseCount(end)).toBe(2);
    expect(flowScore(end)).toBe(50);
  });

  it('clears the shown answer on Try Again and on the next question', () => {
    const answered = run(initialLessonFlow({ sectionCount: 0, exerciseCount: 2 }), { type: 'submit', result: WRONG });
    expect(run(answered, { type: 'tryAgain' }).feedback).toBeNull();
    expect(run(answered, { type: 'nextExercise' })).toMatchObject({ feedback: null, exerciseIndex: 1 });
  });

  it('counts a skipped exercise as not right and moves on', () => {
    const skipped = run(initialLessonFlow({ sectionCount: 0, exerciseCount: 2 }), { type: 'skip' });
    expect(skipped.exerciseIndex).toBe(1);
    expect(skipped.firstTry).toEqual({ 0: false });
  });

  it('restarts from the first section with no answers', () => {
    const start = initialLessonFlow({ sectionCount: 3, exerciseCount: 2 });
    const played = run(
      start,
      { type: 'nextSection' },
      { type: 'startExercises' },
      { type: 'submit', result: RIGHT },
      { type: 'nextExercise' },
    );
    expect(run(played, { type: 'restart' })).toEqual(start);
  });
});
