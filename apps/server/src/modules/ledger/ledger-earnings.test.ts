import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, nextIp, type TestApp } from '../../test/test-app';
import { mentorSession, signUpConfirmed } from '../accounts/test-helpers';
import { mentors } from '../mentors/mentors.schema';
import { bookMentor } from '../payments/payments.fixtures';
import { payments } from '../payments/payments.schema';
import { booked, bookingWith, slotsOf, type BookedSession, type CreatedBooking } from '../sessions/sessions.fixtures';
import { mentorAvailability } from '../sessions/sessions.schema';
import { CASH, PLATFORM_FEES, PLATFORM_REVENUE } from './ledger.accounts';

/**
 * The ledger following the facts, through the API (issue 23): a mentor booking paid in the built-in sandbox credits
 * the fee and the mentor's pending share; a held session that stands moves its share to available; the cycle's
 * end releases the rest; every run repeated changes nothing.
 */

const START = `mutation ($kind: PayableBookingKind!, $bookingId: ID!, $token: String!) {
  startPayment(kind: $kind, bookingId: $bookingId, token: $token) { link txRef } }`;
const SETTLE = `mutation ($txRef: String!, $transactionId: String, $status: String) {
  settlePayment(txRef: $txRef, transactionId: $transactionId, status: $status) { status paid } }`;
const MARK = `mutation ($id: ID!, $outcome: SessionOutcome!) { markSessionOutcome(id: $id, outcome: $outcome) { id } }`;
const RESPOND = `mutation ($id: ID!, $token: String, $response: LearnerResponse!) {
  respondToSession(id: $id, token: $token, response: $response) { id } }`;
const EARNINGS = `query ($limit: Int, $nextToken: String) {
  mentorEarnings {
    pendingKobo availableKobo inFlightKobo paidKobo
    history(limit: $limit, nextToken: $nextToken) { items { id bucket memo amountKobo createdAt } nextToken }
  }
}`;

interface Earnings {
  pendingKobo: number;
  availableKobo: number;
  inFlightKobo: number;
  paidKobo: number;
  history: { items: { id: string; bucket: string; memo: string; amountKobo: number }[]; nextToken: string | null };
}

const HOUR = 3_600_000;
// Personal, '2 calls a week': ₦49,000 for 8 sessions; the fee is 20 %.
const PRICE = 4_900_000;
const FEE = 980_000;
const SHARE = PRICE - FEE;
const PER_SESSION = SHARE / 8;

let t: TestApp;
let mentor: { id: string; cookie: string };
const realClock = () => new Date();
/** The app's one clock (sessions, the ledger and payouts read it): the tests move it. */
let nowOf = realClock;
const clock = { now: () => nowOf() };

beforeAll(async () => {
  // No FLW_SECRET_KEY: the built-in sandbox takes the payments.
  t = await createTestApp({ clock, env: { PUBLIC_URL: 'http://localhost:3000' } });
  const signedIn = await mentorSession(t, 'ledger-mentor@example.com');
  await t.database.db
    .update(mentors)
    .set({ status: 'ACCEPTED', isActive: true })
    .where(eq(mentors.id, signedIn.mentorId));
  await t.database.db.insert(mentorAvailability).values({
    mentorId: signedIn.mentorId,
    timeZone: 'Africa/Lagos',
    weekly: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, start: '00:00', end: '24:00' })),
    overrides: [],
    timeOff: [],
    minNoticeMinutes: 12 * 60,
    bufferMinutes: 15,
    horizonDays: 28,
    acceptingNewMentees: true,
  });
  mentor = { id: signedIn.mentorId, cookie: signedIn.cookie };
});
afterAll(() => t.close());
beforeEach(() => {
  t.clientIp = nextIp();
});
afterEach(() => {
  nowOf = realClock;
});

const facts = () => t.app.services.ledger.facts;
const ledger = () => t.app.services.ledger.service;

async function earnings(cookie = mentor.cookie, page: { limit?: number; nextToken?: string } = {}) {
  const res = await t.gql<{ mentorEarnings: Earnings }>(EARNINGS, page, { cookie });
  if (!res.data) throw new Error(`mentorEarnings failed: ${JSON.stringify(res.errors)}`);
  return res.data.mentorEarnings;
}

/** Pays a booking through the sandbox's checkout page, as the browser does. */
async function payInSandbox(kind: 'MENTOR' | 'CAMP', id: string, token: string): Promise<void> {
  const started = await t.gql<{ startPayment: { link: string } }>(START, { kind, bookingId: id, token });
  const link = started.data?.startPayment.link;
  if (!link) throw new Error(`startPayment failed: ${JSON.stringify(started.errors)}`);
  const chosen = await t.app.http.inject({
    method: 'POST',
    url: new URL(link).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ outcome: 'successful' }).toString(),
  });
  const q = new URL(String(chosen.headers.location)).searchParams;
  const settled = await t.gql<{ settlePayment: { paid: boolean } }>(SETTLE, {
    txRef: q.get('tx_ref'),
    transactionId: q.get('transaction_id'),
    status: q.get('status'),
  });
  expect(settled.data?.settlePayment.paid).toBe(true);
}

