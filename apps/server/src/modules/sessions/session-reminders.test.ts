import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { MY_SESSIONS, RESCHEDULE, booked, bookingWith, mentorWithHours, slotsOf } from './sessions.fixtures';

let t: TestApp;
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const reminders = async (to: string) =>
  (await t.app.services.mail.list({ to, limit: 50 })).items.filter((m) => m.template === 'session-reminder');

describe('session reminders', () => {
  it('reminds both sides the day before and the hour before (with their join link), each once', async () => {
    const mentor = await mentorWithHours(t);
    const paid = await bookingWith(t, mentor.id, { paid: true, email: 'remind@example.com' });
    const unpaid = await bookingWith(t, mentor.id, { email: 'unpaid@example.com' });
    const slots = await slotsOf(t, mentor.id, 7);
    const [a, b] = [slots[60], slots[80]];
    if (!a || !b) throw new Error('no slots');
    const session = await booked(t, paid, a.start);
    await booked(t, unpaid, b.start);
    const start = new Date(session.start).getTime();
    const services = t.app.services;

    services.sessions.now = () => new Date(start - 30 * HOUR);
    expect(await services.sessionReminders.run()).toBe(0);

    services.sessions.now = () => new Date(start - 23 * HOUR);
    expect(await services.sessionReminders.run()).toBe(1);
    expect(await services.sessionReminders.run()).toBe(0);
    const [day] = await reminders('remind@example.com');
    expect(day?.data).toMatchObject({ kind: 'DAY_BEFORE', joinUrl: null, otherName: 'Chidi Eze' });
    expect((await reminders(mentor.email)).map((m) => m.data.kind)).toEqual(['DAY_BEFORE']);

    services.sessions.now = () => new Date(start - 30 * 60_000);
    expect(await services.sessionReminders.run()).toBe(1);
    const hour = (await reminders('remind@example.com')).find((m) => m.data.kind === 'HOUR_BEFORE');
    expect(hour?.data.joinUrl).toMatch(/^https:\/\/meet\.jit\.si\/eazy2con-[0-9a-f]{32}$/);
    // The learner's link in a mail the server sent by itself opens their My sessions, and only theirs.
    const path = String(day?.data.path);
    const t0 = new URL(path, 'http://x').searchParams.get('t') ?? '';
    expect(path).toMatch(new RegExp(`^/my-sessions\\?booking=${paid.id}&t=l1\\.`));
    const open = (bookingId: string, token: string) =>
      t.gql<{ mySessions: { bookingId: string }[] }>(MY_SESSIONS, { bookingId, token });
    services.sessions.now = () => new Date();
    expect((await open(paid.id, t0)).data?.mySessions[0]?.bookingId).toBe(paid.id);
    expect((await open(unpaid.id, t0)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await open(paid.id, `${t0.slice(0, -2)}xx`)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    services.sessions.now = () => new Date(start - 23 * HOUR);
    // The unpaid booking's held time is not a session anyone should come to.
    expect(await reminders('unpaid@example.com')).toEqual([]);
    services.sessions.now = () => new Date();
  });

  it('follows a moved session: nothing at the old time, both reminders again for the new one', async () => {
    const mentor = await mentorWithHours(t);
    const booking = await bookingWith(t, mentor.id, { paid: true, email: 'moved@example.com' });
    const slots = await slotsOf(t, mentor.id, 7);
    const [a, b] = [slots[60], slots[150]];
    if (!a || !b) throw new Error('no slots');
    const session = await booked(t, booking, a.start);
    const services = t.app.services;
    services.sessions.now = () => new Date(new Date(a.start).getTime() - 23 * HOUR);
    expect(await services.sessionReminders.run()).toBe(1);
    services.sessions.now = () => new Date();
    const moved = await t.gql(
      `mutation ($id: ID!, $t: String, $s: DateTime!) { rescheduleSession(id: $id, token: $t, start: $s) { start } }`,
      { id: session.id, t: booking.accessToken, s: b.start },
    );
    expect(moved.errors).toBeUndefined();
    // The old time comes and goes: no reminder for it.
    services.sessions.now = () => new Date(new Date(a.start).getTime() - 30 * 60_000);
    expect(await services.sessionReminders.run()).toBe(0);
    services.sessions.now = () => new Date(new Date(b.start).getTime() - 23 * HOUR);
    expect(await services.sessionReminders.run()).toBe(1);
    services.sessions.now = () => new Date(new Date(b.start).getTime() - 30 * 60_000);
    expect(await services.sessionReminders.run()).toBe(1);
    expect((await reminders('moved@example.com')).map((m) => m.data.when)).toHaveLength(3);
    services.sessions.now = () => new Date();
  });

  it('a session moved to within the day gets one reminder, never two at once (issue 24)', async () => {
    const mentor = await mentorWithHours(t, { minNoticeMinutes: 30 });
    const services = t.app.services;
    const soon = await bookingWith(t, mentor.id, { paid: true, email: 'soon@example.com' });
    const later = await bookingWith(t, mentor.id, { paid: true, email: 'later@example.com' });
    const slots = await slotsOf(t, mentor.id, 7);
    // Targets more than a day after the sessions were booked (so "booked too late for a day-before" does not apply),
    // moved from times days later still.
    const ahead = (hours: number) => slots.find((s) => new Date(s.start).getTime() > Date.now() + hours * HOUR);
    const [b, c, a] = [ahead(30), ahead(60), ahead(120)];
    if (!a || !b || !c) throw new Error('no slots');
    const move = async (booking: typeof soon, to: string, now: number) => {
      const session = await booked(t, booking, a.start);
      services.sessions.now = () => new Date(now);
      const res = await t.gql(RESCHEDULE, { id: session.id, token: booking.accessToken, start: to });
      expect(res.errors).toBeUndefined();
    };
    const kinds = async (to: string) => (await reminders(to)).map((m) => m.data.kind);

    // Moved to 50 minutes from now: the day-before's time has passed, so only the hour-before goes, once.
    const bStart = new Date(b.start).getTime();
    await move(soon, b.start, bStart - 50 * 60_000);
    expect(await services.sessionReminders.run()).toBe(1);
    services.sessions.now = () => new Date(bStart - 20 * 60_000);
    expect(await services.sessionReminders.run()).toBe(0);
    expect(await kinds('soon@example.com')).toEqual(['HOUR_BEFORE']);

    // Moved to three hours from now: nothing at once ("tomorrow" would be wrong), the hour-before at its time.
    const cStart = new Date(c.start).getTime();
    await move(later, c.start, cStart - 3 * HOUR);
    expect(await services.sessionReminders.run()).toBe(0);
    services.sessions.now = () => new Date(cStart - 50 * 60_000);
    expect(await services.sessionReminders.run()).toBe(1);
    expect(await kinds('later@example.com')).toEqual(['HOUR_BEFORE']);
    services.sessions.now = () => new Date();
  });
});
