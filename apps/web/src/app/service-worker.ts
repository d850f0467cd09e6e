/** When a stale build last caused a reload: a file that is really missing must not cause a reload loop. */
const RELOADED_AT = 'eazy2con:reloaded-for-new-build';
const RELOAD_AT_MOST_EVERY_MS = 60_000;

/** How long after the load event the worker waits before it registers: past a phone's hydration and first taps. */
const REGISTER_AFTER_LOAD_MS = 4_000;

/**
 * Registers the service worker (build/pwa.ts) once the page has loaded, hydrated and gone idle, so it never competes
 * with the first visit; it then precaches the app in the background for the next one. Production builds only.
 * Registering at the load event was not enough: the load event of a server-rendered page comes while React is still
 * hydrating, and the worker's start and precache (two hundred files) took the second core of a two-core machine
 * away from hydration and put 20–60 ms tasks on its main thread (traces, issue 27).
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // No worker (private mode, an old browser): the site works as before, only without the offline copy.
    });
  };
  const whenIdle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(register, { timeout: 10_000 });
    else register();
  };
  const afterLoad = () => window.setTimeout(whenIdle, REGISTER_AFTER_LOAD_MS);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}

/**
 * After a deployment the previous build's files are gone (from the server and, once the new worker takes over,
 * from the device). A page still open on that build fails to load its next route's chunk: load the new build then.
 */
export function reloadOnStaleBuild(): void {
  window.addEventListener('vite:preloadError', (event) => {
    const last = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
    if (Date.now() - last < RELOAD_AT_MOST_EVERY_MS) return; // the route shows its own error instead
    sessionStorage.setItem(RELOADED_AT, String(Date.now()));
    event.preventDefault();
    window.location.reload();
  });
}
