import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, nextIp, type TestApp } from '../../test/test-app';
import { signUpConfirmed } from '../accounts/test-helpers';
import { operationLimits } from '../rate-limits/operation-limits';
import { hashSecret } from '../../lib/confirmation-secrets';
import { RATING_CODE_ATTEMPTS, RATING_CODE_MAILS } from './course-ratings.service';
import { createCourse, createMentor } from './courses.fixtures';
import { courseRatings } from './courses.schema';
import { oneTimeCodes } from '../one-time-codes/one-time-codes.schema';
import { CONFIRM_RATING, RATE, latestRatingCode, rateConfirmed } from './test-helpers';

let t: TestApp;
let hiddenCourseId: string;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const WRONG = 'This code is not correct';
const EXPIRED = 'This code has expired. Submit your rating again to get a new code.';

type Figures = { rating: number | null; ratingCount: number };
type Rated = { rateCourse: { status: 'COUNTED' | 'CODE_SENT'; course: Figures } };

beforeAll(async () => {
  t = await createTestApp();
  const declined = await createMentor(t.database.db, { status: 'DECLINED' });
  hiddenCourseId = (await createCourse(t.database.db, declined.id)).id;
});
afterAll(() => t.close());
// Each test is another visitor, so the per-address limits do not add up across tests.
beforeEach(() => {
  t.clientIp = nextIp();
});

/** Each test rates its own course, so the figures start empty. */
const newCourse = async () =>
  (await createCourse(t.database.db, (await createMentor(t.database.db)).id, { title: 'Rated course' })).id;
const figures = async (id: string): Promise<Figures | undefined> =>
  (
    await t.gql<{ getCourse: Figures }>(`query ($id: ID!) { getCourse(id: $id) { rating ratingCount } }`, {
      id,
    })
  ).data?.getCourse;
const rate = (courseId: string, email: string, stars: number, cookie?: string) =>
  t.gql<Rated>(RATE, { courseId, email, stars }, { cookie });
const confirm = (courseId: string, email: string, code: unknown) =>
  t.gql<{ confirmCourseRating: Figures }>(CONFIRM_RATING, { courseId, email, code });
const codeMails = async (email: string) =>
  (await t.app.services.mail.list({ to: email, limit: 100 })).items.filter((m) => m.template === 'course-rating-code');

