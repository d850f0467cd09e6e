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

/**
 * The CORS headers Yoga's CORS plugin (@whatwg-node/server `getCORSHeadersByRequestAndOptions`) adds to an answer
 * that is not a preflight, for the options `graphqlCors` gives: the GraphQL fast path (graphql/fast-path.ts) answers
 * without Yoga's HTTP layer and must send the same. Null when there is no Origin or the origin is not allowed.
 */
export function corsResponseHeaders(request: Request, options: CORSOptions): Record<string, string> | null {
  const origin = request.headers.get('origin');
  if (options === false || origin === null) return null;
  const headers: Record<string, string> = {};
  const allowed = options.origin;
  if (allowed == null || allowed.length === 0 || allowed.includes('*')) {
    headers['Access-Control-Allow-Origin'] = origin;
    headers.Vary = 'Origin';
  } else if (typeof allowed === 'string') {
    headers['Access-Control-Allow-Origin'] = allowed;
  } else if (allowed.length === 1) {
    headers['Access-Control-Allow-Origin'] = allowed[0]!;
  } else if (allowed.includes(origin)) {
    headers['Access-Control-Allow-Origin'] = origin;
    headers.Vary = 'Origin';
  } else {
    headers['Access-Control-Allow-Origin'] = 'null';
  }
  const requestMethod = request.headers.get('access-control-request-method');
  if (options.methods?.length) headers['Access-Control-Allow-Methods'] = options.methods.join(', ');
  else if (requestMethod) headers['Access-Control-Allow-Methods'] = requestMethod;
  const requestHeaders = request.headers.get('access-control-request-headers');
  if (options.allowedHeaders?.length) headers['Access-Control-Allow-Headers'] = options.allowedHeaders.join(', ');
  else if (requestHeaders) {
    headers['Access-Control-Allow-Headers'] = requestHeaders;
    headers.Vary = headers.Vary ? `${headers.Vary}, Access-Control-Request-Headers` : 'Access-Control-Request-Headers';
  }
  if (options.credentials != null) {
    if (options.credentials === true) headers['Access-Control-Allow-Credentials'] = 'true';
  } else if (headers['Access-Control-Allow-Origin'] !== '*') {
    headers['Access-Control-Allow-Credentials'] = 'true';
  }
  if (options.exposedHeaders) headers['Access-Control-Expose-Headers'] = options.exposedHeaders.join(', ');
  if (options.maxAge) headers['Access-Control-Max-Age'] = options.maxAge.toString();
  return headers;
}
