import type { Clock } from '@/server/clock';
import { TooManyRequestsError } from '@/server/errors';
import type { AuthFailuresRepo } from './auth-failures-repo';

/** docs/product.md#rate-limits: 10 failed logins per account per 15 min, 25 per client address per 5 min. */
export const LOGIN_LIMITS = [
  { column: 'usernameKey', max: 10, windowMs: 15 * 60_000 },
  { column: 'ip', max: 25, windowMs: 5 * 60_000 },
] as const;

export function createLoginThrottle({ repo, clock }: { repo: AuthFailuresRepo; clock: Clock }) {
  return {
    /** Throws 429 with Retry-After while either limit is reached; checked before the password is. */
    async assertAllowed(usernameKey: string, ip: string): Promise<void> {
      const now = clock();
      for (const limit of LOGIN_LIMITS) {
        const key = { column: limit.column, value: limit.column === 'ip' ? ip : usernameKey };
        const since = new Date(now.getTime() - limit.windowMs);
        const failures = await repo.countSince(key, since);
        if (failures < limit.max) continue;
        // Allowed again once enough of the oldest failures leave the window to drop below the limit.
        const releasing = await repo.failureTimeAt(key, since, failures - limit.max);
        const retryAfterMs = releasing ? releasing.getTime() + limit.windowMs - now.getTime() : limit.windowMs;
        const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
        throw new TooManyRequestsError(
          `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
          retryAfterMs / 1000,
        );
      }
    },

    async recordFailure(usernameKey: string, ip: string): Promise<void> {
      await repo.record({ usernameKey, ip, createdAt: clock() });
    },

    /** Failures older than the longest window no longer count for anything. */
    async forgetExpired(): Promise<void> {
      const longestWindowMs = Math.max(...LOGIN_LIMITS.map((limit) => limit.windowMs));
      await repo.deleteOlderThan(new Date(clock().getTime() - longestWindowMs));
    },

    /** A successful sign-in forgives the account's earlier failures (not the address's). */
    async recordSuccess(usernameKey: string): Promise<void> {
      await repo.clearForUsername(usernameKey);
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
