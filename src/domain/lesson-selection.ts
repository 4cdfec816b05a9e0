import type { Level } from './levels';
import { LEVELS } from './levels';

export const TODAYS_PRACTICE_SIZE = 3;
export const REVIEW_SIZE = 6;
export const NEXT_LESSONS_SIZE = 5;

export interface SelectableLesson {
  id: string;
  level: Level;
  order: number;
  locked: boolean;
  progress: { completed: boolean; score: number | null };
  /** Passed over by a placement test (open, not completed): never offered as the next thing to do. */
  placed?: boolean;
}

/**
 * Today's Practice: up to 3 uncompleted, open lessons from the learner's current level and lower,
 * lower levels first, then by order.
 */
export function todaysPractice<T extends SelectableLesson>(lessons: readonly T[], currentLevel: Level): T[] {
  const maxRank = LEVELS.indexOf(currentLevel);
  return lessons
    .filter(
      (lesson) =>
        !lesson.progress.completed && !lesson.locked && !lesson.placed && LEVELS.indexOf(lesson.level) <= maxRank,
    )
    .sort((a, b) => LEVELS.indexOf(a.level) - LEVELS.indexOf(b.level) || a.order - b.order)
    .slice(0, TODAYS_PRACTICE_SIZE);
}

/** Review: up to 6 completed lessons, highest score first (ties in course order). */
export function reviewLessons<T extends SelectableLesson>(lessons: readonly T[]): T[] {
  return lessons
    .filter((lesson) => lesson.progress.completed)
    .sort(
      (a, b) =>
        (b.progress.score ?? 0) - (a.progress.score ?? 0) ||
        LEVELS.indexOf(a.level) - LEVELS.indexOf(b.level) ||
        a.order - b.order,
    )
    .slice(0, REVIEW_SIZE);
}

/** The Learning Path's available lessons: open, uncompleted and not placed over, in course order, at most 5. */
export function nextOpenLessons<T extends SelectableLesson>(lessons: readonly T[]): T[] {
  return lessons
    .filter((lesson) => !lesson.progress.completed && !lesson.locked && !lesson.placed)
    .sort((a, b) => LEVELS.indexOf(a.level) - LEVELS.indexOf(b.level) || a.order - b.order)
    .slice(0, NEXT_LESSONS_SIZE);
}
