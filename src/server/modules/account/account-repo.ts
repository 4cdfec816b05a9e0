import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { authFailures, rateLimitWindows, sessions, users } from '@/server/db/schema';

export function createAccountRepo(db: Database) {
  return {
    async findCredentials(userId: string) {
      const [row] = await db
        .select({
          username: users.username,
          usernameKey: users.usernameKey,
          passwordHash: users.passwordHash,
          stripeSubscriptionId: users.stripeSubscriptionId,
          planStatus: users.planStatus,
        })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row;
    },

    /** The new hash, and every session of the learner but `keepIdHash` ended, in one transaction. */
    async changePassword(userId: string, passwordHash: string, keepIdHash: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
        await tx.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.idHash, keepIdHash)));
      });
    },

    /**
     * Deletes the learner and everything they own: the foreign keys cascade to sessions, lessons, attempts,
     * topics, conversations and their messages, checkouts and placement tests (payment events keep only their
     * id, with the learner set to null, as the ledger of what Stripe sent). Sign-in failures under their
     * username and their rate-limit windows go too. Answers false when the learner was already gone.
     */
    async deleteLearner(userId: string, usernameKey: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const deleted = await tx.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
        await tx.delete(authFailures).where(eq(authFailures.usernameKey, usernameKey));
        // Per-learner limits key their windows by the learner's id (plugins/per-user-rate-limit.ts).
        await tx.delete(rateLimitWindows).where(sql`strpos(${rateLimitWindows.key}, ${userId}) > 0`);
        return deleted.length > 0;
      });
    },
  };
}
export type AccountRepo = ReturnType<typeof createAccountRepo>;