async function paidBookingWithSessions(count: number): Promise<{ booking: CreatedBooking; sessions: BookedSession[] }> {
  const booking = await bookingWith(t, mentor.id, { type: 'Personal', planOption: '2-per-week' });
  expect(booking.amountKobo).toBe(PRICE);
  await payInSandbox('MENTOR', booking.id, booking.accessToken);
  const slots = await slotsOf(t, mentor.id, 7);
  const sessions: BookedSession[] = [];
  for (let i = 0; i < count; i += 1) {
    const slot = slots[30 + i * 4];
    if (!slot) throw new Error('no slot');
    sessions.push(await booked(t, booking, slot.start));
  }
  return { booking, sessions };
}

const markHeld = async (session: BookedSession) => {
  nowOf = () => new Date(new Date(session.end).getTime() + 5 * 60_000);
  const res = await t.gql(MARK, { id: session.id, outcome: 'HELD' }, { cookie: mentor.cookie });
  expect(res.errors).toBeUndefined();
};
const respond = async (session: BookedSession, booking: CreatedBooking, response: 'CONFIRMED' | 'DISPUTED') => {
  const res = await t.gql(RESPOND, { id: session.id, token: booking.accessToken, response });
  expect(res.errors).toBeUndefined();
};

describe('mentorEarnings follows the ledger', () => {
  it('refuses anyone but a signed-in mentor', async () => {
    const anonymous = await t.gql(EARNINGS, {});
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const learner = await signUpConfirmed(t, 'ledger-learner@example.com');
    const res = await t.gql(EARNINGS, {}, { cookie: learner });
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('a paid booking: 20 % to the platform, 80 % pending for the mentor; a held session moves its share; replays change nothing', async () => {
    const before = await ledger().balances([CASH, PLATFORM_FEES]);
    const start = await earnings();
    const { booking, sessions } = await paidBookingWithSessions(3);

    // Posted right after the settlement committed (onPaid); the periodic catch-up then finds nothing to do.
    await vi.waitFor(async () => expect((await earnings()).pendingKobo - start.pendingKobo).toBe(SHARE));
    expect(await facts().postSettledPayments()).toBe(0);
    const after = await ledger().balances([CASH, PLATFORM_FEES]);
    expect((after.get(CASH) ?? 0) - (before.get(CASH) ?? 0)).toBe(PRICE);
    expect((after.get(PLATFORM_FEES) ?? 0) - (before.get(PLATFORM_FEES) ?? 0)).toBe(-FEE);
    const paid = await earnings();
    expect(paid.pendingKobo - start.pendingKobo).toBe(SHARE);
    expect(paid.availableKobo).toBe(start.availableKobo);
    expect(paid.history.items[0]).toMatchObject({
      bucket: 'PENDING',
      amountKobo: SHARE,
      memo: 'Booking paid: Personal plan, React',
    });

    // Held and confirmed: that session's share becomes available. Held, no answer yet: nothing until 72 h passed.
    const [first, second, third] = sessions;
    if (!first || !second || !third) throw new Error('sessions missing');
    await markHeld(first);
    await respond(first, booking, 'CONFIRMED');
    await markHeld(second);
    await markHeld(third);
    await respond(third, booking, 'DISPUTED');
    // The confirmation released the first at once; the job's run finds nothing more to release.
    expect(await facts().releaseHeldSessions()).toBe(0);
    const held = await earnings();
    expect(held.availableKobo - start.availableKobo).toBe(PER_SESSION);
    expect(held.pendingKobo - start.pendingKobo).toBe(SHARE - PER_SESSION);
    expect(held.history.items[0]).toMatchObject({ bucket: 'AVAILABLE', amountKobo: PER_SESSION });
    expect(held.history.items[0]?.memo).toMatch(/^Session held: /);

    // Every run again, and both at once: nothing more is posted.
    expect(await Promise.all([facts().postSettledPayments(), facts().releaseHeldSessions()])).toEqual([0, 0]);
    expect(await earnings()).toEqual(held);

    // 72 hours of silence after the second: it stands. The disputed one never releases, nor does the cycle's rest.
    nowOf = () => new Date(new Date(second.end).getTime() + 73 * HOUR);
    expect(await facts().releaseHeldSessions()).toBe(1);
    nowOf = () => new Date(Date.now() + 40 * 24 * HOUR);
    expect(await facts().releaseHeldSessions()).toBe(0);
    const late = await earnings();
    expect(late.availableKobo - start.availableKobo).toBe(2 * PER_SESSION);
    expect(late.pendingKobo - start.pendingKobo).toBe(SHARE - 2 * PER_SESSION);
  });

  it("a booking whose cycle ended releases what is left; another mentor's figures stay apart", async () => {
    const start = await earnings();
    const { booking, sessions } = await paidBookingWithSessions(1);
    const [only] = sessions;
    if (!only) throw new Error('session missing');
    await markHeld(only);
    await respond(only, booking, 'CONFIRMED');
    await facts().postSettledPayments();
    nowOf = () => new Date(Date.now() + 29 * 24 * HOUR);
    // The session was released when the learner confirmed it; the cycle's end releases the rest.
    expect(await facts().releaseHeldSessions()).toBe(1);
    const ended = await earnings();
    expect(ended.pendingKobo).toBe(start.pendingKobo);
    expect(ended.availableKobo - start.availableKobo).toBe(SHARE);
    expect(ended.history.items[0]).toMatchObject({ bucket: 'AVAILABLE', amountKobo: SHARE - PER_SESSION });
    expect(ended.history.items[0]?.memo).toBe('Cycle ended: Personal plan, React');
    expect(await facts().releaseHeldSessions()).toBe(0);

    const other = await mentorSession(t, 'ledger-other@example.com');
    await t.database.db
      .update(mentors)
      .set({ status: 'ACCEPTED', isActive: true })
      .where(eq(mentors.id, other.mentorId));
    expect(await earnings(other.cookie)).toEqual({
      pendingKobo: 0,
      availableKobo: 0,
      inFlightKobo: 0,
      paidKobo: 0,
      history: { items: [], nextToken: null },
    });
  });

  it('a payment with no mentor named (a booking from the plans page) is the platform’s revenue', async () => {
    const before = (await ledger().balances([PLATFORM_REVENUE])).get(PLATFORM_REVENUE) ?? 0;
    const booking = await bookMentor(t, { audience: 'adult', type: 'Personal', email: 'ledger-nomentor@example.com' });
    await payInSandbox('MENTOR', booking.id, booking.token);
    await vi.waitFor(async () => {
      const after = (await ledger().balances([PLATFORM_REVENUE])).get(PLATFORM_REVENUE) ?? 0;
      expect(after - before).toBe(-booking.amountKobo);
    });
  });

  it('the catch-up posts a settled payment the ledger missed, once, with the provider’s figure', async () => {
    const booking = await bookingWith(t, mentor.id, { type: 'Personal', planOption: '2-per-week' });
    const start = await earnings();
    // Settled while the ledger was not told (a crash between the commit and onPaid): only the catch-up finds it.
    await t.database.db.insert(payments).values({
      txRef: `missed-${booking.id}`,
      bookingKind: 'mentor',
      bookingId: booking.id,
      amountKobo: PRICE,
      paidKobo: PRICE,
      status: 'successful',
      provider: 'sandbox',
      settledAt: new Date(),
    });
    expect(await Promise.all([facts().postSettledPayments(), facts().postSettledPayments()])).toSatisfy(
      (counts: number[]) => counts[0]! + counts[1]! === 1,
    );
    expect((await earnings()).pendingKobo - start.pendingKobo).toBe(SHARE);
    expect(await facts().run()).toEqual({ payments: 0, releases: 0 });
  });

  it('looks at the last week every few minutes and at every payment once a day', async () => {
    const booking = await bookingWith(t, mentor.id, { type: 'Personal', planOption: '2-per-week' });
    const start = await earnings();
    // Missed by the ledger and made eight days ago (a job runner down for a week): the frequent run's window
    // leaves it to the daily one, which posts it once.
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 60 * 60_000);
    await t.database.db.insert(payments).values({
      txRef: `old-missed-${booking.id}`,
      bookingKind: 'mentor',
      bookingId: booking.id,
      amountKobo: PRICE,
      paidKobo: PRICE,
      status: 'successful',
      provider: 'sandbox',
      createdAt: eightDaysAgo,
      settledAt: eightDaysAgo,
    });
    expect((await facts().run()).payments).toBe(0);
    expect((await earnings()).pendingKobo).toBe(start.pendingKobo);
    expect((await facts().runFull()).payments).toBe(1);
    expect((await earnings()).pendingKobo - start.pendingKobo).toBe(SHARE);
    expect((await facts().runFull()).payments).toBe(0);
  });

  it('pages the history in the database, newest first', async () => {
    const all = (await earnings(mentor.cookie, { limit: 100 })).history.items;
    expect(all.length).toBeGreaterThanOrEqual(4);
    const first = await earnings(mentor.cookie, { limit: 2 });
    expect(first.history.items.map((i) => i.id)).toEqual(all.slice(0, 2).map((i) => i.id));
    const second = await earnings(mentor.cookie, { limit: 2, nextToken: first.history.nextToken ?? '' });
    expect(second.history.items.map((i) => i.id)).toEqual(all.slice(2, 4).map((i) => i.id));
    const bad = await t.gql(EARNINGS, { nextToken: 'nope' }, { cookie: mentor.cookie });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
