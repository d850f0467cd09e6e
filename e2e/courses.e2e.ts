import { baseUrl, expect, goto, test } from './support/fixtures';
import type { Page } from '@playwright/test';
import { uniqueEmail } from './support/accounts';
import { expectAccessible, openInApp } from './support/browser';
import { readCode, waitForMail } from './support/mail';

interface ApiCourse {
  id: string;
  title: string;
  rating: number | null;
  ratingCount: number;
  students: number;
}

/** Asks the running server directly, to compare what a page shows with the stored truth. */
async function api<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data: T };
  return body.data;
}

const listCourses = async (search?: string) =>
  (
    await api<{ listCourses: { items: ApiCourse[] } }>(
      `query ($filter: CourseFilterInput) { listCourses(filter: $filter, limit: 100) { items { id title rating ratingCount students } } }`,
      { filter: search ? { search } : null },
    )
  ).listCourses.items;

const cards = (page: Page, testId: string) => page.getByTestId(testId);

test.describe('/courses', () => {
  test("lists every accepted mentor's course from the server, a page at a time", async ({ page }) => {
    const all = await listCourses();
    expect(all.length).toBeGreaterThan(12);
    await goto(page, `${baseUrl}/courses`);
    await cards(page, 'mentor-course-card').first().waitFor();
    expect(await cards(page, 'mentor-course-card').count()).toBe(12);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Load more courses' }).click();
    await expect.poll(() => cards(page, 'mentor-course-card').count()).toBe(all.length);
    expect(await page.getByRole('button', { name: 'Load more courses' }).count()).toBe(0);
  });

  test('opens a course page; unknown ids show the course 404', async ({ page }) => {
    await goto(page, `${baseUrl}/courses`);
    const first = cards(page, 'mentor-course-card').first();
    const title = (await first.getByRole('heading').textContent()) ?? '';
    await first.click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/courses\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: 'About This Class' }).waitFor();
    await page.getByRole('heading', { name: 'Rate this course' }).waitFor();
    await expectAccessible(page);

    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-course']) {
      await goto(page, `${baseUrl}/courses/${id}`);
      await page.getByRole('heading', { name: '404, Oops not Found' }).waitFor();
      await page.getByText('Course does not exist').waitFor();
    }
    await expectAccessible(page);
  });
});

test.describe('All Modules', () => {
  test('shows a spinner while loading, then the modules with titles cut at 33 characters', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/graphql', async (route) => {
      if (route.request().postData()?.includes('ListCourses')) await held;
      await route.continue();
    });
    // Opened from inside the app: arriving at the address, the page comes from the server with its modules.
    await openInApp(page, baseUrl, '/all-modules');
    await page.getByRole('status', { name: 'Loading courses' }).waitFor();
    release();
    await cards(page, 'module-card').first().waitFor();
    const long = (await listCourses()).find((c) => c.title.length > 33);
    if (!long) throw new Error('the demo data has no long course title');
    await page.getByRole('heading', { name: `${long.title.slice(0, 33)}…`, exact: true }).waitFor();
    await expectAccessible(page);
  });

  test('waits 300 ms, filters from 3 characters on any text field, and says when nothing matches', async ({ page }) => {
    await goto(page, `${baseUrl}/all-modules`);
    await cards(page, 'module-card').first().waitFor();
    const unfiltered = await cards(page, 'module-card').count();
    const search = page.getByRole('searchbox', { name: 'Search modules' });
    // When each search reached the server, by term.
    const sent = new Map<string, number>();
    page.on('request', (request) => {
      const body = request.postData() ?? '';
      const term = /"search":"([^"]*)"/.exec(body)?.[1];
      if (body.includes('ListCourses') && term !== undefined && !sent.has(term)) sent.set(term, Date.now());
    });

    await search.fill('py');
    await page.waitForTimeout(700);
    expect(await cards(page, 'module-card').count()).toBe(unfiltered);
    expect(sent.has('py')).toBe(false); // under 3 characters: no filtering at all

    const expected = await listCourses('pyt');
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(unfiltered);
    const typedAt = Date.now();
    await search.fill('pyt');
    await expect.poll(() => cards(page, 'module-card').count()).toBe(expected.length);
    expect((sent.get('pyt') ?? 0) - typedAt).toBeGreaterThanOrEqual(290); // sent only after the 300 ms pause

    await search.fill('qqqzzzxx');
    await page.getByText('No module matches your search.').waitFor();
    expect(await cards(page, 'module-card').count()).toBe(0);
    await expectAccessible(page);
  });
});

test.describe('course dialog', () => {
  test('rates and comments for real, with the spec inline errors; Cancel closes; Book Now goes to checkout', async ({
    page,
  }) => {
    await goto(page, `${baseUrl}/all-modules`);
    const card = cards(page, 'module-card').nth(1);
    const language = (await card.locator('.course-card__language').textContent()) ?? '';
    await card.getByRole('button', { name: language, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('course-dialog').waitFor();
    const title = (await dialog.locator('.ant-modal-title').textContent()) ?? '';
    const before = (await listCourses()).find((c) => c.title === title);
    if (!before) throw new Error(`course '${title}' not found`);
    await expectAccessible(page);

    await dialog.getByRole('button', { name: 'Submit rating' }).click();
    await dialog.getByText('**Email is required**').waitFor();
    await dialog.getByRole('radio').nth(3).click(); // four stars
    const rater = uniqueEmail('rater');
    const ratedAt = Date.now();
    await dialog.getByLabel('Your email').fill(rater);
    await dialog.getByRole('button', { name: 'Submit rating' }).click();
    // The e-mail is not the visitor's until they prove it: the stars wait for the mailed code.
    await dialog.getByText(/We have sent a 6-digit code to/).waitFor();
    expect((await listCourses()).find((c) => c.id === before.id)?.ratingCount).toBe(before.ratingCount);
    await expectAccessible(page);
    const codeMail = await waitForMail(rater, { subjectIncludes: 'confirm your rating', after: ratedAt });
    expect(codeMail.text).toContain('4-star rating');
    await dialog.getByLabel('Code from the e-mail').fill(readCode(codeMail));
    await dialog.getByRole('button', { name: 'Confirm rating' }).click();
    await dialog.getByText('Thank you for rating this course!').waitFor();
    const after = (await listCourses()).find((c) => c.id === before.id);
    expect(after?.ratingCount).toBe(before.ratingCount + 1);
    await dialog.getByText(`average from ${before.ratingCount + 1} rating`).waitFor();

    await dialog.getByRole('button', { name: 'Post comment' }).click();
    await dialog.getByText('**comment is required!**').waitFor();
    const text = `Great course, thanks ${Date.now()}`;
    await dialog.getByLabel('Your comment').fill(text);
    await dialog.getByRole('button', { name: 'Post comment' }).click();
    await dialog.getByTestId('course-comments').getByText(text).waitFor();

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await card.getByRole('button', { name: /^Open / }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Book Now' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/checkout/${before.id}`);

    await goto(page, `${baseUrl}/courses/${before.id}`);
    await page.getByTestId('course-comments').getByText(text).waitFor();
  });
});
