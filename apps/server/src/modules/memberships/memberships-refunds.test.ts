import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '@eazy2con/shared/zoned-time';
import { createTestApp, nextIp, type TestApp } from '../../test/test-app';
import { refunds } from '../money-out/refunds.schema';
import { payments } from '../payments/payments.schema';
import { bookingWith, mentorWithHours, type CreatedBooking } from '../sessions/sessions.fixtures';
import { mentoringSessions } from '../sessions/sessions.schema';
import { dayStart } from './membership-rules';
import { membershipCycles } from './memberships.schema';

/**
 * Cancelling a membership after a later cycle was paid (issue 36: refunds follow the existing terms per cycle,
 * decision 0034): a cycle paid ahead that has not begun is refunded in full; the cycle in force is refunded in full
 * within 7 days of paying when no session of it has taken place, and the membership ends at once; later, nothing is
 * refunded and the cycle runs to its end. A refunded membership cannot be taken back.
 */
let t: TestApp;
let mentorId: string;
let offsetMs = 0;
const clock = { now: () => new Date(Date.now() + offsetMs) };
const moveTo = (day: string, hours = 9) => {
  offsetMs = dayStart(day).getTime() + hours * 3_600_000 - Date.now();
};

const FIELDS = `status nextRenewalOn cycles { number status paid }`;
const MEMBERSHIP = `query ($bookingId: ID!, $token: String) { membership(bookingId: $bookingId, token: $token) { ${FIELDS} } }`;
const SET_TIMES = `mutation ($bookingId: ID!, $token: String, $times: [StandingTimeInput!]!) {
  setStandingTimes(bookingId: $bookingId, token: $token, times: $times) { ${FIELDS} } }`;
const PAY_NEXT = `mutation ($bookingId: ID!, $token: String) {
  payNextCycle(bookingId: $bookingId, token: $token, method: TRANSFER) { ${FIELDS} } }`;
const CANCEL = `mutation ($bookingId: ID!, $token: String) {
  cancelMembership(bookingId: $bookingId, token: $token, reason: "Moving abroad") { ${FIELDS} } }`;
const AUTO_RENEW = `mutation ($bookingId: ID!, $token: String) {
  setAutoRenew(bookingId: $bookingId, token: $token, on: true) { ${FIELDS} } }`;
const OPEN_INVOICE = `mutation ($bookingId: ID!, $token: String) {
  openInvoice(kind: MEMBERSHIP_CYCLE, bookingId: $bookingId, token: $token) { id } }`;
const SIMULATE = `mutation ($id: ID!, $token: String) { simulateTransfer(id: $id, token: $token, outcome: FULL) { id } }`;

interface Membership {
  status: string;
  nextRenewalOn: string | null;
  cycles: { number: number; status: string; paid: boolean }[];
}
type Answer = { data?: Record<string, Membership | null> | null; errors?: { message: string }[] };
const ask = async (query: string, booking: CreatedBooking, extra: Record<string, unknown> = {}) =>
  (await t.gql(query, { bookingId: booking.id, token: booking.accessToken, ...extra })) as Answer;
const membershipOf = async (booking: CreatedBooking) => (await ask(MEMBERSHIP, booking)).data?.membership ?? null;

async function cycleOf(bookingId: string, number: number) {
  const [cycle] = await t.database.db
    .select()
    .from(membershipCycles)
    .where(and(eq(membershipCycles.bookingId, bookingId), eq(membershipCycles.number, number)));
  if (!cycle) throw new Error(`no cycle ${number}`);
  return cycle;
}

/** The learner pays cycle 2 by transfer into its invoice (the sandbox's simulated transfer). */
async function payCycleTwo(booking: CreatedBooking) {
  const cycle = await cycleOf(booking.id, 2);
  const opened = await t.gql<{ openInvoice: { id: string } }>(OPEN_INVOICE, {
    bookingId: cycle.id,
    token: booking.accessToken,
  });
  const paid = await t.gql(SIMULATE, { id: opened.data?.openInvoice.id, token: booking.accessToken });
  expect(paid.errors).toBeUndefined();
  return cycle;
}
const refundsOf = (cycleId: string) => t.database.db.select().from(refunds).where(eq(refunds.bookingId, cycleId));
const bookedIn = async (bookingId: string, cycle: number) =>
  (await t.database.db.select().from(mentoringSessions).where(eq(mentoringSessions.bookingId, bookingId))).filter(
    (s) => s.cycle === cycle && s.status === 'BOOKED',
  );

