import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectAccessible, openBrowser, type BrowserSession } from './support/browser';
import { VIEWPORTS } from './support/first-load';

const baseUrl = inject('baseUrl');
let session: BrowserSession;

beforeAll(async () => {
  session = await openBrowser();
});
afterAll(() => session.close());

/** A first visit: a new browser context (empty cache, no service worker yet), as on a phone. */
async function firstVisit(browser: Browser) {
  const context = await browser.newContext({ viewport: VIEWPORTS.phone, serviceWorkers: 'block' });
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
  const page = await context.newPage();
  const graphql: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/graphql') graphql.push(request.postData() ?? request.url());
  });
  return { context, page, graphql };
}

/** Until nothing has been requested for half a second, and the page has drawn its last answers. */
const idle = (page: Page) => page.waitForLoadState('networkidle');

describe('a first visit (issue 8: one round trip)', () => {
  it('asks the API once on the home page: its sections, the session and the site details in one GraphQL request', async () => {
    const { context, page, graphql } = await firstVisit(session.browser);
    try {
      await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
      // Every section that reads the server has drawn its part of the answer…
      await page.getByTestId('course-card').first().waitFor();
      await expect.poll(() => page.getByTestId('stat-courses').textContent()).toMatch(/^\d/);
      await page.getByTestId('testimonial').first().waitFor();
      await page.getByRole('contentinfo').getByText('Lagos').first().waitFor();
      await idle(page);
      // …from one request.
      expect(graphql).toHaveLength(1);
      for (const field of ['me', 'siteInfo', 'catalogueCourses', 'siteStats', 'listTestimonials']) expect(graphql[0]).toContain(field);
    } finally {
      await context.close();
    }
  });

  it('draws the home page before the session is known', async () => {
    const { context, page } = await firstVisit(session.browser);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/graphql', async (route) => {
      await held;
      await route.continue();
    });
    try {
      await page.goto(`${baseUrl}/`);
      // The hero and its call to action are on screen while the one request (with the session check) is unanswered.
      await page.getByRole('heading', { level: 1, name: 'Build A More Powerful You!' }).waitFor();
      await page.getByRole('main').getByRole('link', { name: 'Book a mentor', exact: true }).waitFor();
      expect(await page.getByTestId('course-card').count()).toBe(0);
      release();
      await page.getByTestId('course-card').first().waitFor();
    } finally {
      release();
      await context.close();
    }
  });

  it('asks once on another page too: the shell’s data in one request, then the page’s own', async () => {
    const { context, page, graphql } = await firstVisit(session.browser);
    try {
      // The pricing page reads nothing from the server but the shell's data.
      await page.goto(`${baseUrl}/pricing`, { waitUntil: 'networkidle' });
      await page.getByRole('contentinfo').getByText('Lagos').first().waitFor();
      await idle(page);
      expect(graphql).toHaveLength(1);
      expect(graphql[0]).toContain('siteInfo');
      expect(graphql[0]).toContain('me');
    } finally {
      await context.close();
    }
  });
});

describe('images on a first visit', () => {
  /** The page's images: where they are and how they are asked for. */
  const images = (page: Page) =>
    page.locator('main img').evaluateAll((list) =>
      (list as HTMLImageElement[]).map((img) => ({
        src: img.getAttribute('src'),
        width: img.getAttribute('width'),
        height: img.getAttribute('height'),
        loading: img.getAttribute('loading'),
        fetchPriority: img.getAttribute('fetchpriority'),
        aboveTheFold: img.getBoundingClientRect().top < window.innerHeight,
      })),
    );

  it.each(['/featured-courses/web-development', '/'])('%s: sized, fetched first above the fold and lazily below it', async (path) => {
    const { context, page } = await firstVisit(session.browser);
    try {
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
      await page.locator('main img').first().waitFor({ state: 'attached' });
      const found = await images(page);
      expect(found.length).toBeGreaterThan(0);
      for (const image of found) {
        // Sized: the page does not jump when the image arrives.
        expect(image.width, image.src ?? '').toMatch(/^\d+$/);
        expect(image.height, image.src ?? '').toMatch(/^\d+$/);
        if (image.aboveTheFold) expect(image.loading, `${image.src} is above the fold`).not.toBe('lazy');
        else expect(image.loading, `${image.src} is below the fold`).toBe('lazy');
      }
      // The first picture on screen (the course page's own, the first of the home page's course strip) is asked for
      // first: on a phone it is the largest thing painted.
      expect(found.find((image) => image.aboveTheFold)?.fetchPriority).toBe('high');
      await expectAccessible(page);
    } finally {
      await context.close();
    }
  });
});
