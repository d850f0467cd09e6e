import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * Without a network the service worker still shows the app (build/pwa.ts), but nothing live can load: say so,
 * instead of leaving the visitor with the errors of every section.
 */
export function OfflineNotice() {
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  if (online) return null;
  return (
    <p className="offline-notice" role="status" data-testid="offline-notice">
      You are offline. This is the saved copy of the site; courses, mentors and forms come back when you reconnect.
    </p>
  );
}
