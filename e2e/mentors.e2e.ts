import { baseUrl, expect, goto, test } from './support/fixtures';
import type { Page } from '@playwright/test';
import { addDays } from '@eazy2con/shared/validation/mentor-booking';
import { watDate } from '@eazy2con/shared/wat-time';
import { expectAccessible } from './support/browser';
import { readCode, waitForMail } from './support/mail';
import { bookingTimes, chooseFreeTimes } from './support/sessions';

// A seeded demo mentor (apps/server/src/db/seed/mentors.ts) and the title of one of her courses.
const MENTOR = 'Adaeze Okafor';
const COURSE_WORDS = 'Modern Frontend Development';

const counter = async (page: Page, name: string) => Number(await page.getByTestId(`count-${name}`).textContent());

test.describe('the mentor directory and profile', () => {
  test('finds a mentor by a course title, books a trial, and leaves a review with the mailed code', async ({
    page,
  }) => {
    await goto(page, `${baseUrl}/discover-mentors`);
    await page.getByRole('heading', { level: 1, name: 'Discover Mentors' }).waitFor();
    await page.getByTestId('mentor-card').first().waitFor();
    await expectAccessible(page);

    // The search runs on the server, over course titles too, and is kept in the address.
    await page.getByLabel('Search mentors').fill(COURSE_WORDS);
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(COURSE_WORDS);
    await expect.poll(() => page.getByTestId('mentor-card').count()).toBe(1);
    const card = page.getByTestId('mentor-card');
    expect(await card.getByRole('heading').textContent()).toBe(MENTOR);
    await card.click();

    await page.getByRole('heading', { level: 1, name: MENTOR }).waitFor();
    const profileUrl = page.url();
    await page.getByText('Lives in Nigeria').waitFor();
    const students = await counter(page, 'students');
    expect(await counter(page, 'courses')).toBeGreaterThan(0);
    await expectAccessible(page);

    // A trial booking from the profile: the modal opens on the Trial plan.
    await page.getByRole('button', { name: 'Book trial Lesson' }).click();
    const dialog = page.getByRole('dialog', { name: `Book ${MENTOR} as a mentor` });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Membership type').inputValue()).toBe('Trial');
    const email = `reviewer-${Date.now()}@example.com`;
    await dialog.getByLabel('Full name').fill('Kemi Bello');
    // One free trial per phone number too: a number of this attempt's own (a retry books again).
    await dialog.getByLabel('Phone', { exact: true }).fill(`0803${String(Date.now() % 10_000_000).padStart(7, '0')}`);
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Start date').fill(addDays(watDate(), 2));
    await dialog.getByLabel('End date').fill(addDays(watDate(), 9));
    // The trial's one session, at the first of her free times.
    await chooseFreeTimes(bookingTimes(dialog), 1);
    // One free trial per person: her e-mail is confirmed with a mailed code (decision 0039).
    const codeAfter = Date.now();
    await dialog.getByRole('button', { name: 'Send me a code' }).click();
    const trialMail = await waitForMail(email, { subjectIncludes: 'code for your free trial', after: codeAfter });
    await dialog.getByLabel('Code from the e-mail').fill(readCode(trialMail));
    await dialog.getByRole('button', { name: 'Book now' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/success');

    // The counters are real: one more student.
    await goto(page, profileUrl);
    await page.getByRole('heading', { level: 1, name: MENTOR }).waitFor();
    expect(await counter(page, 'students')).toBe(students + 1);

    // The review: the booking's e-mail gets a code, and the review shows with its stars.
    const sentAfter = Date.now();
    await page.getByLabel('Email of your booking').fill(email);
    await page.getByRole('button', { name: 'Send me a code' }).click();
    const code = readCode(
      await waitForMail(email, { subjectIncludes: 'code to review your mentor', after: sentAfter }),
    );
    await page.getByLabel('Code from the e-mail').fill(code);
    await page.getByLabel('Name', { exact: true }).fill('Kemi');
    await page.getByLabel('Message').fill('Patient and clear, a great first lesson.');
    await page.getByRole('radio', { name: 'wonderful' }).check({ force: true });
    await page.getByRole('button', { name: 'Rate Mentor' }).click();
    await page.getByText('Thank you for your review!').waitFor();
    await page.getByTestId('review-list').getByText('Patient and clear, a great first lesson.').waitFor();
    await expect.poll(async () => Number(await page.getByTestId('bar-5').textContent())).toBeGreaterThan(0);
    await expectAccessible(page);
  });

  test("shows '404 Oops not Found' for an unknown mentor", async ({ page }) => {
    await goto(page, `${baseUrl}/mentors/00000000-0000-4000-8000-000000000000`);
    await page.getByText('Mentor does not exist').waitFor();
    await page.getByRole('heading', { name: '404 Oops not Found' }).waitFor();
    await expectAccessible(page);
  });
});
