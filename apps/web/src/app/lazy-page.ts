import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/**
 * A route whose page is loaded on first visit (route-level code splitting): each page module becomes its own
 * chunk, so the first load only carries the shell.
 */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: pick(await load()) }) };
}
