import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, nextIp, type TestApp } from '../../test/test-app';
import { mentorSession } from '../accounts/test-helpers';
import { mentors } from '../mentors/mentors.schema';
import { mentorAvailability, mentoringSessions } from './sessions.schema';
import {
  CANCEL,
  MY_SESSIONS,
  RESCHEDULE,
  booked,
  bookingWith,
  reasonOf,
  slotsOf,
  type BookedSession,
  type CreatedBooking,
} from './sessions.fixtures';

let t: TestApp;
let mentor: { id: string; email: string; cookie: string };
let admin: { cookie: string };
const HOUR = 3_600_000;
const realClock = () => new Date();

interface SessionView {
  id: string;
  status: string;
  joinUrl: string | null;
  reschedules: number;
  forfeited: boolean;
  cancelledBy: string | null;
  outcome: string | null;
  outcomeNotes: string | null;
  learnerResponse: string | null;
  outcomeSettled: boolean;
}
interface BookingSessions {
  used: number;
  left: number;
  included: number;
  sessions: SessionView[];
}

const mySessions = async (booking: CreatedBooking) => {
  const res = await t.gql<{ mySessions: BookingSessions[] }>(MY_SESSIONS, {
    bookingId: booking.id,
    token: booking.accessToken,
  });
  const found = res.data?.mySessions[0];
  if (!found) throw new Error(`mySessions failed: ${JSON.stringify(res.errors)}`);
  return found;
};
const mailsTo = async (to: string) => (await t.app.services.mail.list({ to, limit: 200 })).items;
const reschedule = (id: string, start: string, token?: string | null, cookie?: string) =>
  t.gql<{ rescheduleSession: BookedSession }>(RESCHEDULE, { id, token, start }, cookie ? { cookie } : {});
const cancel = (id: string, token?: string | null, cookie?: string, reason?: string) =>
  t.gql<{ cancelSession: BookedSession }>(CANCEL, { id, token, reason }, cookie ? { cookie } : {});

/**
 * A paid Personal booking with one session booked at the `index`-th free slot after the first 30 (the mentor is
 * available all day: 30 half-hour starts after the 12-hour notice is more than a day ahead, outside the free-change time).
 */
async function withSession(
  index: number,
  email?: string,
): Promise<{ booking: CreatedBooking; session: BookedSession }> {
  const booking = await bookingWith(t, mentor.id, { paid: true, ...(email ? { email } : {}) });
  const slot = (await slotsOf(t, mentor.id, 7))[30 + index];
  if (!slot) throw new Error('no slot');
  return { booking, session: await booked(t, booking, slot.start) };
}

