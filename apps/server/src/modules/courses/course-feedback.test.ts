import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, nextIp, type TestApp } from '../../test/test-app';
import { createCourse, createMentor } from './courses.fixtures';
import { bookCourses, courseComments, courseRatings } from './courses.schema';

let t: TestApp;
let courseId: string;
let otherCourseId: string;
let hiddenCourseId: string;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await createTestApp();
  const mentor = await createMentor(t.database.db);
  courseId = (await createCourse(t.database.db, mentor.id, { title: 'Rated course' })).id;
  otherCourseId = (await createCourse(t.database.db, mentor.id, { title: 'Other course' })).id;
  const declined = await createMentor(t.database.db, { status: 'DECLINED' });
  hiddenCourseId = (await createCourse(t.database.db, declined.id)).id;
});
afterAll(() => t.close());
// Each test is another visitor, so the per-address limits (rate-limits.test.ts) do not add up across tests.
beforeEach(() => {
  t.clientIp = nextIp();
});

const rows = async (table: typeof courseRatings | typeof courseComments | typeof bookCourses) => {
  const [row] = await t.database.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
};

type Figures = { rating: number | null; ratingCount: number; students: number; commentCount: number };
const figures = async (id = courseId) => {
  const res = await t.gql<{ getCourse: Figures & { latestComments: { name: string | null; text: string }[] } }>(
    `query ($id: ID!) { getCourse(id: $id) { rating ratingCount students commentCount latestComments { name text } } }`,
    { id },
  );
  const course = res.data?.getCourse;
  if (!course) throw new Error('course missing');
  return course;
};

describe('rateCourse', () => {
  const RATE = `mutation ($courseId: ID!, $email: String, $stars: Int) {
    rateCourse(courseId: $courseId, email: $email, stars: $stars) { id rating ratingCount } }`;

  it('stores a rating and answers the new average and count', async () => {
    const res = await t.gql<{ rateCourse: Figures }>(RATE, { courseId, email: 'ada@example.com', stars: 4 });
    expect(res.errors).toBeUndefined();
    expect(res.data?.rateCourse).toMatchObject({ rating: 4, ratingCount: 1 });
    const second = await t.gql<{ rateCourse: Figures }>(RATE, { courseId, email: 'bayo@example.com', stars: 5 });
    expect(second.data?.rateCourse).toMatchObject({ rating: 4.5, ratingCount: 2 });
  });

  it('replaces the earlier stars of the same e-mail, whatever its case', async () => {
    const res = await t.gql<{ rateCourse: Figures }>(RATE, { courseId, email: ' ADA@Example.com ', stars: 2 });
    expect(res.data?.rateCourse).toMatchObject({ rating: 3.5, ratingCount: 2 });
    expect(await rows(courseRatings)).toBe(2);
  });

  it.each([
    [{ stars: 3 }, 'Emial is required'],
    [{ email: '', stars: 3 }, 'Emial is required'],
    [{ email: '   ', stars: 3 }, 'Emial is required'],
    [{ email: 'not-an-email', stars: 3 }, 'Email is not valid'],
    [{ email: 'c@example.com' }, 'Pick from 1 to 5 stars'],
    [{ email: 'c@example.com', stars: 0 }, 'Pick from 1 to 5 stars'],
    [{ email: 'c@example.com', stars: 6 }, 'Pick from 1 to 5 stars'],
  ])('refuses %o with the message %s and stores nothing', async (input, message) => {
    const res = await t.gql(RATE, { courseId, ...input });
    expect(res.errors?.[0]?.message).toBe(message);
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await rows(courseRatings)).toBe(2);
  });

  it('answers NOT_FOUND for unknown courses and courses not shown to the public', async () => {
    for (const id of [UNKNOWN, 'nope', hiddenCourseId]) {
      const res = await t.gql(RATE, { courseId: id, email: 'c@example.com', stars: 5 });
      expect(res.errors?.[0]).toMatchObject({ message: 'Course does not exist', extensions: { code: 'NOT_FOUND' } });
    }
    expect(await rows(courseRatings)).toBe(2);
  });

  it('keeps each course its own figures', async () => {
    expect(await figures(otherCourseId)).toMatchObject({ rating: null, ratingCount: 0 });
  });
});

