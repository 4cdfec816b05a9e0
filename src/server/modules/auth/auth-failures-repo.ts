import { and, asc, count, eq, gte, lt } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { authFailures } from '@/server/db/schema';

type FailureKey = { column: 'usernameKey' | 'ip'; value: string };

export function createAuthFailuresRepo(db: Database) {
  const where = (key: FailureKey, since: Date) =>
    and(eq(authFailures[key.column], key.value), gte(authFailures.createdAt, since));

  return {
    async record(values: { usernameKey: string; ip: string; createdAt: Date }): Promise<void> {
      await db.insert(authFailures).values(values);
    },

    async countSince(key: FailureKey, since: Date): Promise<number> {
      const [row] = await db.select({ n: count() }).from(authFailures).where(where(key, since));
      return row?.n ?? 0;
    },

    /** The time of the `offset`-th oldest failure since `since` (0 = oldest). */
    async failureTimeAt(key: FailureKey, since: Date, offset: number): Promise<Date | undefined> {
      const [row] = await db
        .select({ createdAt: authFailures.createdAt })
        .from(authFailures)
        .where(where(key, since))
        .orderBy(asc(authFailures.createdAt))
        .offset(offset)
        .limit(1);
      return row?.createdAt;
    },

    async deleteOlderThan(cutoff: Date): Promise<void> {
      await db.delete(authFailures).where(lt(authFailures.createdAt, cutoff));
    },

    async clearForUsername(usernameKey: string): Promise<void> {
      await db.delete(authFailures).where(eq(authFailures.usernameKey, usernameKey));
    },
  };
}
export type AuthFailuresRepo = ReturnType<typeof createAuthFailuresRepo>;
