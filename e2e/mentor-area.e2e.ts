import { app, baseUrl, expect, goto, type NewPage, test } from './support/fixtures';
import type { Page } from '@playwright/test';
import { logInAsMentor, pathname, toast } from './support/accounts';
import { expectAccessible } from './support/browser';

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Asks the server, as this browser, for something the test needs to know (a seeded course, who this is). */
const ask = <T>(page: Page, query: string): Promise<T> =>
  page.evaluate(async (q) => {
    const res = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: q }),
    });
    return ((await res.json()) as { data: unknown }).data;
  }, query) as Promise<T>;

async function signedInMentor(newPage: NewPage): Promise<Page> {
  const { email, password } = app.admin;
  const page = await newPage();
  await logInAsMentor(page, email, password);
  return page;
}

test.describe('the mentor area', () => {
  test('adds a course with an uploaded image, shows it on the public profile, and edits the profile', async ({
    newPage,
  }) => {
    const page = await signedInMentor(newPage);
    const { me } = await ask<{ me: { mentor: { id: string } } }>(page, '{ me { mentor { id } } }');
    await goto(page, `${baseUrl}/mentor-dashboard`);
    await page.getByRole('link', { name: 'Add a course' }).click();
    await page.getByRole('heading', { level: 1, name: 'Add a course' }).waitFor();

    // Nothing filled in: the spec's messages.
    await page.getByRole('button', { name: 'Create Course' }).click();
    await page.getByText('Please enter a course title', { exact: true }).waitFor();
    await page.getByText('Please enter a describe for the course you offer', { exact: true }).waitFor();
    await page.getByText('Please upload an image', { exact: true }).waitFor();
    await expectAccessible(page);

    const title = `Testing in practice ${Date.now()}`;
    await page.getByLabel('Title').fill(title);
    await page.getByRole('textbox', { name: 'Description' }).click();
    await page.keyboard.type('Unit tests, API tests and browser tests.');
    await page.getByLabel('Course image').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
    await page.locator('.file-upload__preview').first().waitFor();
    await page.getByRole('button', { name: 'Create Course' }).click();
    await toast(page, 'Course created').waitFor();
    await expect.poll(() => pathname(page)).toBe('/mentor-dashboard');
    await page.getByRole('heading', { name: title }).waitFor();

    // The public profile lists it, with the uploaded picture served by the app.
    await goto(page, `${baseUrl}/mentors/${me.mentor.id}`);
    const card = page.getByTestId('mentor-course-card').filter({ hasText: title });
    await card.waitFor();
    expect(await card.locator('img').getAttribute('src')).toMatch(/^\/api\/files\/[\w-]+\.png$/);
    expect(await page.getByRole('link', { name: 'Edit Profile' }).getAttribute('href')).toBe('/edit-profile');

    // Edit Profile: the spec's message for an empty bio, then saved.
    await goto(page, `${baseUrl}/edit-profile`);
    await page.getByRole('heading', { level: 1, name: 'Edit Profile' }).waitFor();
    await page.getByLabel('Specialization').selectOption('DevOps');
    await page.getByLabel('Github').fill('github.com/eazy2con-demo');
    await page.getByRole('textbox', { name: 'Bio' }).click();
    await page.keyboard.type(' I review pull requests every day.');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Profile Updated').waitFor();
    await expect.poll(() => pathname(page)).toBe('/mentor-dashboard');
    await goto(page, `${baseUrl}/mentors/${me.mentor.id}`);
    await page.getByText('DevOps', { exact: true }).first().waitFor();
  });

  test("sends a mentor away from another mentor's course: 'Unauthorized'", async ({ newPage }) => {
    const page = await signedInMentor(newPage);
    const { me, listCourses } = await ask<{
      me: { mentor: { id: string } };
      listCourses: { items: { id: string; mentorId: string }[] };
    }>(page, '{ me { mentor { id } } listCourses(limit: 20) { items { id mentorId } } }');
    const someoneElses = listCourses.items.find((course) => course.mentorId !== me.mentor.id)?.id ?? '';
    expect(someoneElses).not.toBe('');
    await goto(page, `${baseUrl}/mentor-dashboard/edit-course/${someoneElses}`);
    await toast(page, 'Unauthorized').waitFor();
    await expect.poll(() => pathname(page)).toBe('/mentor-dashboard');
  });
});
