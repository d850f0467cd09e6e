import type { Browser, Page } from '@playwright/test';
import { baseUrl, expect, test } from './support/fixtures';
import { expectAccessible, ready } from './support/browser';
import { VIEWPORTS } from './support/first-load';

/** A first visit: a new browser context (empty cache, no service worker yet), as on a phone. */
async function firstVisit(browser: Browser) {
  const context = await browser.newContext({ viewport: VIEWPORTS.phone, serviceWorkers: 'block' });
  const page = await context.newPage();
  const graphql: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/graphql') graphql.push(request.postData() ?? request.url());
  });
  return { context, page, graphql };
}

/** Holds the app's entry script back until the returned function is called: the server's page stays as it came. */
async function holdAppEntry(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Until nothing has been requested for half a second, and the page has drawn its last answers. */
const idle = (page: Page) => page.waitForLoadState('networkidle');

test.describe('a first visit (issue 8: one round trip; decision 0024: server-rendered pages)', () => {
  test('gets the home page drawn by the server with all its data: no GraphQL request at all', async ({ browser }) => {
    const { context, page, graphql } = await firstVisit(browser);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    try {
      await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
      // Every section that reads the server shows its part…
      await page.getByTestId('course-card').first().waitFor();
      await expect.poll(() => page.getByTestId('stat-courses').textContent()).toMatch(/^\d/);
      await page.getByTestId('testimonial').first().waitFor();
      await page.getByRole('contentinfo').getByText('Lagos').first().waitFor();
      await idle(page);
      // …from the page itself: the browser asked nothing, and hydrating the page raised no error (a mismatch would).
      expect(graphql).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  for (const [path, heading, testId, title] of [
    ['/', 'Build A More Powerful You!', 'course-card', 'Eazy2con'],
    ['/featured-courses/web-development', 'Web Development', null, 'Web Development | Eazy2con'],
    ['/pricing', 'Plans for every stage of your journey', null, 'Pricing | Eazy2con'],
  ] as const) {
    test(`draws ${path}, with its title, before any of its JavaScript runs`, async ({ browser }) => {
      // JavaScript off: what a phone shows while the app's code is still on its way.
      const context = await browser.newContext({ viewport: VIEWPORTS.phone, javaScriptEnabled: false });
      try {
        const page = await context.newPage();
        await page.goto(`${baseUrl}${path}`);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        await page.getByRole('contentinfo').getByText('Lagos').first().waitFor();
        if (testId) expect(await page.getByTestId(testId).count()).toBeGreaterThan(0);
        if (path === '/featured-courses/web-development') await page.getByText('with Adaeze Okafor').first().waitFor();
        // The tab's title is the page's own from the server: a page whose app has not started is named too.
        expect(await page.title()).toBe(title);
      } finally {
        await context.close();
      }
    });
  }

  test('takes over the drawn page without redrawing it, then navigates in the browser', async ({ browser }) => {
    const { context, page } = await firstVisit(browser);
    // Hold the app's entry back, to mark the server's elements before React takes them over.
    const release = await holdAppEntry(page);
    try {
      await page.goto(`${baseUrl}/`, { waitUntil: 'commit' });
      const heading = page.getByRole('heading', { level: 1, name: 'Build A More Powerful You!' });
      await heading.waitFor();
      await page.evaluate(() => {
        for (const element of document.querySelectorAll('h1, [data-testid="course-card"], footer'))
          element.setAttribute('data-from-server', '');
      });
      release();
      // The person's first touch starts the app (decision 0049).
      await ready(page);
      // The app's: the navigation is hydrated…
      const brand = page.getByRole('link', { name: 'Eazy2con home' });
      await expect
        .poll(() => brand.evaluate((link) => Object.keys(link).some((key) => key.startsWith('__reactFiber'))))
        .toBe(true);
      // …while what only shows (the hero, the course strip, the footer) is kept as the server drew it, never
      // hydrated (ui/ServerDrawn, issue 38)…
      expect(await heading.evaluate((h1) => Object.keys(h1).some((key) => key.startsWith('__reactFiber')))).toBe(false);
      const pricing = page.getByRole('contentinfo').getByRole('link', { name: 'Pricing' });
      expect(await pricing.evaluate((link) => Object.keys(link).some((key) => key.startsWith('__reactFiber')))).toBe(
        false,
      );
      expect(await page.locator('h1[data-from-server]').count()).toBe(1);
      expect(await page.locator('[data-testid="course-card"][data-from-server]').count()).toBe(8);
      // …and their links navigate in the app all the same, without a page load.
      const documents: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'document') documents.push(request.url());
      });
      await pricing.click();
      await page.getByRole('heading', { level: 1, name: 'Plans for every stage of your journey' }).waitFor();
      expect(documents).toEqual([]);
      // The elements the server drew were kept (the footer is still the server's).
      expect(await page.locator('footer[data-from-server]').count()).toBe(1);
    } finally {
      release();
      await context.close();
    }
  });

  test('asks once on a page the server does not draw: the shell’s data in one request', async ({ browser }) => {
    const { context, page, graphql } = await firstVisit(browser);
    try {
      // Every public page is drawn by the server; a signed-in area (here the account page, for a visitor) is not,
      // and reads only the shell's data.
      await page.goto(`${baseUrl}/account`, { waitUntil: 'networkidle' });
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

test.describe('images on a first visit', () => {
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

  for (const path of ['/featured-courses/web-development', '/']) {
    test(`${path}: sized, fetched first above the fold and lazily below it`, async ({ browser }) => {
      const { context, page } = await firstVisit(browser);
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
  }
});

test.describe('the home page below its course strip (its own chunk, hydrated after the part on screen)', () => {
  const SECTIONS = [
    'How it works',
    'Share Your Expertise, Make A Difference',
    'Groom Your Kids In Tech',
    'What our learners say',
    'From our blog',
    'Frequently Asked Questions',
    'Subscribe to Newsletter',
  ];

  test('is in the server’s HTML, with its data', async ({ browser }) => {
    const context = await browser.newContext({ viewport: VIEWPORTS.phone, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`${baseUrl}/`);
      for (const name of SECTIONS) await page.getByRole('heading', { level: 2, name }).waitFor({ state: 'attached' });
      expect(await page.getByTestId('stat-courses').textContent()).toMatch(/^\d/);
      expect(await page.getByTestId('testimonial').count()).toBeGreaterThan(0);
      // The questions are the browser's own disclosures: they open, one at a time, with no script at all.
      const questions = page.locator('.home-faq details');
      expect(await questions.count()).toBeGreaterThan(1);
      const isOpen = (index: number) => questions.nth(index).evaluate((details: HTMLDetailsElement) => details.open);
      await questions.nth(0).locator('summary').click();
      await expect.poll(() => isOpen(0)).toBe(true);
      await questions.nth(1).locator('summary').click();
      await expect.poll(() => isOpen(1)).toBe(true);
      expect(await isOpen(0)).toBe(false);
    } finally {
      await context.close();
    }
  });

  test('is taken over without being redrawn, and then works', async ({ browser }) => {
    const { context, page, graphql } = await firstVisit(browser);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const release = await holdAppEntry(page);
    try {
      await page.goto(`${baseUrl}/`, { waitUntil: 'commit' });
      await page.getByRole('heading', { level: 2, name: 'Subscribe to Newsletter' }).waitFor({ state: 'attached' });
      // The server drew two stories in view; a phone shows one: the carousel must adjust, not rebuild its slides.
      await page.evaluate(() => {
        const below = [
          '[data-testid="stats-band"]',
          // The real slides (the repeated ones after them depend on how many are in view).
          '[aria-roledescription="slide"]:not([data-clone]) [data-testid="testimonial"]',
          '.home-faq details',
          '[data-testid="newsletter"] form',
        ].join(', ');
        for (const element of document.querySelectorAll(below)) element.setAttribute('data-from-server', '');
      });
      const marked = await page.locator('[data-from-server]').count();
      // A question opened before the page's code arrives stays open once the app has taken the page over.
      const questions = page.locator('.home-faq details');
      const isOpen = (index: number) => questions.nth(index).evaluate((details: HTMLDetailsElement) => details.open);
      await questions.nth(1).locator('summary').click();
      await expect.poll(() => isOpen(1)).toBe(true);
      release();
      await ready(page);
      // Hydrated: the newsletter's submit button waits for the page's code (ui/Button).
      const newsletter = page.getByTestId('newsletter');
      const subscribe = newsletter.getByRole('button', { name: 'Subscribe' });
      await expect.poll(() => subscribe.isEnabled()).toBe(true);
      expect(await page.locator('[data-from-server]').count()).toBe(marked);
      // …and every part works.
      expect(await isOpen(1)).toBe(true);
      await questions.nth(0).locator('summary').click();
      await expect.poll(() => isOpen(0)).toBe(true);
      expect(await isOpen(1)).toBe(false);
      const testimonials = page.getByTestId('testimonials');
      await testimonials.getByRole('button', { name: 'Next slide' }).click();
      await expect
        .poll(() => testimonials.getByRole('button', { name: 'Go to slide 2' }).getAttribute('aria-current'))
        .toBe('true');
      await subscribe.click();
      await newsletter.getByText('Email is required!').waitFor();
      expect(page.url()).toBe(`${baseUrl}/`);
      expect(graphql).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      release();
      await context.close();
    }
  });
});
