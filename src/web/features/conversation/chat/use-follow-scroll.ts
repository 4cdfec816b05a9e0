import { useCallback, useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** How close to the bottom (px) still counts as "at the newest message": a line of slack for rounding and padding. */
export const FOLLOW_SLACK_PX = 48;

/** Whether a scrolled element shows its end, give or take `FOLLOW_SLACK_PX`. */
export function isAtBottom(element: Pick<HTMLElement, 'scrollTop' | 'scrollHeight' | 'clientHeight'>): boolean {
  return element.scrollHeight - element.scrollTop - element.clientHeight <= FOLLOW_SLACK_PX;
}

/**
 * docs/product.md#conversation-layout: the message list follows new content while the learner is at its end;
 * once they scroll up to reread, new content does not pull them down, and `unseen` says something arrived
 * (the "New message" pill). `change` is whatever grows the content (the messages, the typing line).
 */
export function useFollowScroll(viewportRef: RefObject<HTMLDivElement | null>, change: unknown) {
  const followingRef = useRef(true);
  const [unseen, setUnseen] = useState(false);

  const scrollToEnd = useCallback(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    viewport.scrollTop = viewport.scrollHeight;
    followingRef.current = true;
    setUnseen(false);
  }, [viewportRef]);

  // Layout effect: the jump happens before the paint, so a following learner never sees the content move twice.
  useLayoutEffect(() => {
    if (followingRef.current) scrollToEnd();
    else setUnseen(true);
  }, [change, scrollToEnd]);

  const onScroll = useCallback(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    followingRef.current = isAtBottom(viewport);
    if (followingRef.current) setUnseen(false);
  }, [viewportRef]);

  return { unseen, onScroll, scrollToEnd };
}
