// What integration tests read or set in the database directly, where no route exposes it (the stored attempts, a
// learner's XP set up front). Kept here so Drizzle stays in repos, as everywhere else.
import { asc, eq, like } from 'drizzle-orm';
import { lessonAttempts, rateLimitWindows, sessions, users } from '@/server/db/schema';
import { getTestDatabase } from './test-db';

export async function lessonAttemptsOf(userId: string) {
  const { db } = await getTestDatabase();
  return db.select().from(lessonAttempts).where(eq(lessonAttempts.userId, userId)).orderBy(asc(lessonAttempts.id));
}

export async function setLearnerXp(userId: string, xpPoints: number): Promise<void> {
  const { db } = await getTestDatabase();
  await db.update(users).set({ xpPoints }).where(eq(users.id, userId));
}

export async function learnerStanding(userId: string): Promise<{ xp: number; streak: number }> {
  const { db } = await getTestDatabase();
  const [row] = await db
    .select({ xp: users.xpPoints, streak: users.streakDays })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw new Error(`No learner ${userId}`);
  return row;
}

/** The stored rate-limit windows whose key contains `fragment` (an address or a user id). */
export async function rateLimitWindowsContaining(fragment: string) {
  const { db } = await getTestDatabase();
  return db
    .select()
    .from(rateLimitWindows)
    .where(like(rateLimitWindows.key, `%${fragment}%`))
    .orderBy(asc(rateLimitWindows.key));
}

/** What is stored of each of the learner's sessions. */
export async function storedSessionsOf(userId: string): Promise<unknown[]> {
  const { db } = await getTestDatabase();
  const rows = await db.select({ data: sessions.data }).from(sessions).where(eq(sessions.userId, userId));
  return rows.map((row) => row.data);
}
