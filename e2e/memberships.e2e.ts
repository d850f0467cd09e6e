import { app, expect, goto, reload, test, type NewPage } from './support/fixtures';
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addDays } from '@eazy2con/shared/validation/mentor-booking';
import { dayLabel } from '@eazy2con/shared/sessions';
import { watDate } from '@eazy2con/shared/wat-time';
import { logInAsMentor, signUp, uniqueEmail } from './support/accounts';
import { startBuiltApp, type RunningApp } from './support/app-process';
import { expectAccessible } from './support/browser';
import { VIEWPORTS } from './support/first-load';
import { readLink, waitForMail } from './support/mail';
import { adminOfApp, approvedMentorWithBio, openEveryDay, pageAhead, uniqueLetters } from './support/mentor-onboarding';
import { bookingTimes, chooseFreeTimes, chooseMentor } from './support/sessions';

/**
 * Issue 36, "renewals", on phones, as three learners of one mentor live a month and a bit:
 * - day 0: learner A signs up, books the Personal plan (₦49,000, 8 sessions every 4 weeks), pays by card in the
 *   sandbox saving it (…2950, whose renewals succeed) and keeps two weekly times; B books without an account, pays
 *   by bank transfer (Pay Later, a simulated transfer) and keeps one; C signs up and saves …6506 (declined later);
 * - day 25 (the app restarted on the same data, its one clock moved): the reminders reach A (the card) and B;
 * - day 28: B is mailed the cycle's invoice and pays it by transfer (Pay now in the membership panel); C's card is
 *   declined: grace, times held; A's card is charged, cycle 2 is paid and its sessions are at A's weekly times; the
 *   mentor's earnings have the renewals' shares;
 * - day 29: C's card is declined again (the day-1 retry); A pauses 10 days and the renewal moves by 10 days;
 * - day 32: C's grace is over: the membership has ended, both sides are told, C's weekly times are released.
 *
 * One test, a step per day: the app restarts between them, and a check made with expect.soft (what the learner is
 * shown, where the flow does not depend on it) lets the later days still be checked when it fails.
 *
 * This file runs its own app on its own data folder, delivering to the run's SMTP sink. An app started with its clock
 * moved runs every periodic job at start-up (the renewals among them), as the days it skipped would have made them
 * overdue. The mentor is made through the UI with the
 * onboarding helpers the sessions test uses; everything the learners do is done through the UI (no API shortcuts).
 */
const PASSWORD = 'a-Strong-passw0rd';
const DAY_MINUTES = 24 * 60;
/** Cycles start and renew on Lagos days: the first one starts today. */
const startDay = watDate();
const lastname = `M${uniqueLetters()}`;
const mentor = { name: `Obi ${lastname}`, email: uniqueEmail('memberships-mentor') };

interface Learner {
  name: string;
  email: string;
  phone: string;
  /** The My sessions link of their mails (path and query, with the booking's token), for every restarted app. */
  mySessions: string;
}
const learnerA: Learner = { name: 'Ada Nwosu', email: uniqueEmail('member-a'), phone: '0803 111 2222', mySessions: '' };
const learnerB: Learner = {
  name: 'Bayo Adeyemi',
  email: uniqueEmail('member-b'),
  phone: '0803 333 4444',
  mySessions: '',
};
const learnerC: Learner = {
  name: 'Chioma Eze',
  email: uniqueEmail('member-c'),
  phone: '0803 555 6666',
  mySessions: '',
};

let dataDir: string;
let site: RunningApp;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(path.join(tmpdir(), 'eazy2con-memberships-'));
  site = await startBuiltApp({ SMTP_URL: app.smtpUrl, RATE_LIMIT_SCALE: '20' }, { dataDir, keepData: true });
});

