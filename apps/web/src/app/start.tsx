import '../core/zod-jitless';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './App';
import { arrivedServerRendered, graphqlClient } from '../core/graphql/client';
import { registerServiceWorker, reloadOnStaleBuild } from './service-worker';

/**
 * Starts the app on the page: hydrates what the server drew, or renders the page. main.tsx imports this once the
 * page is to become the app's (at once, or on the first touch of a server-drawn page: app/boot/first-touch.ts).
 */
export function start(root: HTMLElement, { redraw = false }: { redraw?: boolean } = {}): void {
  const app = (
    <StrictMode>
      <App client={graphqlClient} pathname={window.location.pathname} Router={BrowserRouter} />
    </StrictMode>
  );
  if (arrivedServerRendered && root.firstChild && !redraw) {
    // The page is already drawn (the server rendered it with its data, decision 0024): React takes it over in a
    // transition, so the work is cut into short tasks that never hold a phone's main thread for long; the route's
    // code arrives while the server's HTML stays on screen.
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    // The service worker's shell (a repeat visit), a page the server does not render, or one whose content this
    // browser keeps (`redraw`: the server's page stays on screen until this one replaces it): render it here, in a
    // transition too. A first render at the default priority is not cut into slices: a trace of /signup or
    // /forgot_password showed React's first render as one task of 50–60 ms of CPU time unthrottled (issue 27).
    startTransition(() => {
      createRoot(root).render(app);
    });
  }
  reloadOnStaleBuild();
  registerServiceWorker();
}
