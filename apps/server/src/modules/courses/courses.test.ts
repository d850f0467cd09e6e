import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createCourse, createMentor } from './courses.fixtures';

let t: TestApp;
let acceptedId: string;
let reviewCourseId: string;
const courseIds: string[] = [];

interface ListResult {
  listCourses: { items: { id: string; title: string; mentorId: string }[]; nextToken: string | null };
}

const LIST = `query ($filter: CourseFilterInput, $limit: Int, $nextToken: String) {
  listCourses(filter: $filter, limit: $limit, nextToken: $nextToken) { items { id title mentorId } nextToken }
}`;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const accepted = await createMentor(db, { firstname: 'Chiamaka', lastname: 'Eze' });
  acceptedId = accepted.id;
  const other = await createMentor(db, { firstname: 'Bola', lastname: 'Ade' });
  const inReview = await createMentor(db, { status: 'REVIEW' });
  const base = Date.UTC(2025, 0, 1);
  // 21 courses of one mentor, a minute apart, newest last; three share a timestamp to exercise the id tie-break.
  for (let i = 0; i < 21; i++) {
    const createdAt = new Date(base + Math.min(i, 18) * 60_000);
    const course = await createCourse(db, accepted.id, { title: `Course ${String(i).padStart(2, '0')}`, createdAt });
    courseIds.push(course.id);
  }
  // Two newer courses of another mentor. Explicit times: two statements can get the same now() on a fast clock.
  courseIds.push(
    (
      await createCourse(db, other.id, {
        title: 'Data Analytics with Python',
        language: 'Python Fundamentals',
        createdAt: new Date(base + 100 * 60_000),
      })
    ).id,
  );
  courseIds.push(
    (
      await createCourse(db, other.id, {
        title: 'Ship it',
        language: 'React',
        topics: ['Hooks in practice', 'Routing'],
        description: '<p>Learn <strong>deployment</strong> pipelines; 100% hands-on</p>',
        createdAt: new Date(base + 101 * 60_000),
      })
    ).id,
  );
  reviewCourseId = (await createCourse(db, inReview.id, { title: 'Hidden course from a mentor in review' })).id;
});
afterAll(() => t.close());

async function listAll(variables: Record<string, unknown>) {
  const ids: string[] = [];
  let nextToken: string | null = null;
  let pages = 0;
  do {
    const res: Awaited<ReturnType<typeof t.gql<ListResult>>> = await t.gql<ListResult>(LIST, {
      ...variables,
      nextToken,
    });
    expect(res.errors).toBeUndefined();
    const page = res.data?.listCourses;
    ids.push(...(page?.items.map((c) => c.id) ?? []));
    nextToken = page?.nextToken ?? null;
    pages++;
  } while (nextToken && pages < 20);
  return { ids, pages };
}

