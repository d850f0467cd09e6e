import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '@eazy2con/shared/zoned-time';
import { createTestApp, nextIp, type TestApp } from '../../test/test-app';
import { bookingWith, mentorWithHours, type CreatedBooking } from '../sessions/sessions.fixtures';
import { mentoringSessions } from '../sessions/sessions.schema';
import { ledgerEntries } from '../ledger/ledger.schema';
import { dayStart } from './membership-rules';
import { memberships, standingTimes } from './memberships.schema';
import { signUpConfirmed } from '../accounts/test-helpers';
import { DELETE_ACCOUNT, mailData, REQUEST_CODE } from '../data-rights/test-helpers';

/**
 * Memberships (issue 36) through the API and the renewal job, on the app's one clock moved by the test: a paid
 * plan booking continues cycle after cycle, with standing times, a reminder, a renewal by transfer, a lapse after
 * the grace, a pause and a cancel.
 */
let t: TestApp;
let mentor: { id: string; email: string };
let offsetMs = 0;
const clock = { now: () => new Date(Date.now() + offsetMs) };

const FIELDS = `bookingId status autoRenew nextRenewalOn pausedUntil planOption nextPlanOption graceUntil
  standingTimes { weekday time timeZone } paymentMethod { kind last4 expiry }
  cycles { number startsOn endsOn status sessionsIncluded sessionsUsed sessionsCarried amountKobo paid } payLink`;
const MEMBERSHIP = `query ($bookingId: ID!, $token: String) { membership(bookingId: $bookingId, token: $token) { ${FIELDS} } }`;
const SET_TIMES = `mutation ($bookingId: ID!, $token: String, $times: [StandingTimeInput!]!) {
  setStandingTimes(bookingId: $bookingId, token: $token, times: $times) { ${FIELDS} } }`;
const PAUSE = `mutation ($bookingId: ID!, $token: String, $days: Int!) {
  pauseMembership(bookingId: $bookingId, token: $token, days: $days) { ${FIELDS} } }`;
const RESUME = `mutation ($bookingId: ID!, $token: String) { resumeMembership(bookingId: $bookingId, token: $token) { ${FIELDS} } }`;
const CANCEL = `mutation ($bookingId: ID!, $token: String) {
  cancelMembership(bookingId: $bookingId, token: $token, reason: "Exams") { ${FIELDS} } }`;
const OPEN_INVOICE = `mutation ($bookingId: ID!, $token: String) {
  openInvoice(kind: MEMBERSHIP_CYCLE, bookingId: $bookingId, token: $token) { id } }`;
const SIMULATE = `mutation ($id: ID!, $token: String, $outcome: SimulatedTransfer!) {
  simulateTransfer(id: $id, token: $token, outcome: $outcome) { id } }`;
const CHANGE = `mutation ($bookingId: ID!, $token: String, $planOption: String!) {
  changeMembershipPlan(bookingId: $bookingId, token: $token, planOption: $planOption) { ${FIELDS} } }`;

interface Membership {
  status: string;
  nextRenewalOn: string | null;
  pausedUntil: string | null;
  standingTimes: { weekday: string; time: string; timeZone: string }[];
  paymentMethod: { kind: string };
  cycles: {
    number: number;
    status: string;
    paid: boolean;
    sessionsIncluded: number;
    amountKobo: number;
    startsOn: string;
  }[];
}
type Answer = {
  data?: Record<string, Membership | null> | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
};

const ask = async (query: string, booking: CreatedBooking, extra: Record<string, unknown> = {}, cookie?: string) =>
  (await t.gql(
    query,
    { bookingId: booking.id, token: booking.accessToken, ...extra },
    cookie ? { cookie } : {},
  )) as Answer;
const membershipOf = async (booking: CreatedBooking) => (await ask(MEMBERSHIP, booking)).data?.membership ?? null;
const errorOf = (answer: Answer) => answer.errors?.[0]?.message;
const runJob = () => t.app.services.memberships.renewals.run();
/** Moves the app's clock to `hours` after Lagos midnight of `day`. */
const moveTo = (day: string, hours = 9) => {
  offsetMs = dayStart(day).getTime() + hours * 3_600_000 - Date.now();
};
const mailsTo = async (to: string) =>
  (await t.app.services.mail.list({ to, limit: 100 })).items.map((m) => ({ subject: m.rendered?.subject ?? '' }));
