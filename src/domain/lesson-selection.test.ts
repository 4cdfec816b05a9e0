import { describe, expect, it } from 'vitest';
import type { Level } from './levels';
import { nextOpenLessons, reviewLessons, todaysPractice, type SelectableLesson } from './lesson-selection';

const lesson = (
  id: string,
  level: Level,
  order: number,
  completed = false,
  score: number | null = null,
  locked = false,
): SelectableLesson => ({
  id,
  level,
  order,
  locked,
  progress: { completed, score },
});

describe('todaysPractice', () => {
  const lessons = [
    lesson('i1', 'intermediate', 1),
    lesson('b3', 'beginner', 3),
    lesson('b1', 'beginner', 1, true, 80),
    lesson('b2', 'beginner', 2),
    lesson('b4', 'beginner', 4, false, null, true),
    lesson('b5', 'beginner', 5),
    lesson('a1', 'advanced', 1),
  ];
  it('takes up to 3 uncompleted open lessons from the current level and lower, in order', () => {
    expect(todaysPractice(lessons, 'intermediate').map((l) => l.id)).toEqual(['b2', 'b3', 'b5']);
  });
  it('leaves out higher levels', () => {
    expect(
      todaysPractice([lesson('a1', 'advanced', 1), lesson('b2', 'beginner', 2)], 'beginner').map((l) => l.id),
    ).toEqual(['b2']);
  });
  it('is empty when all are done', () => {
    expect(todaysPractice([lesson('b1', 'beginner', 1, true, 90)], 'beginner')).toEqual([]);
  });
});

describe('reviewLessons', () => {
  it('takes up to 6 completed lessons, highest score first', () => {
    const lessons = [55, 91, 70, 100, 62, 88, 77].map((score, index) =>
      lesson(`b${index + 1}`, 'beginner', index + 1, true, score),
    );
    lessons.push(lesson('b9', 'beginner', 9));
    expect(reviewLessons(lessons).map((l) => l.progress.score)).toEqual([100, 91, 88, 77, 70, 62]);
  });
});

describe('nextOpenLessons', () => {
  it('takes up to 5 open, uncompleted lessons of any level in course order', () => {
    const lessons = [
      lesson('i2', 'intermediate', 2, false, null, true),
      lesson('i1', 'intermediate', 1),
      lesson('b2', 'beginner', 2, true, 60),
      lesson('b1', 'beginner', 1, true, 95),
      lesson('b4', 'beginner', 4),
      lesson('b3', 'beginner', 3, false, 30),
      lesson('a1', 'advanced', 1),
      lesson('b5', 'beginner', 5),
      lesson('b6', 'beginner', 6),
      lesson('b7', 'beginner', 7),
    ];
    expect(nextOpenLessons(lessons).map((l) => l.id)).toEqual(['b3', 'b4', 'b5', 'b6', 'b7']);
    expect(nextOpenLessons(lessons.slice(0, 6)).map((l) => l.id)).toEqual(['b3', 'b4', 'i1']);
  });
  it('is empty when every open lesson is done', () => {
    expect(
      nextOpenLessons([lesson('b1', 'beginner', 1, true, 90), lesson('i1', 'intermediate', 1, false, null, true)]),
    ).toEqual([]);
  });
});