describe('rateCourse by a visitor', () => {
  it('mails a code and counts the stars only once the code comes back', async () => {
    const courseId = await newCourse();
    const res = await rate(courseId, 'Ada@Example.com', 4);
    expect(res.errors).toBeUndefined();
    expect(res.data?.rateCourse).toEqual({
      status: 'CODE_SENT',
      course: { id: courseId, rating: null, ratingCount: 0 },
    });
    const [mail] = await codeMails('ada@example.com');
    expect(mail?.data).toMatchObject({ courseTitle: 'Rated course', stars: 4, expiresInMinutes: 15 });
    expect(mail?.rendered?.subject).not.toContain(String(mail?.data.code));

    const code = await latestRatingCode(t, 'ada@example.com');
    const [pending] = await t.database.db
      .select()
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.purpose, 'course-rating'), eq(oneTimeCodes.subjectId, courseId)));
    expect(pending?.codeHash).toBe(hashSecret(code)); // only the hash is kept
    expect(pending?.payload).toEqual({ stars: 4 }); // the stars wait beside the code, apart from counted ratings

    const confirmed = await confirm(courseId, 'ADA@example.com', code);
    expect(confirmed.errors).toBeUndefined();
    expect(confirmed.data?.confirmCourseRating).toMatchObject({ rating: 4, ratingCount: 1 });
    // The code is spent.
    expect((await confirm(courseId, 'ada@example.com', code)).errors?.[0]?.message).toBe(EXPIRED);
  });

  it("cannot replace another person's stars by typing their address", async () => {
    const courseId = await newCourse();
    await rateConfirmed(t, courseId, 'victim@example.com', 5);
    const attack = await rate(courseId, 'victim@example.com', 1);
    expect(attack.data?.rateCourse.status).toBe('CODE_SENT');
    const guess = await confirm(courseId, 'victim@example.com', '000000');
    expect(guess.errors?.[0]).toMatchObject({
      message: WRONG,
      extensions: { code: 'BAD_USER_INPUT', fields: { code: WRONG } },
    });
    expect(await figures(courseId)).toEqual({ rating: 5, ratingCount: 1 });
  });

  it('cannot stack votes with made-up addresses', async () => {
    const courseId = await newCourse();
    for (let i = 0; i < 5; i += 1)
      expect((await rate(courseId, `made-up-${i}@example.com`, 1)).data?.rateCourse.status).toBe('CODE_SENT');
    expect(await figures(courseId)).toEqual({ rating: null, ratingCount: 0 });
  });

  it('keeps one rating per confirmed e-mail: a repeat replaces the stars', async () => {
    const courseId = await newCourse();
    await rateConfirmed(t, courseId, 'ada@example.com', 4);
    await rateConfirmed(t, courseId, 'bayo@example.com', 5);
    expect(await figures(courseId)).toEqual({ rating: 4.5, ratingCount: 2 });
    await rateConfirmed(t, courseId, ' ADA@Example.com ', 2);
    expect(await figures(courseId)).toEqual({ rating: 3.5, ratingCount: 2 });
  });

  it(`allows ${RATING_CODE_ATTEMPTS} checks per code, the right one included; then the code is dead`, async () => {
    const courseId = await newCourse();
    await rate(courseId, 'guesser@example.com', 3);
    const code = await latestRatingCode(t, 'guesser@example.com');
    const wrong = code === '999999' ? '999998' : '999999';
    const messages: (string | undefined)[] = [];
    for (let i = 0; i < RATING_CODE_ATTEMPTS; i += 1)
      messages.push((await confirm(courseId, 'guesser@example.com', wrong)).errors?.[0]?.message);
    expect(messages).toEqual([...Array<string>(RATING_CODE_ATTEMPTS - 1).fill(WRONG), EXPIRED]);
    expect((await confirm(courseId, 'guesser@example.com', code)).errors?.[0]?.message).toBe(EXPIRED);
    expect(await figures(courseId)).toEqual({ rating: null, ratingCount: 0 });
    // Rating again mails a new code with fresh attempts.
    await rate(courseId, 'guesser@example.com', 3);
    expect(
      (await confirm(courseId, 'guesser@example.com', await latestRatingCode(t, 'guesser@example.com'))).errors,
    ).toBeUndefined();
  });

  it('refuses an expired code', async () => {
    const courseId = await newCourse();
    await rate(courseId, 'slow@example.com', 3);
    await t.database.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(oneTimeCodes.subjectId, courseId), eq(oneTimeCodes.email, 'slow@example.com')));
    const res = await confirm(courseId, 'slow@example.com', await latestRatingCode(t, 'slow@example.com'));
    expect(res.errors?.[0]?.message).toBe(EXPIRED);
    expect(await figures(courseId)).toEqual({ rating: null, ratingCount: 0 });
  });

  it('does not count ratings stored before e-mails were confirmed', async () => {
    const courseId = await newCourse();
    await t.database.db.insert(courseRatings).values({ courseId, email: 'old@example.com', stars: 1 });
    expect(await figures(courseId)).toEqual({ rating: null, ratingCount: 0 });
  });

  it('limits code mails per e-mail, whatever the connection', async () => {
    const courseId = await newCourse();
    for (let i = 0; i < RATING_CODE_MAILS.max; i += 1) {
      expect(
        (await t.gql(RATE, { courseId, email: 'flooded@example.com', stars: 1 }, { ip: nextIp() })).errors,
      ).toBeUndefined();
    }
    const refused = await t.gql(RATE, { courseId, email: 'flooded@example.com', stars: 1 }, { ip: nextIp() });
    expect(refused.errors?.[0]).toMatchObject({ extensions: { code: 'RATE_LIMITED' } });
    expect(refused.errors?.[0]?.message).toMatch(
      /^Too many codes were sent to this e-mail\. Please try again in (a minute|\d+ minutes)\.$/,
    );
    expect(await codeMails('flooded@example.com')).toHaveLength(RATING_CODE_MAILS.max);
  });

  it('limits code checks per address', async () => {
    const courseId = await newCourse();
    const ip = nextIp();
    const codes: (string | undefined)[] = [];
    for (let i = 0; i <= operationLimits.confirmCourseRating.max; i += 1) {
      codes.push(
        (await t.gql(CONFIRM_RATING, { courseId, email: `nobody${i}@example.com`, code: '123456' }, { ip })).errors?.[0]
          ?.extensions?.code,
      );
    }
    expect(codes.at(-2)).toBe('BAD_USER_INPUT');
    expect(codes.at(-1)).toBe('RATE_LIMITED');
  });
});