describe('commentCourse', () => {
  const COMMENT = `mutation ($courseId: ID!, $text: String, $name: String, $email: String) {
    commentCourse(courseId: $courseId, text: $text, name: $name, email: $email) { id courseId name text createdAt } }`;

  it('stores a comment, with or without a name', async () => {
    const res = await t.gql<{ commentCourse: { courseId: string; name: string | null; text: string } }>(COMMENT, {
      courseId,
      text: '  Clear and practical.  ',
      name: 'Ngozi',
      email: 'ngozi@example.com',
    });
    expect(res.errors).toBeUndefined();
    expect(res.data?.commentCourse).toMatchObject({ courseId, name: 'Ngozi', text: 'Clear and practical.' });
    const anonymous = await t.gql<{ commentCourse: { name: string | null } }>(COMMENT, { courseId, text: 'Loved it' });
    expect(anonymous.data?.commentCourse.name).toBeNull();
  });

  it('shows the newest five comments, newest first, and counts them all', async () => {
    for (let i = 1; i <= 5; i++) await t.gql(COMMENT, { courseId, text: `Comment ${i}` });
    const course = await figures();
    expect(course.commentCount).toBe(7);
    expect(course.latestComments.map((c) => c.text)).toEqual(['Comment 5', 'Comment 4', 'Comment 3', 'Comment 2', 'Comment 1']);
  });

  it('never shows the e-mail of a commenter', async () => {
    const res = await t.gql(`query ($id: ID!) { getCourse(id: $id) { latestComments { email } } }`, { id: courseId });
    expect(res.errors?.[0]?.message).toMatch(/Cannot query field "email"/);
  });

  it.each([
    [{}, 'comment is required!'],
    [{ text: '' }, 'comment is required!'],
    [{ text: ' \n ' }, 'comment is required!'],
    [{ text: 'x'.repeat(2001) }, 'Comment must be at most 2000 characters'],
    [{ text: 'Fine', email: 'nope' }, 'Email is not valid'],
  ])('refuses %o with the message %s and stores nothing', async (input, message) => {
    const res = await t.gql(COMMENT, { courseId, ...input });
    expect(res.errors?.[0]?.message).toBe(message);
    expect(await rows(courseComments)).toBe(7);
  });

  it('answers NOT_FOUND for an unknown course', async () => {
    const res = await t.gql(COMMENT, { courseId: UNKNOWN, text: 'Hello' });
    expect(res.errors?.[0]).toMatchObject({ message: 'Course does not exist', extensions: { code: 'NOT_FOUND' } });
    expect(await rows(courseComments)).toBe(7);
  });
});

describe('createBookCourse', () => {
  const BOOK = `mutation ($input: CreateBookCourseInput!) {
    createBookCourse(input: $input) { id courseId menteeName phone email createdAt updatedAt } }`;
  const valid = { menteeName: 'Tunde Bakare', phone: '+234 803 000 1111', email: 'Tunde@Example.com' };

  it('stores the booking and answers it, with the course id the client reads', async () => {
    const res = await t.gql<{ createBookCourse: Record<string, string> }>(BOOK, { input: { ...valid, courseId } });
    expect(res.errors).toBeUndefined();
    expect(res.data?.createBookCourse).toMatchObject({ courseId, menteeName: 'Tunde Bakare', phone: '+234 803 000 1111', email: 'tunde@example.com' });
    const [stored] = await t.database.db.select().from(bookCourses).where(eq(bookCourses.courseId, courseId));
    expect(stored?.email).toBe('tunde@example.com');
  });

  it('does not need a name', async () => {
    const res = await t.gql<{ createBookCourse: { menteeName: string } }>(BOOK, {
      input: { courseId, phone: '08030001111', email: 'amaka@example.com' },
    });
    expect(res.data?.createBookCourse.menteeName).toBe('');
  });

  it('counts students as distinct e-mails that booked the course', async () => {
    await t.gql(BOOK, { input: { ...valid, email: 'TUNDE@example.com', courseId } });
    expect(await figures()).toMatchObject({ students: 2 });
    expect(await figures(otherCourseId)).toMatchObject({ students: 0 });
  });

  it.each([
    [{ email: 'a@example.com' }, 'Phone is required'],
    [{ phone: '  ', email: 'a@example.com' }, 'Phone is required'],
    [{ phone: 'call me', email: 'a@example.com' }, 'Phone is not valid'],
    [{ phone: '08030001111' }, 'Email is required'],
    [{ phone: '08030001111', email: '' }, 'Email is required'],
    [{ phone: '08030001111', email: 'a.example.com' }, 'Email is not valid'],
  ])('refuses %o with the message %s and stores nothing', async (input, message) => {
    const res = await t.gql(BOOK, { input: { courseId, ...input } });
    expect(res.errors?.[0]?.message).toBe(message);
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await rows(bookCourses)).toBe(3);
  });

  it('answers NOT_FOUND for an unknown course or one not shown to the public', async () => {
    for (const id of [UNKNOWN, 'web-development', hiddenCourseId]) {
      const res = await t.gql(BOOK, { input: { ...valid, courseId: id } });
      expect(res.errors?.[0]).toMatchObject({ message: 'Course does not exist', extensions: { code: 'NOT_FOUND' } });
    }
    expect(await rows(bookCourses)).toBe(3);
  });
});
