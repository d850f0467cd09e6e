import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '@eazy2con/shared/zoned-time';
import { createTestApp, nextIp, type TestApp } from '../../test/test-app';
import { signUpConfirmed } from '../accounts/test-helpers';
import { ledgerEntries } from '../ledger/ledger.schema';
import { saveSandboxCard } from '../payments/saved-cards.fixtures';
import { savedCards } from '../payments/saved-cards.schema';
import { bookingWith, mentorWithHours, type CreatedBooking } from '../sessions/sessions.fixtures';
import { mentoringSessions } from '../sessions/sessions.schema';
import { dayStart } from './membership-rules';
import { membershipCycles } from './memberships.schema';

/**
 * Renewals on a saved card, through the payment sandbox's test cards (decision 0045): 2950 is charged, 4246 asks
 * for 3-D Secure, 6506 is declined. The app's one clock is moved by the test.
 */
let t: TestApp;
let offsetMs = 0;
const clock = { now: () => new Date(Date.now() + offsetMs) };
let n = 0;

const MEMBERSHIP = `query ($bookingId: ID!, $token: String) { membership(bookingId: $bookingId, token: $token) {
  status nextRenewalOn paymentMethod { kind last4 } cycles { number status paid amountKobo } } }`;
const SET_TIMES = `mutation ($bookingId: ID!, $token: String, $times: [StandingTimeInput!]!) {
  setStandingTimes(bookingId: $bookingId, token: $token, times: $times) { status } }`;

interface Membership {
  status: string;
  nextRenewalOn: string;
  paymentMethod: { kind: string; last4: string | null };
  cycles: { number: number; status: string; paid: boolean; amountKobo: number }[];
}
const membershipOf = async (b: CreatedBooking) =>
  (await t.gql<{ membership: Membership }>(MEMBERSHIP, { bookingId: b.id, token: b.accessToken })).data?.membership;
const moveTo = (day: string, hours = 9) => {
  offsetMs = dayStart(day).getTime() + hours * 3_600_000 - Date.now();
};
const subjectsTo = async (to: string) =>
  (await t.app.services.mail.list({ to, limit: 100 })).items.map((m) => m.rendered?.subject ?? '');
const runJob = () => t.app.services.memberships.renewals.run();
const reminderOf = async (to: string) =>
  (await t.app.services.mail.list({ to, limit: 100 })).items.find((m) =>
    (m.rendered?.subject ?? '').includes('renews on'),
  );
/** Makes a saved card's token `days` old (Flutterwave's last a year; decision 0045). */
const tokenAged = (cardId: string, days: number) =>
  t.database.db
    .update(savedCards)
    .set({ createdAt: new Date(Date.now() - days * 86_400_000) })
    .where(eq(savedCards.id, cardId));

/** A learner with a saved sandbox card and a paid plan booking with one weekly time. */
async function memberWithCard(last4: '2950' | '4246' | '6506') {
  const email = `card-member-${++n}-${Date.now()}@example.com`;
  const cookie = await signUpConfirmed(t, email);
  const { card } = await saveSandboxCard(t, cookie, last4);
  const mentor = await mentorWithHours(t, { horizonDays: 70 });
  const booking = await bookingWith(t, mentor.id, { paid: true, email });
  await t.gql(SET_TIMES, {
    bookingId: booking.id,
    token: booking.accessToken,
    times: [{ weekday: 'WEDNESDAY', time: '17:00', timeZone: 'Africa/Lagos' }],
  });
  const renewsOn = (await membershipOf(booking))?.nextRenewalOn ?? '';
  return { email, mentor, booking, renewsOn, card };
}

beforeAll(async () => {
  t = await createTestApp({ clock, env: { PUBLIC_URL: 'http://localhost:3000', RATE_LIMIT_SCALE: '100' } });
});
afterAll(() => t.close());
beforeEach(() => {
  offsetMs = 0;
  t.clientIp = nextIp();
});

