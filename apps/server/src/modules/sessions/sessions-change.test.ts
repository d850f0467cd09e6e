import ICAL from 'ical.js';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { nextIp, type TestApp } from '../../test/test-app';
import { MY_SESSIONS, bookingWith, reasonOf, slotsOf } from './sessions.fixtures';
import { ChangeWorld, HOUR, realClock } from './sessions-change.fixtures';

let t: TestApp;
let mentor: ChangeWorld['mentor'];
let admin: ChangeWorld['admin'];
const world = new ChangeWorld();
const { mySessions, mailsTo, reschedule, cancel, withSession } = world;

beforeAll(async () => {
  await world.start();
  ({ t, mentor, admin } = world);
});
afterAll(() => t.close());
beforeEach(() => {
  t.clientIp = nextIp();
});
afterEach(() => {
  t.app.services.sessions.now = realClock;
});

describe('rescheduleSession', () => {
  it('moves a session twice at most, raising the invite’s SEQUENCE and mailing both sides', async () => {
    const { booking, session } = await withSession(0, 'mover@example.com');
    const free = (await slotsOf(t, mentor.id, 7)).map((s) => s.start);
    const [a, b, c] = [free[60], free[80], free[100]];
    if (!a || !b || !c) throw new Error('no slots');
    const first = await reschedule(session.id, a, booking.accessToken);
    expect(first.errors).toBeUndefined();
    expect(first.data?.rescheduleSession.start).toBe(a);
    expect((await reschedule(session.id, b, booking.accessToken)).data?.rescheduleSession.start).toBe(b);
    expect(reasonOf(await reschedule(session.id, c, booking.accessToken))).toBe('RESCHEDULE_LIMIT');
    const moved = (await mailsTo('mover@example.com')).filter((m) => m.data.change === 'moved');
    expect(moved).toHaveLength(2);
    const sequences = moved.map((m) => {
      const event = ICAL.Component.fromString(m.attachments[0]?.content ?? '').getFirstSubcomponent('vevent');
      return event?.getFirstPropertyValue('sequence');
    });
    expect(sequences.sort()).toEqual([1, 2]);
    expect((await mailsTo(mentor.email)).filter((m) => m.data.change === 'moved').length).toBeGreaterThanOrEqual(2);
  });

  it('refuses a learner’s move inside 24 hours, and a stranger’s at any time', async () => {
    const { booking, session } = await withSession(2);
    const target = (await slotsOf(t, mentor.id, 7))[40];
    if (!target) throw new Error('no slot');
    const stranger = await bookingWith(t, mentor.id, { paid: true });
    expect(reasonOf(await reschedule(session.id, target.start, stranger.accessToken))).toBe('SESSION_NOT_FOUND');
    expect(reasonOf(await reschedule(session.id, target.start))).toBe('SESSION_NOT_FOUND');
    // 12 hours before the session starts: inside the free-change time.
    const start = (await mySessions(booking)).sessions[0];
    if (!start) throw new Error('no session');
    t.app.services.sessions.now = () => new Date(new Date(session.start).getTime() - 12 * HOUR);
    expect(reasonOf(await reschedule(session.id, target.start, booking.accessToken))).toBe('RESCHEDULE_TOO_LATE');
  });
});

