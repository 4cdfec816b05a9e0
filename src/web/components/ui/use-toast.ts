import { useSyncExternalStore, type ReactElement, type ReactNode } from 'react';

/** Notification rules of docs/product.md#client: one toast at a time, shown for 5 s, kept 1,000,000 ms after dismissal. */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;
export const TOAST_DURATION = 5000;

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  action?: ReactElement;
  duration?: number;
}

export interface ToastEntry extends ToastOptions {
  id: string;
  open: boolean;
}

/*
 * A tiny module-level store rather than React context, so code outside components
 * (e.g. startCheckout) can raise a toast with the same rules as components do.
 */
let toasts: ToastEntry[] = [];
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();
let nextId = 0;

function setToasts(next: ToastEntry[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      setToasts(toasts.filter((entry) => entry.id !== id));
    }, TOAST_REMOVE_DELAY),
  );
}

function cancelRemoval(id: string): void {
  clearTimeout(removalTimers.get(id));
  removalTimers.delete(id);
}

export function toast(options: ToastOptions): { id: string; dismiss: () => void } {
  nextId = (nextId + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(nextId);
  const kept = [{ ...options, id, open: true }, ...toasts];
  // Toasts beyond the limit are dropped at once: the newest message always wins.
  for (const dropped of kept.slice(TOAST_LIMIT)) cancelRemoval(dropped.id);
  setToasts(kept.slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

/** Closes one toast (or all when no id is given); it leaves the store after TOAST_REMOVE_DELAY. */
export function dismissToast(id?: string): void {
  for (const entry of toasts) if (id === undefined || entry.id === id) scheduleRemoval(entry.id);
  setToasts(toasts.map((entry) => (id === undefined || entry.id === id ? { ...entry, open: false } : entry)));
}

/** Empties the store immediately, e.g. between component tests that share this module. */
export function removeAllToasts(): void {
  for (const id of removalTimers.keys()) cancelRemoval(id);
  setToasts([]);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => toasts;

export function useToast() {
  const current = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { toasts: current, toast, dismiss: dismissToast };
}
