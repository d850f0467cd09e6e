import { app, expect, goto, reload, test } from './support/fixtures';
import type { Browser, Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addDays } from '@eazy2con/shared/validation/mentor-booking';
import { watDate } from '@eazy2con/shared/wat-time';
import { logInAsMentor, pathname, signUp, toast, uniqueEmail } from './support/accounts';
import { startBuiltApp, type RunningApp } from './support/app-process';
import { expectAccessible } from './support/browser';
import { VIEWPORTS } from './support/first-load';
import { readLink, waitForMail } from './support/mail';
import { adminOfApp, approvedMentorWithBio, openEveryDay, pageAhead, uniqueLetters } from './support/mentor-onboarding';
import { bookingTimes, chooseFreeTimes, chooseMentor } from './support/sessions';
import { readZip } from '../apps/server/src/test/zip-reader';

/**
 * Issue 35, "accounts and families", on a phone as a parent lives it: signs up, adds two children with consent (an
 * admin sees the records), books a kids plan for one and the weekend camp for both, reads the mentor's message to the
 * child, sets a code with which the child signs in to her learner space on her own phone and sees her class; and, after the class (the app restarted on the same data with its sessions' clock moved past its end), its
 * attendance; withdraws consent for the other child (the profile goes, no form offers the child again); downloads
 * their data and finds the bookings in it.
 *
 * This file runs its own app: texts (the consent codes) are read at /dev/notifications, which the run's shared app
 * does not serve; mail goes to the run's SMTP sink.
 */

test.describe.configure({ mode: 'serial' });

const PASSWORD = 'a-Strong-passw0rd';
const parent = { name: 'Ngozi Okafor', email: uniqueEmail('parent'), local: '', e164: '' };
const digits = String(Date.now()).slice(-7);
parent.local = `0809 ${digits.slice(0, 3)} ${digits.slice(3)}`;
parent.e164 = `234809${digits}`;
const lastname = `P${uniqueLetters()}`;
const mentor = { name: `Tunde ${lastname}`, email: uniqueEmail('families-mentor') };

let dataDir: string;
let site: RunningApp;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(path.join(tmpdir(), 'eazy2con-families-'));
  site = await startBuiltApp(
    { SMTP_URL: app.smtpUrl, DEV_MAILBOX: '1', RATE_LIMIT_SCALE: '20' },
    { dataDir, keepData: true },
  );
});

test.afterAll(async () => {
  await parentPage?.context().close();
  await site?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** A page on a phone: the parent's (a touch screen, a phone's viewport and user agent). */
async function phonePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: VIEWPORTS.phone, isMobile: true, hasTouch: true });
  return context.newPage();
}

/** The newest consent code texted to the parent, read on the "phone" (/dev/notifications: the app has no SMS keys). */
async function textedCode(page: Page): Promise<string> {
  const phone = await page.context().newPage();
  await phone.goto(`${site.url}/dev/notifications?to=${parent.e164}`);
  const text = await phone.locator('article').filter({ hasText: 'consent-code' }).first().innerText();
  await phone.close();
  const code = /(\d{6}) is your/.exec(text)?.[1];
  if (!code) throw new Error(`no consent code in: ${text}`);
  return code;
}

/** Adds a child on /account as a parent does: the notice, the details, a texted code, I agree. */
async function addChild(page: Page, child: { firstName: string; ageBand: string }, relationship = 'Parent') {
  const section = page.getByRole('region', { name: 'Your children' });
  await section.getByRole('button', { name: 'Add a child' }).click();
  await section.getByRole('heading', { name: "Your consent for your child's profile" }).waitFor();
  await section.getByLabel("Child's first name").fill(child.firstName);
  await section.getByLabel('Age band').selectOption(child.ageBand);
  await section.getByLabel(relationship, { exact: true }).check();
  await section.getByLabel('Your phone number').fill(parent.local);
  await section.getByRole('button', { name: 'Send me a code' }).click();
  await section.getByText(`We sent a 6-digit code by SMS to +${parent.e164}.`, { exact: false }).waitFor();
  await section.getByLabel('Code from your phone').fill(await textedCode(page));
  await section.getByRole('button', { name: 'I agree, add my child' }).click();
  await section.getByText(`${child.firstName} is added. Your consent is recorded.`).waitFor();
  await section
    .locator('li')
    .filter({ has: page.getByText(child.firstName, { exact: true }) })
    .waitFor();
}

