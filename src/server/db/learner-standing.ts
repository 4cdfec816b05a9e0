import { eq, sql } from 'drizzle-orm';
import type { Database } from './client';
import { users } from './schema';

// The learner's standing is written by the lessons, conversation and review repos inside their own transactions, so
// it lives with the database, beside lesson-standings.ts, not in one module's repo.

/**
 * The learner's XP, streak, time zone and placed level, read with the row locked until the caller's transaction ends, so
 * XP grants and streak updates (lesson completions, conversation ends) are decided one after the other.
 */
export async function lockLearnerStanding(tx: Pick<Database, 'select'>, userId: string) {
  const [row] = await tx
    .select({
      xpPoints: users.xpPoints,
      streakDays: users.streakDays,
      streakLastDay: users.streakLastDay,
      timeZone: users.timeZone,
      placedLevel: users.placedLevel,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
}

/**
 * Adds XP and sets the streak decided for an activity (a lesson, a conversation, a review answer), inside the
 * transaction that locked the learner's standing. Returns the learner's XP after the grant.
 */
export async function grantLearnerStanding(
  tx: Pick<Database, 'update'>,
  userId: string,
  grant: { xp: number; streakDays: number; streakLastDay: string | null },
): Promise<number | undefined> {
  const [updated] = await tx
    .update(users)
    .set({
      xpPoints: sql`${users.xpPoints} + ${grant.xp}`,
      streakDays: grant.streakDays,
      streakLastDay: grant.streakLastDay,
    })
    .where(eq(users.id, userId))
    .returning({ xpPoints: users.xpPoints });
  return updated?.xpPoints;
}
