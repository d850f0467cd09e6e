import { randomBytes } from 'node:crypto';
import { count, isNotNull } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueCourses } from '../modules/catalogue/catalogue.schema';
import { blogPosts, testimonials } from '../modules/content/content.schema';
import { bookCourses, courses } from '../modules/courses/courses.schema';
import { mentors } from '../modules/mentors/mentors.schema';
import { createTestDatabase } from '../test/test-database';
import { openDatabase, type Database, type Db } from './client';
import { adultCourses, kidCourses } from './seed/catalogue-courses';
import { blogPosts as blogPostSeeds } from './seed/blog-posts';
import { demoMentors } from './seed/mentors';
import { testimonials as testimonialSeeds } from './seed/testimonials';
import { seedContent } from './seed/seed';
import { migrateAndSeedIfEmpty } from './setup';

async function contentCounts(db: Db) {
  const n = async (
    table: typeof catalogueCourses | typeof blogPosts | typeof testimonials | typeof mentors | typeof courses,
  ) => (await db.select({ n: count() }).from(table))[0]?.n ?? 0;
  const linked = await db.select({ mentorId: catalogueCourses.mentorId }).from(catalogueCourses);
  return {
    catalogue: await n(catalogueCourses),
    blogPosts: await n(blogPosts),
    testimonials: await n(testimonials),
    mentors: await n(mentors),
    mentorCourses: await n(courses),
    catalogueWithMentor: linked.filter((row) => row.mentorId !== null).length,
    students: (await db.select({ n: count() }).from(bookCourses).where(isNotNull(bookCourses.confirmedAt)))[0]?.n ?? 0,
  };
}

describe('seeding an empty database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const siteContent = {
    catalogue: adultCourses.length + kidCourses.length,
    blogPosts: blogPostSeeds.length,
    students: 0,
  };
  const demo = {
    testimonials: testimonialSeeds.length,
    mentors: demoMentors.length,
    mentorCourses: demoMentors.reduce((sum, m) => sum + m.courses.length, 0),
    catalogueWithMentor: siteContent.catalogue,
    // Demo learners with confirmed bookings of the demo courses: the demo's figures are counted from rows.
    students: 36,
  };

  it('with SEED_DEMO off: the catalogue and blog posts, and no demo mentors, courses or testimonials', async () => {
    expect(await migrateAndSeedIfEmpty(database, { demo: false })).toBe(true);
    expect(await contentCounts(database.db)).toEqual({
      ...siteContent,
      testimonials: 0,
      mentors: 0,
      mentorCourses: 0,
      catalogueWithMentor: 0,
    });
    // Seeded once: the next start leaves it, even with SEED_DEMO turned on.
    expect(await migrateAndSeedIfEmpty(database, { demo: true })).toBe(false);
    expect((await contentCounts(database.db)).mentors).toBe(0);
  });

  it('adds the demo content on request (npm run db:seed with SEED_DEMO=1), and a later run without it keeps it', async () => {
    await seedContent(database.db, { demo: true });
    expect(await contentCounts(database.db)).toEqual({ ...siteContent, ...demo });
    await seedContent(database.db, { demo: true }); // again: nothing doubles
    expect(await contentCounts(database.db)).toEqual({ ...siteContent, ...demo });
    await seedContent(database.db, { demo: false });
    expect(await contentCounts(database.db)).toEqual({ ...siteContent, ...demo });
  });
});

// Two instances starting together on one PostgreSQL: a real server is needed (the 'server-postgres' test project,
// run when TEST_DATABASE_URL is set); PGlite belongs to one process and cannot show it.
const serverUrl = process.env.TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;

describe.runIf(serverUrl)('migrating and seeding from several instances at once', () => {
  const name = `eazy2con_test_${randomBytes(6).toString('hex')}`;
  const handles: Database[] = [];

  async function admin(statement: string) {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  }

  beforeAll(async () => {
    // A new, empty database (not createTestDatabase's, which is migrated already).
    await admin(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl ?? '');
    url.pathname = `/${name}`;
    for (let i = 0; i < 3; i += 1) handles.push(await openDatabase({ kind: 'postgres', url: url.toString() }));
  });

  afterAll(async () => {
    for (const handle of handles) await handle.close();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('migrates and seeds once: the others wait, then find it done', async () => {
    const seeded = await Promise.all(handles.map((handle) => migrateAndSeedIfEmpty(handle, { demo: true })));
    expect(seeded.filter(Boolean)).toHaveLength(1);

    const db = handles[0]!.db;
    const [catalogue] = await db.select({ n: count() }).from(catalogueCourses);
    // The 9 adult courses and the 6 kid courses, once each.
    expect(catalogue?.n).toBe(adultCourses.length + kidCourses.length);
    expect(adultCourses).toHaveLength(9);
    const seededMentors = await db.select({ email: mentors.email }).from(mentors);
    expect(seededMentors.map((m) => m.email).sort()).toEqual(demoMentors.map((m) => m.email).sort());
    const [mentorCourses] = await db.select({ n: count() }).from(courses);
    expect(mentorCourses?.n).toBe(demoMentors.reduce((sum, m) => sum + m.courses.length, 0));
  });
});
