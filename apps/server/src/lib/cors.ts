import type { CORSOptions } from 'graphql-yoga';
import type { Config } from '../config/env';
import { trustedOrigins } from './site-origins';

/**
 * CORS for /graphql: only the site's own origins (see trustedOrigins) are answered, with credentials; any other
 * origin, `null` included (sandboxed frames, file: pages, some redirects), gets no Access-Control-Allow-* header at
 * all, so a browser never lets another site read an answer made with the visitor's cookie. Yoga's default would
 * reflect every origin with credentials. Requests without an Origin (same-origin GETs, servers, curl) are not
 * CORS requests and are unaffected.
 */
export function graphqlCors(config: Pick<Config, 'publicUrl'>): (request: Request) => CORSOptions {
  const allowed = new Set(trustedOrigins(config));
  return (request) => {
    const origin = request.headers.get('origin');
    if (origin === null || !allowed.has(origin)) return false;
    return { origin: [origin], credentials: true, methods: ['GET', 'POST'], maxAge: 600 };
  };
}
