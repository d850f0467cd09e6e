import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { catalogueCourses } from '../catalogue/catalogue.schema';
import { createCourse, createMentor } from '../courses/courses.fixtures';
import { BOOK, bookConfirmed } from '../courses/test-helpers';
import { mentors } from '../mentors/mentors.schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Stats = { courses: number; students: number; mentors: number };
const stats = async (): Promise<Stats> => {
  const res = await t.gql<{ siteStats: Stats }>('{ siteStats { courses students mentors } }');
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.siteStats;
};

/** How the figures moved since `before`. */
const change = async (before: Stats): Promise<Stats> => {
  const now = await stats();
  return {
    courses: now.courses - before.courses,
    students: now.students - before.students,
    mentors: now.mentors - before.mentors,
  };
};

describe('siteStats', () => {
  it('is public and counts nothing in an empty database', async () => {
    expect(await stats()).toEqual({ courses: 0, students: 0, mentors: 0 });
  });

  it('counts accepted, active mentors only (not applicants, declined, retired or admin records)', async () => {
    const before = await stats();
    await createMentor(t.database.db, { status: 'ACCEPTED' }); // the fixture's accepted mentors are inactive
    const accepted = await createMentor(t.database.db, { status: 'ACCEPTED' });
    await t.database.db.update(mentors).set({ isActive: true }).where(eq(mentors.id, accepted.id));
    await createMentor(t.database.db, { status: 'REVIEW' });
    await createMentor(t.database.db, { status: 'DECLINED' });
    const admin = await createMentor(t.database.db, { status: 'ACCEPTED' });
    await t.database.db.update(mentors).set({ isActive: true, isAdmin: true }).where(eq(mentors.id, admin.id));
    expect(await change(before)).toEqual({ courses: 0, students: 0, mentors: 1 });
  });

  it('counts catalogue courses and the courses of accepted mentors', async () => {
    const before = await stats();
    const accepted = await createMentor(t.database.db);
    await createCourse(t.database.db, accepted.id);
    await createCourse(t.database.db, accepted.id);
    await createCourse(t.database.db, (await createMentor(t.database.db, { status: 'DECLINED' })).id);
    await t.database.db.insert(catalogueCourses).values({
      id: 'test-course',
      audience: 'KID',
      position: 1,
      title: 'Scratch',
      image: '/images/x.svg',
      video: 'https://example.com/v',
      description: 'About',
      profession: 'Maker',
      programRightCaption: 'Caption',
      prerequisites: [],
      whatYouGet: [],
      faqs: [],
      aboutClass: 'About the class',
    });
    expect(await change(before)).toEqual({ courses: 3, students: 0, mentors: 0 });
  });

  it('counts distinct e-mails with a confirmed booking', async () => {
    const mentor = await createMentor(t.database.db);
    const [one, two] = [await createCourse(t.database.db, mentor.id), await createCourse(t.database.db, mentor.id)];
    const before = await stats();
    await t.gql(BOOK, {
      input: { courseId: one.id, email: 'unconfirmed@example.com', phone: '08030001111' },
    });
    expect((await change(before)).students).toBe(0);
    await bookConfirmed(t, one.id, 'learner@example.com');
    await bookConfirmed(t, two.id, 'Learner@Example.com'); // the same person, another course
    await bookConfirmed(t, two.id, 'other@example.com');
    expect((await change(before)).students).toBe(2);
  });

  it("counts the mentors' countries and says which figures are too small to show (STATS_FLOOR, default 10)", async () => {
    const FIGURES = '{ siteStats { mentors mentorCountries floor } }';
    const read = async (app: TestApp) =>
      (await app.gql<{ siteStats: { mentors: number; mentorCountries: number; floor: number } }>(FIGURES)).data
        ?.siteStats;
    const before = await read(t);
    expect(before?.floor).toBe(10);
    for (const country of ['GH', 'GH', 'KE']) {
      const mentor = await createMentor(t.database.db);
      await t.database.db.update(mentors).set({ isActive: true, country }).where(eq(mentors.id, mentor.id));
    }
    const after = await read(t);
    expect((after?.mentors ?? 0) - (before?.mentors ?? 0)).toBe(3);
    // GH and KE are new unless an earlier test's mentor lives there (they all live in NG).
    expect((after?.mentorCountries ?? 0) - (before?.mentorCountries ?? 0)).toBe(2);

    const configured = await createTestApp({ env: { STATS_FLOOR: '3' } });
    try {
      expect((await read(configured))?.floor).toBe(3);
    } finally {
      await configured.close();
    }
  });
});
