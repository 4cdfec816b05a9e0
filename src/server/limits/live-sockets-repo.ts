import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { liveSockets } from '@/server/db/schema';

export function createLiveSocketsRepo(db: Database) {
  return {
    async insert(socket: { id: string; userId: string; openedAt: Date }, now: Date): Promise<void> {
      await db
        .insert(liveSockets)
        .values({ ...socket, seenAt: now })
        .onConflictDoNothing();
    },

    /** The learner's sockets seen since `freshSince`, oldest first; their stale ones are deleted on the way. */
    async openOf(userId: string, freshSince: Date): Promise<string[]> {
      await db.delete(liveSockets).where(and(eq(liveSockets.userId, userId), lt(liveSockets.seenAt, freshSince)));
      const rows = await db
        .select({ id: liveSockets.id })
        .from(liveSockets)
        .where(eq(liveSockets.userId, userId))
        .orderBy(asc(liveSockets.openedAt), asc(liveSockets.id));
      return rows.map((row) => row.id);
    },

    async delete(ids: string[]): Promise<void> {
      if (ids.length > 0) await db.delete(liveSockets).where(inArray(liveSockets.id, ids));
    },

    async touch(ids: string[], now: Date): Promise<void> {
      if (ids.length > 0) await db.update(liveSockets).set({ seenAt: now }).where(inArray(liveSockets.id, ids));
    },

    async deleteStale(freshSince: Date): Promise<void> {
      await db.delete(liveSockets).where(lt(liveSockets.seenAt, freshSince));
    },
  };
}
