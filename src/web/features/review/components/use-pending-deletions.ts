import { useCallback, useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/web/components/ui/use-toast';
import { afterReviewChange } from '@/web/lib/queries/cache-invalidation';
import { deleteReviewCard } from '@/web/features/review/api/delete-review-card';

/** How long Delete card can be undone (docs/product.md#review-deck): the toast's own time on screen. */
export const UNDO_DELETE_MS = 5000;
export const DELETE_FAILED_MESSAGE = 'Could not delete this card. Please try again.';

/**
 * Deleting a review card, with a moment to undo it: the card leaves the session at once, and the server is asked to
 * delete it when the undo window closes, or sooner when the learner leaves (the review screen closes, the page is
 * hidden or unloads: a keepalive request outlives the page) or asks for more cards ("Keep going" flushes first, so the
 * fresh queue never holds it). Every card deleted on this screen is remembered, and `isGone` keeps it out of any queue
 * the screen shows afterwards.
 */
export function usePendingDeletions() {
  const queryClient = useQueryClient();
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const gone = useRef(new Set<string>());

  const commit = useCallback(
    async (id: string, keepalive = false) => {
      const timer = timers.current.get(id);
      if (timer === undefined) return;
      clearTimeout(timer);
      timers.current.delete(id);
      try {
        await deleteReviewCard(id, { keepalive });
        afterReviewChange(queryClient);
      } catch {
        if (!keepalive) toast({ variant: 'destructive', title: 'Error', description: DELETE_FAILED_MESSAGE });
      }
    },
    [queryClient],
  );

  const schedule = useCallback(
    (id: string) => {
      gone.current.add(id);
      timers.current.set(
        id,
        setTimeout(() => void commit(id), UNDO_DELETE_MS),
      );
    },
    [commit],
  );

  /** Takes a deletion back while it is still pending; false once it has gone to the server. */
  const cancel = useCallback((id: string): boolean => {
    const timer = timers.current.get(id);
    if (timer === undefined) return false;
    clearTimeout(timer);
    timers.current.delete(id);
    gone.current.delete(id);
    return true;
  }, []);

  const flush = useCallback(
    (keepalive = false) => Promise.all([...timers.current.keys()].map((id) => commit(id, keepalive))).then(() => {}),
    [commit],
  );

  const isGone = useCallback((id: string) => gone.current.has(id), []);

  useEffect(() => {
    const leave = () => void flush(true);
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      // The review screen closes (another screen, sign-out): what was deleted is deleted now.
      leave();
    };
  }, [flush]);

  return { schedule, cancel, flush, isGone };
}
