import type { SessionStore } from '@fastify/session';
import type { Session } from 'fastify';
import type { Clock } from '@/server/clock';
import { ServiceUnavailableError } from '@/server/errors';
import type { LessonStanding } from '@/server/db/lesson-standings';
import { hashSessionId } from './session-id';
import type { SessionsRepo } from './sessions-repo';
import type { UserRow } from './users-repo';

/**
 * The signed-in user's row as read with the session, and their lesson standings when the route asked for them, for
 * the routes that need them in the same request (one round trip instead of two). It rides on the request's session
 * but is never part of what is stored: @fastify/session decides whether a session changed, and the store saves it,
 * by serializing it, and this serializes to nothing.
 */
export class SessionLearner {
  constructor(
    readonly row: UserRow,
    readonly lessons: readonly LessonStanding[] | undefined,
  ) {}

  toJSON(): undefined {
    return undefined;
  }
}

/** docs/product.md#sessions: sessions end after 7 idle days and at the latest 30 days after sign-in. */
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60_000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60_000;
// Extending the idle expiry at most hourly keeps reads from turning into writes on every request.
const IDLE_EXTENSION_GRANULARITY_MS = 60 * 60_000;

/**
 * @fastify/session saves and destroys sessions in its onSend hook, after our error handler has answered, so a failure
 * there reaches Fastify's fallback handler, which sends the error's message: for a database error, the SQL and its
 * parameters. The store hands on only a safe 503; the database's error stays its cause, for the logs.
 */
function safely(callback: (error?: unknown) => void) {
  return (error: unknown) => callback(Object.assign(new ServiceUnavailableError(), { cause: error }));
}

/**
 * What the route of the request whose session is looked up next wants read with it. @fastify/session hands the
 * store only the session id, so the session plugin sets this in an onRequest hook that runs just before the lookup,
 * and the lookup takes it and clears it. It only ever adds the learner's own standings to one statement: were it
 * missed or taken by another request, that request would still be answered right, with one more round trip.
 */
export interface SessionLookupWants {
  lessonStandings: boolean;
}

/** The @fastify/session store, backed by the sessions table (never the memory store). */
export function createDatabaseSessionStore({
  repo,
  clock,
  wants = { lessonStandings: false },
}: {
  repo: SessionsRepo;
  clock: Clock;
  wants?: SessionLookupWants;
}): SessionStore {
  return {
    set(sessionId, session, callback) {
      const now = clock().getTime();
      repo
        .save({
          idHash: hashSessionId(sessionId),
          userId: session.userId ?? null,
          data: JSON.parse(JSON.stringify(session)) as unknown,
          idleExpiresAt: new Date(now + SESSION_IDLE_MS),
          absoluteExpiresAt: new Date(now + SESSION_ABSOLUTE_MS),
        })
        .then(() => callback(), safely(callback));
    },

    get(sessionId, callback) {
      const idHash = hashSessionId(sessionId);
      const withLessons = wants.lessonStandings;
      wants.lessonStandings = false;
      const load = async (): Promise<Session | null> => {
        const found = await repo.findWithUser(idHash, { withLessons });
        if (!found) return null;
        const row = found.session;
        const now = clock().getTime();
        if (row.idleExpiresAt.getTime() <= now || row.absoluteExpiresAt.getTime() <= now) {
          await repo.delete(idHash);
          return null;
        }
        const idleTarget = now + SESSION_IDLE_MS;
        if (idleTarget - row.idleExpiresAt.getTime() >= IDLE_EXTENSION_GRANULARITY_MS) {
          await repo.extendIdle(idHash, new Date(idleTarget));
        }
        const session = row.data as Session;
        if (found.user && found.user.id === session.userId) {
          session.learner = new SessionLearner(found.user, found.lessons);
        }
        return session;
      };
      load().then(
        (session) => callback(null, session),
        (error: unknown) => callback(error),
      );
    },

    destroy(sessionId, callback) {
      repo.delete(hashSessionId(sessionId)).then(() => callback(), safely(callback));
    },
  };
}
