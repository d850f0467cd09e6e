import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '@eazy2con/shared/zoned-time';
import { createTestApp, nextIp, type TestApp } from '../../test/test-app';
import { bookingWith, mentorWithHours } from '../sessions/sessions.fixtures';
import { dayStart, lagosDay } from './membership-rules';
import { membershipCycles, memberships } from './memberships.schema';

/**
 * Paid plan bookings that nobody opened after paying (issue 36): the renewal job makes them memberships, so they are
 * reminded and renewed; one whose month was over before it became a membership ends as the purchase it was.
 */
let t: TestApp;
let mentorId: string;
let offsetMs = 0;
const clock = { now: () => new Date(Date.now() + offsetMs) };
const runJob = () => t.app.services.memberships.renewals.run();
const moveTo = (day: string) => {
  offsetMs = dayStart(day).getTime() + 9 * 3_600_000 - Date.now();
};
const membershipRow = async (bookingId: string) =>
  (await t.database.db.select().from(memberships).where(eq(memberships.bookingId, bookingId)))[0];
const cyclesOf = (bookingId: string) =>
  t.database.db.select().from(membershipCycles).where(eq(membershipCycles.bookingId, bookingId));
const subjectsTo = async (to: string) =>
  (await t.app.services.mail.list({ to, limit: 100 })).items.map((m) => m.rendered?.subject ?? '');

beforeAll(async () => {
  t = await createTestApp({ clock, env: { RATE_LIMIT_SCALE: '100' } });
});
afterAll(() => t.close());
beforeEach(async () => {
  offsetMs = 0;
  t.clientIp = nextIp();
  mentorId = (await mentorWithHours(t, { horizonDays: 70 })).id;
});

describe('paid plan bookings nobody has opened', () => {
  it('become memberships at the renewal job’s next run, and their learner is reminded like any other', async () => {
    const booking = await bookingWith(t, mentorId, { paid: true, email: 'never-opened@example.com' });
    expect(await membershipRow(booking.id)).toBeUndefined();
    await runJob();
    const adopted = await membershipRow(booking.id);
    expect(adopted).toMatchObject({ status: 'ACTIVE', autoRenew: true });
    moveTo(addDays(adopted?.renewsOn ?? '', -3));
    await runJob();
    expect((await subjectsTo('never-opened@example.com')).some((s) => /renews on/.test(s))).toBe(true);
  });

  it('end, never renewed, when their month was over before they became memberships', async () => {
    const booking = await bookingWith(t, mentorId, { paid: true, email: 'month-over@example.com' });
    // Two months on, the job does not look so far back; the learner's page reads it first.
    moveTo(addDays(lagosDay(new Date()), 60));
    await runJob();
    expect(await membershipRow(booking.id)).toBeUndefined();
    const read = await t.gql<{ membership: { status: string } | null }>(
      'query ($bookingId: ID!, $token: String) { membership(bookingId: $bookingId, token: $token) { status } }',
      { bookingId: booking.id, token: booking.accessToken },
    );
    expect(read.data?.membership?.status).toBe('ENDED');
    expect(await membershipRow(booking.id)).toMatchObject({ status: 'ENDED', autoRenew: false });
    await runJob();
    expect(await cyclesOf(booking.id)).toHaveLength(1);
    expect((await subjectsTo('month-over@example.com')).filter((s) => /renews on/.test(s))).toEqual([]);
  });
});
