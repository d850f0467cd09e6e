import type { Browser, Locator, Page } from '@playwright/test';
import { baseUrl, expect, test } from './support/fixtures';
import { VIEWPORTS } from './support/first-load';
import { ready } from './support/ready';

/*
 * Sections below the fold hydrate when they come near the screen (ui/Hydrate, issue 27): on a first visit the
 * server's HTML stays as it came, React leaves them alone while the part on screen hydrates, and takes over the
 * very same elements once they are scrolled near, with no mismatch on the way (React would redraw and report it).
 * Sections that only show are never hydrated (ui/ServerDrawn, issue 38): the server's HTML stays for good, and the
 * app follows their links.
 */

/** A first visit at a phone's size, the app's entry held back until the returned function is called. */
async function heldFirstVisit(browser: Browser, path: string) {
  const context = await browser.newContext({ viewport: VIEWPORTS.phone, serviceWorkers: 'block' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'commit' });
  await page.getByRole('heading', { level: 1 }).waitFor();
  return { context, page, errors, release };
}

/** Whether React has taken the element over (its fiber is attached to the DOM node). */
const hydrated = (element: Locator) =>
  element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber')));

async function expectTakenOverWhenNear(page: Page, section: Locator, link: Locator) {
  // Marked before any of the app's code ran: the server's own elements.
  await section.evaluate((node) => node.setAttribute('data-from-server', ''));
  return async () => {
    // The person's first touch (a key: nothing scrolls) starts the app (decision 0049).
    await ready(page);
    // The page is the app's now; the section far below is still the server's HTML, not hydrated.
    await expect.poll(() => hydrated(page.getByRole('heading', { level: 1 }))).toBe(true);
    expect(await hydrated(link)).toBe(false);
    await section.scrollIntoViewIfNeeded();
    await expect.poll(() => hydrated(link)).toBe(true);
    // Taken over in place: the same element, not a redraw.
    expect(await section.getAttribute('data-from-server')).toBe('');
  };
}

/** Marks the element as the server's, before any of the app's code ran: a redraw would lose the mark. */
const markFromServer = (element: Locator) => element.evaluate((node) => node.setAttribute('data-from-server', ''));

/** Every document (page load) the page asks for from now on: a navigation in the app asks for none. */
function documentLoads(page: Page): string[] {
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  return documents;
}

test.describe('below the fold: hydrated when near (issue 27), or kept as drawn when it only shows (issue 38)', () => {
  test('/kid-tech: the camp promotion, the course grid and the FAQ are never hydrated, and still work', async ({
    browser,
  }) => {
    const { context, page, errors, release } = await heldFirstVisit(browser, '/kid-tech');
    try {
      const camp = page.getByTestId('camp-promo');
      const grid = page.getByTestId('kid-course-grid');
      const faq = page.locator('.faq-list');
      await markFromServer(camp);
      await markFromServer(grid);
      await markFromServer(faq);
      release();
      await ready(page);
      await expect.poll(() => hydrated(page.getByRole('heading', { level: 1 }))).toBe(true);
      // Scrolled to, touched: still the server's elements, which React never took over.
      await camp.scrollIntoViewIfNeeded();
      await grid.scrollIntoViewIfNeeded();
      await grid.getByTestId('course-card').first().hover();
      await page.waitForTimeout(300);
      expect(await hydrated(camp.getByRole('link', { name: 'Register for the camp' }))).toBe(false);
      expect(await hydrated(grid.getByTestId('course-card').first())).toBe(false);
      expect(await camp.getAttribute('data-from-server')).toBe('');
      expect(await grid.getAttribute('data-from-server')).toBe('');
      // The FAQ is kept too: its questions are the browser's own disclosures, which open with no script.
      const question = faq.locator('details').first();
      await question.locator('summary').click();
      await expect.poll(() => question.evaluate((details: HTMLDetailsElement) => details.open)).toBe(true);
      expect(await hydrated(question.locator('summary'))).toBe(false);
      expect(await faq.getAttribute('data-from-server')).toBe('');
      // A card leads to its course in the app, without loading a page from the server.
      const documents = documentLoads(page);
      await grid.getByTestId('course-card').first().click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/featured-kid-courses/animations');
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(documents).toEqual([]);
      // Back, and the page drawn in the browser this time shows the same sections, drawn by their own code.
      await page.goBack();
      await expect(page.getByTestId('camp-promo').getByRole('link', { name: 'Register for the camp' })).toBeVisible();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('/featured-courses/{id}: the mentor section is kept, its rich text with it; the video hydrates when near', async ({
    browser,
  }) => {
    const { context, page, errors, release } = await heldFirstVisit(browser, '/featured-courses/web-development');
    try {
      const mentor = page.locator('.mentor-box');
      await markFromServer(mentor);
      const video = page.getByRole('button', { name: /^Play video: / });
      const checkVideo = await expectTakenOverWhenNear(page, page.locator('.video-frame').first(), video);
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      release();
      await checkVideo();
      await mentor.scrollIntoViewIfNeeded();
      await page.waitForTimeout(300);
      expect(await hydrated(mentor.getByRole('heading', { name: 'Meet Your Mentor' }))).toBe(false);
      expect(await mentor.getAttribute('data-from-server')).toBe('');
      // Nothing the kept sections would need was loaded: not their code, not the rich text's sanitiser.
      expect(scripts.filter((script) => /\/(CourseReading|SanitisedHtml)-/.test(script))).toEqual([]);
      // The Book button above the fold hydrated with the page and answers at once.
      await page.getByRole('button', { name: 'Book' }).click();
      await page.getByRole('dialog').waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('/privacy, a page that only shows: kept whole, titled by the server, its links followed in the app', async ({
    browser,
  }) => {
    const { context, page, errors, release } = await heldFirstVisit(browser, '/privacy');
    try {
      const heading = page.getByRole('heading', { level: 1, name: 'Privacy Policy' });
      await markFromServer(heading);
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      release();
      await ready(page);
      // The app has started (the navigation is its), the page itself was neither loaded nor hydrated.
      await expect.poll(() => hydrated(page.getByRole('link', { name: 'Eazy2con home' }))).toBe(true);
      expect(await hydrated(heading)).toBe(false);
      expect(await heading.getAttribute('data-from-server')).toBe('');
      expect(scripts.filter((script) => /\/PrivacyPage-/.test(script))).toEqual([]);
      expect(await page.title()).toBe('Privacy Policy | Eazy2con');
      // Its link to the contact form is the app's: followed without loading a page.
      const documents = documentLoads(page);
      await page.getByRole('link', { name: 'contact form' }).click();
      await page.getByRole('heading', { level: 1, name: 'Contact Us Today' }).waitFor();
      expect(documents).toEqual([]);
      await expect.poll(() => page.title()).toBe('Contact Us | Eazy2con');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
