import type { Clock } from '@/server/clock';
import type { Database } from '@/server/db/client';
import type { LimitStore } from './limit-store';
import { LIVE_SOCKET_STALE_MS, socketsOverCap } from './live-socket-ledger';
import { createLiveSocketsRepo } from './live-sockets-repo';
import { createRateLimitWindowsRepo } from './rate-limit-windows-repo';

/** Limits in the app's own database (PostgreSQL, or PGlite for one process), timed by the injected clock. */
export function createDatabaseLimitStore({ db, clock }: { db: Database; clock: Clock }): LimitStore {
  const repo = createRateLimitWindowsRepo(db);
  const sockets = createLiveSocketsRepo(db);
  const freshSince = () => new Date(clock().getTime() - LIVE_SOCKET_STALE_MS);
  return {
    async hit(key, windowMs) {
      const now = clock();
      const { hits, endsAt } = await repo.hit(key, now, windowMs);
      return { count: hits, resetInMs: Math.max(0, endsAt.getTime() - now.getTime()) };
    },
    liveSockets: {
      async open(socket, maxPerUser) {
        await sockets.insert(socket, clock());
        const over = socketsOverCap(await sockets.openOf(socket.userId, freshSince()), socket.id, maxPerUser);
        await sockets.delete(over);
        return over;
      },
      forget: (entries) => sockets.delete(entries.map((entry) => entry.id)),
      refresh: (entries) =>
        sockets.touch(
          entries.map((entry) => entry.id),
          clock(),
        ),
    },
    prune: async () => {
      await repo.deleteEndedBefore(clock());
      await sockets.deleteStale(freshSince());
    },
    // The database belongs to the app, which closes it.
    close: async () => {},
  };
}
