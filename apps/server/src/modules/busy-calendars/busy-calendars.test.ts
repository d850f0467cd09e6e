import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '@eazy2con/shared/zoned-time';
import { nextIp } from '../../test/test-app';
import { mentoringSessions } from '../sessions/sessions.schema';
import { booked, bookingWith, bookSession, reasonOf, slotsOf } from '../sessions/sessions.fixtures';
import { calendar, event, feed } from './busy-calendars.fixtures';
import { BusyWorld, KEEP, REMOVE } from './busy-calendars-api.fixtures';
import { busyCalendars, busyIntervals } from './busy-calendars.schema';
import { DELETE_ACCOUNT, mailData, REQUEST_CODE } from '../data-rights/test-helpers';

/**
 * Busy calendars (issue 37) through the API, against a local calendar host (node:http): a mentor's pasted feed keeps
 * their slots free of its busy times (and bookings refuse them), a new busy time over a booked session shows a clash
 * that Keep hides, and an unchanged feed answers 304. Bad addresses and failing feeds: busy-calendars-errors.test.ts.
 */
const MINUTE = 60_000;
const as = (cookie: string) => ({ cookie });
const w = new BusyWorld();
beforeAll(() => w.start());
afterAll(() => w.close());
beforeEach(() => {
  w.offsetMs = 0;
  w.t.clientIp = nextIp();
});

