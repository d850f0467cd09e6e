import { baseUrl, expect, test } from './support/fixtures';
import { PUBLIC_PAGES, examplePath } from './support/first-load';

// Issue 26: the headers every page the server sends must carry, checked on each public page of the route list
// (apps/web/src/app/public-pages.ts), server-drawn or the shell, as the built app sends them.

/** The policy as directive → sources. */
const directives = (policy: string): Record<string, string[]> =>
  Object.fromEntries(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name = '', ...sources]) => [name, sources]),
  );

test.describe('security headers on every public page', () => {
  test('CSP without inline scripts and no framing, Referrer-Policy, Permissions-Policy; no-store where secret', async () => {
    test.setTimeout(120_000);
    const problems: string[] = [];
    for (const page of PUBLIC_PAGES) {
      const path = await examplePath(baseUrl, page);
      const res = await fetch(`${baseUrl}${path}`);
      const html = await res.text();
      const csp = directives(res.headers.get('content-security-policy') ?? '');
      const scripts = csp['script-src'] ?? csp['default-src'] ?? [];
      const say = (what: string) => problems.push(`${path}: ${what}`);
      if (res.status !== 200 && page.pattern !== '*') say(`status ${res.status}`);
      if (!scripts.includes("'self'") || scripts.some((s) => /unsafe-inline|unsafe-eval/.test(s))) {
        say(`script-src ${scripts.join(' ')}`);
      }
      if ((csp['frame-ancestors'] ?? []).join(' ') !== "'none'") say('frame-ancestors is not none');
      if (!res.headers.get('referrer-policy')) say('no Referrer-Policy');
      if (!/camera=\(\)/.test(res.headers.get('permissions-policy') ?? '')) say('no Permissions-Policy');
      if (res.headers.get('x-frame-options') !== 'DENY') say('no X-Frame-Options: DENY');
      // No inline script at all, so the policy above costs the page nothing (the data block is JSON, not script).
      for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
        if (!/\bsrc=/.test(tag) && !/type="application\/json"/.test(tag)) say(`inline script ${tag}`);
      }
      if (page.secretAddress) {
        if (res.headers.get('cache-control') !== 'no-store') say(`Cache-Control ${res.headers.get('cache-control')}`);
        if (res.headers.get('referrer-policy') !== 'no-referrer') say('Referrer-Policy is not no-referrer');
      }
    }
    expect(problems).toEqual([]);
  });

  test('the test-payments banner is drawn by the server on its pages while the sandbox takes payments', async () => {
    // The suite's app runs in production on the built-in sandbox, allowed by PAYMENTS_SANDBOX=1.
    for (const page of PUBLIC_PAGES.filter((p) => p.serverRendered && !p.secretAddress)) {
      const path = await examplePath(baseUrl, page);
      const html = await (await fetch(`${baseUrl}${path}`)).text();
      expect(html, path).toContain('data-testid="test-payments-banner"');
    }
  });

  test('a GraphQL answer for a signed-in caller or a token is not stored', async () => {
    const res = await fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-visitor-token': 'some-token' },
      body: JSON.stringify({ query: '{ me { isAuthenticated } }' }),
    });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});
