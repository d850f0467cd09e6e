import { app, expect, goto, reload, test, type NewPage } from './support/fixtures';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addDays } from '@eazy2con/shared/validation/mentor-booking';
import { watDate } from '@eazy2con/shared/wat-time';
import { logInAsMentor, pathname, toast, uniqueEmail } from './support/accounts';
import { startBuiltApp, type RunningApp } from './support/app-process';
import { expectAccessible } from './support/browser';
import { allMail, readLink, waitForMail, type ReceivedMail } from './support/mail';
import { bookingTimes, chooseFreeTimes, chooseMentor } from './support/sessions';
import {
  adminOfApp,
  approvedMentorWithBio,
  mentorMenu as menu,
  openEveryDay,
  pageAhead,
  uniqueLetters,
} from './support/mentor-onboarding';

/**
 * Issue 22, "sessions", as the people involved live it: a new mentor opens their hours, a learner books three of
 * them with a Personal plan and pays, both get the invites, the learner moves one; then, after the first session
 * (the app restarted on the same data with its sessions' clock moved past that session's end, the browsers' clocks
 * moved alike), the mentor records it held, and the learner confirms it and reviews the mentor.
 *
 * This file runs its own app (its data outlives a restart), delivering to the run's SMTP sink; the times are
 * whatever the slot picker offers, never fixed dates.
 */

test.describe.configure({ mode: 'serial' });

const PASSWORD = 'a-Strong-passw0rd';
const DEMO_ADMIN_EMAIL = app.admin.email;

const lastname = `Q${uniqueLetters()}`;
const mentor = { name: `Ife ${lastname}`, email: uniqueEmail('sessions-mentor') };
const learner = { name: 'Bisi Ade', email: uniqueEmail('sessions-learner') };

/** A session as its calendar invite says: when it starts and ends, and the event's UID and SEQUENCE. */
interface Invite {
  uid: string;
  sequence: number;
  method: string;
  start: Date;
  end: Date;
}

function readInvite(mail: ReceivedMail): Invite {
  expect(mail.attachments).toHaveLength(1);
  const [ics] = mail.attachments;
  expect(ics!.filename).toBe('session.ics');
  expect(ics!.contentType).toBe('text/calendar');
  const field = (name: string) => {
    const value = new RegExp(`^${name}(?:;[^:\\r\\n]*)?:(.+?)\\r?$`, 'm').exec(ics!.content)?.[1];
    if (!value) throw new Error(`no ${name} in the invite:\n${ics!.content}`);
    return value;
  };
  const instant = (value: string) =>
    new Date(value.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'));
  return {
    uid: field('UID'),
    sequence: Number(field('SEQUENCE')),
    method: field('METHOD'),
    start: instant(field('DTSTART')),
    end: instant(field('DTEND')),
  };
}

/** Every mail to `to` whose subject starts with `subject`, received since `after`, once there are `count` of them. */
async function mailsTo(to: string, subject: string, after: number, count: number): Promise<ReceivedMail[]> {
  const matching = async () =>
    (await allMail()).filter((m) => m.to.includes(to) && m.subject.startsWith(subject) && m.receivedAt >= after);
  await expect.poll(async () => (await matching()).length, { timeout: 20_000 }).toBe(count);
  return matching();
}

/** 'Tuesday 1 December, 10:00 WAT · 10:00 UTC' (the picker's, in this browser's zone) → the mails' Lagos time. */
const lagosPart = (label: string) => label.split(' · ')[0]!;

/** A session's card in the mentor's week: '<learner>, Tuesday 1 December at 10:00 WAT' (the mentor's zone, Lagos). */
const mentorCardName = (label: string) => `${learner.name}, ${lagosPart(label).replace(', ', ' at ')}`;

let dataDir: string;
let site: RunningApp;
/** Shared by the two tests: the learner's mailed My sessions link (path and query) and the sessions' invites. */
let mySessionsPath = '';
let first: Invite & { label: string };

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(path.join(tmpdir(), 'eazy2con-sessions-'));
  site = await startBuiltApp({ SMTP_URL: app.smtpUrl, RATE_LIMIT_SCALE: '20' }, { dataDir, keepData: true });
});

