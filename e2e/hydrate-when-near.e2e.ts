import type { Browser, Locator, Page } from '@playwright/test';
import { baseUrl, expect, test } from './support/fixtures';
import { VIEWPORTS } from './support/first-load';
import { ready } from './support/ready';

/*
 * Sections below the fold hydrate when they come near the screen (ui/Hydrate, issue 27): on a first visit the
 * server's HTML stays as it came, React leaves them alone while the part on screen hydrates, and takes over the
 * very same elements once they are scrolled near, with no mismatch on the way (React would redraw and report it).
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

test.describe('below-fold sections hydrate when near (issue 27)', () => {
  test('/kid-tech: the camp promotion and the course grid', async ({ browser }) => {
    const { context, page, errors, release } = await heldFirstVisit(browser, '/kid-tech');
    try {
      const camp = page.getByTestId('camp-promo');
      const checkCamp = await expectTakenOverWhenNear(
        page,
        camp,
        camp.getByRole('link', { name: 'Register for the camp' }),
      );
      const grid = page.getByTestId('kid-course-grid');
      await grid.evaluate((node) => node.setAttribute('data-from-server', ''));
      release();
      await checkCamp();
      await grid.scrollIntoViewIfNeeded();
      await expect.poll(() => hydrated(grid.getByTestId('course-card').first())).toBe(true);
      expect(await grid.getAttribute('data-from-server')).toBe('');
      // A hydrated card navigates in the browser, as before.
      await grid.getByTestId('course-card').first().click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/featured-kid-courses/animations');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('/featured-courses/{id}: the mentor section, with its rich text', async ({ browser }) => {
    const { context, page, errors, release } = await heldFirstVisit(browser, '/featured-courses/web-development');
    try {
      const mentor = page.locator('.mentor-box');
      const check = await expectTakenOverWhenNear(
        page,
        mentor,
        mentor.getByRole('heading', { name: 'Meet Your Mentor' }),
      );
      release();
      await check();
      // The Book button above the fold hydrated with the page and answers at once.
      await page.getByRole('button', { name: 'Book' }).click();
      await page.getByRole('dialog').waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
