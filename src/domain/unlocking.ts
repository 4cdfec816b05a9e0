import type { Level } from './levels';
import { LEVELS } from './levels';

/** A later level opens once this share of the previous level's lessons is completed. */
export const UNLOCK_THRESHOLD = 0.8;

export interface OrderedLesson {
  id: string;
  level: Level;
  order: number;
}

export interface LevelCompletion {
  total: number;
  completed: number;
}

export function previousLevel(level: Level): Level | null {
  const index = LEVELS.indexOf(level);
  return index > 0 ? (LEVELS[index - 1] ?? null) : null;
}

/** Beginner is always open; each later level needs >= 80 % of the previous one completed (and that one open). */
export function unlockedLevels(completion: Record<Level, LevelCompletion>): Set<Level> {
  const open = new Set<Level>();
  for (const level of LEVELS) {
    const before = previousLevel(level);
    if (before === null) {
      open.add(level);
      continue;
    }
    const { total, completed } = completion[before];
    if (open.has(before) && total > 0 && completed / total >= UNLOCK_THRESHOLD) open.add(level);
  }
  return open;
}

export interface CourseLocks {
  /** Completed and total lessons per level. */
  completion: Record<Level, LevelCompletion>;
  openLevels: Set<Level>;
  lockedIds: Set<string>;
  /** Lessons a placement test passed the learner over and they have not completed (open, no XP). */
  placedIds: Set<string>;
  /** Levels whose every lesson lies before the placement: shown as "Placed" rather than completed. */
  placedLevels: Set<Level>;
}

/** Where a placement test put the learner: the lesson they start at (docs/product.md#level-floor). */
export interface CoursePlacement {
  level: Level;
  order: number;
}

/** Whether `lesson` comes before the lesson the learner was placed at, in course order. */
export function isBeforePlacement(lesson: Pick<OrderedLesson, 'level' | 'order'>, placement: CoursePlacement | null) {
  if (!placement) return false;
  const rank = LEVELS.indexOf(lesson.level) - LEVELS.indexOf(placement.level);
  return rank < 0 || (rank === 0 && lesson.order < placement.order);
}

/** The course's shape, which no learner changes: each level's lessons in order. Worked out once per course. */
export interface CoursePlan {
  /** Each level's lessons sorted by order. */
  byLevel: Record<Level, readonly OrderedLesson[]>;
}

export function planCourse(lessons: readonly OrderedLesson[]): CoursePlan {
  const byLevel = {} as Record<Level, readonly OrderedLesson[]>;
  for (const level of LEVELS) {
    byLevel[level] = lessons.filter((lesson) => lesson.level === level).sort((a, b) => a.order - b.order);
  }
  return { byLevel };
}

/**
 * The learner's standing in the course. A lesson is open when its level is open and it is first in
 * its level or the lesson before it (by order) is completed.
 */
export function courseLocks(
  lessons: readonly OrderedLesson[],
  completedIds: ReadonlySet<string>,
  placement: CoursePlacement | null = null,
): CourseLocks {
  return courseLocksIn(planCourse(lessons), completedIds, placement);
}

/**
 * courseLocks on a course planned once (the server plans its catalogue at start-up). A lesson before the
 * placement counts as passed for unlocking (it opens the lesson after it, and its level's share), never as
 * completed: completion counts, XP and scores stay what the learner earned.
 */
export function courseLocksIn(
  plan: CoursePlan,
  completedIds: ReadonlySet<string>,
  placement: CoursePlacement | null = null,
): CourseLocks {
  const completion = {} as Record<Level, LevelCompletion>;
  const passedShare = {} as Record<Level, LevelCompletion>;
  const placedIds = new Set<string>();
  const placedLevels = new Set<Level>();
  for (const level of LEVELS) {
    const inLevel = plan.byLevel[level];
    let completed = 0;
    let passed = 0;
    for (const lesson of inLevel) {
      const done = completedIds.has(lesson.id);
      const placed = isBeforePlacement(lesson, placement);
      if (done) completed += 1;
      if (done || placed) passed += 1;
      if (placed && !done) placedIds.add(lesson.id);
    }
    completion[level] = { total: inLevel.length, completed };
    passedShare[level] = { total: inLevel.length, completed: passed };
    if (placement && LEVELS.indexOf(level) < LEVELS.indexOf(placement.level)) placedLevels.add(level);
  }
  const openLevels = unlockedLevels(passedShare);
  // A level the learner has completed a lesson in stays open, and so do the levels before it: lessons added to a
  // level later (the course grows) lower its completed share, and must not lock a learner out of where they were.
  LEVELS.forEach((level, index) => {
    if (completion[level].completed > 0) for (const reached of LEVELS.slice(0, index + 1)) openLevels.add(reached);
  });
  const passedIds = new Set([...completedIds, ...placedIds]);
  const lockedIds = new Set<string>();
  for (const level of LEVELS) {
    const inLevel = plan.byLevel[level];
    inLevel.forEach((lesson, index) => {
      const predecessor = inLevel[index - 1];
      const open = openLevels.has(level) && (predecessor === undefined || passedIds.has(predecessor.id));
      if (!open) lockedIds.add(lesson.id);
    });
  }
  return { completion, openLevels, lockedIds, placedIds, placedLevels };
}

/** The next lesson by order in the level, then the first of the next level, else null. */
export function nextLessonId(lessons: readonly OrderedLesson[], currentId: string): string | null {
  const current = lessons.find((lesson) => lesson.id === currentId);
  if (!current) return null;
  const sameLevelNext = lessons
    .filter((lesson) => lesson.level === current.level && lesson.order > current.order)
    .sort((a, b) => a.order - b.order)[0];
  if (sameLevelNext) return sameLevelNext.id;
  for (const level of LEVELS.slice(LEVELS.indexOf(current.level) + 1)) {
    const first = lessons.filter((lesson) => lesson.level === level).sort((a, b) => a.order - b.order)[0];
    if (first) return first.id;
  }
  return null;
}

/** The fewest completed lessons out of `total` that open the next level (the same comparison as above). */
export function lessonsToUnlock(total: number): number {
  let needed = 0;
  while (needed < total && needed / total < UNLOCK_THRESHOLD) needed += 1;
  return needed;
}
