import { describe, expect, it } from 'vitest';
import { dailyGoalStanding, goalIsClose, goalPresetOf } from './daily-goal';

describe('daily goal', () => {
  it('counts what is missing today and when it is met', () => {
    expect(dailyGoalStanding(20, 12)).toEqual({ goalXp: 20, todayXp: 12, met: false, remainingXp: 8 });
    expect(dailyGoalStanding(20, 20)).toMatchObject({ met: true, remainingXp: 0 });
    expect(dailyGoalStanding(20, 35)).toMatchObject({ met: true, remainingXp: 0 });
  });
  it('is close with some XP today and at most 10 missing', () => {
    expect(goalIsClose(dailyGoalStanding(20, 12))).toBe(true);
    expect(goalIsClose(dailyGoalStanding(20, 10))).toBe(true);
    expect(goalIsClose(dailyGoalStanding(20, 9))).toBe(false);
    expect(goalIsClose(dailyGoalStanding(10, 0))).toBe(false);
    expect(goalIsClose(dailyGoalStanding(20, 20))).toBe(false);
  });
  it('names the preset a goal matches', () => {
    expect(goalPresetOf(10)).toBe('casual');
    expect(goalPresetOf(50)).toBe('intense');
    expect(goalPresetOf(42)).toBe('custom');
  });
});
