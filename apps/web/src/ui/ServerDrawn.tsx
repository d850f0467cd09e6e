import { Suspense, lazy, useState, type ComponentType, type MouseEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useHydrated } from './use-hydrated';
import './below-fold.css';

/**
 * An element set with this keeps the markup it already has when React takes a server-drawn page over: React neither
 * compares nor replaces what is inside an element whose content is `dangerouslySetInnerHTML` (it has no child fibers
 * to hydrate), and, the object being the same on every render, never writes it later either.
 */
const SERVER_MARKUP = { __html: '' };

/** Read when a part first renders (not once per module): a test draws "the server's" markup with `window` removed. */
const onServer = () => typeof window === 'undefined';

/** A `div` that keeps the markup the server drew inside it (see SERVER_MARKUP). */
export function KeptMarkup({
  className,
  onClick,
}: {
  className?: string;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
}) {
  return (
    <div className={className} onClick={onClick} dangerouslySetInnerHTML={SERVER_MARKUP} suppressHydrationWarning />
  );
}

function sameProps(a: object, b: object): boolean {
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  );
}

/**
 * True while this part of a server-drawn page is to stay as the server drew it: from its hydration for as long as
 * its props are those it was hydrated with (the very same values). On the server, and in a render in the browser (a
 * navigation, a page the browser draws), false from the start. Props that change (a query answered again with other
 * data) make it false for good: the part is then drawn by its own code, which is what the new props need.
 */
export function useServerMarkupKept(props: object): boolean {
  const hydrating = !useHydrated();
  const [keptWith, setKeptWith] = useState<object | null>(() => (hydrating && !onServer() ? props : null));
  const kept = keptWith !== null && sameProps(keptWith, props);
  // Once let go, never kept again: going back to the server's (now empty) markup would draw nothing.
  if (keptWith !== null && !kept) setKeptWith(null);
  return kept;
}

/**
 * A press on one of the app's own links (React Router's `<Link>` marks them `data-discover`) inside markup the app
 * did not draw: followed in the app, as the link itself would, rather than by loading the next page from the server.
 * Any other link (an author's link in rich text, a new tab, a modified click) is left to the browser.
 */
function useFollowAppLinks() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey
    )
      return;
    const link = event.target instanceof Element ? event.target.closest('a[href][data-discover]') : null;
    if (!(link instanceof HTMLAnchorElement) || !event.currentTarget.contains(link)) return;
    if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return;
    const to = new URL(link.href);
    if (to.origin !== window.location.origin) return;
    event.preventDefault();
    void navigate(`${to.pathname}${to.search}${to.hash}`);
  };
}

/**
 * A part of a public page that only shows (text, pictures, the app's links; issue 38): its code is not loaded when a
 * server-drawn page becomes the app's, nor is it hydrated. The markup the server drew stays as it is, and a press on
 * one of its links is followed in the app. Where the browser draws the part (a navigation, a page the browser draws,
 * props that changed), `load` brings its code then: it suspends until the code is there, so the nearest Suspense
 * boundary decides what shows meanwhile (a navigation, being a transition, keeps the page before on screen). A part
 * whose props may change on a press (a list that grows) gives a `fallback`: it is then its own Suspense boundary, so
 * the first such change shows that, not the page's boundary, while its code loads.
 *
 * Not for anything that answers a press with script, holds state or loads data (use `Hydrate`, or hydrate it with
 * the page). The wrapper is a `div` with `display: contents`, so layout is unchanged; `belowFold` lets the browser
 * skip the style and layout of its children until they come near the screen (below-fold.css).
 */
export function serverDrawn<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { belowFold = false, fallback }: { belowFold?: boolean; fallback?: ReactNode } = {},
): ComponentType<P> {
  const Part = lazy(async () => ({ default: await load() }));
  const className = belowFold ? 'server-drawn below-fold' : 'server-drawn';
  function Drawn(props: P) {
    const kept = useServerMarkupKept(props);
    const followAppLinks = useFollowAppLinks();
    if (kept) return <KeptMarkup className={className} onClick={followAppLinks} />;
    return (
      <div className={className}>
        <Part {...props} />
      </div>
    );
  }
  if (fallback === undefined) return Drawn;
  // The same boundary on the server and in the browser, kept or not: hydration meets what the server drew.
  return function ServerDrawn(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Drawn {...props} />
      </Suspense>
    );
  };
}
