import type { LearnerSettings, SpanishVariety, UpdateSettingsBody } from '@/contract/settings';
import { DEFAULT_SPANISH_VARIETY, SPANISH_VARIETIES } from '@/contract/settings-constants';
import { nextPlacementAllowedAt } from '@/domain/placement';
import type { Clock } from '@/server/clock';
import { UnauthorizedError } from '@/server/errors';
import type { LearnerSettingsRepo, LearnerSettingsRow } from './learner-settings-repo';
import { placementOfRow } from './placement-of-row';

export const varietyOf = (value: string): SpanishVariety =>
  SPANISH_VARIETIES.includes(value as SpanishVariety) ? (value as SpanishVariety) : DEFAULT_SPANISH_VARIETY;

/** The learner's chosen Spanish (docs/product.md#spanish-variety), for the partner; the default for an unknown learner. */
export function createVarietyLookup(
  repo: Pick<LearnerSettingsRepo, 'spanishVarietyOf'>,
): (userId: string) => Promise<SpanishVariety> {
  return async (userId) => varietyOf((await repo.spanishVarietyOf(userId)) ?? DEFAULT_SPANISH_VARIETY);
}

export function createLearnerSettingsService({ repo, clock }: { repo: LearnerSettingsRepo; clock: Clock }) {
  function toSettings(row: LearnerSettingsRow): LearnerSettings {
    const placement = placementOfRow(row);
    const retakeAt = nextPlacementAllowedAt(row.lastPlacementFinishedAt, clock());
    return {
      dailyGoalXp: row.dailyGoalXp,
      variety: varietyOf(row.spanishVariety),
      onboardingCompleted: row.onboardedAt !== null,
      placement:
        placement && row.placedAt
          ? { level: placement.level, lessonOrder: placement.order, placedAt: row.placedAt.toISOString() }
          : null,
      placementRetakeAt: retakeAt?.toISOString() ?? null,
      placementTakenAt: row.lastPlacementFinishedAt?.toISOString() ?? null,
    };
  }

  async function get(userId: string): Promise<LearnerSettings> {
    const row = await repo.find(userId);
    if (!row) throw new UnauthorizedError();
    return toSettings(row);
  }

  return {
    get,

    async update(userId: string, body: UpdateSettingsBody): Promise<LearnerSettings> {
      const found = await repo.update(userId, {
        ...(body.dailyGoalXp !== undefined ? { dailyGoalXp: body.dailyGoalXp } : {}),
        ...(body.variety !== undefined ? { spanishVariety: body.variety } : {}),
        ...(body.onboardingCompleted ? { onboardedAt: clock() } : {}),
      });
      if (!found) throw new UnauthorizedError();
      return get(userId);
    },
  };
}
export type LearnerSettingsService = ReturnType<typeof createLearnerSettingsService>;
