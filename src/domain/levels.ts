/** The course's three levels, in order; the contract's `levelSchema` is built from them. */
export const LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type Level = (typeof LEVELS)[number];

/** XP bands (docs/product.md#levels): beginner 0-100, intermediate 100-300, advanced 300-1000. */
export const LEVEL_XP_BANDS: Record<Level, { min: number; max: number }> = {
  beginner: { min: 0, max: 100 },
  intermediate: { min: 100, max: 300 },
  advanced: { min: 300, max: 1000 },
};

/** The level whose band holds `xp`; a band's max belongs to the next level (100 XP is intermediate). */
export function levelForXp(xp: number): Level {
  if (xp >= LEVEL_XP_BANDS.advanced.min) return 'advanced';
  if (xp >= LEVEL_XP_BANDS.intermediate.min) return 'intermediate';
  return 'beginner';
}

/** (xp - min) / (max - min) * 100 for the given level, clamped to 0-100 as the bar shows it. */
export function levelProgressPercent(xp: number, level: Level = levelForXp(xp)): number {
  const { min, max } = LEVEL_XP_BANDS[level];
  const raw = ((xp - min) / (max - min)) * 100;
  return Math.min(100, Math.max(0, raw));
}

/** The next level and the XP still needed to reach it; null at the last level, which has no next. */
export function xpToNextLevel(xp: number): { level: Level; xp: number } | null {
  const next = LEVELS[LEVELS.indexOf(levelForXp(xp)) + 1];
  return next ? { level: next, xp: LEVEL_XP_BANDS[next].min - xp } : null;
}

/**
 * The learner's current level: the level of their XP band, raised to the level a placement test put them at
 * (docs/product.md#level-floor). A placement is a floor only: XP past it still moves the learner on.
 */
export function learnerLevel(xp: number, placedLevel: Level | null): Level {
  const byXp = levelForXp(xp);
  if (placedLevel === null) return byXp;
  return LEVELS.indexOf(placedLevel) > LEVELS.indexOf(byXp) ? placedLevel : byXp;
}

/**
 * The XP a placement credits (docs/product.md#level-floor): where the placed lesson sits in its level's band, so the
 * level and the XP agree from day one. Lesson `order` of `lessonsInLevel` starts at the band's minimum plus the share
 * of the band the lessons before it cover: intermediate lesson 1 is 100 XP, intermediate lesson 11 of 20 is 200 XP,
 * advanced lesson 1 is 300 XP.
 */
export function placementXp(level: Level, order: number, lessonsInLevel: number): number {
  const { min, max } = LEVEL_XP_BANDS[level];
  if (lessonsInLevel <= 0) return min;
  const before = Math.min(Math.max(order - 1, 0), lessonsInLevel);
  return min + Math.round((before / lessonsInLevel) * (max - min));
}

/**
 * The learner's XP when their placement moves from one XP credit (`placementXp`; 0 at the beginning) to another:
 * a higher placement raises XP to its credit, never lowers it; a lower one (a whole retake, "Move down a level")
 * takes back the difference between the two credits, so the level follows it down, but never goes below the new
 * credit. XP earned in lessons and conversations beyond the old credit stays.
 */
export function xpAfterPlacement(xp: number, earlierCredit: number, latestCredit: number): number {
  if (latestCredit >= earlierCredit) return Math.max(xp, latestCredit);
  return Math.min(xp, Math.max(latestCredit, xp - (earlierCredit - latestCredit)));
}
