import type { Clock } from './clock';
import type { Database } from './db/client';
import { createAuthFailuresRepo } from './modules/auth/auth-failures-repo';
import { createAuthService } from './modules/auth/auth-service';
import { createLoginThrottle } from './modules/auth/login-throttle';
import type { Catalogue } from './modules/lessons/catalogue';
import { createLessonProgressRepo } from './modules/lessons/lesson-progress-repo';
import { createLessonsService } from './modules/lessons/lessons-service';
import { createSessionsRepo } from './modules/auth/sessions-repo';
import { createUsersRepo } from './modules/auth/users-repo';
import { createSettingsRepo } from './modules/settings/settings-repo';

/** Every repo and service, wired once: handlers receive only the service they call. */
export function createServices({ db, clock, catalogue }: { db: Database; clock: Clock; catalogue: Catalogue }) {
  const users = createUsersRepo(db);
  const sessions = createSessionsRepo(db);
  const settings = createSettingsRepo(db);
  const throttle = createLoginThrottle({ repo: createAuthFailuresRepo(db), clock });
  const auth = createAuthService({ users, throttle, clock });
  const lessons = createLessonsService({ catalogue, progress: createLessonProgressRepo(db), users, clock });
  return {
    repos: { users, sessions, settings },
    auth,
    lessons,
    /** Periodic clean-up of rows that no longer mean anything. */
    async sweepExpired(): Promise<void> {
      await sessions.deleteExpired(clock());
      await throttle.forgetExpired();
    },
  };
}
export type Services = ReturnType<typeof createServices>;
