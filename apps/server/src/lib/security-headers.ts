import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/env';

/** Where course and kids-course videos are embedded from (the catalogue links youtube-nocookie.com embeds). */
const VIDEO_FRAME_SOURCES = ['https://www.youtube-nocookie.com', 'https://www.youtube.com'];

/**
 * The Content-Security-Policy of the site. Scripts only from our own origin, never inline (the Vite build puts
 * none in index.html; the e2e suite fails on any violation). Styles allow inline because Ant Design's CSS-in-JS
 * writes <style> tags at run time. Images from anywhere over https (course covers, mentor photos, YouTube
 * thumbnails) or data: URLs; frames only for the video embeds and the configured hiring form; no plugins, no
 * <base> elsewhere, forms only to us, and no other site may frame ours (clickjacking on login and checkout).
 * /dev/mailbox sets its own, stricter policy.
 */
export function contentSecurityPolicy(config: Pick<Config, 'publicUrl' | 'HIRING_FORM_URL'>): string {
  const frameSources = [...VIDEO_FRAME_SOURCES];
  if (config.HIRING_FORM_URL) frameSources.push(new URL(config.HIRING_FORM_URL).origin);
  const directives = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "media-src 'self'",
    `frame-src ${frameSources.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  // Served over HTTPS: an http:// image or frame URL in the data is fetched over https instead of being blocked.
  if (config.publicUrl.startsWith('https://')) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

/** Headers every response carries. */
export function securityHeaders(config: Pick<Config, 'publicUrl' | 'HIRING_FORM_URL'>): Record<string, string> {
  const headers: Record<string, string> = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Content-Security-Policy': contentSecurityPolicy(config),
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  };
  // Only where the site is really served over HTTPS: HSTS on http://localhost would break local development.
  if (config.publicUrl.startsWith('https://'))
    headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}

export function registerSecurityHeaders(
  http: FastifyInstance,
  config: Pick<Config, 'publicUrl' | 'HIRING_FORM_URL'>,
): void {
  const headers = securityHeaders(config);
  http.addHook('onRequest', async (_req, reply) => {
    void reply.headers(headers);
  });
}
