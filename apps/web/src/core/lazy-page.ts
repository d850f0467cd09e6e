import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/**
 * A route whose page is loaded on first visit (route-level code splitting): each page module becomes its own
 * chunk, so the first load only carries the shell. `React.lazy` rather than the data router's `lazy` route
 * property: the router runs in declarative mode (routes.tsx), about 16 kB gzip lighter on every first load. The
 * layout's Suspense shows the spinner on a first visit; later navigations are transitions, so the current page
 * stays until the next one's chunk has arrived.
 */
export function lazyPage<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
): Pick<RouteObject, 'Component'> {
  return { Component: lazy(() => load().then((module) => ({ default: pick(module) }))) };
}
