import { eq, lt, or, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { sessions, users } from '@/server/db/schema';
import { lessonStandingsColumn, lessonStandingsOf, type LessonStanding } from '@/server/db/lesson-standings';
import type { UserRow } from './users-repo';

export type SessionRow = typeof sessions.$inferSelect;

export function createSessionsRepo(db: Database) {
  // Prepared once: every signed-in request looks its session up, and building the SQL afresh each time was a
  // quarter of those requests' time (docs/ARCHITECTURE.md#performance). The signed-in user comes with it, so a
  // route that needs both costs one round trip; the lessons screens also take the user's lesson standings with it.
  const findWithUser = db
    .select({ session: sessions, user: users })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.idHash, sql.placeholder('idHash')))
    .limit(1)
    .prepare('charla_session_with_user');
  const findWithLessons = db
    .select({ session: sessions, user: users, lessons: lessonStandingsColumn(sessions.userId) })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.idHash, sql.placeholder('idHash')))
    .limit(1)
    .prepare('charla_session_with_lessons');
  const extendIdle = db
    .update(sessions)
    .set({ idleExpiresAt: sql`${sql.placeholder('idleExpiresAt')}::timestamptz` })
    .where(eq(sessions.idHash, sql.placeholder('idHash')))
    .prepare('charla_session_extend_idle');

  /**
   * The session and the user it is signed in as (null when signed out, or when the user row is gone); with
   * `withLessons`, that user's lesson standings too (otherwise `lessons` is undefined).
   */
  async function findSessionWithUser(
    idHash: string,
    { withLessons = false }: { withLessons?: boolean } = {},
  ): Promise<{ session: SessionRow; user: UserRow | null; lessons?: LessonStanding[] } | undefined> {
    if (!withLessons) {
      const [row] = await findWithUser.execute({ idHash });
      return row;
    }
    const [row] = await findWithLessons.execute({ idHash });
    return row && { session: row.session, user: row.user, lessons: lessonStandingsOf(row.lessons) };
  }

  return {
    async find(idHash: string): Promise<SessionRow | undefined> {
      return (await findSessionWithUser(idHash))?.session;
    },

    findWithUser: findSessionWithUser,

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
      await extendIdle.execute({ idHash, idleExpiresAt: idleExpiresAt.toISOString() });
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