const sessionsOf = (bookingId: string) =>
  t.database.db.select().from(mentoringSessions).where(eq(mentoringSessions.bookingId, bookingId));

// Tuesday and Thursday at 18:00 Lagos: inside the fixture mentor's hours (every day 06:00-22:00).
const TIMES = [
  { weekday: 'TUESDAY', time: '18:00', timeZone: 'Africa/Lagos' },
  { weekday: 'THURSDAY', time: '18:00', timeZone: 'Africa/Lagos' },
];

beforeAll(async () => {
  // Mentors hours reach 10 weeks ahead, so a renewal four weeks on finds its standing times bookable.
  t = await createTestApp({ clock, env: { RATE_LIMIT_SCALE: '100' } });
});
afterAll(() => t.close());
beforeEach(async () => {
  offsetMs = 0;
  t.clientIp = nextIp();
  // A mentor of its own for each test: one learner's standing times take the mentor's hour from any other.
  mentor = await mentorWithHours(t, { horizonDays: 70 });
});

describe('a paid plan booking is a membership', () => {
  it('answers its first cycle, paid, renewing four weeks after the start; a trial or unpaid booking has none', async () => {
    const booking = await bookingWith(t, mentor.id, { paid: true });
    const membership = await membershipOf(booking);
    expect(membership?.status).toBe('ACTIVE');
    expect(membership?.cycles).toHaveLength(1);
    expect(membership?.cycles[0]).toMatchObject({
      number: 1,
      status: 'PAID',
      paid: true,
      amountKobo: booking.amountKobo,
    });
    expect(membership?.nextRenewalOn).toBe(addDays(membership?.cycles[0]?.startsOn ?? '', 28));
    expect(membership?.paymentMethod.kind).toBe('TRANSFER');

    const unpaid = await bookingWith(t, mentor.id);
    expect(await membershipOf(unpaid)).toBeNull();
  });

  it('answers "not found" to a stranger and to another booking’s token; the mentor reads but cannot change', async () => {
    const booking = await bookingWith(t, mentor.id, { paid: true });
    const other = await bookingWith(t, mentor.id, { paid: true });
    const wrongToken = await t.gql(MEMBERSHIP, { bookingId: booking.id, token: other.accessToken });
    expect(errorOf(wrongToken as Answer)).toBe('This booking was not found');
    const stranger = await t.gql(MEMBERSHIP, { bookingId: booking.id });
    expect(errorOf(stranger as Answer)).toBe('This booking was not found');
    const missing = await t.gql(MEMBERSHIP, { bookingId: crypto.randomUUID(), token: booking.accessToken });
    expect(errorOf(missing as Answer)).toBe('This booking was not found');
  });
});

describe('standing times', () => {
  it('keeps times inside the mentor’s hours and refuses others, changing nothing', async () => {
    const booking = await bookingWith(t, mentor.id, { paid: true });
    const set = await ask(SET_TIMES, booking, { times: TIMES });
    expect(set.errors).toBeUndefined();
    expect(set.data?.setStandingTimes?.standingTimes).toEqual(TIMES);

    const late = await ask(SET_TIMES, booking, {
      times: [{ weekday: 'MONDAY', time: '23:00', timeZone: 'Africa/Lagos' }],
    });
    expect(errorOf(late)).toBe('This weekly time is outside the mentor’s hours');
    const twice = await ask(SET_TIMES, booking, { times: [TIMES[0], TIMES[0]] });
    expect(errorOf(twice)).toBe('Each weekly time can be chosen once');
    expect((await membershipOf(booking))?.standingTimes).toEqual(TIMES);
  });
});