beforeAll(async () => {
  t = await createTestApp();
  const signedIn = await mentorSession(t, 'sessions-mentor@example.com');
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
  const [row] = await t.database.db.select().from(mentors).where(eq(mentors.id, signedIn.mentorId));
  mentor = { id: signedIn.mentorId, email: row?.email ?? '', cookie: signedIn.cookie };
  admin = { cookie: (await mentorSession(t, 'sessions-admin@example.com', { admin: true })).cookie };
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

describe('outcome, response and review', () => {
  const MARK = `mutation ($id: ID!, $outcome: SessionOutcome!, $notes: String) {
    markSessionOutcome(id: $id, outcome: $outcome, notes: $notes) { id } }`;
  const RESPOND = `mutation ($id: ID!, $token: String, $response: LearnerResponse!, $comment: String) {
    respondToSession(id: $id, token: $token, response: $response, comment: $comment) { id } }`;
  const REVIEW = `mutation ($id: ID!, $token: String) {
    reviewMentorAfterSession(sessionId: $id, token: $token, name: "Ada", message: "Clear and patient", stars: 5) { stars } }`;

  it('takes the mentor’s record after the end, the learner’s confirmation, then a review', async () => {
    const { booking, session } = await withSession(16, 'held@example.com');
    const mark = () =>
      t.gql(MARK, { id: session.id, outcome: 'HELD', notes: 'Built a form' }, { cookie: mentor.cookie });
    expect(reasonOf(await mark())).toBe('OUTCOME_TOO_EARLY');
    expect(reasonOf(await t.gql(REVIEW, { id: session.id, token: booking.accessToken }))).toBe('NO_HELD_SESSION');
    t.app.services.sessions.now = () => new Date(new Date(session.end).getTime() + 5 * 60_000);
    expect((await mark()).errors).toBeUndefined();
    const seen = (await mySessions(booking)).sessions[0];
    expect(seen).toMatchObject({ outcome: 'HELD', outcomeNotes: null, outcomeSettled: false });
    expect((await mailsTo('held@example.com')).some((m) => m.template === 'session-outcome')).toBe(true);
    await t.gql(RESPOND, { id: session.id, token: booking.accessToken, response: 'CONFIRMED' });
    expect((await mySessions(booking)).sessions[0]).toMatchObject({
      learnerResponse: 'CONFIRMED',
      outcomeSettled: true,
    });
    const review = await t.gql<{ reviewMentorAfterSession: { stars: number } }>(REVIEW, {
      id: session.id,
      token: booking.accessToken,
    });
    expect(review.data?.reviewMentorAfterSession.stars).toBe(5);
    expect((await t.gql(REVIEW, { id: session.id, token: booking.accessToken })).errors?.[0]?.message).toBe(
      'You have already reviewed this mentor',
    );
  });

  it('sends a dispute to the team, and closes the answer after 72 hours (silence counts as held)', async () => {
    const one = await withSession(18);
    const two = await withSession(20);
    t.app.services.sessions.now = () => new Date(new Date(two.session.end).getTime() + 60_000);
    for (const s of [one, two]) {
      await t.gql(MARK, { id: s.session.id, outcome: 'LEARNER_NO_SHOW' }, { cookie: mentor.cookie });
    }
    await t.gql(RESPOND, {
      id: one.session.id,
      token: one.booking.accessToken,
      response: 'DISPUTED',
      comment: 'I was there',
    });
    const disputes = await t.gql<{ adminSessions: { items: { id: string }[] } }>(
      `query { adminSessions(disputed: true) { items { id } } }`,
      {},
      { cookie: admin.cookie },
    );
    expect(disputes.data?.adminSessions.items.map((s) => s.id)).toEqual([one.session.id]);
    t.app.services.sessions.now = () => new Date(new Date(two.session.end).getTime() + 73 * HOUR);
    const res = await t.gql(RESPOND, { id: two.session.id, token: two.booking.accessToken, response: 'DISPUTED' });
    expect(reasonOf(res)).toBe('RESPONSE_CLOSED');
    expect((await mySessions(two.booking)).sessions[0]?.outcomeSettled).toBe(true);
  });
});

describe('availability and cancelling a booking', () => {
  const SAVE = `mutation ($input: MentorAvailabilityInput!) { saveMentorAvailability(input: $input) { weekly { day start end } } }`;
  const input = {
    timeZone: 'Africa/Lagos',
    weekly: [{ day: 1, start: '09:00', end: '12:00' }],
    overrides: [],
    timeOff: [],
    minNoticeHours: 12,
    bufferMinutes: 15,
    horizonWeeks: 4,
    acceptingNewMentees: true,
  };

  it('refuses overlapping hours with the schema’s message, and only mentors may save', async () => {
    const bad = { ...input, weekly: [...input.weekly, { day: 1, start: '11:00', end: '13:00' }] };
    const res = await t.gql(SAVE, { input: bad }, { cookie: mentor.cookie });
    expect(res.errors?.[0]?.message).toBe('Hours on the same day must not overlap');
    const visitor = await t.gql(SAVE, { input });
    expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('cancels the booking’s sessions when the booking is cancelled', async () => {
    const { booking, session } = await withSession(22);
    const res = await t.gql(
      `mutation ($id: ID!, $token: String!) { cancelBooking(bookingId: $id, kind: MENTOR, token: $token) { paid } }`,
      { id: booking.id, token: booking.accessToken },
    );
    expect(res.errors).toBeUndefined();
    const [row] = await t.database.db.select().from(mentoringSessions).where(eq(mentoringSessions.id, session.id));
    expect(row?.status).toBe('CANCELLED');
  });

  it('keeps booked sessions where they are when the mentor changes their hours', async () => {
    const { session } = await withSession(24);
    const saved = await t.gql(SAVE, { input }, { cookie: mentor.cookie });
    expect(saved.errors).toBeUndefined();
    const [row] = await t.database.db.select().from(mentoringSessions).where(eq(mentoringSessions.id, session.id));
    expect(row).toMatchObject({ status: 'BOOKED', startAt: new Date(session.start) });
  });
});