describe('rateCourse by a signed-in account', () => {
  it("counts at once with the account's verified e-mail, and mails no code", async () => {
    const courseId = await newCourse();
    const cookie = await signUpConfirmed(t, 'member@example.com');
    const res = await rate(courseId, 'Member@Example.com', 5, cookie);
    expect(res.data?.rateCourse).toEqual({
      status: 'COUNTED',
      course: { id: courseId, rating: 5, ratingCount: 1 },
    });
    expect(await codeMails('member@example.com')).toHaveLength(0);
    const repeat = await rate(courseId, 'member@example.com', 3, cookie);
    expect(repeat.data?.rateCourse.course).toMatchObject({ rating: 3, ratingCount: 1 });
  });

  it('mails a code for another e-mail than the account’s', async () => {
    const courseId = await newCourse();
    const cookie = await signUpConfirmed(t, 'member2@example.com');
    const res = await rate(courseId, 'friend@example.com', 5, cookie);
    expect(res.data?.rateCourse).toMatchObject({ status: 'CODE_SENT', course: { ratingCount: 0 } });
  });
});

describe('rating input', () => {
  let courseId: string;
  beforeAll(async () => {
    courseId = await newCourse();
  });
  const stored = async () => ({
    ratings: (await t.database.db.select({ n: count() }).from(courseRatings))[0]?.n ?? 0,
    pending: (await t.database.db.select({ n: count() }).from(oneTimeCodes))[0]?.n ?? 0,
  });

  it.each([
    [{ stars: 3 }, 'Email is required'],
    [{ email: '', stars: 3 }, 'Email is required'],
    [{ email: '   ', stars: 3 }, 'Email is required'],
    [{ email: 'not-an-email', stars: 3 }, 'Email is not valid'],
    [{ email: 'c@example.com' }, 'Pick from 1 to 5 stars'],
    [{ email: 'c@example.com', stars: 0 }, 'Pick from 1 to 5 stars'],
    [{ email: 'c@example.com', stars: 6 }, 'Pick from 1 to 5 stars'],
  ])('rateCourse refuses %o with the message %s and stores nothing', async (input, message) => {
    const before = await stored();
    const res = await t.gql(RATE, { courseId, ...input });
    expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    expect(await stored()).toEqual(before);
  });

  it.each([
    [undefined, 'Code is required'],
    ['  ', 'Code is required'],
    ['12345', 'Enter the 6-digit code from the e-mail'],
    ['abcdef', 'Enter the 6-digit code from the e-mail'],
  ])('confirmCourseRating refuses the code %j with the message %s', async (code, message) => {
    const res = await confirm(courseId, 'c@example.com', code);
    expect(res.errors?.[0]).toMatchObject({
      message,
      extensions: { code: 'BAD_USER_INPUT', fields: { code: message } },
    });
  });

  it('answers NOT_FOUND for unknown courses and courses not shown to the public', async () => {
    const before = await stored();
    for (const id of [UNKNOWN, 'nope', hiddenCourseId]) {
      for (const res of [await rate(id, 'c@example.com', 5), await confirm(id, 'c@example.com', '123456')]) {
        expect(res.errors?.[0]).toMatchObject({
          message: 'Course does not exist',
          extensions: { code: 'NOT_FOUND' },
        });
      }
    }
    expect(await stored()).toEqual(before);
  });
});
