/** The daily XP goal (docs/product.md#daily-goal): a preset or the learner's own number. */
export const DAILY_GOAL_PRESETS = { casual: 10, regular: 20, serious: 30, intense: 50 } as const;
export type DailyGoalPreset = keyof typeof DAILY_GOAL_PRESETS;
export const DEFAULT_DAILY_GOAL_XP = DAILY_GOAL_PRESETS.regular;
export const DAILY_GOAL_MIN_XP = 5;
export const DAILY_GOAL_MAX_XP = 200;
/** The goal is "close" when at most this many XP are still missing today (and some were earned). */
export const GOAL_CLOSE_WITHIN_XP = 10;

export interface DailyGoalStanding {
  goalXp: number;
  todayXp: number;
  met: boolean;
  /** XP still missing today; 0 once met. */
  remainingXp: number;
}

/**
 * Today's standing against the goal. `todayXp` is the XP of today's activity in the learner's own zone, the
 * same records the streak and the XP chart count, whatever earned it.
 */
export function dailyGoalStanding(goalXp: number, todayXp: number): DailyGoalStanding {
  const remainingXp = Math.max(0, goalXp - todayXp);
  return { goalXp, todayXp, met: remainingXp === 0, remainingXp };
}

/** The preset a goal matches, or 'custom'. */
export function goalPresetOf(goalXp: number): DailyGoalPreset | 'custom' {
  const found = (Object.entries(DAILY_GOAL_PRESETS) as [DailyGoalPreset, number][]).find(([, xp]) => xp === goalXp);
  return found ? found[0] : 'custom';
}

/** Some XP earned today and the goal at most GOAL_CLOSE_WITHIN_XP away. */
export function goalIsClose(standing: DailyGoalStanding): boolean {
  return standing.todayXp > 0 && !standing.met && standing.remainingXp <= GOAL_CLOSE_WITHIN_XP;
}
