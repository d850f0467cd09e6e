import { count, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessionMessages } from '@eazy2con/shared/sessions';
import { watDate } from '@eazy2con/shared/wat-time';
import { createTestApp, nextIp, type TestApp } from '../../test/test-app';
import { mentorBookings } from '../bookings/mentor-bookings.schema';
import { mailOutbox } from '../mail/mail.schema';
import {
  bookSession,
  booked,
  bookingWith,
  mentorWithHours,
  reasonOf,
  slotsOf,
  type CreatedBooking,
} from './sessions.fixtures';
import { firstCycle } from './session-rules';
import { mentoringSessions } from './sessions.schema';

let t: TestApp;
let mentor: { id: string; email: string };
const HOUR = 3_600_000;
const realClock = () => new Date();

const sessionCount = async () => (await t.database.db.select({ n: count() }).from(mentoringSessions))[0]?.n ?? 0;
const mailCount = async () => (await t.database.db.select({ n: count() }).from(mailOutbox))[0]?.n ?? 0;
const mailsTo = async (to: string) => (await t.app.services.mail.list({ to, limit: 100 })).items;

beforeAll(async () => {
  t = await createTestApp();
  mentor = await mentorWithHours(t);
});
afterAll(() => t.close());
beforeEach(() => {
  t.clientIp = nextIp();
});
afterEach(() => {
  t.app.services.sessions.now = realClock;
});

