import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { serverDrawn } from '../ui/ServerDrawn';

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

/**
 * A route whose page only shows (text, pictures, the app's links; issue 38): loaded like any page when the browser
 * draws it, but a page the server drew is kept as drawn when it becomes the app's, its code neither loaded nor
 * hydrated (ui/ServerDrawn). Its title came with the server's document (usePageTitle).
 */
export function drawnPage<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
): Pick<RouteObject, 'Component'> {
  return { Component: serverDrawn(() => load().then(pick)) };
}
