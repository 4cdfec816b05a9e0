/**
 * The open live sockets of every app process, kept in the store the rate limits share (the database, or Redis),
 * so "at most N sockets per learner" holds across the fleet rather than per process. Each process refreshes its
 * own sockets on its heartbeat; entries a crashed process left behind stop counting once not seen for `staleMs`.
 */
export interface LiveSocketEntry {
  id: string;
  userId: string;
}

export interface LiveSocketLedger {
  /**
   * Records a newly opened socket and answers the learner's sockets, oldest first, that must close so that at
   * most `maxPerUser` stay open (the new one always stays), forgetting them already.
   */
  open(socket: LiveSocketEntry & { openedAt: Date }, maxPerUser: number): Promise<string[]>;
  /** Forgets closed sockets. */
  forget(sockets: LiveSocketEntry[]): Promise<void>;
  /** The heartbeat: these sockets are still open. */
  refresh(sockets: LiveSocketEntry[]): Promise<void>;
}

/** How long a socket counts without its process refreshing it: three missed heartbeats of 30 s. */
export const LIVE_SOCKET_STALE_MS = 90_000;

/**
 * Of a learner's live sockets oldest first, those that must close so `maxPerUser` stay open counting the new one,
 * which is never among them (two sockets opened in the same millisecond must not evict the newest).
 */
export function socketsOverCap(oldestFirst: string[], newSocketId: string, maxPerUser: number): string[] {
  const others = oldestFirst.filter((id) => id !== newSocketId);
  return others.slice(0, Math.max(0, others.length - Math.max(0, maxPerUser - 1)));
}