describe('mentorSlots', () => {
  it("answers the mentor's free starts in UTC, on the Lagos half-hour grid, after the notice and within the horizon", async () => {
    const now = t.app.services.sessions.now();
    const slots = await slotsOf(t, mentor.id, 7);
    expect(slots.length).toBeGreaterThan(50);
    for (const slot of slots) {
      const start = new Date(slot.start);
      expect(slot.start.endsWith('Z')).toBe(true);
      expect(start.getTime()).toBeGreaterThanOrEqual(now.getTime() + 12 * HOUR);
      expect(start.getUTCMinutes() % 30).toBe(0);
      expect(new Date(slot.end).getTime() - start.getTime()).toBe(60 * 60_000);
      // The mentor's 15-minute buffer: the picker keeps a booking's own starts this far apart.
      expect(new Date(slot.blockedUntil).getTime() - new Date(slot.end).getTime()).toBe(15 * 60_000);
      // 06:00-22:00 in Lagos is 05:00-21:00 UTC all year (no daylight saving).
      expect(start.getUTCHours()).toBeGreaterThanOrEqual(5);
      expect(start.getUTCHours() * 60 + start.getUTCMinutes() + 60).toBeLessThanOrEqual(21 * 60);
    }
    const far = await t.gql<{ mentorSlots: unknown[] }>(
      `query ($m: ID!, $f: DateTime!, $to: DateTime!) { mentorSlots(mentorId: $m, from: $f, to: $to) { start } }`,
      {
        m: mentor.id,
        f: new Date(now.getTime() + 29 * 24 * HOUR).toISOString(),
        to: new Date(now.getTime() + 34 * 24 * HOUR).toISOString(),
      },
    );
    expect(far.data?.mentorSlots).toEqual([]);
  });

  it('refuses a window over 35 days, and a mentor the public cannot see', async () => {
    const now = t.app.services.sessions.now().getTime();
    const res = await t.gql(
      `query ($m: ID!, $f: DateTime!, $to: DateTime!) { mentorSlots(mentorId: $m, from: $f, to: $to) { start } }`,
      { m: mentor.id, f: new Date(now).toISOString(), to: new Date(now + 36 * 24 * HOUR).toISOString() },
    );
    expect(res.errors?.[0]?.message).toBe('Ask for at most 35 days of slots at once');
    const unknown = await t.gql(
      `query ($f: DateTime!, $to: DateTime!) { mentorSlots(mentorId: "00000000-0000-4000-8000-000000000000", from: $f, to: $to) { start } }`,
      { f: new Date(now).toISOString(), to: new Date(now + 24 * HOUR).toISOString() },
    );
    expect(unknown.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('bookSession', () => {
  it('books a slot, takes it (and its buffer) out of the slots, and mails both sides an invite', async () => {
    const booking = await bookingWith(t, mentor.id, { paid: true, email: 'invite@example.com' });
    // Two starts half an hour apart: the window's first slot can be the last of a day (then the next one is the next
    // morning's), depending on the time the test runs.
    const slots = await slotsOf(t, mentor.id, 3);
    const at = slots.findIndex((slot, i) => {
      const next = slots[i + 1];
      return next !== undefined && Date.parse(next.start) - Date.parse(slot.start) === 30 * 60_000;
    });
    const [first, second] = [slots[at], slots[at + 1]];
    if (!first || !second) throw new Error('no two slots half an hour apart');
    const session = await booked(t, booking, first.start);
    expect(session).toMatchObject({ start: first.start, end: first.end, status: 'BOOKED' });

    const after = (await slotsOf(t, mentor.id, 3)).map((s) => s.start);
    expect(after).not.toContain(first.start);
    // The next half-hour start overlaps the session; the one after its end falls inside the 15-minute buffer.
    expect(after).not.toContain(second.start);

    const [mail] = (await mailsTo('invite@example.com')).filter((m) => m.template === 'session-changed');
    const [mentorMail] = (await mailsTo(mentor.email)).filter(
      (m) => m.template === 'session-changed' && m.data.change === 'booked',
    );
    expect(mail?.data).toMatchObject({ change: 'booked', recipient: 'learner' });
    expect(mentorMail?.data).toMatchObject({ recipient: 'mentor', otherName: 'Ada Obi' });
    const ics = mail?.attachments[0];
    expect(ics?.contentType).toContain('method=REQUEST');
    const calendar = ICAL.Component.fromString(ics?.content ?? '');
    const event = calendar.getFirstSubcomponent('vevent');
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(event?.getFirstPropertyValue('uid')).toBe(`session-${session.id}@localhost`);
    expect(event?.getFirstPropertyValue('sequence')).toBe(0);
    expect(String(event?.getFirstPropertyValue('location'))).toMatch(
      /^https:\/\/meet\.jit\.si\/eazy2con-[0-9a-f]{32}$/,
    );
    const start = event?.getFirstPropertyValue('dtstart');
    expect(start instanceof ICAL.Time ? start.toJSDate().toISOString() : null).toBe(
      new Date(first.start).toISOString(),
    );
  });

  it('answers the same session for the same idempotency key, and stores and mails it once', async () => {
    const booking = await bookingWith(t, mentor.id, { paid: true });
    const slot = (await slotsOf(t, mentor.id, 5)).at(-1);
    if (!slot) throw new Error('no slots');
    const key = 'retry-key-0001';
    const one = await bookSession(t, booking, slot.start, key);
    const mails = await mailCount();
    const two = await bookSession(t, booking, slot.start, key);
    expect(two.data?.bookSession.id).toBe(one.data?.bookSession.id);
    expect(await mailCount()).toBe(mails);
    const rows = await t.database.db
      .select({ n: count() })
      .from(mentoringSessions)
      .where(eq(mentoringSessions.bookingId, booking.id));
    expect(rows[0]?.n).toBe(1);
  });

  it('gives one slot to exactly one of 20 learners booking it at the same time', async () => {
    const bookings: CreatedBooking[] = [];
    for (let i = 0; i < 20; i++) bookings.push(await bookingWith(t, mentor.id, { paid: true }));
    const slot = (await slotsOf(t, mentor.id, 6)).at(-3);
    if (!slot) throw new Error('no slots');
    const results = await Promise.all(bookings.map((b) => bookSession(t, b, slot.start)));
    const won = results.filter((r) => r.data?.bookSession);
    expect(won).toHaveLength(1);
    for (const lost of results.filter((r) => !r.data?.bookSession)) {
      expect(['SLOT_TAKEN', 'SLOT_UNAVAILABLE']).toContain(reasonOf(lost));
    }
    const held = await t.database.db
      .select({ n: count() })
      .from(mentoringSessions)
      .where(eq(mentoringSessions.startAt, new Date(slot.start)));
    expect(held[0]?.n).toBe(1);
  });

  it('refuses, with its own message and code and nothing stored, every time that is not bookable', async () => {
    const booking = await bookingWith(t, mentor.id, { paid: true });
    const now = t.app.services.sessions.now();
    const slot = (await slotsOf(t, mentor.id, 2))[0];
    if (!slot) throw new Error('no slots');
    const off = new Date(new Date(slot.start).getTime() + 15 * 60_000).toISOString();
    // An hour ago, or the cycle's start (midnight in Lagos) when that is later: a past time inside the booking's
    // cycle, whatever the hour the test runs at (from 00:00 to 01:00 in Lagos an hour ago is before the cycle).
    const past = Math.max(now.getTime() - HOUR, firstCycle({ startDate: watDate(now) }).start.getTime());
    const cases: [string, string][] = [
      [new Date(past).toISOString(), 'START_IN_PAST'],
      [new Date(Math.ceil((now.getTime() + 2 * HOUR) / 1_800_000) * 1_800_000).toISOString(), 'INSIDE_NOTICE'],
      [off, 'SLOT_UNAVAILABLE'],
      [new Date(now.getTime() + 40 * 24 * HOUR).toISOString(), 'OUTSIDE_CYCLE'],
    ];
    const before = { sessions: await sessionCount(), mails: await mailCount() };
    for (const [start, reason] of cases) {
      const res = await bookSession(t, booking, start);
      expect(reasonOf(res), start).toBe(reason);
      expect(res.errors?.[0]?.message).toBe(sessionMessages[reason as keyof typeof sessionMessages]);
    }
    const wrongToken = await t.gql(`mutation ($i: BookSessionInput!) { bookSession(input: $i) { id } }`, {
      i: { bookingId: booking.id, token: 'not-the-token', start: slot.start, idempotencyKey: 'k-00000001' },
    });
    expect(wrongToken.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect({ sessions: await sessionCount(), mails: await mailCount() }).toEqual(before);
  });

  it('refuses a time beyond the horizon of a mentor who books one week ahead', async () => {
    const near = await mentorWithHours(t, { horizonDays: 7 });
    const booking = await bookingWith(t, near.id, { paid: true });
    const now = t.app.services.sessions.now();
    const start = new Date(Math.ceil((now.getTime() + 9 * 24 * HOUR) / 1_800_000) * 1_800_000);
    start.setUTCHours(10, 0, 0, 0);
    expect(reasonOf(await bookSession(t, booking, start.toISOString()))).toBe('BEYOND_HORIZON');
  });

  it("stops at the plan's sessions: a Trial books one", async () => {
    const trial = await bookingWith(t, mentor.id, { type: 'Trial' });
    const slots = await slotsOf(t, mentor.id, 7);
    const [a, b] = [slots.at(-10), slots.at(-12)];
    if (!a || !b) throw new Error('no slots');
    await booked(t, trial, a.start);
    expect(reasonOf(await bookSession(t, trial, b.start))).toBe('ENTITLEMENT_USED');
  });

  it('holds an unpaid card booking’s times for 30 minutes, then refuses more and releases them', async () => {
    const booking = await bookingWith(t, mentor.id, { email: 'late@example.com' });
    const slot = (await slotsOf(t, mentor.id, 7)).at(-20);
    if (!slot) throw new Error('no slots');
    await booked(t, booking, slot.start);
    t.app.services.sessions.now = () => new Date(Date.now() + 31 * 60_000);
    const other = (await slotsOf(t, mentor.id, 7)).at(-22);
    if (!other) throw new Error('no slots');
    expect(reasonOf(await bookSession(t, booking, other.start))).toBe('BOOKING_NOT_PAID');
    // The refused booking swept the lapsed hold before it answered: a second sweep finds nothing left to release.
    expect(await t.app.services.sessions.releaseLapsedHolds()).toBe(0);
    const [row] = await t.database.db
      .select()
      .from(mentoringSessions)
      .where(eq(mentoringSessions.bookingId, booking.id));
    expect(row?.status).toBe('RELEASED');
    expect((await slotsOf(t, mentor.id, 7)).map((s) => s.start)).toContain(slot.start);
    const released = (await mailsTo('late@example.com')).find((m) => m.data.change === 'released');
    expect(released?.attachments[0]?.contentType).toContain('method=CANCEL');
  });

  it('keeps a paid booking’s times however long ago it was made, and a bank transfer’s for 72 hours', async () => {
    const paid = await bookingWith(t, mentor.id, { paid: true });
    const transfer = await bookingWith(t, mentor.id);
    await t.database.db.update(mentorBookings).set({ transferOption: true }).where(eq(mentorBookings.id, transfer.id));
    const slots = await slotsOf(t, mentor.id, 7);
    const [a, b] = [slots.at(-30), slots.at(-33)];
    if (!a || !b) throw new Error('no slots');
    const one = await booked(t, paid, a.start);
    const two = await booked(t, transfer, b.start);
    t.app.services.sessions.now = () => new Date(Date.now() + 24 * HOUR);
    await t.app.services.sessions.releaseLapsedHolds();
    const rows = await t.database.db.select().from(mentoringSessions);
    expect(rows.find((r) => r.id === one.id)?.status).toBe('BOOKED');
    expect(rows.find((r) => r.id === two.id)?.status).toBe('BOOKED');
  });
});

describe('Team group sessions', () => {
  it('lets up to six Team learners share one start and room, offers it while a seat is left, then refuses', async () => {
    const team = await mentorWithHours(t);
    const learners: CreatedBooking[] = [];
    for (let i = 0; i < 7; i++) learners.push(await bookingWith(t, team.id, { type: 'Team', paid: true }));
    const slot = (await slotsOf(t, team.id, 3, 90))[0];
    if (!slot) throw new Error('no slots');
    const first = await booked(t, learners[0]!, slot.start);
    const groupSlots = async () =>
      (
        await t.gql<{ mentorSlots: { start: string }[] }>(
          `query ($m: ID!, $f: DateTime!, $to: DateTime!) { mentorSlots(mentorId: $m, from: $f, to: $to, minutes: 90, groupSeats: 6) { start } }`,
          { m: team.id, f: new Date().toISOString(), to: new Date(Date.now() + 3 * 24 * HOUR).toISOString() },
        )
      ).data?.mentorSlots.map((s) => s.start) ?? [];
    expect(await groupSlots()).toContain(first.start);
    // A one-on-one learner does not see the group's time.
    expect((await slotsOf(t, team.id, 3, 90)).map((s) => s.start)).not.toContain(first.start);
    for (const learner of learners.slice(1, 6)) await booked(t, learner, slot.start);
    const rows = await t.database.db.select().from(mentoringSessions).where(eq(mentoringSessions.mentorId, team.id));
    expect(rows).toHaveLength(6);
    expect(new Set(rows.map((r) => r.groupKey)).size).toBe(1);
    expect(new Set(rows.map((r) => r.roomUrl)).size).toBe(1);
    expect(await groupSlots()).not.toContain(first.start);
    expect(reasonOf(await bookSession(t, learners[6]!, slot.start))).toBe('GROUP_FULL');
  });
});

describe('createBookAmentor with plan options', () => {
  it('charges the chosen point of the range and refuses an option the plan does not have', async () => {
    const three = await bookingWith(t, mentor.id, { planOption: '3-per-week' });
    expect(three).toMatchObject({ amountKobo: 7_500_000, planOption: '3-per-week' });
    const two = await bookingWith(t, mentor.id);
    expect(two).toMatchObject({ amountKobo: 4_900_000, planOption: '2-per-week' });
    await expect(bookingWith(t, mentor.id, { planOption: 'daily' })).rejects.toThrow(
      'Choose how often you want sessions',
    );
  });

  it('refuses a mentor who takes no new mentees', async () => {
    const closed = await mentorWithHours(t, { acceptingNewMentees: false });
    await expect(bookingWith(t, closed.id)).rejects.toThrow(sessionMessages.NOT_ACCEPTING);
  });
});
