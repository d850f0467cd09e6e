import { baseUrl, expect, goto, test } from './support/fixtures';
import type { Page } from '@playwright/test';
import { pathname, signUp, toast, uniqueEmail } from './support/accounts';
import { expectAccessible } from './support/browser';
import { readLink, waitForMail } from './support/mail';

// Booking a course (checkout) and the learner's paid courses; the catalogue and the course dialog are in courses.e2e.ts.

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

test.describe('checkout', () => {
  test('books a course once the privacy box is ticked, lands on /courses after 6 s, and counts once the mailed link is confirmed', async ({
    page,
  }) => {
    const course = (await listCourses()).find((c) => c.students === 0);
    if (!course) throw new Error('no course without students');
    await goto(page, `${baseUrl}/checkout/${course.id}`);
    await page.getByRole('heading', { level: 1, name: 'Billings' }).waitFor();
    await expect.poll(() => page.title()).toBe('Billings | Eazy2con');
    const submit = page.getByRole('button', { name: 'Book course' });
    expect(await submit.isDisabled()).toBe(true);
    expect(await page.getByRole('main').getByRole('link', { name: 'privacy policy' }).getAttribute('href')).toBe(
      '/privacy',
    );
    await expectAccessible(page);

    await page.getByRole('checkbox').check();
    expect(await submit.isDisabled()).toBe(false);
    await submit.click();
    await page.getByText('Phone is required').waitFor();
    await page.getByText('Email is required').waitFor();

    await page.getByLabel('Full name', { exact: true }).fill('Amaka Obi');
    await page.getByLabel('Phone', { exact: true }).fill('+234 803 555 0101');
    const email = uniqueEmail('amaka');
    await page.getByLabel('Email', { exact: true }).fill(email);
    const submittedAt = Date.now();
    await submit.click();
    await toast(page, 'Sucessful, we will contact you soon').waitFor();
    await toast(page, 'Check your e-mail and open the link in it to confirm your booking.').waitFor();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).toBe('/courses');
    // Six seconds after the booking was answered, so at least six after the click (the toasts themselves may take a
    // second or more to appear on a busy machine, so they are no clock to measure from).
    expect(Date.now() - submittedAt).toBeGreaterThanOrEqual(6_000);
    // Typing an address proves nothing: no student until the mailed link is followed.
    expect((await listCourses()).find((c) => c.id === course.id)?.students).toBe(0);

    const mail = await waitForMail(email, { subjectIncludes: 'confirm your booking', after: submittedAt });
    const link = readLink(mail, `${baseUrl}/confirm-booking/`);
    await goto(page, link);
    await page.getByRole('heading', { level: 1, name: 'Confirm your booking' }).waitFor();
    await expectAccessible(page);
    expect((await listCourses()).find((c) => c.id === course.id)?.students).toBe(0); // opening the link changes nothing
    await page.getByRole('button', { name: 'Confirm my booking' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your booking is confirmed' }).waitFor();
    await page.getByText(`Thank you for booking ${course.title}.`, { exact: false }).waitFor();
    expect((await listCourses()).find((c) => c.id === course.id)?.students).toBe(1);
    const note = await waitForMail('hello@eazy2con.com', { subjectIncludes: course.title, after: submittedAt });
    expect(note.text).toContain(email);

    // The link works once.
    await goto(page, link);
    await page.getByRole('button', { name: 'Confirm my booking' }).click();
    await page.getByText('This confirmation link is not valid: it has expired or was already used.').waitFor();
    expect((await listCourses()).find((c) => c.id === course.id)?.students).toBe(1);
  });

  test("tells the visitor about a network failure: 'Network error'", async ({ page }) => {
    const [course] = await listCourses();
    await page.route('**/graphql', async (route) => {
      if (route.request().postData()?.includes('CreateBookCourse')) await route.abort();
      else await route.continue();
    });
    await goto(page, `${baseUrl}/checkout/${course?.id ?? ''}`);
    await page.getByLabel('Phone', { exact: true }).fill('08035550101');
    await page.getByLabel('Email', { exact: true }).fill('someone@example.com');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Book course' }).click();
    await page.getByText('Network error', { exact: true }).waitFor();
    await page.getByText('Network error occured please refresh on check your connection.').waitFor();
    expect(new URL(page.url()).pathname).toBe(`/checkout/${course?.id ?? ''}`);
  });

  test('shows the course 404 for an unknown course', async ({ page }) => {
    await goto(page, `${baseUrl}/checkout/00000000-0000-4000-8000-000000000000`);
    await page.getByRole('heading', { name: '404, Oops not Found' }).waitFor();
    await page.getByText('Course does not exist').waitFor();
  });
});

test.describe('Paid Courses', () => {
  test("asks a signed-out visitor to sign in: 'Sign in to your account using email'", async ({ page }) => {
    await goto(page, `${baseUrl}/paid-courses`);
    await page.getByRole('heading', { name: 'Sign in to your account using email' }).waitFor();
    expect(await cards(page, 'paid-course-card').count()).toBe(0);
    await expectAccessible(page);
  });

  test("shows the learner's confirmed bookings, searches their language, and tracks progress to 'Task completed'", async ({
    page,
  }) => {
    type Topics = { listCourses: { items: { id: string; title: string; language: string; topics: string[] }[] } };
    const all = (await api<Topics>('{ listCourses(limit: 100) { items { id title language topics } } }')).listCourses
      .items;
    const withTopics = all.filter((c) => c.topics.length > 0 && c.topics.length <= 8);
    const first = withTopics[0];
    const term = first?.language.slice(1, 5).toUpperCase() ?? '';
    const second = withTopics.find((c) => c.id !== first?.id && !c.language.toUpperCase().includes(term));
    if (!first || !second) throw new Error('the demo data needs two courses with topics');
    const email = uniqueEmail('learner');
    const BOOK = `mutation ($input: CreateBookCourseInput!) { createBookCourse(input: $input) { id } }`;
    // Booked before having an account, confirmed with the mailed link.
    const bookedAt = Date.now();
    await api(BOOK, { input: { courseId: first.id, phone: '08035550101', email } });
    const link = readLink(
      await waitForMail(email, { subjectIncludes: 'confirm your booking', after: bookedAt }),
      `${baseUrl}/confirm-booking/`,
    );
    await api(`mutation ($token: String) { confirmCourseBooking(token: $token) { id } }`, {
      token: link.split('/').at(-1),
    });
    // Someone else typed the learner's address at checkout and never confirmed: it must not show.
    const stranger = (
      await api<{ listCourses: { items: { id: string }[] } }>('{ listCourses(limit: 100) { items { id } } }')
    ).listCourses.items.find((c) => c.id !== first.id && c.id !== second.id);
    await api(BOOK, { input: { courseId: stranger?.id, phone: '08035550101', email } });

    await signUp(page, email, 'correct-horse-42');
    // Booked while signed in with the account's e-mail (filled in): confirmed at once.
    await goto(page, `${baseUrl}/checkout/${second.id}`);
    await expect.poll(() => page.getByLabel('Email', { exact: true }).inputValue()).toBe(email);
    await page.getByLabel('Phone', { exact: true }).fill('08035550101');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Book course' }).click();
    await toast(page, 'Your booking is confirmed: the details are in your e-mail.').waitFor();
    await goto(page, `${baseUrl}/paid-courses`);
    await page.getByRole('heading', { level: 1, name: 'Paid Courses' }).waitFor();
    await page.getByTestId('profile-card').getByText(email).waitFor();
    await expect.poll(() => cards(page, 'paid-course-card').count()).toBe(2);
    expect(await page.getByTestId('progress-label').allTextContents()).toEqual([
      'Task in progress',
      'Task in progress',
    ]);
    await expectAccessible(page);

    const search = page.getByRole('searchbox', { name: 'Search by language' });
    await search.fill(term);
    await expect.poll(() => cards(page, 'paid-course-card').count()).toBe(1);
    await cards(page, 'paid-course-card').getByRole('button', { name: first.language, exact: true }).waitFor();
    await search.fill('no such language');
    await page.getByText('No paid course matches your search.').waitFor();
    await search.fill('');
    await expect.poll(() => cards(page, 'paid-course-card').count()).toBe(2);

    const card = cards(page, 'paid-course-card').filter({ hasText: first.language });
    await card.getByRole('button', { name: first.language, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Your progress' }).waitFor();
    for (const topic of first.topics) {
      await dialog.getByRole('checkbox', { name: topic, exact: true }).check();
      await expect.poll(() => dialog.getByRole('checkbox', { name: topic, exact: true }).isChecked()).toBe(true);
    }
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await card.getByText('Task completed', { exact: true }).waitFor();
    expect(await card.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(pathname(page)).toBe('/paid-courses');
  });
});
