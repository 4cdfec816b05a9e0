import type { Clock } from '@/server/clock';
import type { Database } from '@/server/db/client';
import type { LimitStore } from './limit-store';
import { createRateLimitWindowsRepo } from './rate-limit-windows-repo';

/** Limits in the app's own database (PostgreSQL, or PGlite for one process), timed by the injected clock. */
export function createDatabaseLimitStore({ db, clock }: { db: Database; clock: Clock }): LimitStore {
  const repo = createRateLimitWindowsRepo(db);
  return {
    async hit(key, windowMs) {
      const now = clock();
      const { hits, endsAt } = await repo.hit(key, now, windowMs);
      return { count: hits, resetInMs: Math.max(0, endsAt.getTime() - now.getTime()) };
    },
    prune: () => repo.deleteEndedBefore(clock()),
    // The database belongs to the app, which closes it.
    close: async () => {},
  };
}
