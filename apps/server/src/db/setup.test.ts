import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueCourses } from '../modules/catalogue/catalogue.schema';
import { courses, mentors } from '../modules/mentors/mentors.schema';
import { openDatabase, type Database } from './client';
import { adultCourses, kidCourses } from './seed/catalogue-courses';
import { demoMentors } from './seed/mentors';
import { migrateAndSeedIfEmpty } from './setup';

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
    for (let i = 0; i < 3; i += 1)
      handles.push(await openDatabase({ kind: 'postgres', url: url.toString() }));
  });

  afterAll(async () => {
    for (const handle of handles) await handle.close();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('migrates and seeds once: the others wait, then find it done', async () => {
    const seeded = await Promise.all(handles.map((handle) => migrateAndSeedIfEmpty(handle)));
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
