import { describe, expect, it } from 'vitest';
import {
  LEVEL_XP_BANDS,
  learnerLevel,
  levelForXp,
  levelProgressPercent,
  placementXp,
  xpAfterPlacement,
  xpToNextLevel,
} from './levels';

describe('levelForXp', () => {
  it.each([
    [0, 'beginner'],
    [99, 'beginner'],
    [100, 'intermediate'],
    [299, 'intermediate'],
    [300, 'advanced'],
    [1000, 'advanced'],
    [5000, 'advanced'],
  ] as const)('%i XP is %s', (xp, level) => {
    expect(levelForXp(xp)).toBe(level);
  });
});

describe('levelProgressPercent', () => {
  it('is (xp - min) / (max - min) * 100 within the band', () => {
    expect(levelProgressPercent(0)).toBe(0);
    expect(levelProgressPercent(50)).toBe(50);
    expect(levelProgressPercent(150)).toBe(25);
    expect(levelProgressPercent(300)).toBe(0);
    expect(levelProgressPercent(650)).toBe(50);
  });

  it('clamps to 0-100', () => {
    expect(levelProgressPercent(1500)).toBe(100);
    expect(levelProgressPercent(50, 'intermediate')).toBe(0);
    expect(levelProgressPercent(250, 'beginner')).toBe(100);
  });

  it('uses the product’s bands (docs/product.md#levels)', () => {
    expect(LEVEL_XP_BANDS).toEqual({
      beginner: { min: 0, max: 100 },
      intermediate: { min: 100, max: 300 },
      advanced: { min: 300, max: 1000 },
    });
  });
});

describe('xpToNextLevel', () => {
  it('names the next level and the XP still to earn, up to the band boundary', () => {
    expect(xpToNextLevel(0)).toEqual({ level: 'intermediate', xp: 100 });
    expect(xpToNextLevel(99)).toEqual({ level: 'intermediate', xp: 1 });
    expect(xpToNextLevel(100)).toEqual({ level: 'advanced', xp: 200 });
    expect(xpToNextLevel(280)).toEqual({ level: 'advanced', xp: 20 });
  });
  it('has nothing beyond advanced, however much XP there is', () => {
    expect(xpToNextLevel(300)).toBeNull();
    expect(xpToNextLevel(999)).toBeNull();
    expect(xpToNextLevel(5000)).toBeNull();
  });
});

describe('learnerLevel', () => {
  it('raises the XP level to the placed level, never lowers it', () => {
    expect(learnerLevel(0, null)).toBe('beginner');
    expect(learnerLevel(0, 'intermediate')).toBe('intermediate');
    expect(learnerLevel(350, 'intermediate')).toBe('advanced');
    expect(learnerLevel(120, 'beginner')).toBe('intermediate');
  });
});

describe('placementXp', () => {
  it("starts a placed learner where the placed lesson sits in its level's band", () => {
    expect(placementXp('beginner', 1, 20)).toBe(0);
    expect(placementXp('intermediate', 1, 20)).toBe(100);
    expect(placementXp('intermediate', 11, 20)).toBe(200);
    expect(placementXp('advanced', 1, 20)).toBe(300);
    // The level and the XP agree: the XP's own level is the placed level.
    expect(levelForXp(placementXp('intermediate', 11, 20))).toBe('intermediate');
    expect(levelProgressPercent(placementXp('intermediate', 11, 20))).toBe(50);
  });

  it('stays within the band for out-of-range orders and an empty level', () => {
    expect(placementXp('intermediate', 0, 20)).toBe(100);
    expect(placementXp('intermediate', 99, 20)).toBe(300);
    expect(placementXp('advanced', 1, 0)).toBe(300);
  });
});

describe('XP when a placement moves', () => {
  it('raises XP to a higher credit, never lowers it', () => {
    expect(xpAfterPlacement(0, 0, 100)).toBe(100);
    expect(xpAfterPlacement(250, 100, 200)).toBe(250);
  });

  it('takes back the difference of a lower credit, keeping XP earned beyond the old one', () => {
    expect(xpAfterPlacement(300, 300, 200)).toBe(200);
    expect(xpAfterPlacement(340, 300, 200)).toBe(240);
    // Never below the new credit, never above what the learner held.
    expect(xpAfterPlacement(120, 300, 100)).toBe(100);
    expect(xpAfterPlacement(40, 300, 100)).toBe(40);
    expect(xpAfterPlacement(100, 100, 0)).toBe(0);
  });
});
