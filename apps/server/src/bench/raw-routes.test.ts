import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { mentors } from '../modules/mentors/mentors.schema';
import { benchQueries } from './bench-queries';

let bench: TestApp;
let product: TestApp;

beforeAll(async () => {
  [bench, product] = await Promise.all([
    createTestApp({ seed: true, env: { BENCH_RAW_ROUTES: '1' } }),
    createTestApp(),
  ]);
});
afterAll(async () => {
  await Promise.all([bench?.close(), product?.close()]);
});

async function raw(app: TestApp, url: string) {
  const res = await app.app.http.inject(url);
  return { status: res.statusCode, body: res.json<unknown>() };
}

describe('the bench-only raw routes', () => {
  it('answer the same rows as the GraphQL operations the bench compares them with', async () => {
    const list = await bench.gql(benchQueries.listCourses.graphql, benchQueries.listCourses.variables());
    const listed = benchQueries.listCourses.rowsOf.graphql(list.data) as { id: string; mentor: { id: string } }[];
    expect(listed.length).toBeGreaterThan(0);
    const rawList = await raw(bench, benchQueries.listCourses.raw());
    expect(benchQueries.listCourses.rowsOf.raw(rawList.body)).toEqual(listed);

    const courseId = listed[0]!.id;
    const course = await bench.gql(benchQueries.getCourse.graphql, benchQueries.getCourse.variables(courseId));
    const rawCourse = await raw(bench, benchQueries.getCourse.raw(courseId));
    expect(benchQueries.getCourse.rowsOf.raw(rawCourse.body)).toEqual(
      benchQueries.getCourse.rowsOf.graphql(course.data),
    );

    const mentorId = listed[0]!.mentor.id;
    const mentor = await bench.gql(benchQueries.getMentor.graphql, benchQueries.getMentor.variables(mentorId));
    const rawMentor = await raw(bench, benchQueries.getMentor.raw(mentorId));
    expect(benchQueries.getMentor.rowsOf.raw(rawMentor.body)).toEqual(
      benchQueries.getMentor.rowsOf.graphql(mentor.data),
    );
    expect(benchQueries.getMentor.rowsOf.raw(rawMentor.body)[0]).not.toBeNull();

    // The newest accepted mentor has no bio yet: the directory leaves such a profile out, and so must the raw route.
    await bench.database.db.insert(mentors).values({
      status: 'ACCEPTED',
      isActive: true,
      firstname: 'Half',
      lastname: 'Filled',
      email: 'half.filled@example.com',
      phone: '+2348000000000',
      country: 'NG',
      specialization: 'Data Science',
      yrsOfexperience: '3',
      bio: '',
    });
    const directory = await bench.gql(benchQueries.listMentors.graphql, benchQueries.listMentors.variables());
    const cards = benchQueries.listMentors.rowsOf.graphql(directory.data);
    expect(cards.length).toBeGreaterThan(0);
    const rawDirectory = await raw(bench, benchQueries.listMentors.raw());
    expect(benchQueries.listMentors.rowsOf.raw(rawDirectory.body)).toEqual(cards);
    // Same order of keys too: the bench compares the two answers as JSON text.
    expect(JSON.stringify(benchQueries.listMentors.rowsOf.raw(rawDirectory.body))).toBe(JSON.stringify(cards));
  });

  it('do not exist unless BENCH_RAW_ROUTES=1', async () => {
    expect((await raw(product, benchQueries.listCourses.raw())).status).toBe(404);
  });
});
