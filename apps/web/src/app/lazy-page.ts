import { createElement, lazy, use, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { collectPageModules, RenderedPageModules } from '../ssr/page-modules';

/**
 * A route whose page is loaded on first visit (route-level code splitting): each page module becomes its own
 * chunk, so the first load only carries the shell. `React.lazy` rather than the data router's `lazy` route
 * property: the router runs in declarative mode (routes.tsx), about 16 kB gzip lighter on every first load. The
 * layout's Suspense shows the spinner on a first visit; later navigations are transitions, so the current page
 * stays until the next one's chunk has arrived.
 *
 * On the server, each render of the page notes the modules it was loaded from, so that the rendered HTML links
 * their chunks (src/ssr/page-modules.ts); in the browser the page is the picked component itself.
 */
export function lazyPage<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
): Pick<RouteObject, 'Component'> {
  return {
    Component: lazy(() => {
      const { loading, ids } = collectPageModules(load);
      return loading.then((module) => ({ default: noting(pick(module), ids) }));
    }),
  };
}

function noting(Page: ComponentType, ids: readonly string[]): ComponentType {
  if (ids.length === 0) return Page;
  function NotedPage() {
    const rendered = use(RenderedPageModules);
    for (const id of ids) rendered?.add(id);
    return createElement(Page);
  }
  return NotedPage;
}
