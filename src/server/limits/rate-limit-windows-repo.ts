import { lt, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { rateLimitWindows } from '@/server/db/schema';

export function createRateLimitWindowsRepo(db: Database) {
  return {
    /**
     * One statement, so concurrent hits from several processes serialise on the row: a key's first hit (or
     * the first after its window ended) starts a window of `windowMs` at 1, later ones add 1 to it.
     */
    async hit(key: string, now: Date, windowMs: number): Promise<{ hits: number; endsAt: Date }> {
      const nowParam = sql`${now.toISOString()}::timestamptz`;
      const ended = sql`${rateLimitWindows.endsAt} <= ${nowParam}`;
      const [row] = await db
        .insert(rateLimitWindows)
        .values({ key, hits: 1, endsAt: new Date(now.getTime() + windowMs) })
        .onConflictDoUpdate({
          target: rateLimitWindows.key,
          set: {
            hits: sql`CASE WHEN ${ended} THEN 1 ELSE ${rateLimitWindows.hits} + 1 END`,
            endsAt: sql`CASE WHEN ${ended} THEN excluded.ends_at ELSE ${rateLimitWindows.endsAt} END`,
          },
        })
        .returning({ hits: rateLimitWindows.hits, endsAt: rateLimitWindows.endsAt });
      if (!row) throw new Error(`Rate-limit window ${key} could not be counted`);
      return row;
    },

    async deleteEndedBefore(cutoff: Date): Promise<void> {
      await db.delete(rateLimitWindows).where(lt(rateLimitWindows.endsAt, cutoff));
    },
  };
}
export type RateLimitWindowsRepo = ReturnType<typeof createRateLimitWindowsRepo>;
