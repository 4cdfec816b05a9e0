// What integration tests read or set in the database directly, where no route exposes it (the stored attempts, a
// learner's XP set up front). Kept here so Drizzle stays in repos, as everywhere else.
import { asc, count, eq, inArray, like, sql } from 'drizzle-orm';
import {
  authFailures,
  conversationMessages,
  lessonAttempts,
  rateLimitWindows,
  sessions,
  users,
} from '@/server/db/schema';
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

/**
 * How many rows of every table with a `user_id` column belong to the learner, found from the catalogue so a
 * table added later is counted too; plus their sign-in failures and rate-limit windows, which key by name and id.
 */
export async function rowsOwnedBy(userId: string, usernameKey: string): Promise<Record<string, number>> {
  const { db } = await getTestDatabase();
  // Both drivers answer raw statements with `{ rows }`; the shared Database type cannot say so.
  const rowsOf = async <T>(statement: ReturnType<typeof sql>): Promise<T[]> => {
    const result: unknown = await db.execute(statement);
    return (result as { rows: T[] }).rows;
  };
  const tables = await rowsOf<{ table_name: string }>(
    sql`select table_name from information_schema.columns where column_name = 'user_id' and table_schema = current_schema() order by table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { table_name: table } of tables) {
    const [found] = await rowsOf<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(table)} where user_id = ${userId}`,
    );
    counts[table] = found?.n ?? 0;
  }
  const [user] = await db.select({ n: count() }).from(users).where(eq(users.id, userId));
  const [failures] = await db
    .select({ n: count() })
    .from(authFailures)
    .where(eq(authFailures.usernameKey, usernameKey));
  const [windows] = await db
    .select({ n: count() })
    .from(rateLimitWindows)
    .where(like(rateLimitWindows.key, `%${userId}%`));
  return { ...counts, users: user?.n ?? 0, auth_failures: failures?.n ?? 0, rate_limit_windows: windows?.n ?? 0 };
}

/** Messages of the given conversations (they belong to the learner through them). */
export async function messagesOf(conversationIds: string[]): Promise<number> {
  if (conversationIds.length === 0) return 0;
  const { db } = await getTestDatabase();
  const [row] = await db
    .select({ n: count() })
    .from(conversationMessages)
    .where(inArray(conversationMessages.conversationId, conversationIds));
  return row?.n ?? 0;
}
