import { count } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, nextIp, type TestApp } from '../../test/test-app';
import { createCourse, createMentor } from './courses.fixtures';
import { courseComments } from './courses.schema';

let t: TestApp;
let courseId: string;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await createTestApp();
  const mentor = await createMentor(t.database.db);
  courseId = (await createCourse(t.database.db, mentor.id, { title: 'Commented course' })).id;
});
afterAll(() => t.close());
// Each test is another visitor, so the per-address limits (rate-limits.test.ts) do not add up across tests.
beforeEach(() => {
  t.clientIp = nextIp();
});

// Ratings and bookings: course-ratings.test.ts and course-bookings.test.ts.
const rows = async (table: typeof courseComments) => {
  const [row] = await t.database.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
};

const figures = async (id = courseId) => {
  const res = await t.gql<{
    getCourse: { commentCount: number; latestComments: { name: string | null; text: string }[] };
  }>(`query ($id: ID!) { getCourse(id: $id) { commentCount latestComments { name text } } }`, { id });
  const course = res.data?.getCourse;
  if (!course) throw new Error('course missing');
  return course;
};

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
    expect(course.latestComments.map((c) => c.text)).toEqual([
      'Comment 5',
      'Comment 4',
      'Comment 3',
      'Comment 2',
      'Comment 1',
    ]);
  });

  it('counts the comments of every course of a list that asks, a course without any at 0', async () => {
    const quiet = await createCourse(t.database.db, (await createMentor(t.database.db)).id, { title: 'Quiet course' });
    const res = await t.gql<{ listCourses: { items: { id: string; commentCount: number }[] } }>(
      `{ listCourses(limit: 100) { items { id commentCount } } }`,
    );
    expect(res.errors).toBeUndefined();
    const counts = new Map(res.data?.listCourses.items.map((c) => [c.id, c.commentCount]));
    expect(counts.get(courseId)).toBe(7);
    expect(counts.get(quiet.id)).toBe(0);
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
