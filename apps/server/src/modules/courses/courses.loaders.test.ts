import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CoursesRepo } from './courses.repo';
import { createCourse, createMentor } from './courses.fixtures';
import { createTestApp, type GraphQLResult, type TestApp } from '../../test/test-app';

/** `Mentor.courses` goes through a per-request loader: one query for every mentor of a response, same pages as before. */
let t: TestApp;
const mentorIds: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const base = Date.UTC(2025, 0, 1);
  for (let m = 0; m < 4; m++) {
    const mentor = await createMentor(db, { firstname: `Mentor${m}` });
    mentorIds.push(mentor.id);
    // m + 2 courses each, a minute apart; two share a time to exercise the id tie-break.
    for (let c = 0; c < m + 2; c++) {
      await createCourse(db, mentor.id, {
        title: `M${m} course ${c}`,
        createdAt: new Date(base + (m * 10 + Math.min(c, 2)) * 60_000),
      });
    }
  }
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

interface CoursePage {
  items: { id: string; title: string }[];
  nextToken: string | null;
}

const MENTOR_COURSES = `query ($limit: Int, $courses: Int, $nextToken: String) {
  listCourses(limit: $limit) { items { id mentor { id courses(limit: $courses, nextToken: $nextToken) { items { id title } nextToken } } } }
}`;

const OWN_LIST = `query ($mentorId: ID, $limit: Int, $nextToken: String) {
  listCourses(filter: { mentorId: $mentorId }, limit: $limit, nextToken: $nextToken) { items { id title } nextToken }
}`;

async function ownPage(mentorId: string, limit: number, nextToken: string | null = null): Promise<CoursePage> {
  const result = await t.gql<{ listCourses: CoursePage }>(OWN_LIST, { mentorId, limit, nextToken });
  if (!result.data) throw new Error(JSON.stringify(result.errors));
  return result.data.listCourses;
}

describe('Mentor.courses', () => {
  it('reads the courses of every mentor in a response with one query', async () => {
    const perMentor = vi.spyOn(CoursesRepo.prototype, 'listPerMentor');
    const result = await t.gql<{ listCourses: { items: { mentor: { id: string; courses: CoursePage } }[] } }>(
      MENTOR_COURSES,
      {
        limit: 50,
        courses: 2,
      },
    );
    expect(result.errors).toBeUndefined();
    const items = result.data?.listCourses.items ?? [];
    expect(items).toHaveLength(2 + 3 + 4 + 5);
    expect(perMentor).toHaveBeenCalledTimes(1);
    expect(new Set(perMentor.mock.calls[0]?.[0])).toEqual(new Set(mentorIds));

    // Each mentor's page is the one its own course list gives: newest first, `limit` items, a token when more.
    for (const { mentor } of items) {
      expect(mentor.courses).toEqual(await ownPage(mentor.id, 2));
    }
  });

  it('pages through one mentor with nextToken exactly as the course list does', async () => {
    const mentorId = mentorIds[3] ?? '';
    const seen: string[] = [];
    let nextToken: string | null = null;
    do {
      const result: GraphQLResult<{ getMentor: { courses: CoursePage } }> = await t.gql(
        'query ($id: ID!, $nextToken: String) { getMentor(id: $id) { courses(limit: 2, nextToken: $nextToken) { items { id title } nextToken } } }',
        { id: mentorId, nextToken },
      );
      const page = result.data?.getMentor.courses;
      if (!page) throw new Error(JSON.stringify(result.errors));
      expect(page).toEqual(await ownPage(mentorId, 2, nextToken));
      seen.push(...page.items.map((c) => c.title));
      nextToken = page.nextToken;
    } while (nextToken);
    expect(seen).toHaveLength(5);
    expect(new Set(seen).size).toBe(5);
  });

  it('uses the default page size when no limit is given', async () => {
    const result = await t.gql<{ getMentor: { courses: CoursePage } }>(
      'query ($id: ID!) { getMentor(id: $id) { courses { items { id } nextToken } } }',
      {
        id: mentorIds[3],
      },
    );
    expect(result.data?.getMentor.courses.items).toHaveLength(5);
    expect(result.data?.getMentor.courses.nextToken).toBeNull();
  });
});
