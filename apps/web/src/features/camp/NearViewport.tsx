import { useEffect, useRef, useState, type ReactNode } from 'react';

/** How far below the visible area a section starts loading, so it is usually there by the time it is seen. */
const AHEAD = '600px';

/**
 * Renders `children` once its place comes near the viewport: below-the-fold parts of a page (and the chunks they
 * import) stay out of the first load. Without IntersectionObserver it renders right after mounting. The first
 * render is the placeholder everywhere, the server's included, so a server-rendered page hydrates as it was drawn.
 */
export function NearViewport({ children, minHeight }: { children: ReactNode; minHeight: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
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