describe('renewal on a saved card', () => {
  it('charges the card on the renewal day: the next cycle is paid, its times booked, the ledger credits it', async () => {
    const { email, mentor, booking, renewsOn } = await memberWithCard('2950');
    expect((await membershipOf(booking))?.paymentMethod).toEqual({ kind: 'CARD', last4: '2950' });
    moveTo(addDays(renewsOn, -3));
    await runJob();
    const reminder = (await subjectsTo(email)).find((s) => s.includes('renews on'));
    expect(reminder).toBeDefined();
    expect((await reminderOf(email))?.rendered?.text).not.toContain('only until');

    moveTo(renewsOn);
    await runJob();
    const renewed = await membershipOf(booking);
    expect(renewed?.status).toBe('ACTIVE');
    expect(renewed?.cycles[1]).toMatchObject({ number: 2, status: 'PAID', paid: true });
    expect(renewed?.nextRenewalOn).toBe(addDays(renewsOn, 28));
    const cycle2 = (
      await t.database.db.select().from(mentoringSessions).where(eq(mentoringSessions.bookingId, booking.id))
    ).filter((s) => s.cycle === 2 && s.status === 'BOOKED');
    expect(cycle2).toHaveLength(4); // every Wednesday of the four weeks

    const cycles = await t.database.db
      .select()
      .from(membershipCycles)
      .where(eq(membershipCycles.bookingId, booking.id));
    const key = `membershipCycle:${cycles.find((c) => c.number === 2)?.id ?? ''}`;
    await t.app.services.ledger.facts.run();
    const entries = await t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.bookingKey, key));
    expect(entries.some((e) => e.account === `mentor_pending:${mentor.id}` && e.amountKobo < 0)).toBe(true);
  });

  it('sends the bank’s approval link when the card asks for 3-D Secure, keeping the times through the grace', async () => {
    const { email, booking, renewsOn } = await memberWithCard('4246');
    moveTo(renewsOn);
    await runJob();
    expect((await membershipOf(booking))?.status).toBe('IN_GRACE');
    expect((await subjectsTo(email)).some((s) => s.includes('not paid yet'))).toBe(true);
    const [mail] = (await t.app.services.mail.list({ to: email, limit: 100 })).items.filter((m) =>
      (m.rendered?.subject ?? '').includes('not paid yet'),
    );
    expect(mail?.rendered?.text).toContain('approve the card payment');
  });

  it('retries a declined card on grace days 1 and 3, then ends the membership and releases its times', async () => {
    const { email, booking, renewsOn } = await memberWithCard('6506');
    const attempts = async () =>
      (await t.database.db.select().from(membershipCycles).where(eq(membershipCycles.bookingId, booking.id))).find(
        (c) => c.number === 2,
      )?.chargeAttempts;
    moveTo(renewsOn);
    await runJob();
    expect(await attempts()).toBe(1);
    expect((await subjectsTo(email)).some((s) => s.includes('not paid yet'))).toBe(true);
    moveTo(renewsOn, 15);
    await runJob();
    expect(await attempts()).toBe(1); // not again the same day
    moveTo(addDays(renewsOn, 1));
    await runJob();
    expect(await attempts()).toBe(2);
    moveTo(addDays(renewsOn, 2));
    await runJob();
    expect(await attempts()).toBe(2);
    moveTo(addDays(renewsOn, 3));
    await runJob();
    expect(await attempts()).toBe(3);
    moveTo(addDays(renewsOn, 4), 0.5);
    await runJob();
    const ended = await membershipOf(booking);
    expect(ended?.status).toBe('ENDED');
    const held = (
      await t.database.db.select().from(mentoringSessions).where(eq(mentoringSessions.bookingId, booking.id))
    ).filter((s) => s.cycle === 2);
    expect(held.length).toBeGreaterThan(0);
    expect(held.every((s) => s.status === 'RELEASED')).toBe(true);
  });

  it('opens an invoice instead of charging a card whose token has had its year, and says so before the day', async () => {
    const { email, booking, renewsOn, card } = await memberWithCard('2950');
    // Saved 360 days ago: past the days it is charged for.
    await tokenAged(card.id, 360);
    expect((await membershipOf(booking))?.paymentMethod).toEqual({ kind: 'TRANSFER', last4: null });
    const payments = async () =>
      (await t.database.db.select().from(membershipCycles).where(eq(membershipCycles.bookingId, booking.id))).find(
        (c) => c.number === 2,
      )?.chargeAttempts;
    moveTo(addDays(renewsOn, -3));
    await runJob();
    const reminder = await reminderOf(email);
    expect(reminder?.rendered?.text).toContain('bank transfer');
    expect(reminder?.rendered?.text).not.toContain('ending 2950');
    moveTo(renewsOn);
    await runJob();
    expect(await payments()).toBe(0);
    expect((await membershipOf(booking))?.status).toBe('IN_GRACE');
    expect((await subjectsTo(email)).some((s) => s.includes('not paid yet'))).toBe(true);
  });

  it('says, before the last renewal a card pays, that it must be paid with again to keep renewing by card', async () => {
    const { email, booking, renewsOn, card } = await memberWithCard('2950');
    // Saved 340 days ago: charged for 18 more days, so on this renewal day but not on the next one.
    await tokenAged(card.id, 340);
    moveTo(addDays(renewsOn, -3));
    await runJob();
    const text = (await reminderOf(email))?.rendered?.text ?? '';
    expect(text).toContain('paid by your card ending 2950');
    expect(text).toContain('your card ending 2950 only until');
    expect(text).toContain('pay once more with it, ticking \u201cSave this card for renewals\u201d');
    moveTo(renewsOn);
    await runJob();
    expect((await membershipOf(booking))?.cycles[1]).toMatchObject({ number: 2, status: 'PAID', paid: true });
  });
});