describe('a pasted calendar', () => {
  it('keeps exactly its busy times out of the next four weeks’ slots (a weekly event, an EXDATE, a moved one)', async () => {
    const m = await w.mentor();
    const before = await w.fourWeeksOfSlots(m.mentorId);
    const wed = addDays(w.monday, 2);
    const [w1, w2, w3] = [addDays(wed, 7), addDays(wed, 14), addDays(wed, 21)];
    w.host.feeds.set(
      '/weekly.ics',
      feed(
        calendar(
          event('weekly@test', wed, '10:00', '12:00', [
            'RRULE:FREQ=WEEKLY',
            `EXDATE;TZID=Africa/Lagos:${w1.replaceAll('-', '')}T100000`,
          ]),
          event('weekly@test', w2, '15:00', '16:00', [
            `RECURRENCE-ID;TZID=Africa/Lagos:${w2.replaceAll('-', '')}T100000`,
          ]),
          event('free@test', addDays(w.monday, 3), '10:00', '12:00', ['TRANSP:TRANSPARENT']),
          event('cancelled@test', addDays(w.monday, 4), '10:00', '12:00', ['STATUS:CANCELLED']),
        ),
      ),
    );
    const added = await w.add(m.cookie, w.host.url('/weekly.ics'));
    expect(added.errors).toBeUndefined();
    expect(added.data?.addBusyCalendar).toMatchObject({ lastError: null });
    // The address is a secret: it is listed masked.
    expect(added.data?.addBusyCalendar.url).toBe(`${w.host.server.url}/weekly.ics`);

    const busy = [
      [w.at(wed, '10:00'), w.at(wed, '12:00')],
      [w.at(w2, '15:00'), w.at(w2, '16:00')],
      [w.at(w3, '10:00'), w.at(w3, '12:00')],
    ];
    const overlaps = (start: number) =>
      busy.some(([b, e]) => start < e!.getTime() && start + 60 * MINUTE > b!.getTime());
    const after = await w.fourWeeksOfSlots(m.mentorId);
    const expected = before.filter((s) => !overlaps(new Date(s.start).getTime()));
    expect(after.map((s) => s.start)).toEqual(expected.map((s) => s.start));
    // Each busy time took its slots, and the excepted week's and the moved occurrence's old time are free.
    expect(before.length - after.length).toBe(5 + 3 + 5);
    const starts = new Set(after.map((s) => s.start));
    expect(starts.has(w.at(w1, '10:00').toISOString())).toBe(true);
    expect(starts.has(w.at(w2, '10:00').toISOString())).toBe(true);
    expect(starts.has(w.at(wed, '09:00').toISOString())).toBe(true); // ends as the busy time starts
    expect(starts.has(w.at(wed, '12:00').toISOString())).toBe(true); // no buffer around the mentor's own events

    // Booking checks the same: a busy time is refused, the excepted week's time is taken.
    const booking = await bookingWith(w.t, m.mentorId, { paid: true });
    expect(reasonOf(await bookSession(w.t, booking, w.at(wed, '10:30').toISOString()))).toBe('SLOT_UNAVAILABLE');
    expect((await bookSession(w.t, booking, w.at(w1, '10:30').toISOString())).errors).toBeUndefined();

    const [listed] = await w.listOf(m.cookie);
    // The weekly event goes on to the 26 weeks' end: busy times are known as far as a mentor takes bookings.
    expect(listed?.busyCount).toBe(busy.length + 22);
  });

  it('answers 304 to an unchanged feed: nothing changes but the time it was checked, until the next day', async () => {
    const m = await w.mentor();
    w.host.feeds.set('/same.ics', feed(calendar(event('one@test', addDays(w.monday, 1), '09:00', '10:00'))));
    const added = (await w.add(m.cookie, w.host.url('/same.ics'))).data?.addBusyCalendar;
    expect(added?.busyCount).toBe(1);
    await w.tick();
    expect(w.host.answers.get('/same.ics')).toEqual([200, 304]);
    expect(w.host.ifNoneMatch.get('/same.ics')?.[1]).toBe(w.host.feeds.get('/same.ics')?.etag);
    const [listed] = await w.listOf(m.cookie);
    expect(listed).toMatchObject({ busyCount: 1, lastError: null, lastFetchedAt: w.clock.now().toISOString() });
    // The day's first fetch asks for the whole calendar again (no validators), so the busy times' far end moves on.
    await w.tick(24 * 60);
    expect(w.host.answers.get('/same.ics')).toEqual([200, 304, 200]);
    expect(w.host.ifNoneMatch.get('/same.ics')?.[2]).toBeNull();
    await w.tick();
    expect(w.host.answers.get('/same.ics')).toEqual([200, 304, 200, 304]);
  });

  it('shows a session booked before a new busy time as a clash; Keep hides it, and nothing moves', async () => {
    const m = await w.mentor();
    const thu = addDays(w.monday, 3);
    w.host.feeds.set('/clash.ics', feed(calendar(event('early@test', thu, '07:00', '08:00'))));
    expect((await w.add(m.cookie, w.host.url('/clash.ics'))).errors).toBeUndefined();
    const booking = await bookingWith(w.t, m.mentorId, { paid: true });
    const session = await booked(w.t, booking, w.at(thu, '14:00').toISOString());
    expect(await w.clashesOf(m.cookie)).toEqual([]);

    w.host.feeds.set(
      '/clash.ics',
      feed(calendar(event('early@test', thu, '07:00', '08:00'), event('dentist@test', thu, '14:30', '15:30'))),
    );
    await w.tick();
    const clashes = await w.clashesOf(m.cookie);
    expect(clashes).toEqual([
      expect.objectContaining({
        sessionId: session.id,
        busyStart: w.at(thu, '14:30').toISOString(),
        busyEnd: w.at(thu, '15:30').toISOString(),
      }),
    ]);
    const kept = await w.t.gql(
      KEEP,
      { sessionId: session.id, busyStart: clashes[0]?.busyStart, busyEnd: clashes[0]?.busyEnd },
      as(m.cookie),
    );
    expect(kept.errors).toBeUndefined();
    expect(await w.clashesOf(m.cookie)).toEqual([]);
    await w.tick(); // fetched again (a new ETag): the same busy time stays kept
    w.host.feeds.set('/clash.ics', feed(w.host.feeds.get('/clash.ics')?.body ?? ''));
    await w.tick();
    expect(await w.clashesOf(m.cookie)).toEqual([]);
    // The session was never moved.
    const [row] = await w.t.database.db.select().from(mentoringSessions).where(eq(mentoringSessions.id, session.id));
    expect(row).toMatchObject({ status: 'BOOKED', startAt: w.at(thu, '14:00') });
  });

  it('is removed with its busy times', async () => {
    const m = await w.mentor();
    w.host.feeds.set('/remove.ics', feed(calendar(event('r@test', addDays(w.monday, 2), '10:00', '12:00'))));
    const id = (await w.add(m.cookie, w.host.url('/remove.ics'))).data?.addBusyCalendar.id ?? '';
    const slotsWith = await slotsOf(w.t, m.mentorId, 7);
    expect((await w.t.gql(REMOVE, { id }, as(m.cookie))).errors).toBeUndefined();
    expect(await w.listOf(m.cookie)).toEqual([]);
    expect((await slotsOf(w.t, m.mentorId, 7)).length).toBe(slotsWith.length + 5);
    const other = await w.mentor();
    expect((await w.t.gql(REMOVE, { id }, as(other.cookie))).errors?.[0]?.message).toBe('This calendar was not found');
  });
});

describe('a mentor who deletes their account', () => {
  it('leaves no calendar, secret address or busy time behind', async () => {
    const m = await w.mentor();
    w.host.feeds.set('/erase.ics', feed(calendar(event('e@test', addDays(w.monday, 2), '10:00', '11:00'))));
    expect((await w.add(m.cookie, w.host.url('/erase.ics'))).errors).toBeUndefined();
    await w.t.gql(REQUEST_CODE, {}, as(m.cookie));
    const code = String((await mailData(w.t, m.email, 'account-deletion-code')).code);
    expect((await w.t.gql(DELETE_ACCOUNT, { code }, as(m.cookie))).data).toEqual({ deleteMyAccount: true });
    const db = w.t.database.db;
    expect(await db.select().from(busyCalendars).where(eq(busyCalendars.mentorId, m.mentorId))).toEqual([]);
    expect(await db.select().from(busyIntervals).where(eq(busyIntervals.mentorId, m.mentorId))).toEqual([]);
  });
});
