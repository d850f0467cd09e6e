import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEARNER_CODE_INVALID, LEARNER_CODE_WRONG } from '@eazy2con/shared/validation/families';
import { watDate } from '@eazy2con/shared/wat-time';
import { addDays } from '@eazy2con/shared/validation/mentor-booking';
import { createTestApp, nextIp, type TestApp } from '../../test/test-app';
import { signUpConfirmed } from '../accounts/test-helpers';
import { mentorBookings } from '../bookings/mentor-bookings.schema';
import { operationLimits } from '../rate-limits/operation-limits';
import { mentoringSessions } from '../sessions/sessions.schema';
import { addChild, LEARNER_SIGN_IN, learnerToken, SET_LEARNER_CODE, teachingMentor } from './families.fixtures';
import { CHILD_NOT_FOUND } from './families.service';
import { childProfiles } from './families.schema';
import { learnerSessions } from './learner-space.schema';
import { LEARNER_SIGN_IN_AGAIN, LEARNER_TOO_MANY_TRIES } from './learner-space.service';

/** A child's learner space (issue 35, decision 0042), through the API. */

let t: TestApp;
let mentor: { cookie: string; mentorId: string };

const SPACE = `query ($token: String!) { learnerSpace(token: $token) {
  firstName sessions { start end status roomUrl mentorName } } }`;
const CLEAR = `mutation ($id: ID!) { clearLearnerCode(childId: $id) }`;
const WITHDRAW = `mutation ($id: ID!) { withdrawChildConsent(childId: $id) { status } }`;
const ME = `{ me { children { id learnerSpaceOn } } }`;
const BOOK = `mutation ($input: CreateBookAmentorInput!) { createBookAmentor(input: $input) { id } }`;

let parents = 0;
const newParent = () => signUpConfirmed(t, `learner-parent${++parents}@example.com`);
const signIn = (id: string, code: string, ip = nextIp()) => t.gql(LEARNER_SIGN_IN, { id, code }, { ip });
const space = (token: string) =>
  t.gql<{ learnerSpace: { firstName: string; sessions: Record<string, unknown>[] } }>(SPACE, { token });

const MINUTE = 60_000;

/** A paid kids plan for the child, with sessions at the given offsets from now (minutes) and their status. */
async function bookedSessions(cookie: string, childId: string, sessions: { at: number; status?: 'CANCELLED' }[]) {
  const booked = await t.gql<{ createBookAmentor: { id: string } }>(
    BOOK,
    {
      input: {
        mentorId: mentor.mentorId,
        audience: 'kids',
        fullName: 'Ngozi Okafor',
        phone: '+234 803 000 1111',
        email: `learner-parent${parents}@example.com`,
        type: 'Individual',
        course: 'Scratch Programming',
        image: '7 - 12 years',
        startEndDate: { start: watDate(), end: addDays(watDate(), 30) },
        childId,
      },
    },
    { cookie, ip: nextIp() },
  );
  const bookingId = booked.data?.createBookAmentor.id ?? '';
  await t.database.db.update(mentorBookings).set({ paymentStatus: 'PAID' }).where(eq(mentorBookings.id, bookingId));
  for (const [i, s] of sessions.entries()) {
    const start = Date.now() + s.at * MINUTE;
    await t.database.db.insert(mentoringSessions).values({
      bookingId,
      mentorId: mentor.mentorId,
      format: 'ONE_ON_ONE',
      groupKey: crypto.randomUUID(),
      startAt: new Date(start),
      // Half-hour classes with no buffer, so one under way and one about to start fit side by side.
      endAt: new Date(start + 30 * MINUTE),
      blockedUntil: new Date(start + 30 * MINUTE),
      idempotencyKey: `learner-${bookingId}-${i}`,
      roomUrl: `https://meet.example/room-${i}`,
      status: s.status ?? 'BOOKED',
    });
  }
}

beforeAll(async () => {
  t = await createTestApp();
  mentor = await teachingMentor(t, 'learner-teacher@example.com');
}, 60_000);
afterAll(() => t.close());

