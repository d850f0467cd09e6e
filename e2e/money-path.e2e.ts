import { app, expect, goto, reload, test, type NewPage } from './support/fixtures';
import type { Locator, Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addDays } from '@eazy2con/shared/validation/mentor-booking';
import { watDate } from '@eazy2con/shared/wat-time';
import { logInAsMentor, toast, uniqueEmail } from './support/accounts';
import { startBuiltApp, type RunningApp } from './support/app-process';
import { readLink, waitForMail } from './support/mail';
import { bookingTimes, chooseFreeTimes, chooseMentor } from './support/sessions';
import {
  adminOfApp,
  approvedMentorWithBio,
  mentorMenu as menu,
  pageAhead,
  uniqueLetters,
} from './support/mentor-onboarding';

/**
 * Issue 23's whole money path with no configuration (the built-in sandbox): a newcomer books a mentor plan, chooses
 * Pay Later and "transfers" the exact amount, and the invoice turns Paid with no admin step; the mentor sees the
 * share pending; after the first session (the app restarted on the same data with its sessions' clock moved past
 * that session's end) the mentor records it held and the learner confirms it, so that session's share becomes
 * available; an admin approves the week's payout batch and the mentor sees it paid; then an admin refunds the
 * payment, and the refund shows to the payer (invoice Refunded), the mentor (earnings history) and the admin.
 *
 * Its own app (its data outlives a restart), delivering to the run's SMTP sink; the times are whatever the slot
 * picker offers.
 */

test.describe.configure({ mode: 'serial' });

const PASSWORD = 'a-Strong-passw0rd';
const lastname = `M${uniqueLetters()}`;
const mentor = { name: `Tobi ${lastname}`, email: uniqueEmail('money-mentor') };
const learner = { name: 'Kemi Adeyemi', email: uniqueEmail('money-learner') };

let dataDir: string;
let site: RunningApp;
/** Shared by the two tests: the invoice's link, the learner's My sessions link, the first session. */
let invoiceLink = '';
let mySessionsLink = '';
let first = { label: '', endsAt: 0 };
let priceKobo = 0;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(path.join(tmpdir(), 'eazy2con-money-'));
  site = await startBuiltApp({ SMTP_URL: app.smtpUrl, RATE_LIMIT_SCALE: '20' }, { dataDir, keepData: true });
});

