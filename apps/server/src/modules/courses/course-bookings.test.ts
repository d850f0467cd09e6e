import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, nextIp, type TestApp } from '../../test/test-app';
import { signUpConfirmed } from '../accounts/test-helpers';
import { users } from '../accounts/accounts.schema';
import { mailOutbox } from '../mail/mail.schema';
import { operationLimits } from '../rate-limits/operation-limits';
import { hashSecret } from '../../lib/confirmation-secrets';
import { createCourse, createMentor } from './courses.fixtures';
import { bookCourses } from './courses.schema';
import { BOOK, CONFIRM_BOOKING, latestBookingToken, type BookingAnswer } from './test-helpers';

let t: TestApp;
let courseId: string;
let hiddenCourseId: string;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const valid = { menteeName: 'Tunde Bakare', phone: '+234 803 000 1111' };
const LINK_INVALID = 'This confirmation link is not valid: it has expired or was already used.';

beforeAll(async () => {
  t = await createTestApp({
    env: { SITE_EMAIL: 'team@eazy2con.example', PUBLIC_URL: 'https://eazy2con.example' },
  });
  const mentor = await createMentor(t.database.db, { firstname: 'Ada', lastname: 'Obi' });
  courseId = (await createCourse(t.database.db, mentor.id, { title: 'React Basics' })).id;
  const declined = await createMentor(t.database.db, { status: 'DECLINED' });
  hiddenCourseId = (await createCourse(t.database.db, declined.id)).id;
});
afterAll(() => t.close());
// Each test is another visitor, so the per-address limits do not add up across tests.
beforeEach(() => {
  t.clientIp = nextIp();
});

const book = (email: string, opts: { cookie?: string; course?: string } = {}) =>
  t.gql<{ createBookCourse: BookingAnswer }>(
    BOOK,
    { input: { ...valid, courseId: opts.course ?? courseId, email } },
    { cookie: opts.cookie },
  );
const confirm = (token: unknown) =>
  t.gql<{ confirmCourseBooking: BookingAnswer & { course: { title: string } | null } }>(CONFIRM_BOOKING, {
    token,
  });
const students = async () =>
  (
    await t.gql<{ getCourse: { students: number } }>(`query ($id: ID!) { getCourse(id: $id) { students } }`, {
      id: courseId,
    })
  ).data?.getCourse.students;
const mailsTo = async (to: string) =>
  (await t.app.services.mail.list({ to, limit: 100 })).items.map((m) => ({
    template: m.template,
    data: m.data,
    rendered: m.rendered,
  }));
const teamNotes = async () =>
  (await mailsTo('team@eazy2con.example')).filter((m) => m.template === 'course-booking-team');
const bookingRows = async () => (await t.database.db.select({ n: count() }).from(bookCourses))[0]?.n ?? 0;
const mailRows = async () => (await t.database.db.select({ n: count() }).from(mailOutbox))[0]?.n ?? 0;

