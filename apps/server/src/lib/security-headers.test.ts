import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from './security-headers';

const local = { publicUrl: 'http://localhost:3000', HIRING_FORM_URL: undefined };
const site = { publicUrl: 'https://eazy2con.com', HIRING_FORM_URL: undefined };

/** The policy as directive → sources. */
const directives = (policy: string) =>
  Object.fromEntries(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name = '', ...sources]) => [name, sources]),
  );

describe('security headers', () => {
  it('asks browsers to keep to HTTPS only when the site is served over HTTPS', () => {
    expect(securityHeaders(site)['Strict-Transport-Security']).toMatch(/^max-age=\d+/);
    expect(securityHeaders(local)['Strict-Transport-Security']).toBeUndefined();
  });

  it('sends a full Content-Security-Policy: own scripts only, no inline script, no plugins, no framing of ours', () => {
    const csp = directives(securityHeaders(local)['Content-Security-Policy'] ?? '');
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'https:']);
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['frame-src']).toEqual(['https://www.youtube-nocookie.com', 'https://www.youtube.com']);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(csp['form-action']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['upgrade-insecure-requests']).toBeUndefined();
    expect(directives(contentSecurityPolicy(site))['upgrade-insecure-requests']).toEqual([]);
  });

  it('lets the configured hiring form be framed, and nothing else besides the video embeds', () => {
    const csp = directives(
      contentSecurityPolicy({ ...site, HIRING_FORM_URL: 'https://docs.google.com/forms/d/e/abc/viewform' }),
    );
    expect(csp['frame-src']).toEqual([
      'https://www.youtube-nocookie.com',
      'https://www.youtube.com',
      'https://docs.google.com',
    ]);
  });
});