const childCard = (page: Page, firstName: string) =>
  page
    .getByRole('region', { name: 'Your children' })
    .locator('li.families__child')
    .filter({ has: page.getByText(firstName, { exact: true }) });

/** When a session ends, from the calendar invite mailed with it (DTEND, UTC). */
function inviteEnd(ics: string): Date {
  const value = /^DTEND(?:;[^:\r\n]*)?:(\d{8}T\d{6}Z)\r?$/m.exec(ics)?.[1];
  if (!value) throw new Error(`no DTEND in the invite:\n${ics}`);
  const [, y, mo, d, h, mi, s] = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value)!;
  return new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)));
}

/** Shared by the steps: the parent's phone page, the mentor's page and when the booked class ends. */
let parentPage: Page;
let mentorPage: Page;
let classEnds: Date;
let classLabel: string;

test('a parent adds two children with consent, books a kids plan for one and the camp for both; the mentor writes to the child', async ({
  browser,
  newPage,
}) => {
  test.setTimeout(300_000);
  const admin = await adminOfApp(newPage, { url: site.url, dataDir, adminEmail: app.admin.email });

  // A mentor with hours, as the sessions test makes one.
  mentorPage = await approvedMentorWithBio(await newPage(), admin, site.url, {
    firstname: 'Tunde',
    lastname,
    email: mentor.email,
    password: PASSWORD,
    bio: 'I teach children to build games, one small step at a time.',
  });
  await openEveryDay(mentorPage, site.url);

  // The parent, on a phone: signs up, then adds two children on the account page.
  parentPage = await phonePage(browser);
  await signUp(parentPage, parent.email, PASSWORD, site.url);
  await goto(parentPage, `${site.url}/account`);
  await parentPage.getByRole('heading', { level: 2, name: 'Your children' }).waitFor();
  await parentPage
    .getByText('Add your child to book classes and the weekend camp for them.', { exact: false })
    .waitFor();
  await addChild(parentPage, { firstName: 'Amaka', ageBand: '7 - 12 years' });
  await addChild(parentPage, { firstName: 'Tobi', ageBand: '12 - 17 years' }, 'Legal guardian');
  await expect(childCard(parentPage, 'Amaka')).toContainText('Consent given on');
  await expect(childCard(parentPage, 'Tobi')).toContainText('as legal guardian');
  await expectAccessible(parentPage);

  // The admin sees both consent records.
  await goto(admin, `${site.url}/admin-dashboard/consents`);
  await admin.getByRole('heading', { level: 1, name: 'Consent records' }).waitFor();
  for (const child of ['Amaka', 'Tobi']) {
    await admin.getByRole('row').filter({ hasText: child }).filter({ hasText: parent.email }).waitFor();
  }
  await expect(admin.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
    'href',
    '/api/admin/export/consent-records.csv',
  );

  // A kids plan for Amaka with the new mentor: one Saturday class, paid in the sandbox.
  await goto(parentPage, `${site.url}/kid-tech`);
  await parentPage.getByRole('link', { name: 'Choose the Individual' }).click();
  await parentPage.getByRole('heading', { level: 1, name: 'Book a Kids Mentor' }).waitFor();
  const who = parentPage.getByRole('group', { name: 'Who is this for?' });
  await who.getByLabel('Amaka · 7 - 12 years').check();
  await expect(parentPage.getByLabel("Child's age")).toHaveValue('7 - 12 years');
  await expect(parentPage.getByLabel("Child's age")).toBeDisabled();
  await parentPage.getByLabel('Full name').fill(parent.name);
  await parentPage.getByLabel('Phone', { exact: true }).fill(parent.local);
  await parentPage.getByLabel('Email').fill(parent.email);
  await parentPage.getByLabel('Course', { exact: true }).fill('Scratch Programming');
  await parentPage.getByLabel('Start date').fill(watDate());
  await parentPage.getByLabel('End date').fill(addDays(watDate(), 60));
  await chooseMentor(parentPage, mentor.name);
  classLabel = (await chooseFreeTimes(bookingTimes(parentPage), 1))[0] ?? '';
  const bookedAt = Date.now();
  await parentPage.getByRole('button', { name: 'Book now' }).click();
  await parentPage.getByRole('heading', { level: 1, name: 'Successfully Registered' }).waitFor();
  await parentPage.getByRole('button', { name: 'Pay now' }).click();
  await parentPage.getByText('Test payment — no money moves').waitFor();
  await parentPage.getByRole('button', { name: 'Pay', exact: true }).click();
  await parentPage.getByRole('heading', { name: 'Payment was successful!' }).waitFor();
  const booked = await waitForMail(parent.email, { subjectIncludes: 'Session booked: ', after: bookedAt });
  classEnds = inviteEnd(booked.attachments[0]?.content ?? '');

  // The weekend camp for both children: the count and the first child come from their profiles.
  await goto(parentPage, `${site.url}/weekend-camp`);
  await parentPage.getByRole('heading', { level: 1, name: 'Kids Weekend Coding Camp' }).waitFor();
  await parentPage.getByLabel('Amaka · 7 - 12 years').check();
  await parentPage.getByLabel('Tobi · 12 - 17 years').check();
  await parentPage.getByText('Consent for these children is on your account.').waitFor();
  await parentPage.getByText('Tuition: ₦', { exact: false }).waitFor();
  await parentPage.getByLabel('Parent Name', { exact: true }).fill(parent.name);
  await parentPage.getByLabel('Parent Email', { exact: true }).fill(parent.email);
  await parentPage.getByLabel('Parent Phone', { exact: true }).fill(parent.local);
  await parentPage.getByRole('button', { name: 'Register' }).click();
  const registered = parentPage.getByRole('region', { name: 'Successfully Registered' });
  await registered.getByText('your registration of 2 children, starting with Amaka', { exact: false }).waitFor();

  // The mentor sees the child by first name and age band only, and writes to her.
  await goto(mentorPage, `${site.url}/mentor-dashboard/children`);
  await mentorPage.getByRole('heading', { level: 1, name: 'Children I teach' }).waitFor();
  const thread = mentorPage.getByRole('region', { name: /Amaka/ });
  await thread.getByText('7 - 12 years').waitFor();
  await expect(mentorPage.getByText('Tobi')).toHaveCount(0);
  await thread.getByLabel('Message Amaka').fill('Welcome, Amaka! On Saturday we build a maze game.');
  await thread.getByRole('button', { name: 'Send' }).click();
  const wroteAt = Date.now() - 1_000;
  await thread.getByText('Welcome, Amaka! On Saturday we build a maze game.').waitFor();
  // The parent is told by mail (without the message), and reads it on the account page.
  const told = await waitForMail(parent.email, { subjectIncludes: `${mentor.name} wrote to Amaka`, after: wroteAt });
  expect(told.text).not.toContain('maze game');
  await mentorPage.getByText('Parents read every message you send to their child.').waitFor();
  await expectAccessible(mentorPage);

  // The parent's account page: both bookings, and Amaka's activity with the message and the class ahead.
  await goto(parentPage, `${site.url}/account`);
  const bookings = parentPage.getByRole('list', { name: 'Your bookings' });
  await bookings.getByText('Individual plan · Scratch Programming', { exact: false }).waitFor();
  await bookings.getByText(`with ${mentor.name}, for Amaka`, { exact: false }).waitFor();
  await bookings.getByText('for Amaka and Tobi', { exact: false }).waitFor();
  const amaka = childCard(parentPage, 'Amaka');
  await amaka.getByRole('button', { name: "Amaka's activity" }).click();
  await amaka.getByText('Welcome, Amaka! On Saturday we build a maze game.').waitFor();
  await amaka.getByText(`with ${mentor.name}`, { exact: false }).waitFor();
  await expect(amaka.getByRole('link', { name: 'Join the room' })).toHaveCount(1);
  await expectAccessible(parentPage);

  // The learner space: the parent sets a code; Amaka signs in on her own phone and sees only her class.
  const space = amaka.getByRole('group', { name: "Amaka's learner space" });
  await space.getByRole('button', { name: 'Set a code for Amaka' }).click();
  await space.getByLabel('Code for Amaka (6 to 12 digits)').fill('246810');
  await space.getByRole('button', { name: 'Save code' }).click();
  const address = await space.getByText('Amaka signs in at', { exact: false }).textContent();
  const learnerUrl = /(http\S+\/learner\/[0-9a-f-]+)/.exec(address ?? '')?.[1];
  expect(learnerUrl, address ?? '').toBeDefined();
  const child = await phonePage(browser);
  await goto(child, learnerUrl!);
  await child.getByRole('heading', { level: 1, name: 'Your classes' }).waitFor();
  await child.getByLabel('Your code').fill('246810');
  await child.getByRole('button', { name: 'Sign in' }).click();
  await child.getByText('Hello Amaka!').waitFor();
  await child.getByRole('list', { name: 'Your upcoming classes' }).getByText(`with ${mentor.name}`).waitFor();
  // Only her schedule: nothing to buy, no messages.
  await expect(child.getByText('Welcome, Amaka! On Saturday we build a maze game.')).toHaveCount(0);
  await expectAccessible(child);
  await child.context().close();
});