beforeAll(async () => {
  t = await createTestApp({ clock, env: { RATE_LIMIT_SCALE: '100' } });
});
afterAll(() => t.close());
beforeEach(async () => {
  offsetMs = 0;
  t.clientIp = nextIp();
  mentorId = (await mentorWithHours(t, { horizonDays: 70 })).id;
});

describe('cancelling after a later cycle was paid', () => {
  it('refunds a cycle paid ahead in full, frees its times, and the cycle running ends as it would', async () => {
    const booking = await bookingWith(t, mentorId, { paid: true, email: 'paid-ahead@example.com' });
    await ask(SET_TIMES, booking, { times: [{ weekday: 'TUESDAY', time: '18:00', timeZone: 'Africa/Lagos' }] });
    const renewsOn = (await membershipOf(booking))?.nextRenewalOn ?? '';
    expect((await ask(PAY_NEXT, booking)).errors).toBeUndefined();
    const cycle = await payCycleTwo(booking);
    await t.app.services.memberships.renewals.bookPaidCycle(cycle.id);
    expect((await bookedIn(booking.id, 2)).length).toBeGreaterThan(0);

    const cancelled = await ask(CANCEL, booking);
    expect(cancelled.errors).toBeUndefined();
    expect(cancelled.data?.cancelMembership).toMatchObject({ status: 'ENDING', nextRenewalOn: null });
    expect(cancelled.data?.cancelMembership?.cycles[1]).toMatchObject({ number: 2, status: 'CANCELLED' });
    const [refund] = await refundsOf(cycle.id);
    expect(refund).toMatchObject({
      bookingKind: 'membershipCycle',
      amountKobo: cycle.amountKobo,
      automatic: true,
      reason: 'Cancelled before its cycle began',
    });
    expect(await bookedIn(booking.id, 2)).toEqual([]);
    // Money given back is not taken back by a switch: they book the mentor again.
    expect((await ask(AUTO_RENEW, booking)).errors?.[0]?.message).toBe(
      'This membership was cancelled with a refund: book the mentor again to continue',
    );
    // The first cycle runs to its end: the membership ends on the day the refunded one would have begun.
    moveTo(renewsOn);
    await t.app.services.memberships.renewals.run();
    expect((await membershipOf(booking))?.status).toBe('ENDED');
    expect((await ask(AUTO_RENEW, booking)).errors?.[0]?.message).toBe('This membership has ended');
  });

  it('refunds the cycle in force within 7 days of paying when none of it was used, ending the membership now', async () => {
    const booking = await bookingWith(t, mentorId, { paid: true, email: 'in-force@example.com' });
    const renewsOn = (await membershipOf(booking))?.nextRenewalOn ?? '';
    moveTo(renewsOn);
    await t.app.services.memberships.renewals.run();
    const cycle = await payCycleTwo(booking);
    // The payment is stamped with the machine's time; the test moved only the app's clock: it settled today.
    await t.database.db.update(payments).set({ settledAt: clock.now() }).where(eq(payments.bookingId, cycle.id));

    moveTo(addDays(renewsOn, 2));
    const cancelled = await ask(CANCEL, booking);
    expect(cancelled.errors).toBeUndefined();
    expect(cancelled.data?.cancelMembership).toMatchObject({ status: 'ENDED', nextRenewalOn: null });
    expect(await refundsOf(cycle.id)).toMatchObject([{ amountKobo: cycle.amountKobo, automatic: true }]);
    expect((await ask(PAY_NEXT, booking)).errors?.[0]?.message).toBe('This membership has ended');
  });

  it('refunds nothing after 7 days of the cycle in force: it runs to its end', async () => {
    const booking = await bookingWith(t, mentorId, { paid: true, email: 'late-cancel@example.com' });
    const renewsOn = (await membershipOf(booking))?.nextRenewalOn ?? '';
    moveTo(renewsOn);
    await t.app.services.memberships.renewals.run();
    const cycle = await payCycleTwo(booking);
    await t.database.db.update(payments).set({ settledAt: clock.now() }).where(eq(payments.bookingId, cycle.id));

    moveTo(addDays(renewsOn, 8));
    const cancelled = await ask(CANCEL, booking);
    expect(cancelled.data?.cancelMembership?.status).toBe('ENDING');
    expect(cancelled.data?.cancelMembership?.cycles[1]).toMatchObject({ status: 'PAID', paid: true });
    expect(await refundsOf(cycle.id)).toEqual([]);
  });
});