describe('renewal', () => {
  it('reminds three days before, renews by transfer on the day with the times held, and counts the paid cycle', async () => {
    const booking = await bookingWith(t, mentor.id, { paid: true, email: 'renew-transfer@example.com' });
    await ask(SET_TIMES, booking, { times: TIMES });
    const renewsOn = (await membershipOf(booking))?.nextRenewalOn ?? '';

    moveTo(addDays(renewsOn, -3));
    await runJob();
    const reminder = (await mailsTo('renew-transfer@example.com')).find((m) => /renews on/.test(m.subject));
    expect(reminder?.subject).toContain('renews on');
    await runJob(); // once per cycle
    expect((await mailsTo('renew-transfer@example.com')).filter((m) => /renews on/.test(m.subject))).toHaveLength(1);

    moveTo(renewsOn);
    await runJob();
    const inGrace = await membershipOf(booking);
    expect(inGrace?.status).toBe('IN_GRACE');
    expect(inGrace?.cycles[1]).toMatchObject({ number: 2, status: 'IN_GRACE', paid: false, startsOn: renewsOn });
    const held = (await sessionsOf(booking.id)).filter((s) => s.cycle === 2 && s.status === 'BOOKED');
    // Two a week for four weeks, up to the plan's sessions.
    expect(held.length).toBe(Math.min(8, inGrace?.cycles[1]?.sessionsIncluded ?? 0));
    expect(held.every((s) => [2, 4].includes(new Date(s.startAt.getTime() + 3_600_000).getUTCDay()))).toBe(true);
    expect((await mailsTo('renew-transfer@example.com')).some((m) => /not paid yet/.test(m.subject))).toBe(true);

    // The learner pays the cycle's invoice by transfer (the sandbox's test account): the payments module settles it
    // like any booking, the cycle becomes the one in force, and the ledger credits the mentor's share of it.
    const cycleId = await cycleIdOf(booking.id, 2);
    const opened = await t.gql<{ openInvoice: { id: string } }>(OPEN_INVOICE, {
      bookingId: cycleId,
      token: booking.accessToken,
    });
    const invoiceId = opened.data?.openInvoice.id ?? '';
    const paid = await t.gql(SIMULATE, { id: invoiceId, token: booking.accessToken, outcome: 'FULL' });
    expect(paid.errors).toBeUndefined();
    await t.app.services.ledger.facts.postPaymentsOf('membershipCycle', cycleId);
    const entries = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.bookingKey, `membershipCycle:${cycleId}`));
    expect(entries.find((e) => e.account === `mentor_pending:${mentor.id}`)?.amountKobo).toBeLessThan(0);
    expect(entries.find((e) => e.account === 'cash')?.amountKobo).toBe(inGrace?.cycles[1]?.amountKobo);
    const renewed = await membershipOf(booking);
    expect(renewed?.status).toBe('ACTIVE');
    expect(renewed?.cycles[1]).toMatchObject({ status: 'PAID', paid: true });
    expect(renewed?.nextRenewalOn).toBe(addDays(renewsOn, 28));
  });

  it('ends a membership whose renewal is not paid within the grace, releasing its held times', async () => {
    const booking = await bookingWith(t, mentor.id, { paid: true, email: 'lapse@example.com' });
    await ask(SET_TIMES, booking, { times: [TIMES[0]] });
    const renewsOn = (await membershipOf(booking))?.nextRenewalOn ?? '';
    moveTo(renewsOn);
    await runJob();
    expect((await sessionsOf(booking.id)).some((s) => s.cycle === 2 && s.status === 'BOOKED')).toBe(true);

    moveTo(addDays(renewsOn, 3), 23);
    await runJob();
    expect((await membershipOf(booking))?.status).toBe('IN_GRACE'); // held through the grace's last day
    moveTo(addDays(renewsOn, 4), 0.5);
    await runJob();
    const ended = await membershipOf(booking);
    expect(ended?.status).toBe('ENDED');
    expect(ended?.cycles[1]?.status).toBe('LAPSED');
    expect((await sessionsOf(booking.id)).filter((s) => s.cycle === 2).every((s) => s.status === 'RELEASED')).toBe(
      true,
    );
    expect((await mailsTo('lapse@example.com')).some((m) => /has ended/.test(m.subject))).toBe(true);
    expect((await mailsTo(mentor.email)).some((m) => /has ended/.test(m.subject))).toBe(true);
  });
});