describe('cancelSession', () => {
  it('gives the session back on an early learner cancel, uses it up on a late one, and never on a mentor’s', async () => {
    const early = await withSession(4);
    await cancel(early.session.id, early.booking.accessToken, undefined, 'Exam week');
    const afterEarly = await mySessions(early.booking);
    expect(afterEarly.sessions[0]).toMatchObject({ status: 'CANCELLED', forfeited: false, cancelledBy: 'LEARNER' });
    expect(afterEarly.used).toBe(0);

    const late = await withSession(6);
    t.app.services.sessions.now = () => new Date(new Date(late.session.start).getTime() - 2 * HOUR);
    await cancel(late.session.id, late.booking.accessToken);
    const afterLate = await mySessions(late.booking);
    expect(afterLate.sessions[0]).toMatchObject({ status: 'CANCELLED', forfeited: true });
    expect(afterLate.used).toBe(1);
    t.app.services.sessions.now = realClock;

    const byMentor = await withSession(8, 'told@example.com');
    t.app.services.sessions.now = () => new Date(new Date(byMentor.session.start).getTime() - HOUR);
    const res = await cancel(byMentor.session.id, null, mentor.cookie, 'Ill');
    expect(res.data?.cancelSession.status).toBe('CANCELLED');
    const afterMentor = await mySessions(byMentor.booking);
    expect(afterMentor.sessions[0]).toMatchObject({ forfeited: false, cancelledBy: 'MENTOR' });
    const mail = (await mailsTo('told@example.com')).find((m) => m.data.change === 'cancelled');
    expect(mail?.attachments[0]?.contentType).toContain('method=CANCEL');
    expect(reasonOf(await cancel(byMentor.session.id, null, mentor.cookie))).toBe('SESSION_CANCELLED');
  });

  it('lets an admin cancel, and writes the audit row', async () => {
    const { session } = await withSession(10);
    const res = await cancel(session.id, null, admin.cookie, 'Mentor unavailable');
    expect(res.data?.cancelSession.status).toBe('CANCELLED');
    const audit = await t.app.services.admin.listAuditLog({ search: session.id, limit: 10 });
    expect(audit.items.map((a) => ({ action: a.action, targetId: a.targetId }))).toContainEqual({
      action: 'session.cancel',
      targetId: session.id,
    });
  });
});

describe('the room, the invite and who sees them', () => {
  it('shows the room only to the learner and the mentor, from 15 minutes before the start', async () => {
    const { booking, session } = await withSession(12);
    expect((await mySessions(booking)).sessions[0]?.joinUrl).toBeNull();
    t.app.services.sessions.now = () => new Date(new Date(session.start).getTime() - 10 * 60_000);
    expect((await mySessions(booking)).sessions[0]?.joinUrl).toMatch(
      /^https:\/\/meet\.jit\.si\/eazy2con-[0-9a-f]{32}$/,
    );
    const week = await t.gql<{ mentorSessions: { id: string; joinUrl: string | null }[] }>(
      `query ($f: DateTime!, $to: DateTime!) { mentorSessions(from: $f, to: $to) { id joinUrl } }`,
      { f: new Date(Date.now() - HOUR).toISOString(), to: new Date(Date.now() + 8 * 24 * HOUR).toISOString() },
      { cookie: mentor.cookie },
    );
    expect(week.data?.mentorSessions.find((s) => s.id === session.id)?.joinUrl).toMatch(/^https:\/\/meet\.jit\.si\//);
    const anonymous = await t.gql(MY_SESSIONS, { bookingId: booking.id });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const admins = await t.gql<{ adminSessions: { items: { id: string; joinUrl: string | null }[] } }>(
      `query { adminSessions(limit: 100) { items { id joinUrl } } }`,
      {},
      { cookie: admin.cookie },
    );
    expect(admins.data?.adminSessions.items.find((s) => s.id === session.id)?.joinUrl).toBeNull();
  });

  it('serves the invite file to the learner by token and to the mentor, and 404 to anyone else', async () => {
    const { booking, session } = await withSession(14);
    const get = (query: string, cookie?: string) =>
      t.app.http.inject({
        method: 'GET',
        url: `/api/sessions/${session.id}/invite.ics${query}`,
        headers: cookie ? { cookie } : {},
      });
    const learner = await get(`?token=${booking.accessToken}`);
    expect(learner.statusCode).toBe(200);
    expect(learner.headers['content-type']).toContain('text/calendar');
    const event = ICAL.Component.fromString(learner.body).getFirstSubcomponent('vevent');
    expect(event?.getFirstPropertyValue('uid')).toBe(`session-${session.id}@localhost`);
    expect((await get('', mentor.cookie)).statusCode).toBe(200);
    expect((await get('')).statusCode).toBe(404);
    expect((await get('?token=wrong')).statusCode).toBe(404);
    expect((await get('', admin.cookie)).statusCode).toBe(404);
  });
});
