import type { ReactNode } from 'react';
import { useNearViewport } from '../../ui/use-near-viewport';

/** How far below the visible area a section starts loading, so it is usually there by the time it is seen. */
const AHEAD = '600px';

/**
 * Renders `children` once its place comes near the viewport: below-the-fold parts of a page (and the chunks they
 * import) stay out of the first load. Without IntersectionObserver it renders right after mounting. The first
 * render is the placeholder everywhere, the server's included, so a server-rendered page hydrates as it was drawn.
 */
export function NearViewport({ children, minHeight }: { children: ReactNode; minHeight: number }) {
  const [ref, near] = useNearViewport<HTMLDivElement>(`${AHEAD} 0px`);
  return near ? children : <div ref={ref} style={{ minHeight }} data-testid="near-viewport" />;
}
