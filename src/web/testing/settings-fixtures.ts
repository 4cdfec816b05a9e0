import type { LearnerSettings } from '@/contract/settings';

/** A contract-shaped GET /api/settings answer for the welcome, placement and Settings screens' tests. */
export function learnerSettings(overrides: Partial<LearnerSettings> = {}): LearnerSettings {
  return {
    dailyGoalXp: 20,
    variety: 'latam',
    onboardingCompleted: false,
    placement: null,
    placementRetakeAt: null,
    placementTakenAt: null,
    ...overrides,
  };
}
