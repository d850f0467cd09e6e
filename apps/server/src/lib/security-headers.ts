import type { FastifyInstance } from 'fastify';

/**
 * Headers every response carries. A full Content-Security-Policy (scripts, styles, frames) belongs to the
 * hardening work; `frame-ancestors` alone already stops other sites from framing our pages (clickjacking on the
 * login and payment screens) without restricting anything the app loads.
 */
export function securityHeaders(publicUrl: string): Record<string, string> {
  const headers: Record<string, string> = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Content-Security-Policy': "frame-ancestors 'none'",
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  };
  // Only where the site is really served over HTTPS: HSTS on http://localhost would break local development.
  if (publicUrl.startsWith('https://')) headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}

export function registerSecurityHeaders(http: FastifyInstance, publicUrl: string): void {
  const headers = securityHeaders(publicUrl);
  http.addHook('onRequest', async (_req, reply) => {
    void reply.headers(headers);
  });
}
