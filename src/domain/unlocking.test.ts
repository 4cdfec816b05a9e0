import { describe, expect, it } from 'vitest';
import type { Level } from './levels';
import { courseLocks, lessonsToUnlock, nextLessonId, unlockedLevels, type OrderedLesson } from './unlocking';

function course(perLevel: number): OrderedLesson[] {
  return (['beginner', 'intermediate', 'advanced'] as Level[]).flatMap((level) =>
    Array.from({ length: perLevel }, (_, index) => ({ id: `${level}-${index + 1}`, level, order: index + 1 })),
  );
}
const lessons = course(10);
const completedFirst = (level: Level, count: number) =>
  Array.from({ length: count }, (_, index) => `${level}-${index + 1}`);

describe('unlockedLevels', () => {
  it('opens beginner always and the next level at exactly 80 %', () => {
    const at = (beginnerDone: number) =>
      unlockedLevels({
        beginner: { total: 10, completed: beginnerDone },
        intermediate: { total: 10, completed: 10 },
        advanced: { total: 10, completed: 0 },
      });
    expect([...at(7)]).toEqual(['beginner']);
    expect([...at(8)]).toEqual(['beginner', 'intermediate', 'advanced']);
  });
  it('keeps advanced closed while intermediate is below 80 %', () => {
    const open = unlockedLevels({
      beginner: { total: 12, completed: 12 },
      intermediate: { total: 12, completed: 9 }, // 75 %
      advanced: { total: 12, completed: 0 },
    });
    expect([...open]).toEqual(['beginner', 'intermediate']);
  });
  it('does not open a level after an empty one', () => {
    expect([
      ...unlockedLevels({
        beginner: { total: 0, completed: 0 },
        intermediate: { total: 1, completed: 1 },
        advanced: { total: 1, completed: 0 },
      }),
    ]).toEqual(['beginner']);
  });
});

describe('courseLocks', () => {
  it('opens only the first beginner lesson for a new learner', () => {
    const locked = courseLocks(lessons, new Set()).lockedIds;
    expect(locked.has('beginner-1')).toBe(false);
    expect(locked.has('beginner-2')).toBe(true);
    expect(locked.has('intermediate-1')).toBe(true);
    expect(locked.size).toBe(29);
  });
  it('counts completed lessons per level and names the open levels', () => {
    const { completion, openLevels } = courseLocks(
      lessons,
      new Set([...completedFirst('beginner', 8), 'intermediate-1']),
    );
    expect(completion).toEqual({
      beginner: { total: 10, completed: 8 },
      intermediate: { total: 10, completed: 1 },
      advanced: { total: 10, completed: 0 },
    });
    expect([...openLevels]).toEqual(['beginner', 'intermediate']);
  });
  it('opens the lesson after a completed one', () => {
    const locked = courseLocks(lessons, new Set(['beginner-1'])).lockedIds;
    expect(locked.has('beginner-2')).toBe(false);
    expect(locked.has('beginner-3')).toBe(true);
  });
  it('opens a lesson whose predecessor is completed even if earlier ones were skipped in data', () => {
    const locked = courseLocks(lessons, new Set(['beginner-4'])).lockedIds;
    expect(locked.has('beginner-5')).toBe(false);
    expect(locked.has('beginner-3')).toBe(true);
  });
  it('opens the first lesson of the next level at 80 % of the previous one', () => {
    expect(courseLocks(lessons, new Set(completedFirst('beginner', 7))).lockedIds.has('intermediate-1')).toBe(true);
    const at80 = courseLocks(lessons, new Set(completedFirst('beginner', 8))).lockedIds;
    expect(at80.has('intermediate-1')).toBe(false);
    expect(at80.has('intermediate-2')).toBe(true);
  });

  it('keeps a level the learner has worked in open when lessons added to the level before drop it below 80 %', () => {
    // 8 of 10 opened intermediate and the learner did its first lesson; the course then grows to 14 beginner lessons.
    const added: OrderedLesson[] = [11, 12, 13, 14].map((order) => ({
      id: `beginner-${order}`,
      level: 'beginner',
      order,
    }));
    const grown = [...lessons, ...added];
    const locks = courseLocks(grown, new Set([...completedFirst('beginner', 8), 'intermediate-1']));
    expect(locks.openLevels.has('intermediate')).toBe(true);
    expect(locks.lockedIds.has('intermediate-2')).toBe(false);
    // Without a lesson done there, the level follows the usual rule.
    expect(courseLocks(grown, new Set(completedFirst('beginner', 8))).openLevels.has('intermediate')).toBe(false);
  });
});

