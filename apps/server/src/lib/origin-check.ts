import type { FastifyRequest } from 'fastify';

/**
 * Whether a state-changing request comes from one of the site's own pages. A multipart form post is a "simple"
 * request a browser sends cross-site without asking first (no CORS preflight, unlike /graphql's JSON), with the
 * visitor's cookie where SameSite allows it; so such routes accept only an Origin (or, from older browsers, a
 * Referer) that is one of `trusted`. Browsers send Origin on every POST, so a request without either is refused too.
 */
export function fromTrustedOrigin(req: FastifyRequest, trusted: readonly string[]): boolean {
  const origin = req.headers.origin ?? originOf(req.headers.referer);
  return origin !== undefined && trusted.includes(origin);
}

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}
