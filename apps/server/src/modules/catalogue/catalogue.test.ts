import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mentors } from '../mentors/mentors.schema';
import { catalogueCourses } from './catalogue.schema';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

interface CourseCard {
  id: string;
  title: string;
  image: string;
}

describe('catalogue', () => {
  it('lists the 9 adult catalogue courses in their order', async () => {
    const res = await t.gql<{ catalogueCourses: CourseCard[] }>('{ catalogueCourses { id title image } }');
    expect(res.errors).toBeUndefined();
    expect(res.data?.catalogueCourses.map((c) => c.id)).toEqual([
      'web-development',
      'ui-ux-design',
      'project-management',
      'cyber-security',
      'cryptocurrency-trading',
      'cloud-computing',
      'digital-marketing',
      'machine-learning',
      'data-science',
    ]);
  });

  it('lists the 6 kid courses separately', async () => {
    const res = await t.gql<{ catalogueCourses: CourseCard[] }>('{ catalogueCourses(audience: KID) { id } }');
    expect(res.data?.catalogueCourses.map((c) => c.id)).toEqual([
      'animations',
      'fundamentals-of-programming',
      'scratch',
      'basic-webdev',
      'graphic-design',
      'ml-ai',
    ]);
  });

  it('returns a course page with its mentor and sanitised HTML', async () => {
    const res = await t.gql<{
      catalogueCourse: {
        title: string;
        aboutClass: string;
        whatYouGet: string[];
        mentor: { firstname: string; status: string };
      };
    }>(`{ catalogueCourse(id: "web-development") { title aboutClass whatYouGet mentor { firstname status } } }`);
    const course = res.data?.catalogueCourse;
    expect(course?.title).toBeTruthy();
    expect(course?.whatYouGet.length).toBeGreaterThan(0);
    expect(course?.mentor.status).toBe('ACCEPTED');
    expect(course?.aboutClass).not.toMatch(/<script/i);
  });

  it('never shows a mentor who is not ACCEPTED, nor any mentor e-mail, to the public', async () => {
    const QUERY = `{ catalogueCourse(id: "ui-ux-design") { mentor { id firstname email } } }`;
    type R = { catalogueCourse: { mentor: { id: string; firstname: string; email: string | null } | null } };
    const shown = (await t.gql<R>(QUERY)).data?.catalogueCourse.mentor;
    expect(shown?.firstname).toBeTruthy();
    expect(shown?.email).toBeNull();
    const [course] = await t.database.db.select().from(catalogueCourses).where(eq(catalogueCourses.id, 'ui-ux-design'));
    await t.database.db
      .update(mentors)
      .set({ status: 'DECLINED' })
      .where(eq(mentors.id, course?.mentorId ?? ''));
    try {
      expect((await t.gql<R>(QUERY)).data?.catalogueCourse.mentor).toBeNull();
    } finally {
      await t.database.db
        .update(mentors)
        .set({ status: 'ACCEPTED' })
        .where(eq(mentors.id, course?.mentorId ?? ''));
    }
  });

  it('answers null for an unknown course id, and does not mix audiences', async () => {
    const unknown = await t.gql<{ catalogueCourse: null }>('{ catalogueCourse(id: "no-such-course") { id } }');
    expect(unknown.errors).toBeUndefined();
    expect(unknown.data?.catalogueCourse).toBeNull();
    const kidAsAdult = await t.gql<{ catalogueCourse: null }>('{ catalogueCourse(id: "scratch") { id } }');
    expect(kidAsAdult.data?.catalogueCourse).toBeNull();
  });

  it('seeding twice changes nothing', async () => {
    const { seedDemoContent } = await import('../../db/seed/seed');
    await seedDemoContent(t.database.db);
    const res = await t.gql<{ catalogueCourses: CourseCard[] }>('{ catalogueCourses { id } }');
    expect(res.data?.catalogueCourses).toHaveLength(9);
  });
});