describe('nextLessonId', () => {
  it('is the next lesson by order in the level', () => {
    expect(nextLessonId(lessons, 'beginner-3')).toBe('beginner-4');
  });
  it('is the first lesson of the next level after the last one', () => {
    expect(nextLessonId(lessons, 'beginner-10')).toBe('intermediate-1');
  });
  it('is null after the last lesson of the course or for an unknown id', () => {
    expect(nextLessonId(lessons, 'advanced-10')).toBeNull();
    expect(nextLessonId(lessons, 'nope')).toBeNull();
  });
});

describe('lessonsToUnlock', () => {
  it.each([
    [5, 4],
    [10, 8],
    [12, 10],
    [13, 11],
    [15, 12],
    [1, 1],
    [0, 0],
  ])('%i lessons need %i completed', (total, needed) => {
    expect(lessonsToUnlock(total)).toBe(needed);
  });

  it('agrees with unlockedLevels one lesson either side of the threshold, whatever the level size', () => {
    for (let total = 1; total <= 40; total++) {
      const open = (completed: number) =>
        unlockedLevels({
          beginner: { total, completed },
          intermediate: { total: 1, completed: 0 },
          advanced: { total: 1, completed: 0 },
        }).has('intermediate');
      const needed = lessonsToUnlock(total);
      expect(open(needed), `${needed} of ${total}`).toBe(true);
      expect(open(needed - 1), `${needed - 1} of ${total}`).toBe(false);
    }
  });
});

describe('courseLocks with a placement', () => {
  it('opens every lesson before the placed one as placed, not completed, and the placed lesson itself', () => {
    const { lockedIds, placedIds, placedLevels, completion, openLevels } = courseLocks(
      lessons,
      new Set(['beginner-2']),
      {
        level: 'intermediate',
        order: 1,
      },
    );
    expect(placedIds.has('beginner-1')).toBe(true);
    expect(placedIds.has('beginner-2')).toBe(false); // completed stays completed
    expect(placedIds.size).toBe(9);
    expect([...placedLevels]).toEqual(['beginner']);
    expect(completion.beginner).toEqual({ total: 10, completed: 1 });
    expect([...openLevels]).toEqual(['beginner', 'intermediate']);
    expect(lockedIds.has('beginner-10')).toBe(false);
    expect(lockedIds.has('intermediate-1')).toBe(false);
    expect(lockedIds.has('intermediate-2')).toBe(true);
    expect(lockedIds.has('advanced-1')).toBe(true);
  });
  it('places part of a level: the lessons before the placed order are open, the rest follow the usual rule', () => {
    const { lockedIds, placedIds, placedLevels } = courseLocks(lessons, new Set(), { level: 'intermediate', order: 6 });
    expect(placedIds.has('intermediate-5')).toBe(true);
    expect(lockedIds.has('intermediate-6')).toBe(false);
    expect(lockedIds.has('intermediate-7')).toBe(true);
    expect([...placedLevels]).toEqual(['beginner']);
  });
  it('counts placed lessons towards the next level opening', () => {
    const { openLevels } = courseLocks(lessons, new Set(['intermediate-6', 'intermediate-7', 'intermediate-8']), {
      level: 'intermediate',
      order: 6,
    });
    expect(openLevels.has('advanced')).toBe(true); // 5 placed + 3 completed = 80 %
  });
});
