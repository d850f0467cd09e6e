import { VitePWA } from 'vite-plugin-pwa';

/** Paths the server owns: never answered from the service worker, never cached by it (live or private data). */
export const NEVER_FROM_SERVICE_WORKER = /^\/(graphql|api|dev|files|healthz)(\/|$)/;

/**
 * The service worker (Workbox, generated at build time) and the web app manifest.
 * - Precaches the page (index.html) and every hashed file of the build, so a returning visitor on a slow or no
 *   network gets the app from the device. The encoded .br/.gz copies are written after it and never listed.
 * - Page addresses are answered with the precached index.html (the app renders its route); the server's own paths
 *   (GraphQL, /api, /dev, /files) are left to the network: no data, signed-in or not, is ever cached.
 * - Public images: from the device for up to a week, refreshed in the background.
 * - autoUpdate: a new deployment installs a new worker, which takes over at once and drops the old files; the next
 *   visit shows the new build (a page still open on the old one reloads if it asks for a file that is gone,
 *   see src/app/service-worker.ts).
 * - Registration is ours (src/app/service-worker.ts, in the entry bundle, after `load`): no inline script, so it
 *   works under a strict Content-Security-Policy (needs `worker-src 'self'` and `manifest-src 'self'`).
 */
export function pwaPlugin() {
  return VitePWA({
    registerType: 'autoUpdate',
    injectRegister: false,
    manifest: {
      name: 'Eazy2con: technology mentors for learners in Nigeria',
      short_name: 'Eazy2con',
      description: 'Book a mentor, register kids for weekend coding, learn and grow.',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#3730a3',
      background_color: '#ffffff',
      icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,webmanifest}'],
      globIgnores: ['images/**', '**/*.br', '**/*.gz'],
      navigateFallback: 'index.html',
      navigateFallbackDenylist: [NEVER_FROM_SERVICE_WORKER],
      cleanupOutdatedCaches: true,
      // autoUpdate: a new worker takes over without waiting for every tab to close (set here because the plugin
      // only sets these when it injects its own registration).
      skipWaiting: true,
      clientsClaim: true,
      runtimeCaching: [
        {
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/images/'),
          handler: 'StaleWhileRevalidate',
          options: { cacheName: 'images', expiration: { maxEntries: 200, maxAgeSeconds: 7 * 24 * 3600 } },
        },
      ],
    },
  });
}
