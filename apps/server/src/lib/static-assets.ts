import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Encoded copies the web build writes beside each file (apps/web/scripts/precompress.ts). */
const ENCODED_SUFFIX = /\.(br|gz)$/;
const LONG_LIVED = /\.(svg|png|jpe?g|webp|avif|gif|ico|woff2?)$/i;

export const CACHE_CONTROL = {
  /** Vite fingerprints everything under /assets: a new build means new names, so a copy never goes stale. */
  hashed: 'public, max-age=31536000, immutable',
  /**
   * The page itself, the service worker and the manifest: always asked again (a 304 with the ETag when unchanged),
   * so a deployment reaches everyone on their next visit.
   */
  revalidate: 'no-cache',
  /** Images and fonts in apps/web/public keep their names across builds: a week, then asked again. */
  media: 'public, max-age=604800',
  other: 'public, max-age=3600',
} as const;

/** The Cache-Control of a file of the web build, by its path relative to the build folder. */
export function cacheControlFor(relativePath: string): string {
  const file = relativePath.split(path.sep).join('/').replace(ENCODED_SUFFIX, '');
  if (file.startsWith('assets/')) return CACHE_CONTROL.hashed;
  if (file.endsWith('.html') || file === 'sw.js' || file.endsWith('.webmanifest') || file === 'registerSW.js') {
    return CACHE_CONTROL.revalidate;
  }
  if (LONG_LIVED.test(file)) return CACHE_CONTROL.media;
  return CACHE_CONTROL.other;
}

/**
 * Serves the built web app: each file in the encoding the client prefers among its precompressed copies (brotli,
 * then gzip, else the file itself), with `Vary: Accept-Encoding`, an ETag (a 304 for a matching If-None-Match) and
 * the Cache-Control above. The encoded copies are not addressable themselves.
 */
export async function registerStaticAssets(http: FastifyInstance, webDist: string): Promise<void> {
  await http.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    preCompressed: true,
    etag: true,
    lastModified: true,
    allowedPath: (pathName) => !ENCODED_SUFFIX.test(pathName),
    setHeaders(reply, filePath) {
      void reply.header('Cache-Control', cacheControlFor(path.relative(webDist, filePath)));
    },
  });
}

/** The single-page app's shell for any page path (history fallback): revalidated on every visit. */
export function sendIndexHtml(reply: FastifyReply): FastifyReply {
  return reply.sendFile('index.html');
}
