import { baseUrl, expect, goto, test } from './support/fixtures';
import type { Page } from '@playwright/test';
import { expectAccessible, standInVideoHost } from './support/browser';

const KID_COURSES = ['animations', 'fundamentals-of-programming', 'scratch', 'basic-webdev', 'graphic-design', 'ml-ai'];

/** Opens the Book modal of a featured course page and checks its title and width (spec 2 §2, §9). */
async function checkBookModal(page: Page) {
  const mentorLine = (await page.locator('.mentor-box__name').first().textContent())?.trim() ?? '';
  expect(mentorLine).not.toBe('');
  await page.getByRole('button', { name: 'Book', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Book ${mentorLine} as a mentor` });
  await dialog.waitFor();
  // Measured once the opening animation has finished.
  await expect.poll(async () => (await page.locator('.ant-modal').boundingBox())?.width).toBe(700);
  // The booking form itself (mentor-booking.e2e.ts books through it).
  await dialog.getByLabel('Membership type').waitFor();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

test.describe('/kid-tech', () => {
  test('shows the kids programme: hero, needs, the six kid courses, kids plans, testimonials, camp, advisor, FAQ', async ({
    page,
  }) => {
    await goto(page, `${baseUrl}/kid-tech`);
    await page.getByRole('heading', { level: 1, name: 'Groom Your Kids In Tech' }).waitFor();
    await expect.poll(() => page.title()).toBe('Kid Tech | Eazy2con');
    await page.getByRole('heading', { name: 'What your child needs' }).waitFor();
    const grid = page.getByTestId('kid-course-grid');
    await grid.getByTestId('course-card').first().waitFor();
    const hrefs = await grid
      .getByTestId('course-card')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(KID_COURSES.map((id) => `/featured-kid-courses/${id}`));
    await page.getByRole('heading', { name: 'Kids pricing' }).waitFor();
    expect(await page.getByTestId('plan-card').count()).toBe(4);
    await page.getByTestId('testimonials').waitFor();
    const camp = page.getByTestId('camp-promo');
    expect(await camp.getByRole('link', { name: 'Register for the camp' }).getAttribute('href')).toBe('/weekend-camp');
    await camp.getByText('₦10,000').waitFor();
    // The advisor call scheduler itself is tested in advisory-webinar.e2e.ts.
    await page.getByTestId('advisor-slot').getByRole('heading', { name: 'Talk to an advisor' }).waitFor();
    await page.getByRole('heading', { name: 'Frequently Asked Questions' }).waitFor();
    await page.getByTestId('testimonial').first().waitFor();
    await expectAccessible(page);
  });

  test('loads the class video’s player only when play is pressed, even pressed before the app has started', async ({
    page,
  }) => {
    // The player's host is outside this machine: its answer stands in, and every request to it is counted.
    const toPlayer = await standInVideoHost(page);
    // Not the fixtures' goto, which touches the page to start the app.
    await page.goto(`${baseUrl}/kid-tech`, { waitUntil: 'networkidle' });
    const play = page.getByRole('button', { name: 'Play video: A Kid Tech class' });
    await play.waitFor();
    expect(await page.locator('iframe').count()).toBe(0);
    // The page is the server's until the first touch (decision 0049): this press is that touch, held and done again.
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-ready'))).toBe(false);
    expect(toPlayer).toEqual([]);
    await play.click();
    const player = page.getByTitle('A Kid Tech class');
    await player.waitFor();
    expect(await player.getAttribute('src')).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+\?autoplay=1$/,
    );
    await expect.poll(() => toPlayer.length).toBeGreaterThan(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('IFRAME');
    expect(await play.count()).toBe(0);
  });

  test('leads from the grid to a kid course page with its Book modal', async ({ page }) => {
    await goto(page, `${baseUrl}/kid-tech`);
    const first = page.getByTestId('kid-course-grid').getByTestId('course-card').first();
    const title = (await first.getByRole('heading').textContent()) ?? '';
    await first.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/featured-kid-courses/animations');
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByRole('heading', { name: 'Meet Your Mentor' }).waitFor();
    await expectAccessible(page);
    await checkBookModal(page);
  });

  test("shows '404, Oops not Found' for an unknown kid course, and keeps adult courses apart", async ({ page }) => {
    for (const id of ['not-a-course', 'web-development']) {
      await goto(page, `${baseUrl}/featured-kid-courses/${id}`);
      await page.getByRole('heading', { name: '404, Oops not Found' }).waitFor();
      await page.getByText('Course does not exist').waitFor();
    }
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Go Home' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  });
});

test.describe('featured course Book modal', () => {
  test("opens 'Book {first} {last} as a mentor' on an adult course page", async ({ page }) => {
    await goto(page, `${baseUrl}/featured-courses/web-development`);
    await page.getByRole('heading', { name: 'Meet Your Mentor' }).waitFor();
    await checkBookModal(page);
  });
});