describe('listCourses', () => {
  it('pages through every course of accepted mentors, newest first, each once', async () => {
    const { ids, pages } = await listAll({ limit: 10 });
    expect(pages).toBe(3);
    expect(ids).toHaveLength(23);
    expect(new Set(ids).size).toBe(23);
    expect(ids).not.toContain(reviewCourseId);
    expect([...ids].sort()).toEqual([...courseIds].sort());
    // The other mentor's two courses are the newest; then Course 18..20 (same minute), then 17 down to 00.
    expect(ids.slice(0, 2)).toEqual([courseIds[22], courseIds[21]]);
    expect([...ids.slice(2, 5)].sort()).toEqual(courseIds.slice(18, 21).sort());
    expect(ids.slice(5)).toEqual(courseIds.slice(0, 18).reverse());
  });

  it('answers a last page without a nextToken', async () => {
    const res = await t.gql<ListResult>(LIST, { limit: 100 });
    expect(res.data?.listCourses.items).toHaveLength(23);
    expect(res.data?.listCourses.nextToken).toBeNull();
  });

  it('filters by mentor', async () => {
    const { ids } = await listAll({ filter: { mentorId: acceptedId }, limit: 7 });
    expect(ids).toHaveLength(21);
    const none = await t.gql<ListResult>(LIST, { filter: { mentorId: 'not-a-uuid' } });
    expect(none.data?.listCourses.items).toEqual([]);
  });

  it.each([
    ['title', 'analytics', ['Data Analytics with Python']],
    ['language', 'python fund', ['Data Analytics with Python']],
    ['a topic', 'HOOKS IN', ['Ship it']],
    ['the description text', 'deployment', ['Ship it']],
    ['the mentor name', 'bola ade', ['Ship it', 'Data Analytics with Python']],
  ])('searches %s case-insensitively', async (_what, search, titles) => {
    const res = await t.gql<ListResult>(LIST, { filter: { search } });
    expect(res.errors).toBeUndefined();
    expect(res.data?.listCourses.items.map((c) => c.title)).toEqual(titles);
  });

  it('does not match markup or treat LIKE wildcards as wildcards', async () => {
    const tags = await t.gql<ListResult>(LIST, { filter: { search: 'strong' } });
    expect(tags.data?.listCourses.items).toEqual([]);
    const percent = await t.gql<ListResult>(LIST, { filter: { search: '100%' } });
    expect(percent.data?.listCourses.items.map((c) => c.title)).toEqual(['Ship it']);
    const underscore = await t.gql<ListResult>(LIST, { filter: { search: 'Course_0' } });
    expect(underscore.data?.listCourses.items).toEqual([]);
  });

  it('pages a search', async () => {
    const { ids, pages } = await listAll({ filter: { search: '  course 0 ' }, limit: 4 });
    expect(ids).toEqual(courseIds.slice(0, 10).reverse());
    expect(pages).toBe(3);
  });

  it('refuses a forged nextToken', async () => {
    const forged = Buffer.from(JSON.stringify({ at: "x'; drop table courses; --", id: 'y' })).toString('base64url');
    for (const nextToken of ['garbage', forged]) {
      const res = await t.gql<ListResult>(LIST, { nextToken });
      expect(res.errors?.[0]?.message).toBe('nextToken is not valid');
      expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
  });
});

describe('getCourse', () => {
  const GET = `query ($id: ID!) { getCourse(id: $id) {
    id title language topics duration rating ratingCount students commentCount latestComments { id }
    mentor { firstname lastname } createdAt updatedAt } }`;

  it('answers a course with its mentor and empty figures', async () => {
    const res = await t.gql<{ getCourse: Record<string, unknown> }>(GET, { id: courseIds[0] });
    expect(res.errors).toBeUndefined();
    expect(res.data?.getCourse).toMatchObject({
      id: courseIds[0],
      title: 'Course 00',
      duration: 10,
      topics: ['One', 'Two'],
      rating: null,
      ratingCount: 0,
      students: 0,
      commentCount: 0,
      latestComments: [],
      mentor: { firstname: 'Chiamaka', lastname: 'Eze' },
    });
  });

  it('answers null for unknown ids and for courses of mentors not accepted', async () => {
    for (const id of ['nope', '00000000-0000-4000-8000-000000000000', reviewCourseId]) {
      const res = await t.gql<{ getCourse: null }>(GET, { id });
      expect(res.errors).toBeUndefined();
      expect(res.data?.getCourse).toBeNull();
    }
  });
});

describe('Mentor.courses', () => {
  it("pages a mentor's courses", async () => {
    const query = `query ($id: ID!, $nextToken: String) { getMentor(id: $id) { courses(limit: 15, nextToken: $nextToken) { items { id } nextToken } } }`;
    type R = { getMentor: { courses: { items: { id: string }[]; nextToken: string | null } } };
    const first = await t.gql<R>(query, { id: acceptedId });
    expect(first.errors).toBeUndefined();
    expect(first.data?.getMentor.courses.items).toHaveLength(15);
    const second = await t.gql<R>(query, { id: acceptedId, nextToken: first.data?.getMentor.courses.nextToken });
    expect(second.data?.getMentor.courses.items).toHaveLength(6);
    expect(second.data?.getMentor.courses.nextToken).toBeNull();
  });
});