describe('pause, resume, cancel, change', () => {
  it('pauses once a cycle for 7 to 20 days, moving the renewal; resuming gives the unused days back', async () => {
    const booking = await bookingWith(t, mentor.id, { paid: true });
    const renewsOn = (await membershipOf(booking))?.nextRenewalOn ?? '';
    expect(errorOf(await ask(PAUSE, booking, { days: 30 }))).toBe('A pause is 7 to 20 days');
    const paused = await ask(PAUSE, booking, { days: 10 });
    expect(paused.data?.pauseMembership).toMatchObject({ status: 'PAUSED', nextRenewalOn: addDays(renewsOn, 10) });

    const resumed = await ask(RESUME, booking);
    expect(resumed.data?.resumeMembership).toMatchObject({ status: 'ACTIVE', nextRenewalOn: renewsOn });
    expect(errorOf(await ask(PAUSE, booking, { days: 7 }))).toBe('You have already paused once this cycle');
    expect((await membershipOf(booking))?.nextRenewalOn).toBe(renewsOn);
  });

  it('cancels to the end of the cycle: nothing more is charged and the membership ends on the renewal day', async () => {
    const booking = await bookingWith(t, mentor.id, { paid: true });
    const renewsOn = (await membershipOf(booking))?.nextRenewalOn ?? '';
    const cancelled = await ask(CANCEL, booking);
    expect(cancelled.data?.cancelMembership).toMatchObject({ status: 'ENDING', nextRenewalOn: null });
    moveTo(renewsOn);
    await runJob();
    const ended = await membershipOf(booking);
    expect(ended?.status).toBe('ENDED');
    expect(ended?.cycles).toHaveLength(1);
  });

  it('takes a plan option of the booking’s plan from the next cycle, and refuses one that does not exist', async () => {
    const booking = await bookingWith(t, mentor.id, { paid: true });
    expect(errorOf(await ask(CHANGE, booking, { planOption: 'platinum' }))).toBe('This plan has no such option');
    const changed = await ask(CHANGE, booking, { planOption: '3-per-week' });
    expect(changed.data?.changeMembershipPlan).toMatchObject({
      planOption: '2-per-week',
      nextPlanOption: '3-per-week',
    });

    // The next cycle is made at the new option, and the one after keeps it (the change is not undone by paying).
    const renewsOn = (await membershipOf(booking))?.nextRenewalOn ?? '';
    moveTo(renewsOn);
    await runJob();
    const next = (await membershipOf(booking))?.cycles[1];
    expect(next).toMatchObject({ sessionsIncluded: 12, amountKobo: 7_500_000 });
    // Paid (the settlement's write through the cycle's payable port), in a transaction as the settlement does.
    const cycle2 = await cycleIdOf(booking.id, 2);
    const source = t.app.services.payments.service['deps'].bookings.membershipCycle;
    await t.database.db.transaction(async (tx) => {
      await source?.setPayment(tx, cycle2, { status: 'PAID', txRef: 'plan-change-test' });
    });
    moveTo(addDays(renewsOn, 28));
    await runJob();
    expect((await membershipOf(booking))?.cycles[2]).toMatchObject({ number: 3, sessionsIncluded: 12 });
  });
});

describe('data rights', () => {
  it('ends the membership of a deleted account: nothing more is charged or booked, its weekly times are gone', async () => {
    const email = `member-deleted-${Date.now()}@example.com`;
    const cookie = await signUpConfirmed(t, email);
    const booking = await bookingWith(t, mentor.id, { paid: true, email });
    await ask(SET_TIMES, booking, { times: [TIMES[0]] });
    expect((await membershipOf(booking))?.status).toBe('ACTIVE');
    await t.gql(REQUEST_CODE, {}, { cookie });
    const code = String((await mailData(t, email, 'account-deletion-code')).code);
    expect((await t.gql(DELETE_ACCOUNT, { code }, { cookie })).data).toEqual({ deleteMyAccount: true });
    const [row] = await t.database.db.select().from(memberships).where(eq(memberships.bookingId, booking.id));
    expect(row).toMatchObject({ status: 'ENDED', autoRenew: false });
    expect(await t.database.db.select().from(standingTimes).where(eq(standingTimes.bookingId, booking.id))).toEqual([]);
  });
});

async function cycleIdOf(bookingId: string, number: number): Promise<string> {
  const cycle = await t.app.services.memberships['deps'].repo.cycle(bookingId, number);
  if (!cycle) throw new Error(`no cycle ${number}`);
  return cycle.id;
}
