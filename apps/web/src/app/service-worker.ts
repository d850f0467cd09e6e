/** When a stale build last caused a reload: a file that is really missing must not cause a reload loop. */
const RELOADED_AT = 'eazy2con:reloaded-for-new-build';
const RELOAD_AT_MOST_EVERY_MS = 60_000;

/**
 * Registers the service worker (build/pwa.ts) once the page has loaded, so it never competes with the first
 * load; it then precaches the app in the background for the next visit. Production builds only.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // No worker (private mode, an old browser): the site works as before, only without the offline copy.
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
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
