import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { appSettings } from '@/server/db/schema';

export function createSettingsRepo(db: Database) {
  return {
    /** Stores `candidate` unless a value exists; answers the stored value, so concurrent first starts agree. */
    async getOrInsert(key: string, candidate: string): Promise<string> {
      await db.insert(appSettings).values({ key, value: candidate }).onConflictDoNothing();
      const [row] = await db.select().from(appSettings).where(eq(appSettings.key, key)).limit(1);
      if (!row) throw new Error(`Setting ${key} could not be stored`);
      return row.value;
    },
  };
}
export type SettingsRepo = ReturnType<typeof createSettingsRepo>;
