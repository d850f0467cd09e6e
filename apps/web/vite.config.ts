import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompressPlugin } from './build/precompress.ts';
import { pwaPlugin } from './build/pwa.ts';

// In development the API runs on API_PORT and Vite proxies to it, so the browser sees one origin as in production.
const api = `http://localhost:${process.env.API_PORT ?? '3001'}`;

export default defineConfig(({ isSsrBuild }) => ({
  // The precompression runs last, after the service worker and manifest are written. The server-rendering build
  // (`vite build --ssr`, decision 0024) is code for Node: no service worker, no compressed copies.
  plugins: isSsrBuild ? [react()] : [react(), pwaPlugin(), precompressPlugin()],
  // The server-rendering build carries its dependencies (Ant Design's ES modules use paths Node cannot resolve):
  // the API server loads one self-contained file.
  // i18n-iso-countries loads its language files with require() at run time: Node resolves it from node_modules.
  ssr: { noExternal: true, external: ['i18n-iso-countries'] },
  // DOMPurify needs a browser's DOM: on the server, rich text is cleaned with the API's own sanitizer.
  resolve: isSsrBuild
    ? { alias: { dompurify: fileURLToPath(new URL('./src/ssr/dompurify-on-server.ts', import.meta.url)) } }
    : {},
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: { '/graphql': api, '/api': api, '/dev': api, '/files': api, '/healthz': api },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // One stylesheet for the whole app (about 10 kB gzip), linked from index.html: a server-rendered page is styled
    // at its first paint, whatever route it is, and no navigation waits for a route's CSS (decision 0024).
    cssCodeSplit: false,
    // index.html keeps its <link rel="modulepreload"> tags for the entry's imports. A lazy import (a route's page, a
    // section below the fold, a dialog) does not add one per dependency at run time: Vite's helper appended a <link>
    // for each (up to 45 for the booking dialog), and those appends were 15–25 ms of main thread in the middle of
    // hydration (traces, issue 27). The browser finds a chunk's imports when the chunk arrives. The one exception is
    // the app itself (app/start.tsx), which the entry imports on a page's first touch (decision 0049): its imports
    // (React DOM, the router, the GraphQL client) are asked for together with it, before any hydration starts.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (file, deps, { hostType }) =>
        hostType === 'html' || /(^|\/)start-[^/]+\.js$/.test(file) ? deps : [],
    },
    rollupOptions: {
      // Ant Design's @rc-component packages are written without module side effects but do not say so in their
      // package.json; said here, the bundler drops what a page does not use (the ConfigProvider alone used to pull
      // the whole form library, validators included, into the first load).
      // A feature's public file (features/<name>/public.ts, decision 0026) only re-exports: said side-effect free, a page
      // that imports one part of it does not load the other parts (their queries and styles) with it.
      treeshake: {
        moduleSideEffects: [
          { test: /node_modules[\\/]@rc-component[\\/]/, sideEffects: false },
          { test: /src[\\/]features[\\/][^\\/]+[\\/]public\.ts$/, sideEffects: false },
        ],
      },
      output: {
        // The UI kit and React change rarely: keep them in their own long-cached chunks.
        manualChunks(id: string) {
          if (!id.includes('node_modules')) return undefined;
          if (/node_modules\/(react|react-dom|react-router|scheduler)\//.test(id)) return 'react';
          if (/node_modules\/(urql|@urql|graphql|wonka|gql\.tada|@0no-co)\//.test(id)) return 'graphql';
          return undefined;
        },
      },
    },
  },
}));