describe('createBookCourse by a visitor', () => {
  it('stores the booking unconfirmed and mails the booker a link; it counts as a student only once confirmed', async () => {
    const before = await students();
    const res = await book('Visitor.One@Example.com');
    expect(res.errors).toBeUndefined();
    expect(res.data?.createBookCourse).toMatchObject({
      courseId,
      email: 'visitor.one@example.com',
      confirmed: false,
    });
    expect(await students()).toBe(before);

    const [mail] = await mailsTo('visitor.one@example.com');
    expect(mail?.template).toBe('course-booking-confirm');
    expect(mail?.data).toMatchObject({
      name: 'Tunde Bakare',
      courseTitle: 'React Basics',
      mentorName: 'Ada Obi',
      expiresInDays: 7,
    });
    expect(String(mail?.data.link)).toMatch(/^https:\/\/eazy2con\.example\/confirm-booking\/[\w-]{43}$/);
    expect(mail?.rendered?.text).toContain(String(mail?.data.link));
    expect(await teamNotes()).toHaveLength(0); // the team hears of confirmed bookings only

    const token = await latestBookingToken(t, 'visitor.one@example.com');
    const confirmed = await confirm(token);
    expect(confirmed.errors).toBeUndefined();
    expect(confirmed.data?.confirmCourseBooking).toMatchObject({
      email: 'visitor.one@example.com',
      confirmed: true,
      course: { title: 'React Basics' },
    });
    expect(await students()).toBe((before ?? 0) + 1);

    const [note] = await teamNotes();
    expect(note?.data).toMatchObject({
      email: 'visitor.one@example.com',
      phone: '+234 803 000 1111',
      confirmedBy: 'link',
    });
    expect(note?.rendered?.replyTo).toBe('visitor.one@example.com');
  });

  it('keeps only a hash of the link token', async () => {
    const res = await book('hash.check@example.com');
    const token = await latestBookingToken(t, 'hash.check@example.com');
    const [row] = await t.database.db
      .select()
      .from(bookCourses)
      .where(eq(bookCourses.id, res.data?.createBookCourse.id ?? ''));
    expect(row?.confirmTokenHash).toBe(hashSecret(token));
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('the link works once', async () => {
    await book('once@example.com');
    const token = await latestBookingToken(t, 'once@example.com');
    expect((await confirm(token)).errors).toBeUndefined();
    const again = await confirm(token);
    expect(again.errors?.[0]).toMatchObject({ message: LINK_INVALID, extensions: { code: 'NOT_FOUND' } });
    expect(await teamNotes().then((notes) => notes.filter((n) => n.data.email === 'once@example.com'))).toHaveLength(1);
  });

  it('refuses an expired link, and changes nothing', async () => {
    const res = await book('late@example.com');
    const id = res.data?.createBookCourse.id ?? '';
    await t.database.db
      .update(bookCourses)
      .set({ confirmExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookCourses.id, id));
    const before = await students();
    const late = await confirm(await latestBookingToken(t, 'late@example.com'));
    expect(late.errors?.[0]).toMatchObject({ message: LINK_INVALID, extensions: { code: 'NOT_FOUND' } });
    const [row] = await t.database.db.select().from(bookCourses).where(eq(bookCourses.id, id));
    expect(row?.confirmedAt).toBeNull();
    expect(await students()).toBe(before);
  });

  it.each([
    ['a made-up token', 'A'.repeat(43), 'NOT_FOUND'],
    ['a malformed token', 'not-a-token', 'BAD_USER_INPUT'],
    ['no token', undefined, 'BAD_USER_INPUT'],
  ])('refuses %s with the same message', async (_label, token, code) => {
    const res = await confirm(token);
    expect(res.errors?.[0]).toMatchObject({ message: LINK_INVALID, extensions: { code } });
  });

  it('limits link checks per address', async () => {
    const ip = nextIp();
    const codes: (string | undefined)[] = [];
    for (let i = 0; i <= operationLimits.confirmCourseBooking.max; i += 1) {
      codes.push((await t.gql(CONFIRM_BOOKING, { token: 'B'.repeat(43) }, { ip })).errors?.[0]?.extensions?.code);
    }
    expect(codes.at(-2)).toBe('NOT_FOUND');
    expect(codes.at(-1)).toBe('RATE_LIMITED');
  });
});

describe('createBookCourse by a signed-in account', () => {
  it("is confirmed at once with the account's verified e-mail: the booker gets the details, the team a note", async () => {
    const cookie = await signUpConfirmed(t, 'member@example.com');
    const before = await students();
    const res = await book(' MEMBER@example.com ', { cookie });
    expect(res.errors).toBeUndefined();
    expect(res.data?.createBookCourse.confirmed).toBe(true);
    expect(await students()).toBe((before ?? 0) + 1);
    const templates = (await mailsTo('member@example.com')).map((m) => m.template);
    expect(templates).toContain('course-booking-confirmed');
    expect(templates).not.toContain('course-booking-confirm');
    const note = (await teamNotes()).find((n) => n.data.email === 'member@example.com');
    expect(note?.data).toMatchObject({ courseTitle: 'React Basics', confirmedBy: 'account' });
  });

  it('needs a link for another e-mail than the account’s', async () => {
    const cookie = await signUpConfirmed(t, 'someone@example.com');
    const res = await book('someone.else@example.com', { cookie });
    expect(res.data?.createBookCourse.confirmed).toBe(false);
    expect((await mailsTo('someone.else@example.com')).map((m) => m.template)).toEqual(['course-booking-confirm']);
  });

  it('needs a link while the account has not confirmed its e-mail', async () => {
    const cookie = await signUpConfirmed(t, 'unverified@example.com');
    await t.database.db.update(users).set({ emailVerified: false }).where(eq(users.email, 'unverified@example.com'));
    const res = await book('unverified@example.com', { cookie });
    expect(res.data?.createBookCourse.confirmed).toBe(false);
  });
});

describe('students', () => {
  it('counts distinct confirmed e-mails', async () => {
    const mentor = await createMentor(t.database.db);
    const course = (await createCourse(t.database.db, mentor.id)).id;
    const figure = async () =>
      (
        await t.gql<{ getCourse: { students: number } }>(`query ($id: ID!) { getCourse(id: $id) { students } }`, {
          id: course,
        })
      ).data?.getCourse.students;
    for (const email of ['twice@example.com', 'TWICE@example.com']) {
      await book(email, { course });
      expect((await confirm(await latestBookingToken(t, 'twice@example.com'))).errors).toBeUndefined();
    }
    await book('never-confirmed@example.com', { course });
    expect(await figure()).toBe(1);
  });
});

describe('createBookCourse input', () => {
  it.each([
    [{ email: 'a@example.com', phone: undefined }, 'Phone is required'],
    [{ phone: '  ', email: 'a@example.com' }, 'Phone is required'],
    [{ phone: 'call me', email: 'a@example.com' }, 'Phone is not valid'],
    [{ email: undefined }, 'Email is required'],
    [{ email: '' }, 'Email is required'],
    [{ email: 'a.example.com' }, 'Email is not valid'],
  ])('refuses %o with the message %s, stores nothing and mails nobody', async (input, message) => {
    const before = { bookings: await bookingRows(), mails: await mailRows() };
    const res = await t.gql(BOOK, { input: { ...valid, courseId, ...input } });
    expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    expect({ bookings: await bookingRows(), mails: await mailRows() }).toEqual(before);
  });

  it('does not need a name', async () => {
    const res = await t.gql<{ createBookCourse: { menteeName: string } }>(BOOK, {
      input: { courseId, phone: '08030001111', email: 'amaka@example.com' },
    });
    expect(res.data?.createBookCourse.menteeName).toBe('');
  });

  it('answers NOT_FOUND for an unknown course or one not shown to the public, and mails nobody', async () => {
    const before = { bookings: await bookingRows(), mails: await mailRows() };
    for (const id of [UNKNOWN, 'web-development', hiddenCourseId]) {
      const res = await book('nobody@example.com', { course: id });
      expect(res.errors?.[0]).toMatchObject({
        message: 'Course does not exist',
        extensions: { code: 'NOT_FOUND' },
      });
    }
    expect({ bookings: await bookingRows(), mails: await mailRows() }).toEqual(before);
  });
});
