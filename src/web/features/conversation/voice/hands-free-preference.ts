import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a learner wants hands-free mode (docs/product.md#hands-free): kept in this browser per learner
 * (localStorage keyed by user id), like the voice preferences, because it depends on the device (a phone in
 * a quiet room, not a shared laptop). It is never sent to the server.
 */
export const HANDS_FREE_KEY_PREFIX = 'charla.hands-free.';

export function handsFreeKey(userId: string): string {
  return `${HANDS_FREE_KEY_PREFIX}${userId}`;
}

const memory = new Map<string, boolean>();
const listeners = new Set<() => void>();

export function readHandsFree(userId: string | undefined): boolean {
  if (!userId) return false;
  try {
    return window.localStorage.getItem(handsFreeKey(userId)) === 'on';
  } catch {
    // Blocked storage (private modes): remembered for this visit only.
    return memory.get(userId) ?? false;
  }
}

export function writeHandsFree(userId: string, on: boolean): void {
  memory.set(userId, on);
  try {
    if (on) window.localStorage.setItem(handsFreeKey(userId), 'on');
    else window.localStorage.removeItem(handsFreeKey(userId));
  } catch {
    // The in-memory copy serves this visit.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(HANDS_FREE_KEY_PREFIX)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The learner's hands-free choice and a way to change it; off for nobody signed in. */
export function useHandsFreePreference(userId: string | undefined): [boolean, (on: boolean) => void] {
  const on = useSyncExternalStore(
    subscribe,
    () => readHandsFree(userId),
    () => false,
  );
  const set = useCallback(
    (next: boolean) => {
      if (userId) writeHandsFree(userId, next);
    },
    [userId],
  );
  return [on, set];
}
