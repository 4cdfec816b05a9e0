import { describe, expect, it } from 'vitest';
import { attemptXp, xpToGrant } from './lesson-xp';

describe('attemptXp', () => {
  it('is round(lesson XP x score / 100)', () => {
    expect(attemptXp(15, 100)).toBe(15);
    expect(attemptXp(15, 50)).toBe(8); // 7.5 rounds up
    expect(attemptXp(15, 0)).toBe(0);
    expect(attemptXp(25, 83)).toBe(21); // 20.75
  });
});

describe('xpToGrant', () => {
  it('grants only the increase over the best award so far', () => {
    expect(xpToGrant(20, 60, 0)).toBe(12);
    expect(xpToGrant(20, 80, 12)).toBe(4);
    expect(xpToGrant(20, 100, 16)).toBe(4);
  });
  it('grants nothing for a repeat or a worse attempt', () => {
    expect(xpToGrant(20, 100, 20)).toBe(0);
    expect(xpToGrant(20, 40, 16)).toBe(0);
  });
  it('never lets repeated attempts exceed the lesson XP in total', () => {
    let total = 0;
    for (const score of [10, 55, 30, 70, 70, 95, 100, 100, 60]) total += xpToGrant(20, score, total);
    expect(total).toBe(20);
  });
});
