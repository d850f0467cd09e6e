import { createContext } from 'react';

/**
 * The modules a server render's lazy pages were loaded from (their ids in the browser build's manifest), for the
 * server to link their chunks from the page (build/page-module-ids.ts). Null in the browser: nothing is recorded.
 */
export const RenderedPageModules = createContext<Set<string> | null>(null);

let collecting: string[] | null = null;

/**
 * Written around each of the app's dynamic imports by the server-rendering build: while `collectPageModules` runs a
 * loader, the ids of the modules it imports are noted (the imports start synchronously inside the loader, even in a
 * Promise.all).
 */
export function __pageModule<M>(id: string, loading: Promise<M>): Promise<M> {
  collecting?.push(id);
  return loading;
}

/** Runs `load` and answers what it loaded with the ids of the modules it imported (none in the browser build). */
export function collectPageModules<M>(load: () => Promise<M>): { loading: Promise<M>; ids: readonly string[] } {
  const outer = collecting;
  const ids: string[] = [];
  collecting = ids;
  try {
    return { loading: load(), ids };
  } finally {
    collecting = outer;
  }
}
