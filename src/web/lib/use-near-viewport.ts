import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * Whether an element has come within `rootMargin` of the viewport (and stays true once it has), for content
 * below the fold whose code or data is worth fetching only when the learner scrolls towards it. Browsers
 * without IntersectionObserver get it at once.
 */
export function useNearViewport<T extends Element>(rootMargin = '300px'): [RefObject<T | null>, boolean] {
  const ref = useRef<T | null>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, rootMargin]);

  return [ref, near];
}