test("after the class: its attendance in the child's activity; consent withdrawn for the other; the data downloaded", async ({
  newPage,
}) => {
  test.setTimeout(300_000);
  expect(classEnds, 'the first test booked the class').toBeDefined();

  // The same app and data, its sessions' clock moved just past the end of the class.
  const offset = Math.ceil((classEnds.getTime() - Date.now()) / 60_000) + 2;
  await site.stop();
  site = await startBuiltApp(
    {
      NODE_ENV: 'development',
      CLOCK_OFFSET_MINUTES: String(offset),
      SMTP_URL: app.smtpUrl,
      DEV_MAILBOX: '1',
      RATE_LIMIT_SCALE: '20',
    },
    { dataDir, keepData: true },
  );

  // The mentor records the class held.
  const mentorLater = await pageAhead(newPage, offset);
  await logInAsMentor(mentorLater, mentor.email, PASSWORD, site.url);
  await goto(mentorLater, `${site.url}/mentor-dashboard/sessions`);
  await mentorLater.getByRole('heading', { level: 1, name: 'Sessions' }).waitFor();
  const lagos = classLabel.split(' · ')[0]!.replace(', ', ' at ');
  const session = mentorLater.getByRole('article', { name: `${parent.name}, ${lagos}` });
  await session.getByRole('button', { name: 'Record outcome' }).click();
  const dialog = mentorLater.getByRole('dialog', { name: 'Record the outcome' });
  await dialog.getByRole('radio', { name: 'Held' }).check();
  await dialog.getByLabel('Private notes (the learner does not see them)').fill('Amaka built her first maze.');
  await dialog.getByRole('button', { name: 'Record outcome' }).click();
  await toast(mentorLater, 'Outcome recorded').waitFor();

  // The parent (still signed in on the phone) sees the attendance.
  await goto(parentPage, `${site.url}/account`);
  const amaka = childCard(parentPage, 'Amaka');
  await amaka.getByRole('button', { name: "Amaka's activity" }).click();
  await amaka.getByRole('list', { name: "Amaka's sessions" }).getByText('Attended').waitFor();

  // Consent withdrawn for Tobi: the profile goes, and no form offers Tobi again.
  const tobi = childCard(parentPage, 'Tobi');
  await tobi.getByRole('button', { name: 'Withdraw consent' }).click();
  const confirm = parentPage.getByRole('dialog', { name: 'Withdraw consent for Tobi?' });
  await confirm.getByText('Payment records stay', { exact: false }).waitFor();
  await confirm.getByRole('button', { name: 'Withdraw consent' }).click();
  await parentPage.getByText("Consent withdrawn. We erased Tobi's profile", { exact: false }).waitFor();
  await expect(childCard(parentPage, 'Tobi')).toHaveCount(0);
  await reload(parentPage);
  await childCard(parentPage, 'Amaka').waitFor();
  await expect(childCard(parentPage, 'Tobi')).toHaveCount(0);
  await goto(parentPage, `${site.url}/kid-book-mentor`);
  const who = parentPage.getByRole('group', { name: 'Who is this for?' });
  await who.getByLabel('Amaka · 7 - 12 years').waitFor();
  await expect(who.getByText('Tobi', { exact: false })).toHaveCount(0);

  // Download my data: the link comes by mail, and the archive holds the bookings.
  await goto(parentPage, `${site.url}/account`);
  const asked = Date.now();
  await parentPage.getByRole('button', { name: 'Download my data' }).click();
  await parentPage.getByText('We are preparing your data.', { exact: false }).waitFor();
  const mail = await waitForMail(parent.email, {
    subjectIncludes: 'data is ready to download',
    after: asked,
    timeoutMs: 90_000,
  });
  const link = readLink(mail, `${site.url}/api/my-data/`);
  const download = await parentPage.request.get(link);
  expect(download.status()).toBe(200);
  const files = new Map(readZip(await download.body()).map((entry) => [entry.name, entry.data.toString('utf8')]));
  const data = files.get('data.json') ?? '';
  expect(data).toContain(parent.email);
  expect(data).toContain('Scratch Programming');
  expect(data).toContain('Amaka');
  expect([...files.keys()].some((name) => name.endsWith('.csv'))).toBe(true);
  expect(pathname(parentPage)).toBe('/account');
});
