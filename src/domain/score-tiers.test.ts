import { describe, expect, it } from 'vitest';
import { countsAsCompleted, lessonScore, needsReview, scoreTier, showsTip } from './score-tiers';

describe('scoreTier', () => {
  it.each([
    [100, 'Mastered', 3],
    [90, 'Mastered', 3],
    [89, 'Completed', 2],
    [70, 'Completed', 2],
    [69, 'Passed', 1],
    [50, 'Passed', 1],
    [49, 'Needs Review', 0],
    [0, 'Needs Review', 0],
  ])('%i is %s with %i stars', (score, name, stars) => {
    expect(scoreTier(score)).toEqual({ name, stars });
  });
});

describe('score rules', () => {
  it('shows the tip under the passing mark of 70 only', () => {
    expect(showsTip(69)).toBe(true);
    expect(showsTip(70)).toBe(false);
  });
  it('counts a lesson completed from 50', () => {
    expect(countsAsCompleted(49)).toBe(false);
    expect(countsAsCompleted(50)).toBe(true);
  });
  it('marks Needs Review under 90', () => {
    expect(needsReview(89)).toBe(true);
    expect(needsReview(90)).toBe(false);
  });
});

describe('lessonScore', () => {
  it('is the share right at the first try, rounded to a whole percent', () => {
    expect(lessonScore(5, 6)).toBe(83);
    expect(lessonScore(2, 3)).toBe(67);
    expect(lessonScore(0, 5)).toBe(0);
    expect(lessonScore(7, 7)).toBe(100);
  });
  it('is 100 for a lesson without exercises and never above 100', () => {
    expect(lessonScore(0, 0)).toBe(100);
    expect(lessonScore(9, 7)).toBe(100);
  });
});
