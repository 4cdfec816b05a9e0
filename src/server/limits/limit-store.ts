import type { LiveSocketLedger } from './live-socket-ledger';

/** One hit counted against a limit: how many hits its current window holds, and when that window ends. */
export type LimitHit = { count: number; resetInMs: number };

/**
 * Fixed-window hit counters that every app process shares and that survive a restart: the database by
 * default, Redis when REDIS_URL is set (limit-store-registry.ts). A window starts at a key's first hit and
 * lasts `windowMs`; the next hit after it ends starts a new one.
 */
export interface LimitStore {
  /** Counts one hit for `key`, atomically, even when several processes hit the same key at once. */
  hit(key: string, windowMs: number): Promise<LimitHit>;
  /** The live sockets of every process, for the per-learner cap (live-socket-ledger.ts). */
  liveSockets: LiveSocketLedger;
  /** Forgets windows that have ended (a store whose keys expire by themselves does nothing). */
  prune(): Promise<void>;
  close(): Promise<void>;
}
