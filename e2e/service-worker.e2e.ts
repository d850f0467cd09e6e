import { baseUrl, expect, test } from './support/fixtures';
import type { BrowserContext, Page, Response } from '@playwright/test';
import { expectAccessible, goto } from './support/browser';

let context: BrowserContext;

// The tests share one context: the second visit needs the worker the first one installed.
test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  // The one context with the service worker allowed (the config blocks it elsewhere), and no request interception:
  // Playwright's routing would bypass the worker under test.
  context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'allow' });
});
test.afterAll(async () => {
  await context?.close();
});

const isServerPath = (url: string) => /^\/(graphql|api|dev)(\/|$)/.test(new URL(url).pathname);

/** Waits until the service worker controls the page, i.e. it installed (precache complete) and claimed it. */
async function waitForServiceWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 })
    .toBe(true);
}

test.describe('the service worker', () => {
  test('shows the home page on a second visit without a network, and never serves or stores GraphQL or /api', async () => {
    const page = await context.newPage();
    const serverAnswers: Response[] = [];
    page.on('response', (response) => {
      if (isServerPath(response.url())) serverAnswers.push(response);
    });

    // First visit, online: the page comes rendered by the server (decision 0024); the worker registers once the app
    // has started (on the first touch, decision 0049) and the page has gone idle, and precaches the app.
    await goto(page, `${baseUrl}/`);
    await page.getByRole('heading', { level: 1, name: 'Build A More Powerful You!' }).waitFor();
    await waitForServiceWorker(page);
    // Under the worker, a visit gets the precached shell, whose data comes through /graphql: answered by the network.
    await page.reload();
    await page.getByTestId('course-card').first().waitFor();
    const graphqlOnline = serverAnswers.filter((r) => new URL(r.url()).pathname === '/graphql');
    expect(graphqlOnline.length).toBeGreaterThan(0);
    for (const response of serverAnswers) expect(response.fromServiceWorker(), response.url()).toBe(false);

    // Second visit, offline: the page comes from the worker, with a word that live data is missing.
    await context.setOffline(true);
    try {
      const failedGraphql: string[] = [];
      page.on('requestfailed', (request) => {
        if (new URL(request.url()).pathname === '/graphql') failedGraphql.push(request.url());
      });
      const answered = serverAnswers.length;
      const offline = await page.goto(`${baseUrl}/`);
      expect(offline?.fromServiceWorker()).toBe(true);
      await page.getByRole('heading', { level: 1, name: 'Build A More Powerful You!' }).waitFor();
      await page.getByTestId('offline-notice').waitFor();
      await expectAccessible(page);
      // The page asked for its data and the worker did not answer from a cache: the request failed.
      await expect.poll(() => failedGraphql.length).toBeGreaterThan(0);
      expect(serverAnswers.slice(answered).filter((r) => r.fromServiceWorker())).toEqual([]);

      // Another route of the app, never visited, comes from the precache too.
      const pricing = await page.goto(`${baseUrl}/pricing`);
      expect(pricing?.fromServiceWorker()).toBe(true);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
    } finally {
      await context.setOffline(false);
    }

    // Nothing of the server's own paths is stored on the device.
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) urls.push(request.url);
      }
      return urls;
    });
    expect(cached.some((url) => url.includes('/index.html'))).toBe(true);
    expect(cached.some((url) => url.includes('/assets/'))).toBe(true);
    expect(cached.filter(isServerPath)).toEqual([]);
  });

  test('offers a web app manifest for adding the site to the home screen', async () => {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const response = await page.request.get(`${baseUrl}${href}`);
    expect(response.headers()['cache-control']).toBe('no-cache');
    const manifest = (await response.json()) as { name: string; start_url: string; display: string; icons: unknown[] };
    expect(manifest).toMatchObject({ start_url: '/', display: 'standalone' });
    expect(manifest.name).toContain('Eazy2con');
    expect(manifest.icons.length).toBeGreaterThan(0);
  });
});
