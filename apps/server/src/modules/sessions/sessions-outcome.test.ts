import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { nextIp, type TestApp } from '../../test/test-app';
import { mentoringSessions } from './sessions.schema';
import { reasonOf } from './sessions.fixtures';
import { ChangeWorld, HOUR, realClock } from './sessions-change.fixtures';

let t: TestApp;
let mentor: ChangeWorld['mentor'];
let admin: ChangeWorld['admin'];
const world = new ChangeWorld();
const { mySessions, mailsTo, withSession } = world;

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
