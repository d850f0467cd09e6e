import { useEffect, useRef, useState, type ReactNode } from 'react';

/** How far below the visible area a section starts loading, so it is usually there by the time it is seen. */
const AHEAD = '600px';

/**
 * Renders `children` once its place comes near the viewport: below-the-fold parts of a page (and the chunks they
 * import) stay out of the first load. Without IntersectionObserver it renders at once.
 */
export function NearViewport({ children, minHeight }: { children: ReactNode; minHeight: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${AHEAD} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return near ? children : <div ref={ref} style={{ minHeight }} data-testid="near-viewport" />;
}
