import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '../../db/seed/seed';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bookConfirmed, rateConfirmed } from './test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

type Courses = { listCourses: { items: { id: string; title: string; students: number; ratingCount: number }[] } };
const LIST = '{ listCourses(limit: 100) { items { id title students ratingCount } } }';

describe('demo courses', () => {
  it('are public courses of accepted demo mentors', async () => {
    const res = await t.gql<Courses>(LIST);
    expect(res.errors).toBeUndefined();
    expect(res.data?.listCourses.items.length).toBeGreaterThan(12);
  });

  it('keep their ids, bookings and ratings when the demo content is seeded again', async () => {
    const before = (await t.gql<Courses>(LIST)).data?.listCourses.items ?? [];
    const course = before[0];
    if (!course) throw new Error('no demo course');
    await bookConfirmed(t, course.id, 'seed-check@example.com');
    await rateConfirmed(t, course.id, 'seed-check@example.com', 5);

    await seedDemoContent(t.database.db);

    const after = (await t.gql<Courses>(LIST)).data?.listCourses.items ?? [];
    expect(after.map((c) => c.id).sort()).toEqual(before.map((c) => c.id).sort());
    expect(after.find((c) => c.id === course.id)).toMatchObject({
      students: course.students + 1,
      ratingCount: course.ratingCount + 1,
    });
  });
});
