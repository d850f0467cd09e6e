import { useCallback, useState } from 'react';

/**
 * Calls `onNear` once any of `elements` comes within `margin` of the viewport (an IntersectionObserver root margin,
 * such as '600px' or '400px 0px'), and returns what stops watching. Without IntersectionObserver (old browsers,
 * jsdom) it calls `onNear` at once, and so it does for an empty list: there is nothing to wait for. The one way the
 * app loads or hydrates a part when the visitor scrolls towards it (useNearViewport, ui/Hydrate.tsx).
 */
export function observeNearViewport(elements: readonly Element[], margin: string, onNear: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined' || elements.length === 0) {
    onNear();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        onNear();
      }
    },
    { rootMargin: margin },
  );
  for (const element of elements) observer.observe(element);
  return () => observer.disconnect();
}

/**
 * True once the element comes within `margin` of the viewport (and from then on): parts of a page below the fold
 * (a registration form, videos, a scheduler) load when a visitor scrolls towards them instead of with the page, which
 * keeps the first load light. Without IntersectionObserver it turns true once mounted. It starts false everywhere,
 * the server's render included, so a server-rendered page hydrates as it was drawn. Put the returned ref on the
 * element to watch.
 */
export function useNearViewport<T extends Element>(
  margin = '600px',
): [ref: (element: T | null) => void, near: boolean] {
  const [near, setNear] = useState(false);
  const ref = useCallback(
    (element: T | null) => {
      if (!element || near) return;
      return observeNearViewport([element], margin, () => setNear(true));
    },
    [margin, near],
  );
  return [ref, near];
}
