import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while React takes over a server-rendered page (and on the server), true from the render after: the
 * server's snapshot is used during hydration, the browser's right after it. A page rendered in the browser is true
 * from its first render. For what must wait until the page's own code is in charge (a form's submit button).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
