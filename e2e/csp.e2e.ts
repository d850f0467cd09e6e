import type { Page } from '@playwright/test';
import { baseUrl, expect, goto, type NewPage, test } from './support/fixtures';

// The site's Content-Security-Policy (apps/server/src/lib/security-headers.ts) allows scripts from our origin
// only, never inline, frames for the video embeds only, and so on. A page that needed more would break silently
// in production: this visits the public pages in Chromium and fails on any violation the browser reports.

/** Any mentor course's id, for its page and its checkout page. */
async function aMentorCourseId(): Promise<string> {
  const res = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ listCourses(limit: 1) { items { id } } }' }),
  });
  const body = (await res.json()) as { data: { listCourses: { items: { id: string }[] } } };
  const id = body.data.listCourses.items[0]?.id;
  if (!id) throw new Error('no mentor course seeded');
  return id;
}

/** Opens a page that records every CSP violation, from the first script on (init scripts are not subject to CSP). */
async function watchedPage(newPage: NewPage): Promise<{ page: Page; violations: () => Promise<string[]> }> {
  const page = await newPage();
  const reported: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) reported.push(`console: ${message.text()}`);
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.defineProperty(window, '__cspViolations', { value: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.violatedDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  return {
    page,
    violations: async () => [
      ...reported,
      ...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)),
    ],
  };
}

test.describe('Content-Security-Policy', () => {
  test('is sent with the app and its assets', async () => {
    const res = await fetch(`${baseUrl}/`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  test('is not violated by any public page', async ({ newPage }) => {
    // 23 pages, each in a fresh context and to network idle: 1.5 to 2.5 s apiece on the shared two-core machine, so
    // the whole walk takes about a minute, past the default test time.
    test.setTimeout(150_000);
    const courseId = await aMentorCourseId();
    const paths = [
      '/',
      '/pricing',
      '/featured-courses',
      '/featured-courses/web-development',
      '/kid-tech',
      '/featured-kid-courses/scratch',
      '/courses',
      `/courses/${courseId}`,
      `/checkout/${courseId}`,
      '/contact-us',
      '/about-us',
      '/privacy',
      '/hiring',
      '/summer-camp',
      '/webinar',
      '/login',
      '/signup',
      '/forgot_password',
      '/add-mentor',
      '/book-mentor',
      '/kid-book-mentor',
      '/payment-invoice',
      '/no/such/page',
    ];
    const found: string[] = [];
    for (const path of paths) {
      const { page, violations } = await watchedPage(newPage);
      await goto(page, `${baseUrl}${path}`, { waitUntil: 'networkidle' });
      await page.locator('h1').first().waitFor();
      found.push(...(await violations()).map((v) => `${path}: ${v}`));
      await page.close();
    }
    expect(found).toEqual([]);
  });

  test('catches a violation when there is one (the check above can fail)', async ({ newPage }) => {
    const { page, violations } = await watchedPage(newPage);
    await goto(page, `${baseUrl}/privacy`, { waitUntil: 'networkidle' });
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.inlineRan = true';
      document.body.append(script);
    });
    await expect.poll(async () => (await violations()).length).toBeGreaterThan(0);
    expect(await page.evaluate(() => 'inlineRan' in window)).toBe(false);
  });
});
