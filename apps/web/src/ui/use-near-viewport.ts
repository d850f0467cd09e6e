import { useCallback, useState } from 'react';

/**
 * True once the element comes within `margin` of the viewport (and from then on): parts of the page below the fold
 * (the registration form, the videos) load when a visitor scrolls towards them instead of with the page, which
 * keeps the first load light. Without IntersectionObserver (old browsers, jsdom) it turns true once mounted. It
 * starts false everywhere, the server's render included, so a server-rendered page hydrates as it was drawn.
 */
export function useNearViewport<T extends Element>(
  margin = '600px',
): [ref: (element: T | null) => void, near: boolean] {
  const [near, setNear] = useState(false);
  const ref = useCallback(
    (element: T | null) => {
      if (!element || near) return;
      if (typeof IntersectionObserver === 'undefined') {
        setNear(true);
        return;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            setNear(true);
            observer.disconnect();
          }
        },
        { rootMargin: margin },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [margin, near],
  );
  return [ref, near];
}
