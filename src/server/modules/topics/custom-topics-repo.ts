import { and, asc, count, eq } from 'drizzle-orm';
import type { Level } from '@/contract/common';
import type { Database } from '@/server/db/client';
import { customTopics } from '@/server/db/schema';

export type CustomTopicRow = Omit<typeof customTopics.$inferSelect, 'userLevel'> & { userLevel: Level };

export function createCustomTopicsRepo(db: Database) {
  return {
    async listForUser(userId: string): Promise<CustomTopicRow[]> {
      const rows = await db
        .select()
        .from(customTopics)
        .where(eq(customTopics.userId, userId))
        .orderBy(asc(customTopics.createdAt), asc(customTopics.id));
      return rows as CustomTopicRow[];
    },

    async findOwn(userId: string, id: string): Promise<CustomTopicRow | undefined> {
      const [row] = await db
        .select()
        .from(customTopics)
        .where(and(eq(customTopics.userId, userId), eq(customTopics.id, id)));
      return row as CustomTopicRow | undefined;
    },

    async countForUser(userId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(customTopics).where(eq(customTopics.userId, userId));
      return row?.n ?? 0;
    },

    async insert(values: {
      userId: string;
      title: string;
      description: string;
      prompt: string;
      userLevel: Level;
      createdAt: Date;
    }): Promise<CustomTopicRow> {
      const [row] = await db.insert(customTopics).values(values).returning();
      return row as CustomTopicRow;
    },

    /** Deletes the topic only if it belongs to the user; answers whether it did. */
    async deleteOwn(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(customTopics)
        .where(and(eq(customTopics.userId, userId), eq(customTopics.id, id)))
        .returning({ id: customTopics.id });
      return rows.length > 0;
    },
  };
}
export type CustomTopicsRepo = ReturnType<typeof createCustomTopicsRepo>;