describe("a child's learner space", () => {
  it('shows the signed-in child only their upcoming booked classes, with the room from 15 minutes before', async () => {
    const cookie = await newParent();
    const child = await addChild(t, cookie, { firstName: 'Amaka' });
    expect((await t.gql(ME, {}, { cookie })).data).toEqual({
      me: { children: [{ id: child.id, learnerSpaceOn: false }] },
    });
    await bookedSessions(cookie, child.id, [
      { at: -3 * 24 * 60 }, // over
      { at: -20 }, // under way
      { at: 12 }, // starts within 15 minutes
      { at: 2 * 24 * 60 }, // later: no room yet
      { at: 3 * 24 * 60, status: 'CANCELLED' },
    ]);
    const token = await learnerToken(t, cookie, child.id, '4815 1623');
    expect((await t.gql(ME, {}, { cookie })).data).toEqual({
      me: { children: [{ id: child.id, learnerSpaceOn: true }] },
    });
    const res = await space(token);
    expect(res.errors).toBeUndefined();
    expect(res.data?.learnerSpace.firstName).toBe('Amaka');
    expect(res.data?.learnerSpace.sessions.map((s) => [s.status, s.roomUrl, s.mentorName])).toEqual([
      ['BOOKED', 'https://meet.example/room-1', 'Chidi Eze'],
      ['BOOKED', 'https://meet.example/room-2', 'Chidi Eze'],
      ['BOOKED', null, 'Chidi Eze'],
    ]);
    // Only the token's hash is kept.
    const [row] = await t.database.db.select().from(learnerSessions).where(eq(learnerSessions.childId, child.id));
    expect(row?.tokenHash).not.toContain(token);
    expect(row?.tokenHash).toHaveLength(64);
    const [profile] = await t.database.db.select().from(childProfiles).where(eq(childProfiles.id, child.id));
    expect(profile?.learnerCodeHash).not.toContain('48151623');
  });

  it('refuses a wrong code, no code set and a missing child with the same message, and a code of the wrong shape', async () => {
    const cookie = await newParent();
    const child = await addChild(t, cookie, { firstName: 'Bayo' });
    const noCode = await signIn(child.id, '123456');
    await t.gql(SET_LEARNER_CODE, { id: child.id, code: '123456' }, { cookie });
    const wrong = await signIn(child.id, '654321');
    const missing = await signIn(crypto.randomUUID(), '123456');
    for (const res of [noCode, wrong, missing]) {
      expect(res.data).toBeNull();
      expect(res.errors?.[0]).toMatchObject({ message: LEARNER_CODE_WRONG, extensions: { code: 'BAD_USER_INPUT' } });
    }
    const short = await t.gql(SET_LEARNER_CODE, { id: child.id, code: '12345' }, { cookie });
    expect(short.errors?.[0]?.message).toBe(LEARNER_CODE_INVALID);
    expect((await t.gql(SET_LEARNER_CODE, { id: child.id, code: 'abcdef' }, { cookie })).errors?.[0]?.message).toBe(
      LEARNER_CODE_INVALID,
    );
  });

  it('refuses the sixth try in 15 minutes even with the right code, from any connection', async () => {
    const cookie = await newParent();
    const child = await addChild(t, cookie, { firstName: 'Chika' });
    await t.gql(SET_LEARNER_CODE, { id: child.id, code: '97531864' }, { cookie });
    for (let i = 0; i < 5; i += 1)
      expect((await signIn(child.id, '11111111')).errors?.[0]?.message).toBe(LEARNER_CODE_WRONG);
    const right = await signIn(child.id, '97531864');
    expect(right.data).toBeNull();
    expect(right.errors?.[0]).toMatchObject({ message: LEARNER_TOO_MANY_TRIES, extensions: { code: 'RATE_LIMITED' } });
  });

  it('caps sign-in tries per connection across children', async () => {
    const ip = nextIp();
    const codes: unknown[] = [];
    for (let i = 0; i <= operationLimits.learnerSignIn.max; i += 1) {
      codes.push((await signIn(crypto.randomUUID(), '123456', ip)).errors?.[0]?.extensions?.code);
    }
    expect(codes.at(-2)).toBe('BAD_USER_INPUT');
    expect(codes.at(-1)).toBe('RATE_LIMITED');
  });

  it("lets only the parent set or clear the code: anyone else's child is not found, like a missing one", async () => {
    const cookie = await newParent();
    const child = await addChild(t, cookie, { firstName: 'Dayo' });
    const other = await newParent();
    for (const [doc, vars] of [
      [SET_LEARNER_CODE, { id: child.id, code: '123456' }],
      [SET_LEARNER_CODE, { id: crypto.randomUUID(), code: '123456' }],
      [CLEAR, { id: child.id }],
    ] as const) {
      const res = await t.gql(doc, vars, { cookie: other });
      expect(res.errors?.[0]).toMatchObject({ message: CHILD_NOT_FOUND, extensions: { code: 'NOT_FOUND' } });
    }
    expect((await t.gql(SET_LEARNER_CODE, { id: child.id, code: '123456' })).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
  });

  it('ends the space when the parent changes the code, turns it off, or withdraws consent', async () => {
    const cookie = await newParent();
    const child = await addChild(t, cookie, { firstName: 'Efe' });
    const unauthenticated = { message: LEARNER_SIGN_IN_AGAIN, extensions: { code: 'UNAUTHENTICATED' } };

    const first = await learnerToken(t, cookie, child.id, '111222');
    const second = await learnerToken(t, cookie, child.id, '333444');
    expect((await space(first)).errors?.[0]).toMatchObject(unauthenticated);
    expect((await space(second)).data?.learnerSpace.firstName).toBe('Efe');
    expect((await signIn(child.id, '111222')).errors?.[0]?.message).toBe(LEARNER_CODE_WRONG);

    expect((await t.gql(CLEAR, { id: child.id }, { cookie })).data).toEqual({ clearLearnerCode: true });
    expect((await space(second)).errors?.[0]).toMatchObject(unauthenticated);
    expect((await signIn(child.id, '333444')).errors?.[0]?.message).toBe(LEARNER_CODE_WRONG);
    expect((await t.gql(ME, {}, { cookie })).data).toEqual({
      me: { children: [{ id: child.id, learnerSpaceOn: false }] },
    });

    const third = await learnerToken(t, cookie, child.id, '555666');
    expect((await t.gql(WITHDRAW, { id: child.id }, { cookie })).errors).toBeUndefined();
    expect((await space(third)).errors?.[0]).toMatchObject(unauthenticated);
    const left = await t.database.db
      .select({ n: count() })
      .from(learnerSessions)
      .where(eq(learnerSessions.childId, child.id));
    expect(left[0]?.n).toBe(0);
    expect((await space('not-a-token')).errors?.[0]).toMatchObject(unauthenticated);
  });
});
