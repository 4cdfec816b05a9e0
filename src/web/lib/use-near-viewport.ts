import { useEffect, useState } from 'react';

/**
 * Whether an element has come within `rootMargin` of the viewport (and stays true once it has), for content
 * below the fold whose code or data is worth fetching only when the learner scrolls towards it. Browsers
 * without IntersectionObserver get it at once. The ref is a callback, so an element that appears after the
 * first render (behind a loading state) is observed when it does.
 */
export function useNearViewport<T extends Element>(rootMargin = '300px'): [(element: T | null) => void, boolean] {
  const [element, setElement] = useState<T | null>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
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
  }, [element, near, rootMargin]);

  return [setElement, near];
}
