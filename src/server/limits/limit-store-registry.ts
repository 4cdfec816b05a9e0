import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '@/server/clock';
import type { Database } from '@/server/db/client';
import { createDatabaseLimitStore } from './database-limit-store';
import type { LimitStore } from './limit-store';
import { createRedisLimitStore } from './redis-limit-store';

export type LimitStoreOptions = {
  /** REDIS_URL; the database when undefined. */
  redisUrl: string | undefined;
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Redis keys' prefix (tests keep theirs apart on a shared Redis). */
  redisKeyPrefix?: string;
};

export const DEFAULT_REDIS_KEY_PREFIX = 'charla:limit:';

/** The shared store for every rate limit: Redis when configured, else the app's database. */
export function createLimitStore(options: LimitStoreOptions): LimitStore {
  if (options.redisUrl) {
    return createRedisLimitStore({
      url: options.redisUrl,
      keyPrefix: options.redisKeyPrefix ?? DEFAULT_REDIS_KEY_PREFIX,
      log: options.log,
      clock: options.clock,
    });
  }
  return createDatabaseLimitStore({ db: options.db, clock: options.clock });
}
