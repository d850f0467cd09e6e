import { baseUrl, expect, goto, test } from './support/fixtures';
import { expectAccessible } from './support/browser';

test.describe('featured courses', () => {
  test('lists the 9 catalogue courses from the server', async ({ page }) => {
    await goto(page, `${baseUrl}/featured-courses`);
    await page.getByTestId('course-card').first().waitFor();
    expect(await page.getByTestId('course-card').count()).toBe(9);
    await page.getByTestId('course-card').first().waitFor();
    await expectAccessible(page);
  });

  test('opens a course page with what you gain, the class and its mentor', async ({ page }) => {
    await goto(page, `${baseUrl}/featured-courses`);
    const first = page.getByTestId('course-card').first();
    const title = (await first.getByRole('heading').textContent()) ?? '';
    await first.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/featured-courses/web-development');
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByRole('heading', { name: 'What you will gain from this course' }).waitFor();
    await page.getByRole('heading', { name: 'About This Class' }).waitFor();
    await page.getByRole('heading', { name: 'Meet Your Mentor' }).waitFor();
    expect(await page.title()).toBe(`${title} | Eazy2con`);
    await expectAccessible(page);
  });

  test("shows '404, Oops not Found' for an unknown course, with a way home", async ({ page }) => {
    await goto(page, `${baseUrl}/featured-courses/not-a-course`);
    await page.getByRole('heading', { name: '404, Oops not Found' }).waitFor();
    await page.getByText('Course does not exist').waitFor();
    await expectAccessible(page);
    // A link styled as a button, not a button nested in a link.
    expect(await page.getByRole('button', { name: 'Go Home' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Go Home' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  });
});
