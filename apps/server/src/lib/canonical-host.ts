import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config/env';

/** Answered on whatever host a probe uses: a health check reaches the instance by its own address. */
const ANY_HOST_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

/** A Host header as URL.host writes it: lower case, without the scheme's default port. */
function normalHost(protocol: string, host: string): string | null {
  try {
    return new URL(`${protocol}//${host}`).host;
  } catch {
    return null;
  }
}

/**
 * Issue 20 §8: one origin for the whole site. A visitor who arrives on another host (127.0.0.1 when PUBLIC_URL is
 * localhost, a bare IP, an old domain) would keep their session, their booking and their pending payment in that
 * host's storage, and the payment provider returns them to PUBLIC_URL, where none of it is. So in production, with
 * PUBLIC_URL set, a request on any other host is sent to the same path on PUBLIC_URL before anything runs (onRequest:
 * no body read, no session, no cookie). Development and a server without PUBLIC_URL are left alone.
 *
 * GET and HEAD get 301, anything else 308 (which keeps the method and body). Not cached: a PUBLIC_URL corrected later
 * must not be overridden by what a browser remembers.
 */
export function registerCanonicalHost(
  http: FastifyInstance,
  config: Pick<Config, 'isProduction' | 'PUBLIC_URL' | 'publicUrl'>,
): void {
  if (!config.isProduction || !config.PUBLIC_URL) return;
  const canonical = new URL(config.publicUrl);
  http.addHook('onRequest', async (request: FastifyRequest, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (ANY_HOST_PATHS.has(path)) return;
    if (normalHost(canonical.protocol, request.host) === canonical.host) return;
    const status = request.method === 'GET' || request.method === 'HEAD' ? 301 : 308;
    await reply.header('cache-control', 'no-store').redirect(`${canonical.origin}${request.url}`, status);
  });
}
