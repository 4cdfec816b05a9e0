import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { SpanishVariety } from '@/contract/settings';
import { batchWhileBusy } from '@/server/db/batch-while-busy';
import type { Database } from '@/server/db/client';
import { placementAttempts, users } from '@/server/db/schema';

export interface LearnerSettingsRow {
  dailyGoalXp: number;
  spanishVariety: string;
  onboardedAt: Date | null;
  placedLevel: string | null;
  placedLessonOrder: number | null;
  placedAt: Date | null;
  /** When the learner's latest placement test ended; null before the first. */
  lastPlacementFinishedAt: Date | null;
}

const settingsColumns = {
  dailyGoalXp: users.dailyGoalXp,
  spanishVariety: users.spanishVariety,
  onboardedAt: users.onboardedAt,
  placedLevel: users.placedLevel,
  placedLessonOrder: users.placedLessonOrder,
  placedAt: users.placedAt,
};

export function createLearnerSettingsRepo(db: Database) {
  async function lastFinished(userId: string): Promise<Date | null> {
    const [row] = await db
      .select({ finishedAt: placementAttempts.finishedAt })
      .from(placementAttempts)
      .where(and(eq(placementAttempts.userId, userId), isNotNull(placementAttempts.finishedAt)))
      .orderBy(desc(placementAttempts.finishedAt))
      .limit(1);
    return row?.finishedAt ?? null;
  }

  /** Many learners' chosen Spanish in one statement under load (a burst of conversation starts reads it). */
  const spanishVarieties = batchWhileBusy(async (userIds: string[]) => {
    const rows = await db
      .select({ id: users.id, spanishVariety: users.spanishVariety })
      .from(users)
      .where(inArray(users.id, [...new Set(userIds)]));
    const byId = new Map(rows.map((row) => [row.id, row.spanishVariety]));
    return userIds.map((id) => byId.get(id));
  });

  return {
    /** The learner's chosen Spanish as stored; undefined when the learner is gone. */
    spanishVarietyOf: (userId: string): Promise<string | undefined> => spanishVarieties(userId),

    async find(userId: string): Promise<LearnerSettingsRow | undefined> {
      const [row] = await db.select(settingsColumns).from(users).where(eq(users.id, userId)).limit(1);
      if (!row) return undefined;
      return { ...row, lastPlacementFinishedAt: await lastFinished(userId) };
    },

    /** Changes what is given; answers false when the user is gone. */
    async update(
      userId: string,
      patch: { dailyGoalXp?: number; spanishVariety?: SpanishVariety; onboardedAt?: Date },
    ): Promise<boolean> {
      const updated = await db.update(users).set(patch).where(eq(users.id, userId)).returning({ id: users.id });
      return updated.length > 0;
    },

    lastPlacementFinishedAt: lastFinished,
  };
}
export type LearnerSettingsRepo = ReturnType<typeof createLearnerSettingsRepo>;