test.afterAll(async () => {
  await site?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Signs the demo admin of this file's app in (its password is in the app's data folder). */
const adminOf = (newPage: NewPage) => adminOfApp(newPage, { url: site.url, dataDir, adminEmail: DEMO_ADMIN_EMAIL });

test('a new mentor opens their hours; a learner books three, pays, gets the invites and moves one in My sessions', async ({
  page,
  newPage,
}) => {
  test.setTimeout(300_000);

  // The mentor: signs up and applies, the admin approves, the mentor writes a bio (the directory lists complete
  // profiles only).
  const mentorPage = await approvedMentorWithBio(await newPage(), await adminOf(newPage), site.url, {
    firstname: 'Ife',
    lastname,
    email: mentor.email,
    password: PASSWORD,
    bio: 'Ten years of web apps; I mentor one-on-one, patiently.',
  });

  // Availability: a new mentor has no hours; every day gets 09:00 until 17:00 (the default of Add hours).
  await openEveryDay(mentorPage, site.url);
  await expectAccessible(mentorPage);
  // The week of sessions shows those hours on each day, and no sessions yet.
  await menu(mentorPage).getByRole('link', { name: 'Sessions' }).click();
  await mentorPage.getByRole('heading', { level: 1, name: 'Sessions' }).waitFor();
  await expect(mentorPage.getByText('Available 09:00–17:00', { exact: true })).toHaveCount(7);
  await expect(mentorPage.getByText('No sessions', { exact: true })).toHaveCount(7);

  // The learner: the Personal plan at 2 calls a week, that mentor found by name, three of the first free times.
  await goto(page, `${site.url}/book-mentor`);
  await page.getByRole('heading', { level: 1, name: 'Book a Mentor' }).waitFor();
  expect(await page.getByLabel('Membership type').inputValue()).toBe('Personal');
  const often = page.getByRole('group', { name: 'How often?' });
  await expect(often.getByLabel('2 calls a week — ₦49,000 per month')).toBeChecked();
  await page.getByText('Amount: ₦49,000. 8 sessions of 60 minutes every 4 weeks.').waitFor();
  await page.getByLabel('Full name').fill(learner.name);
  await page.getByLabel('Phone', { exact: true }).fill('+234 803 000 4444');
  await page.getByLabel('Email').fill(learner.email);
  await page.getByLabel('Course', { exact: true }).selectOption('React');
  await page.getByLabel('Start date').fill(watDate());
  await page.getByLabel('End date').fill(addDays(watDate(), 185));
  await page.getByText('Choose your mentor first to see their free times.').waitFor();
  await chooseMentor(page, mentor.name);
  await page
    .getByTestId('booking-cycle')
    .getByText('Choose up to 8 times in it, 60 minutes each', { exact: false })
    .waitFor();
  const times = await chooseFreeTimes(bookingTimes(page), 3);
  await expectAccessible(page);
  const bookedAt = Date.now();
  await page.getByRole('button', { name: 'Book now' }).click();
  await page.getByRole('heading', { level: 1, name: 'Successfully Registered' }).waitFor();
  expect(await page.getByTestId('booked-times').getByRole('listitem').allTextContents()).toEqual(times);

  // Paid by card in the built-in sandbox.
  await page.getByRole('button', { name: 'Pay now' }).click();
  await page.getByText('Test payment — no money moves').waitFor();
  await page.getByText('₦49,000.00').waitFor();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect.poll(() => pathname(page)).toBe('/book-mentor-payment');
  await page.getByRole('heading', { name: 'Payment was successful!' }).waitFor();

  // One mail a session to each side, each with its calendar invite.
  const booked = await mailsTo(learner.email, 'Session booked: ', bookedAt, 3);
  expect(booked.map((m) => m.subject).sort()).toEqual(times.map((t) => `Session booked: ${lagosPart(t)}`).sort());
  const invites = booked.map((mail) => {
    expect(mail.text).toContain(`Your 60-minute session with ${mentor.name} is on ${mail.subject.slice(16)}.`);
    const invite = readInvite(mail);
    expect(invite.method).toBe('REQUEST');
    expect(invite.sequence).toBe(0);
    expect(invite.end.getTime() - invite.start.getTime()).toBe(60 * 60_000);
    return invite;
  });
  const toMentor = await mailsTo(mentor.email, 'Session booked: ', bookedAt, 3);
  expect(
    toMentor
      .map(readInvite)
      .map((i) => i.uid)
      .sort(),
  ).toEqual(invites.map((i) => i.uid).sort());
  const byStart = [...invites].sort((a, b) => a.start.getTime() - b.start.getTime());
  first = { ...byStart[0]!, label: times[0]! };
  const last = { ...byStart[2]!, label: times[2]! };

  // My sessions, from the mailed link: the three, soonest first, on the Personal plan with that mentor.
  const link = readLink(booked[0]!, `${site.url}/my-sessions?booking=`);
  mySessionsPath = link.slice(site.url.length);
  await goto(page, link);
  await page.getByRole('heading', { level: 1, name: 'My sessions' }).waitFor();
  await page.getByRole('heading', { name: `Personal plan with ${mentor.name}` }).waitFor();
  await expect(page.getByTestId('booked-count')).toHaveText('3 of 8 sessions booked this cycle');
  const upcoming = page.getByRole('list', { name: 'Upcoming sessions' });
  await expect(upcoming.getByRole('article')).toHaveCount(3);
  expect(await upcoming.getByRole('article').evaluateAll((cards) => cards.map((c) => c.ariaLabel))).toEqual(times);
  await expect(upcoming.getByText('The room opens 15 minutes before the start')).toHaveCount(3);
  await expectAccessible(page);

  // The last one moves to another free time, on a later day than the first session (the next test moves the clock
  // past the first one and expects the other two ahead); the new time shows, and both sides are mailed the change.
  const card = upcoming.getByRole('article', { name: last.label });
  await card.getByRole('button', { name: 'Reschedule' }).click();
  await card.getByRole('heading', { name: 'Choose a new time' }).waitFor();
  const firstDay = first.label.split(', ')[0];
  const [moved] = await chooseFreeTimes(card, 1, { skipDay: (heading) => heading === firstDay });
  expect(moved).not.toBe(last.label);
  const movedAt = Date.now();
  await card.getByRole('button', { name: 'Move to this time' }).click();
  await toast(page, 'Your session has moved').waitFor();
  const movedCard = upcoming.getByRole('article', { name: moved });
  await movedCard.getByText('Moved once', { exact: true }).waitFor();
  await expect(upcoming.getByRole('article', { name: last.label })).toHaveCount(0);
  await expect(upcoming.getByRole('article')).toHaveCount(3);
  await expect(page.getByTestId('booked-count')).toHaveText('3 of 8 sessions booked this cycle');
  const movedMail = await waitForMail(learner.email, { subjectIncludes: 'Session moved to ', after: movedAt });
  expect(movedMail.subject).toBe(`Session moved to ${lagosPart(moved!)}`);
  expect(movedMail.text).toContain(`has moved from ${lagosPart(last.label)} to ${lagosPart(moved!)}.`);
  const movedInvite = readInvite(movedMail);
  expect(movedInvite).toMatchObject({ uid: last.uid, sequence: 1, method: 'REQUEST' });
  expect(movedInvite.start.getTime()).not.toBe(last.start.getTime());
  await waitForMail(mentor.email, { subjectIncludes: `Session moved to ${lagosPart(moved!)}`, after: movedAt });

  // The mentor's week (this one, or the next when the first session falls there) lists it with Cancel; there is
  // nothing to record before it ends.
  await goto(mentorPage, `${site.url}/mentor-dashboard/sessions`);
  await mentorPage.getByRole('heading', { level: 1, name: 'Sessions' }).waitFor();
  await mentorPage.getByRole('list', { name: /^Week of / }).waitFor();
  const firstCard = mentorPage.getByRole('article', { name: mentorCardName(first.label) });
  if ((await firstCard.count()) === 0) await mentorPage.getByRole('button', { name: 'Next week' }).click();
  await firstCard.getByText('Room opens 15 minutes before', { exact: true }).waitFor();
  await firstCard.getByRole('button', { name: 'Cancel' }).waitFor();
  await expect(firstCard.getByRole('button', { name: 'Record outcome' })).toHaveCount(0);
  await expectAccessible(mentorPage);
});

test('after the session: the mentor records it held; the learner confirms it and reviews the mentor', async ({
  newPage,
}) => {
  test.setTimeout(240_000);
  expect(mySessionsPath, 'the first test booked the sessions').not.toBe('');

  // The same app and data, its sessions' clock moved to just past the end of the first session.
  const offset = Math.ceil((first.end.getTime() - Date.now()) / 60_000) + 2;
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
  const firstLagos = lagosPart(first.label);

  // The mentor's week (in their zone, Lagos): the ended session offers Record outcome.
  const mentorPage = await pageAhead(newPage, offset);
  await logInAsMentor(mentorPage, mentor.email, PASSWORD, site.url);
  await goto(mentorPage, `${site.url}/mentor-dashboard/sessions`);
  await mentorPage.getByRole('heading', { level: 1, name: 'Sessions' }).waitFor();
  const session = mentorPage.getByRole('article', { name: mentorCardName(first.label) });
  await session.getByText('Personal', { exact: true }).waitFor();
  await session.getByRole('button', { name: 'Record outcome' }).click();
  const dialog = mentorPage.getByRole('dialog', { name: 'Record the outcome' });
  await dialog.getByRole('button', { name: 'Record outcome' }).click();
  await dialog.getByText('Choose what happened', { exact: true }).waitFor();
  await dialog.getByRole('radio', { name: 'Held' }).check();
  await dialog.getByLabel('Private notes (the learner does not see them)').fill('Hooks and state; next: effects.');
  await expectAccessible(mentorPage);
  const recordedAt = Date.now();
  await dialog.getByRole('button', { name: 'Record outcome' }).click();
  await toast(mentorPage, 'Outcome recorded').waitFor();
  const outcome = session.getByTestId('session-outcome');
  await outcome.getByText('Outcome: Held').waitFor();
  await outcome.getByText('Your notes: Hooks and state; next: effects.').waitFor();
  await outcome.getByText(`Waiting for the learner until `, { exact: false }).waitFor();

  // The learner is asked to confirm it.
  const asked = await waitForMail(learner.email, { subjectIncludes: 'How did your session on ', after: recordedAt });
  expect(asked.subject).toBe(`How did your session on ${firstLagos} go?`);
  expect(asked.text).toContain(`${mentor.name} recorded that the session took place (${firstLagos}).`);

  // My sessions (the mailed link, on this app): the session is past, held, to confirm; then the review.
  const learnerPage = await pageAhead(newPage, offset);
  await goto(learnerPage, `${site.url}${mySessionsPath}`);
  await learnerPage.getByRole('heading', { level: 1, name: 'My sessions' }).waitFor();
  const past = learnerPage.getByRole('list', { name: 'Past and cancelled sessions' }).getByRole('article', {
    name: first.label,
  });
  await expect(past.getByTestId('session-outcome')).toHaveText('Held');
  await past.getByText('Did it go as your mentor recorded?', { exact: false }).waitFor();
  await expect(learnerPage.getByRole('list', { name: 'Upcoming sessions' }).getByRole('article')).toHaveCount(2);
  await expectAccessible(learnerPage);
  await past.getByRole('button', { name: 'Confirm', exact: true }).click();
  await toast(learnerPage, 'Thank you for confirming').waitFor();
  await past.getByText('You confirmed this', { exact: true }).waitFor();

  await past.getByRole('button', { name: 'Review your mentor' }).click();
  await past.getByRole('heading', { name: `Review ${mentor.name}` }).waitFor();
  await expect(past.getByLabel('Your name')).toHaveValue(learner.name);
  await past.getByRole('radio', { name: 'wonderful' }).check({ force: true });
  const review = 'Clear and patient: my first React app runs.';
  await past.getByLabel('Your message').fill(review);
  await expectAccessible(learnerPage);
  await past.getByRole('button', { name: 'Post my review' }).click();
  await past.getByRole('status').getByText('Thank you: your review is on your mentor’s profile').waitFor();

  // The mentor sees the learner's answer; the review is on the mentor's public profile.
  await reload(mentorPage);
  await session.getByTestId('session-outcome').getByText('The learner confirmed it.').waitFor();
  await menu(mentorPage).getByRole('link', { name: 'View Profile' }).click();
  await mentorPage.getByRole('heading', { level: 1, name: mentor.name }).waitFor();
  await mentorPage.getByTestId('review-list').getByText(review).waitFor();
});
