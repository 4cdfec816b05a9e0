import { eq, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { users } from '@/server/db/schema';

export type UserRow = typeof users.$inferSelect;

const UNIQUE_VIOLATION = '23505';

export function createUsersRepo(db: Database) {
  // Prepared once (docs/ARCHITECTURE.md#performance): the signed-in user is read on many requests.
  const byId = db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('charla_user_by_id');

  return {
    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await byId.execute({ id });
      return row;
    },

    async findByUsernameKey(usernameKey: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.usernameKey, usernameKey)).limit(1);
      return row;
    },

    /** Inserts a user; answers null when the username is taken (the unique index decides, so races are safe). */
    async insert(values: {
      username: string;
      usernameKey: string;
      passwordHash: string;
      timeZone: string;
    }): Promise<UserRow | null> {
      try {
        const [row] = await db.insert(users).values(values).returning();
        return row ?? null;
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },

    async setTimeZone(id: string, timeZone: string): Promise<void> {
      await db.update(users).set({ timeZone }).where(eq(users.id, id));
    },
  };
}
export type UsersRepo = ReturnType<typeof createUsersRepo>;

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
}
