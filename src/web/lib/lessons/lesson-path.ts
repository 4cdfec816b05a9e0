import type { LessonSummary } from '@/contract/lessons';
import { LEVELS } from '@/domain/levels';

/** The course in order: beginner before intermediate before advanced, each level by its lesson order. */
export function inCourseOrder(lessons: readonly LessonSummary[]): LessonSummary[] {
  return [...lessons].sort((a, b) => LEVELS.indexOf(a.level) - LEVELS.indexOf(b.level) || a.order - b.order);
}

/**
 * The learner's next lesson (docs/product.md#lesson-lists): the first open, uncompleted lesson in course order that a
 * placement did not pass over; undefined when every open lesson is done.
 */
export function nextLessonOf(lessons: readonly LessonSummary[]): LessonSummary | undefined {
  return inCourseOrder(lessons).find((lesson) => !lesson.locked && !lesson.progress.completed && !lesson.placed);
}

/** Where a lesson stands on the path. */
export type PathStatus = 'done' | 'next' | 'open' | 'placed' | 'locked';

export function pathStatus(lesson: LessonSummary, nextId: string | undefined): PathStatus {
  if (lesson.progress.completed) return 'done';
  if (lesson.id === nextId) return 'next';
  if (lesson.locked) return 'locked';
  return lesson.placed ? 'placed' : 'open';
}