test.afterAll(async () => {
  await site?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** The learners' phones of the day: closed when the day is over (and after the test, should it fail). */
const contexts: BrowserContext[] = [];
const closePhones = () => Promise.all(contexts.splice(0).map((context) => context.close()));
test.afterEach(closePhones);

/** A learner's phone (touch, a phone's size, Lagos time), its clock `offsetMinutes` ahead as the app's is. */
async function phone(browser: Browser, offsetMinutes = 0): Promise<Page> {
  const context = await browser.newContext({
    viewport: VIEWPORTS.phone,
    isMobile: true,
    hasTouch: true,
    timezoneId: 'Africa/Lagos',
  });
  contexts.push(context);
  const page = await context.newPage();
  if (offsetMinutes) await page.clock.install({ time: Date.now() + offsetMinutes * 60_000 });
  return page;
}

/**
 * The same app and data, `days` later: stopped, then started with its one clock moved (which runs its jobs). Answers
 * the offset in minutes and the (real) time just before it started, to read only the mail sent since.
 */
async function restartDaysLater(days: number): Promise<{ offset: number; since: number }> {
  const offset = days * DAY_MINUTES;
  await site.stop();
  const since = Date.now();
  site = await startBuiltApp(
    {
      NODE_ENV: 'development',
      CLOCK_OFFSET_MINUTES: String(offset),
      SMTP_URL: app.smtpUrl,
      RATE_LIMIT_SCALE: '20',
    },
    { dataDir, keepData: true },
  );
  return { offset, since };
}

/** '30 December 2026' for '2026-12-30', as the membership panel writes a day. */
const dayText = (date: string) =>
  new Intl.DateTimeFormat('en-NG', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

const membershipPanel = (page: Page) => page.getByRole('region', { name: 'Membership', exact: true });

/** One of the panel's facts ('Status', 'Next renewal', 'Paid by', 'Weekly times', …): the value beside its label. */
const fact = (panel: Locator, label: string) =>
  panel.locator(`xpath=.//dt[normalize-space()="${label}"]/following-sibling::dd[1]`);

/** A cycle's line in the panel's list of cycles ('Cycle 2 (this cycle) … Paid …'). */
const cycleLine = (panel: Locator, n: number) =>
  panel
    .getByRole('list', { name: 'Cycles' })
    .getByRole('listitem')
    .filter({ hasText: new RegExp(`^Cycle ${n}\\b`) });

const upcoming = (page: Page) => page.getByRole('list', { name: 'Upcoming sessions' }).getByRole('article');

/** The aria-labels of `cards` (a session card's is its day and time: 'Tuesday 5 January, 10:00 WAT'). */
const labelsOf = (cards: Locator) => cards.evaluateAll((all) => all.map((card) => card.ariaLabel ?? ''));

/**
 * A weekly time's sessions in cycle `cycle` (cycle 1 starts today, in Lagos), as the learner's cards name them, split
 * into those still to come and those begun by the app's clock (`offsetMinutes` ahead): which ones a day holds depends
 * on the weekday and the hour the test runs.
 */
function weeklySessions(days: readonly string[], time: string, cycle: number, offsetMinutes: number) {
  const now = Date.now() + offsetMinutes * 60_000;
  const first = addDays(startDay, (cycle - 1) * 28);
  const starts = Array.from({ length: 28 }, (_, i) => new Date(`${addDays(first, i)}T${time}:00+01:00`)).filter(
    (start) => days.includes(dayLabel(start, 'Africa/Lagos').split(' ')[0]!),
  );
  const label = (start: Date) => `${dayLabel(start, 'Africa/Lagos')}, ${time} WAT`;
  return {
    toCome: starts.filter((start) => start.getTime() + 60 * 60_000 > now).map(label),
    begun: starts.filter((start) => start.getTime() + 60 * 60_000 <= now).map(label),
  };
}

/**
 * Opens the learner's My sessions on the running app and waits until `check` passes, reading the page again while it
 * does not: the renewal job runs at start-up, maybe still while the page first loads.
 */
async function mySessionsOnceShown(page: Page, learner: Learner, check: (panel: Locator) => Promise<void>) {
  await goto(page, `${site.url}${learner.mySessions}`);
  await page.getByRole('heading', { level: 1, name: 'My sessions' }).waitFor();
  const panel = membershipPanel(page);
  let again = false;
  await expect(async () => {
    if (again) await reload(page);
    again = true;
    await panel.waitFor({ timeout: 5_000 });
    await check(panel);
  }).toPass({ timeout: 30_000, intervals: [1_000, 2_000, 3_000] });
  return panel;
}

/**
 * The Personal plan (2 calls a week, ₦49,000) with the mentor from today, one first session; ends on the success page.
 * Answers when it was booked: the session's mail (with the My sessions link) is sent from then.
 */
async function bookPersonalPlan(page: Page, learner: Learner): Promise<number> {
  await goto(page, `${site.url}/book-mentor`);
  await page.getByRole('heading', { level: 1, name: 'Book a Mentor' }).waitFor();
  await page.getByLabel('Full name').fill(learner.name);
  await page.getByLabel('Phone', { exact: true }).fill(learner.phone);
  await page.getByLabel('Email').fill(learner.email);
  await page.getByLabel('Course', { exact: true }).selectOption('React');
  await page.getByLabel('Start date').fill(startDay);
  await page.getByLabel('End date').fill(addDays(startDay, 185));
  await page.getByText('Amount: ₦49,000. 8 sessions of 60 minutes every 4 weeks.').waitFor();
  await chooseMentor(page, mentor.name);
  await chooseFreeTimes(bookingTimes(page), 1);
  const bookedAt = Date.now();
  await page.getByRole('button', { name: 'Book now' }).click();
  await page.getByRole('heading', { level: 1, name: 'Successfully Registered' }).waitFor();
  return bookedAt;
}

/** Card checkout with "Save this card for renewals" ticked, paid in the sandbox with `button` (its test card). */
async function payByCardSavingIt(page: Page, button: string | RegExp): Promise<void> {
  await page.getByLabel('Save this card for renewals').check();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await page.getByText('Test payment — no money moves').waitFor();
  await page.getByRole('button', { name: button, exact: typeof button === 'string' }).click();
  await page.getByRole('heading', { name: 'Payment was successful!' }).waitFor();
}

/** The learner's My sessions link, from the mail that tells them their session is booked. */
async function mySessionsLink(learner: Learner, after: number): Promise<string> {
  const mail = await waitForMail(learner.email, { subjectIncludes: 'Session booked: ', after });
  return readLink(mail, `${site.url}/my-sessions?booking=`).slice(site.url.length);
}

/** Keeps weekly times (Lagos) in the Membership panel of My sessions. */
async function keepWeeklyTimes(page: Page, learner: Learner, times: { day: string; time: string }[]) {
  await goto(page, `${site.url}${learner.mySessions}`);
  const panel = membershipPanel(page);
  await expect(fact(panel, 'Weekly times')).toHaveText('None chosen yet');
  await panel.getByRole('button', { name: 'Weekly times' }).click();
  const form = panel.getByRole('form', { name: 'Weekly times' });
  for (const [i, { day, time }] of times.entries()) {
    if (i > 0) await form.getByRole('button', { name: 'Add a weekly time' }).click();
    const row = form.getByRole('group', { name: `Weekly time ${i + 1}` });
    await row.getByLabel('Day', { exact: true }).selectOption(day);
    await row.getByLabel('Time', { exact: true }).selectOption(time);
    await expect(row.getByLabel('Time zone', { exact: true })).toHaveValue('Africa/Lagos');
  }
  await form.getByRole('button', { name: 'Save weekly times' }).click();
  await panel
    .getByRole('status')
    .getByText('Your weekly times are saved. Each cycle’s sessions are booked at them when it is paid.')
    .waitFor();
  await expect(fact(panel, 'Weekly times')).toHaveText(
    times.map(({ day, time }) => `${day} ${time} (Africa/Lagos)`).join(', '),
  );
  return panel;
}

/** The mentor's earnings history on their dashboard: each line's words. */
async function earningsLines(newPage: NewPage, offset: number): Promise<string[]> {
  const page = await pageAhead(newPage, offset);
  await logInAsMentor(page, mentor.email, PASSWORD, site.url);
  const rows = page.getByTestId('earnings-row');
  await rows.first().waitFor();
  // The history comes ten lines at a time; the jobs run at each start add releases and outcomes between payments.
  const more = page.getByRole('button', { name: 'Load more' });
  while (await more.isVisible()) {
    const shown = await rows.count();
    await more.click();
    await expect(rows).not.toHaveCount(shown);
  }
  return rows.allInnerTexts();
}

/** Day 0: the mentor's hours; A, B and C each book the Personal plan, pay and keep weekly times. */
async function day0(browser: Browser, newPage: NewPage) {
  // A mentor with hours (every day 09:00-17:00 Lagos), as the sessions test makes one.
  const admin = await adminOfApp(newPage, { url: site.url, dataDir, adminEmail: app.admin.email });
  const mentorPage = await approvedMentorWithBio(await newPage(), admin, site.url, {
    firstname: 'Obi',
    lastname,
    email: mentor.email,
    password: PASSWORD,
    bio: 'Web apps from the first line to the first users, one learner at a time.',
  });
  await openEveryDay(mentorPage, site.url);

  // A: an account with a confirmed e-mail, the plan, the card saved for renewals (the sandbox's …2950).
  const a = await phone(browser);
  await signUp(a, learnerA.email, PASSWORD, site.url);
  const bookedA = await bookPersonalPlan(a, learnerA);
  await payByCardSavingIt(a, 'Pay');
  learnerA.mySessions = await mySessionsLink(learnerA, bookedA);
  const panelA = await keepWeeklyTimes(a, learnerA, [
    { day: 'Tuesday', time: '10:00' },
    { day: 'Thursday', time: '10:00' },
  ]);
  await expect(fact(panelA, 'Status')).toHaveText('Active');
  await expect(fact(panelA, 'Next renewal')).toHaveText(`${dayText(addDays(startDay, 28))} · ₦49,000`);
  await expect(fact(panelA, 'Paid by')).toHaveText('Card •••• 2950 exp 09/32');
  await expect(cycleLine(panelA, 1)).toContainText('Paid');
  await expectAccessible(a);

  // B: no account; Pay Later, the invoice's own sandbox account, a simulated transfer of the exact amount.
  const b = await phone(browser);
  const bookedB = await bookPersonalPlan(b, learnerB);
  await b.getByRole('button', { name: 'Pay Later' }).click();
  await b.getByRole('heading', { level: 1, name: 'Invoice' }).waitFor();
  await b.getByRole('button', { name: 'Simulate full transfer' }).click();
  await b.getByTestId('invoice-paid').waitFor();
  learnerB.mySessions = await mySessionsLink(learnerB, bookedB);
  const panelB = await keepWeeklyTimes(b, learnerB, [{ day: 'Wednesday', time: '10:00' }]);
  await expect(fact(panelB, 'Paid by')).toHaveText('Bank transfer');

  // C: an account, the card saved is the sandbox's …6506, whose renewals are declined.
  const c = await phone(browser);
  await signUp(c, learnerC.email, PASSWORD, site.url);
  const bookedC = await bookPersonalPlan(c, learnerC);
  await payByCardSavingIt(c, /6506/);
  learnerC.mySessions = await mySessionsLink(learnerC, bookedC);
  const panelC = await keepWeeklyTimes(c, learnerC, [{ day: 'Friday', time: '10:00' }]);
  await expect(fact(panelC, 'Paid by')).toHaveText('Card •••• 6506 exp 09/31');
}

/** Day 25: the reminders, with the renewal day, the amount and how it will be paid. */
async function day25() {
  const { since } = await restartDaysLater(25);
  // The renewal day in the mails' words (Lagos): 'Tuesday 5 January'.
  const renews = dayLabel(new Date(`${addDays(startDay, 28)}T00:00:00+01:00`), 'Africa/Lagos');
  const subject = `your membership with ${mentor.name} renews on ${renews}`;
  const reminderA = await waitForMail(learnerA.email, { subjectIncludes: subject, after: since });
  expect(reminderA.text).toContain(`renews on ${renews} for ₦49,000, paid by your card ending 2950.`);
  // Its link opens A's membership (the booking's learner link: a token of its own).
  const bookingA = learnerA.mySessions.split('&')[0]!;
  expect(readLink(reminderA, `${site.url}/my-sessions?booking=`)).toMatch(`${site.url}${bookingA}&t=`);
  const reminderB = await waitForMail(learnerB.email, { subjectIncludes: subject, after: since });
  expect(reminderB.text).toContain('for ₦49,000, paid by bank transfer.');
}

/**
 * Day 28: B's invoice paid by transfer, C in grace, A renewed on the card; the cycles' shares in the ledger. A is looked
 * at last: by then the start-up's run of the renewal job, which B's and C's mails come from, is long over.
 */
async function day28(browser: Browser, newPage: NewPage) {
  const { offset, since } = await restartDaysLater(28);
  const nextRenewal = `${dayText(addDays(startDay, 56))} · ₦49,000`;
  const unpaid = 'Renewal unpaid: your weekly times are held for a few days';
  const notPaidYet = `your next cycle with ${mentor.name} is not paid yet`;

  // B: the cycle's invoice by mail; paid by transfer (simulated), the membership is active again.
  const invoiceMail = await waitForMail(learnerB.email, { subjectIncludes: notPaidYet, after: since });
  expect(invoiceMail.text).toContain('Pay by bank transfer to the account on your invoice: ₦49,000');
  const b = await phone(browser, offset);
  // The mail's "Pay here" opens the cycle's invoice (the page is drawn by the server: its heading is there at once).
  await goto(b, readLink(invoiceMail, `${site.url}/payment-invoice/`));
  await b.getByRole('heading', { level: 1 }).first().waitFor();
  await expect
    .soft(b.getByTestId('invoice-status'), "the mail's invoice link opens the invoice")
    .toHaveText('Unpaid', { timeout: 1_000 });
  // From the membership panel (the mail's "Manage your membership"): Pay now, by bank transfer.
  const panelB = await mySessionsOnceShown(b, learnerB, async (panel) => {
    await expect(fact(panel, 'Status')).toHaveText(unpaid, { timeout: 1_000 });
  });
  await expect(cycleLine(panelB, 2)).toContainText('Overdue');
  await panelB.getByRole('button', { name: 'Pay now' }).click();
  await panelB.getByRole('group', { name: 'Pay the next cycle' }).getByText('The next cycle is ₦49,000.').waitFor();
  await panelB.getByRole('button', { name: 'Pay by bank transfer' }).click();
  await b.getByTestId('invoice-sandbox').waitFor();
  await expect(b.getByTestId('invoice-status')).toHaveText('Unpaid');
  await b.getByRole('button', { name: 'Simulate full transfer' }).click();
  await b.getByTestId('invoice-paid').waitFor();
  await mySessionsOnceShown(b, learnerB, async (panel) => {
    await expect(fact(panel, 'Status')).toHaveText('Active', { timeout: 1_000 });
  });
  await expect(cycleLine(panelB, 2)).toContainText('Paid');
  await expect(fact(panelB, 'Next renewal')).toHaveText(nextRenewal);
  expect(await labelsOf(upcoming(b))).toEqual(weeklySessions(['Wednesday'], '10:00', 2, offset).toCome);

  // C: the card declined; in grace, the weekly times held.
  const declined = await waitForMail(learnerC.email, { subjectIncludes: notPaidYet, after: since });
  expect(declined.text).toContain('Your card was declined');
  const c = await phone(browser, offset);
  const panelC = await mySessionsOnceShown(c, learnerC, async (panel) => {
    await expect(fact(panel, 'Status')).toHaveText(unpaid, { timeout: 1_000 });
  });
  await expect(cycleLine(panelC, 2)).toContainText('Overdue');
  expect(await labelsOf(upcoming(c))).toEqual(weeklySessions(['Friday'], '10:00', 2, offset).toCome);

  // A: cycle 2 paid by the saved card; its eight sessions are on Tuesdays and Thursdays at 10:00 Lagos.
  const a = await phone(browser, offset);
  const panelA = await mySessionsOnceShown(a, learnerA, async (panel) => {
    await expect(cycleLine(panel, 2)).toContainText('Paid', { timeout: 1_000 });
  });
  await expect(cycleLine(panelA, 2)).toContainText('(this cycle)');
  await expect(fact(panelA, 'Status')).toHaveText('Active');
  await expect(fact(panelA, 'Next renewal')).toHaveText(nextRenewal);
  await expect(fact(panelA, 'Paid by')).toHaveText('Card •••• 2950 exp 09/32');
  // Eight, as the plan gives and A's two weekly times hold (those of today may have begun).
  const sessionsA = weeklySessions(['Tuesday', 'Thursday'], '10:00', 2, offset);
  expect(sessionsA.toCome.length + sessionsA.begun.length).toBe(8);
  expect.soft(await labelsOf(upcoming(a)), "cycle 2's sessions at A's weekly times").toEqual(sessionsA.toCome);
  // The booking's own lines are about the cycle in force, which has not ended: nothing to book again.
  await expect.soft(a.getByText('This cycle has ended.', { exact: true })).toHaveCount(0, { timeout: 1_000 });

  // The ledger: the mentor's share (80 %) of each payment, the three first cycles' and A's and B's second.
  const earnings = await earningsLines(newPage, offset);
  expect(
    earnings.filter((line) => /^.+\tBooking paid: Personal plan, React\tPending\t\+₦39,200$/.test(line)),
  ).toHaveLength(5);
}

/** Day 29: C's card declined again (grace day 1); A pauses for 10 days and the renewal moves by 10 days. */
async function day29(browser: Browser) {
  const { offset, since } = await restartDaysLater(29);
  const declined = await waitForMail(learnerC.email, {
    subjectIncludes: `your next cycle with ${mentor.name} is not paid yet`,
    after: since,
  });
  expect(declined.text).toContain('Your card was declined');

  const a = await phone(browser, offset);
  const panel = await mySessionsOnceShown(a, learnerA, async (p) => {
    await expect(fact(p, 'Status')).toHaveText('Active', { timeout: 1_000 });
  });
  await expect(fact(panel, 'Next renewal')).toHaveText(`${dayText(addDays(startDay, 56))} · ₦49,000`);
  await panel.getByRole('button', { name: 'Pause', exact: true }).click();
  const form = panel.getByRole('form', { name: 'Pause membership' });
  await form.getByLabel('Days to pause').fill('10');
  await form.getByRole('button', { name: 'Pause membership' }).click();
  await panel
    .getByRole('status')
    .getByText('Your membership is paused. Your renewal date moved by the days paused.')
    .waitFor();
  await expect(fact(panel, 'Status')).toHaveText('Paused');
  await expect(fact(panel, 'Paused until')).toHaveText(dayText(addDays(startDay, 39)));
  await expect(fact(panel, 'Next renewal')).toHaveText(`${dayText(addDays(startDay, 66))} · ₦49,000`);
  await expectAccessible(a);
}

/** Day 32: C's grace is over: the membership has ended, both sides are told, C's weekly times are released. */
async function day32(browser: Browser) {
  const { offset, since } = await restartDaysLater(32);
  const ended = await waitForMail(learnerC.email, {
    subjectIncludes: `the membership with ${mentor.name} has ended`,
    after: since,
  });
  expect(ended.text).toContain('your weekly times were released');
  await waitForMail(mentor.email, { subjectIncludes: `the membership with ${learnerC.name} has ended`, after: since });

  const c = await phone(browser, offset);
  const panel = await mySessionsOnceShown(c, learnerC, async (p) => {
    await expect(fact(p, 'Status')).toHaveText('Ended', { timeout: 1_000 });
  });
  await expect(cycleLine(panel, 2)).toContainText('Not paid');
  await expect(upcoming(c)).toHaveCount(0);
  const released = c
    .getByRole('list', { name: 'Past and cancelled sessions' })
    .getByRole('article')
    .filter({ hasText: 'Released: not paid in time' });
  // Every Friday of cycle 2 still to come when the grace ended (the start-up's job run, before this page).
  const fridays = weeklySessions(['Friday'], '10:00', 2, offset).toCome;
  expect(fridays.length).toBeGreaterThan(0);
  expect((await labelsOf(released)).sort()).toEqual([...fridays].sort());
}

// One test, a step per day: a check that fails softly (expect.soft) lets the days after it still be checked.
test('a month and a bit of three memberships: renewed by card, by transfer, and lapsed after grace; a pause', async ({
  browser,
  newPage,
}) => {
  test.setTimeout(420_000);
  const day = async (title: string, body: () => Promise<void>) => {
    await test.step(title, body);
    await closePhones();
  };
  await day('day 0: A pays by card saving it, two weekly times; B pays by transfer; C saves a card', () =>
    day0(browser, newPage),
  );
  await day('day 25: the renewal reminder reaches A (the card) and B (a transfer)', day25);
  await day('day 28: B pays the invoice by transfer; C in grace; A renewed on the card at the weekly times', () =>
    day28(browser, newPage),
  );
  await day('day 29: C is declined again; A pauses 10 days and the renewal moves by 10 days', () => day29(browser));
  await day("day 32: C's grace is over: ended, C's weekly times released", () => day32(browser));
});
