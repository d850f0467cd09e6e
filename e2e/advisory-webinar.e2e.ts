import type { Page } from '@playwright/test';
import { baseUrl, expect, goto, test } from './support/fixtures';
import { addDays, callDateFromIsoDay } from '@eazy2con/shared/advisory';
import { watDate } from '@eazy2con/shared/wat-time';
import { toast, uniqueEmail } from './support/accounts';
import { expectAccessible } from './support/browser';
import { waitForMail } from './support/mail';

const PICK = 'Please pick a Date and Time so we can reach out to you';
const BOOKED = 'Your advisory call is booked!';
const WEBINAR_SUCCESS = 'You are now registered, Please check your email for webinar information';
/** Where the team's notes go: the default SITE_EMAIL of the app under test. */
const TEAM = 'hello@eazy2con.com';

/** Two days from now in Lagos: every slot is still ahead, and nothing else in the run books that day. */
const callDay = addDays(watDate(), 2);
const callDate = callDateFromIsoDay(callDay);

/** Opens /kid-tech and scrolls to the advisor section, whose scheduler loads once it nears the screen. */
async function openScheduler(page: Page) {
  await goto(page, `${baseUrl}/kid-tech`);
  await page.getByRole('heading', { level: 1, name: 'Groom Your Kids In Tech' }).waitFor();
  await page.getByRole('heading', { name: 'Talk to an advisor' }).scrollIntoViewIfNeeded();
  await page.getByLabel('Date', { exact: true }).waitFor();
}

const slot = (page: Page, label: string) =>
  page.getByTestId('advisor-scheduler').getByRole('button', { name: label, exact: true });

test.describe('advisory call on /kid-tech', () => {
  test('loads the scheduler only when its section nears the screen', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await goto(page, `${baseUrl}/kid-tech`, { waitUntil: 'networkidle' });
    expect(scripts.filter((url) => url.includes('AdvisorScheduler'))).toEqual([]);
    await page.getByRole('heading', { name: 'Talk to an advisor' }).scrollIntoViewIfNeeded();
    await page.getByLabel('Date', { exact: true }).waitFor();
    expect(scripts.some((url) => url.includes('AdvisorScheduler'))).toBe(true);
  });

  test('warns when Schedule is pressed without a date and a time', async ({ page }) => {
    await openScheduler(page);
    await page.getByRole('button', { name: 'Schedule a call' }).click();
    await toast(page, PICK).waitFor();
    await page.getByLabel('Date', { exact: true }).fill(callDay);
    await slot(page, '9:00 AM').waitFor();
    await page.getByRole('button', { name: 'Schedule a call' }).click();
    await expect
      .poll(() => page.locator('.ant-notification').getByText(PICK, { exact: true }).count())
      .toBeGreaterThan(0);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await expectAccessible(page);
  });

  test('books a slot through the contact dialog, mails an invite, and no longer offers the slot', async ({ page }) => {
    const email = uniqueEmail('advisory');
    const name = `Ngozi ${Date.now()}`;
    await openScheduler(page);
    await page.getByLabel('Date', { exact: true }).fill(callDay);
    await slot(page, '10:00 AM').click();
    expect(await slot(page, '10:00 AM').getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: 'Schedule a call' }).click();

    const dialog = page.getByRole('dialog', { name: 'Your contact details' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Book the call' }).click();
    await dialog.getByText('Please input full name').waitFor();
    await dialog.getByText('Please input phone').waitFor();
    await dialog.getByText('Please input email address').waitFor();
    await expectAccessible(page);

    const sent = Date.now();
    await dialog.getByLabel('Full name').fill(name);
    await dialog.getByLabel('Phone').fill('+234 803 000 1111');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('How did you hear about us?').selectOption('Facebook');
    await dialog.getByRole('button', { name: 'Book the call' }).click();

    const booked = page.getByRole('status').filter({ hasText: BOOKED });
    await booked.waitFor();
    await booked.getByText('at 10:00 AM (WAT, GMT+1)', { exact: false }).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => slot(page, '10:00 AM').count()).toBe(0);
    await expectAccessible(page);

    const mail = await waitForMail(email, { subjectIncludes: 'advisory call', after: sent });
    expect(mail.subject).toBe(`Eazy2con: your advisory call on ${callDate} at 10:00 AM`);
    expect(mail.text).toContain('Time: 10:00 AM (WAT, GMT+1)');
    const invite = mail.attachments.find((a) => a.filename === 'advisory-call.ics');
    expect(invite?.contentType).toBe('text/calendar');
    // 10:00 AM in Lagos is 09:00 UTC; the call lasts 20 minutes.
    expect(invite?.content).toContain(`DTSTART:${callDay.replace(/-/g, '')}T090000Z`);
    expect(invite?.content).toContain(`DTEND:${callDay.replace(/-/g, '')}T092000Z`);
    const note = await waitForMail(TEAM, { subjectIncludes: `Advisory call from ${name}`, after: sent });
    expect(note.text).toContain(`Date: ${callDate}`);
    expect(note.text).toContain('How they heard of us: Facebook');

    // After a reload the booked slot is still gone; its neighbours are offered.
    await openScheduler(page);
    await page.getByLabel('Date', { exact: true }).fill(callDay);
    await slot(page, '10:20 AM').waitFor();
    expect(await slot(page, '9:40 AM').count()).toBe(1);
    expect(await slot(page, '10:00 AM').count()).toBe(0);
  });
});

test.describe('/webinar', () => {
  test("shows the form's messages, registers, thanks the visitor and mails them", async ({ page }) => {
    await goto(page, `${baseUrl}/webinar`);
    await page.getByRole('heading', { level: 1, name: 'Join our free webinar' }).waitFor();
    await expect.poll(() => page.title()).toBe('Webinar | Eazy2con');
    await page.locator('img.webinar__image').waitFor();
    expect(await page.getByRole('switch', { name: 'Join our mailing list' }).getAttribute('aria-checked')).toBe('true');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Register' }).click();
    for (const message of ['Full Name is required!', 'Phone Number is required!', 'Email is required!']) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByText('Email is not a valid email!', { exact: true }).waitFor();
    await expectAccessible(page);

    const email = uniqueEmail('webinar');
    const name = `Tola ${Date.now()}`;
    const sent = Date.now();
    await page.getByLabel('Full Name').fill(name);
    await page.getByLabel('Phone Number').fill('08030001111');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('How did you hear about us?').selectOption('Google Search');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByRole('heading', { name: 'Thank you for registering!' }).waitFor();
    await page.getByRole('status').filter({ hasText: WEBINAR_SUCCESS }).waitFor();
    await expectAccessible(page);

    // No webinar is configured for the browser tests, so the mail promises the details rather than inventing them.
    const mail = await waitForMail(email, { subjectIncludes: 'webinar', after: sent });
    expect(mail.text).toContain(`You are registered, ${name}!`);
    expect(mail.text).toContain('we will email them to you before the webinar starts');
    const note = await waitForMail(TEAM, { subjectIncludes: `Webinar registration from ${name}`, after: sent });
    expect(note.text).toContain('How they heard of us: Google Search');
    expect(note.text).toContain('Joins the mailing list: Yes');
  });
});
