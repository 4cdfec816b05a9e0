import { eq, lt, or } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { sessions } from '@/server/db/schema';

export type SessionRow = typeof sessions.$inferSelect;

export function createSessionsRepo(db: Database) {
  return {
    async find(idHash: string): Promise<SessionRow | undefined> {
      const [row] = await db.select().from(sessions).where(eq(sessions.idHash, idHash)).limit(1);
      return row;
    },

    /** Creates or replaces a session's data; the absolute expiry is fixed at creation and never extended. */
    async save(values: {
      idHash: string;
      userId: string | null;
      data: unknown;
      idleExpiresAt: Date;
      absoluteExpiresAt: Date;
    }): Promise<void> {
      await db
        .insert(sessions)
        .values(values)
        .onConflictDoUpdate({
          target: sessions.idHash,
          set: { userId: values.userId, data: values.data, idleExpiresAt: values.idleExpiresAt },
        });
    },

    async extendIdle(idHash: string, idleExpiresAt: Date): Promise<void> {
      await db.update(sessions).set({ idleExpiresAt }).where(eq(sessions.idHash, idHash));
    },

    async delete(idHash: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.idHash, idHash));
    },

    async deleteExpired(now: Date): Promise<number> {
      const deleted = await db
        .delete(sessions)
        .where(or(lt(sessions.idleExpiresAt, now), lt(sessions.absoluteExpiresAt, now)))
        .returning({ idHash: sessions.idHash });
      return deleted.length;
    },
  };
}
export type SessionsRepo = ReturnType<typeof createSessionsRepo>;