test.afterAll(async () => {
  await site?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const adminOf = (newPage: NewPage, offsetMinutes = 0) =>
  adminOfApp(newPage, { url: site.url, dataDir, adminEmail: app.admin.email }, offsetMinutes);

/** '₦39,200' → 3920000 kobo. */
const koboOf = (text: string | null) => Math.round(Number((text ?? '').replace(/[^\d.]/g, '')) * 100);
/** One of the mentor's earnings figures (Pending, Available, Paid out), in kobo. */
async function figure(page: Page, label: 'Pending' | 'Available' | 'Paid out'): Promise<number> {
  const tile = page.getByTestId('earnings-figure').filter({ has: page.getByText(label, { exact: true }) });
  return koboOf(await tile.locator('.mentor-dashboard__tile-value').textContent());
}
async function earnings(page: Page): Promise<Locator> {
  await goto(page, `${site.url}/mentor-dashboard`);
  const section = page.getByRole('region', { name: 'Earnings' });
  await section.getByTestId('earnings-figure').first().waitFor();
  return section;
}

test('a newcomer books and pays by a sandbox transfer with no admin step; the mentor sees the share pending', async ({
  page,
  newPage,
}) => {
  test.setTimeout(300_000);

  // The mentor: applies, is approved, writes a bio and opens every day 09:00–17:00.
  const mentorPage = await approvedMentorWithBio(await newPage(), await adminOf(newPage), site.url, {
    firstname: 'Tobi',
    lastname,
    email: mentor.email,
    password: PASSWORD,
    bio: 'Backend mentor: APIs, databases and tests, one step at a time.',
  });
  await goto(mentorPage, `${site.url}/mentor-dashboard`);
  await menu(mentorPage).getByRole('link', { name: 'Availability' }).click();
  await mentorPage.getByRole('heading', { level: 1, name: 'Availability' }).waitFor();
  const days = mentorPage.getByTestId('weekly-day');
  for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) {
    await days.filter({ hasText: day }).getByRole('button', { name: 'Add hours' }).click();
  }
  await mentorPage.getByRole('button', { name: 'Save availability' }).click();
  await toast(mentorPage, 'Availability saved').waitFor();

  // The newcomer: the Personal plan with that mentor, one time chosen, Pay Later.
  await goto(page, `${site.url}/book-mentor`);
  await page.getByRole('heading', { level: 1, name: 'Book a Mentor' }).waitFor();
  await page.getByLabel('Full name').fill(learner.name);
  await page.getByLabel('Phone', { exact: true }).fill('+234 803 000 5555');
  await page.getByLabel('Email').fill(learner.email);
  await page.getByLabel('Course', { exact: true }).selectOption('React');
  await page.getByLabel('Start date').fill(watDate());
  await page.getByLabel('End date').fill(addDays(watDate(), 185));
  await chooseMentor(page, mentor.name);
  const [time] = await chooseFreeTimes(bookingTimes(page), 1);
  first = { ...first, label: time! };
  const bookedAt = Date.now();
  await page.getByRole('button', { name: 'Book now' }).click();
  await page.getByRole('heading', { level: 1, name: 'Successfully Registered' }).waitFor();
  await page.getByRole('button', { name: 'Pay Later' }).click();
  await page.getByRole('heading', { level: 1, name: 'Invoice' }).waitFor();
  await page.getByTestId('invoice-sandbox').waitFor();
  invoiceLink = page.url();
  expect(await page.getByTestId('invoice-status').textContent()).toBe('Unpaid');
  priceKobo = koboOf(await page.getByTestId('invoice-total').textContent());
  expect(priceKobo).toBeGreaterThan(0);

  // The sandbox transfer of the exact amount: Paid, with nobody at the back office.
  await page.getByRole('button', { name: 'Simulate full transfer' }).click();
  await page.getByTestId('invoice-paid').waitFor();
  expect(await page.getByTestId('invoice-status').textContent()).toBe('Paid');

  // The learner's sessions link (the booked session's mail) and when the session ends (its invite).
  const booked = await waitForMail(learner.email, { subjectIncludes: 'Session booked: ', after: bookedAt });
  mySessionsLink = readLink(booked, `${site.url}/my-sessions?booking=`);
  const dtend = /^DTEND(?:;[^:\r\n]*)?:(\d{8}T\d{6}Z)\r?$/m.exec(booked.attachments[0]?.content ?? '')?.[1];
  expect(dtend).toBeTruthy();
  first = {
    ...first,
    endsAt: Date.parse(dtend!.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z')),
  };

  // The mentor: the share (the price less the platform's 20 %) is pending, nothing available yet.
  const share = priceKobo - Math.round(priceKobo * 0.2);
  const section = await earnings(mentorPage);
  await expect.poll(async () => (await reload(mentorPage), figure(mentorPage, 'Pending'))).toBe(share);
  expect(await figure(mentorPage, 'Available')).toBe(0);
  await expect(section.getByTestId('earnings-row').first()).toBeVisible();
});

test('the session is held, the share is available and paid out; a refund shows to the payer, mentor and admin', async ({
  newPage,
}) => {
  test.setTimeout(300_000);
  expect(mySessionsLink, 'the first test booked and paid').not.toBe('');

  // The same app and data, its sessions' clock moved past the end of the session.
  const offset = Math.ceil((first.endsAt - Date.now()) / 60_000) + 2;
  await site.stop();
  site = await startBuiltApp(
    {
      NODE_ENV: 'development',
      CLOCK_OFFSET_MINUTES: String(offset),
      SMTP_URL: app.smtpUrl,
      RATE_LIMIT_SCALE: '20',
    },
    { dataDir, keepData: true },
  );
  const link = (url: string) => `${site.url}${new URL(url).pathname}${new URL(url).search}`;

  // The mentor records it held; the learner confirms it from My sessions.
  const mentorPage = await pageAhead(newPage, offset);
  await logInAsMentor(mentorPage, mentor.email, PASSWORD, site.url);
  await goto(mentorPage, `${site.url}/mentor-dashboard/sessions`);
  await mentorPage.getByRole('heading', { level: 1, name: 'Sessions' }).waitFor();
  const card = mentorPage.getByRole('article', {
    name: `${learner.name}, ${first.label.split(' · ')[0]!.replace(', ', ' at ')}`,
  });
  await card.getByRole('button', { name: 'Record outcome' }).click();
  const dialog = mentorPage.getByRole('dialog', { name: 'Record the outcome' });
  await dialog.getByRole('radio', { name: 'Held' }).check();
  await dialog.getByRole('button', { name: 'Record outcome' }).click();
  await toast(mentorPage, 'Outcome recorded').waitFor();

  const learnerPage = await pageAhead(newPage, offset);
  await goto(learnerPage, link(mySessionsLink));
  const past = learnerPage
    .getByRole('list', { name: 'Past and cancelled sessions' })
    .getByRole('article', { name: first.label });
  await past.getByRole('button', { name: 'Confirm', exact: true }).click();
  await toast(learnerPage, 'Thank you for confirming').waitFor();

  // That session's part of the share (one of the plan's sessions) moves from pending to available.
  const share = priceKobo - Math.round(priceKobo * 0.2);
  await earnings(mentorPage);
  await expect.poll(async () => (await reload(mentorPage), figure(mentorPage, 'Available'))).toBeGreaterThan(0);
  const available = await figure(mentorPage, 'Available');
  expect((await figure(mentorPage, 'Pending')) + available).toBe(share);

  // Paid into a bank account the bank names (the sandbox), through the admin's approved weekly batch.
  await goto(mentorPage, `${site.url}/mentor-dashboard/payout-account`);
  await mentorPage.getByLabel('Bank').selectOption({ label: 'Guaranty Trust Bank' });
  await mentorPage.getByLabel('Account number').fill('0123456789');
  await mentorPage.getByRole('button', { name: 'Check account' }).click();
  await mentorPage
    .getByRole('group', { name: 'Confirm the account' })
    .getByRole('button', { name: 'Yes, pay me into this account' })
    .click();
  await mentorPage.getByText('Your payout account is saved').waitFor();

  const admin = await adminOf(newPage, offset);
  await goto(admin, `${site.url}/admin-dashboard/payouts`);
  await admin.getByRole('heading', { level: 1, name: 'Payouts' }).waitFor();
  await admin.getByRole('button', { name: 'Gather payouts now' }).click();
  await toast(admin, 'Batch gathered: review it below').waitFor();
  await admin.getByRole('button', { name: 'Approve', exact: true }).click();
  await admin.getByRole('button', { name: 'Approve and pay' }).click();
  await toast(admin, 'Batch approved: the transfers are on their way').waitFor();
  // The sandbox bank: the transfer is sent once approved (asked for after the approval commits), then completed.
  const payout = admin.locator('tr', { hasText: mentor.email });
  const simulate = payout.getByRole('button', { name: 'Simulate success' });
  await expect(async () => {
    if (await simulate.isVisible()) return;
    await reload(admin);
    await expect(simulate).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await simulate.click();
  await expect(payout.getByRole('button', { name: 'Simulate success' })).toHaveCount(0);

  await earnings(mentorPage);
  await expect.poll(async () => (await reload(mentorPage), figure(mentorPage, 'Paid out'))).toBe(available);
  expect(await figure(mentorPage, 'Available')).toBe(0);

  // The admin refunds the payment in full, with a reason.
  await goto(admin, `${site.url}/admin-dashboard/refunds`);
  await admin.getByRole('heading', { level: 1, name: 'Refunds' }).waitFor();
  await admin.locator('tr', { hasText: learner.email }).getByRole('button', { name: 'Refund' }).click();
  const refund = admin.getByRole('dialog');
  await refund.getByLabel('Reason (the payer reads it)').fill('The learner moved abroad before the plan began');
  await refund.getByRole('button', { name: 'Refund' }).click();
  await toast(admin, 'Refunded: the payer is mailed').waitFor();
  await expect(admin.locator('tr', { hasText: learner.email }).getByText('completed', { exact: true })).toBeVisible();

  // The payer: the invoice reads Refunded; the mentor: the reversal is in the history.
  const payer = await pageAhead(newPage, offset);
  await goto(payer, link(invoiceLink));
  await expect(payer.getByTestId('invoice-status')).toHaveText('Refunded');
  const history = await earnings(mentorPage);
  await expect(history.getByTestId('earnings-row').filter({ hasText: 'Refund' }).first()).toBeVisible();
  expect(await figure(mentorPage, 'Pending')).toBe(0);
});
