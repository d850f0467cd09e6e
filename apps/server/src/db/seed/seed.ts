import { count, eq, getTableColumns, inArray, sql, type SQL, type Table } from 'drizzle-orm';
import { sanitizeRichText } from '../../lib/sanitize';
import type { Db } from '../client';
import { catalogueCourses } from '../../modules/catalogue/catalogue.schema';
import { courses } from '../../modules/courses/courses.schema';
import { mentors } from '../../modules/mentors/mentors.schema';
import { mentorAvailability } from '../../modules/sessions/sessions.schema';
import { availabilityDefaults, demoWeeklyHours } from '@eazy2con/shared/sessions';
import { blogPosts, testimonials } from '../../modules/content/content.schema';
import { adultCourses, kidCourses } from './catalogue-courses';
import { demoMentors } from './mentors';
import { seedDemoStudents } from './demo-students';
import { testimonials as testimonialSeeds } from './testimonials';
import { blogPosts as blogPostSeeds } from './blog-posts';

/** True when the database holds no catalogue yet, i.e. on the first start of a new database. */
export async function isUnseeded(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(catalogueCourses);
  return (row?.n ?? 0) === 0;
}

/**
 * Writes the site's content, and with `demo` the demo content too (see docs/decisions/0008-edge-hardening-and-demo-content.md):
 * - always: the featured catalogue (adult and kid courses) and the built-in blog posts, the product's own pages;
 * - demo only: the accepted demo mentors with their courses (and the catalogue's 'Meet Your Mentor' links to
 *   them), demo learners who booked those courses, and the testimonials, which are made-up people and
 *   endorsements no real site may show.
 * Idempotent: every row is keyed (course slug, mentor e-mail, testimonial id, post slug), so running it again
 * updates the rows in place and never duplicates them; without `demo` it leaves existing demo rows alone.
 */
export async function seedContent(db: Db, options: { demo: boolean }): Promise<void> {
  await db.transaction(async (tx) => {
    const mentorIdByEmail = new Map<string, string>();
    for (const seed of options.demo ? demoMentors : []) {
      const { courses: mentorCourses, image, bio, ...fields } = seed;
      const values = {
        ...fields,
        bio: sanitizeRichText(bio),
        imageUrl: image,
        imageKey: null,
        status: 'ACCEPTED' as const,
        isActive: true,
      };
      const [existing] = await tx
        .select({ id: mentors.id })
        .from(mentors)
        .where(eq(mentors.email, seed.email))
        .limit(1);
      let mentorId: string;
      if (existing) {
        mentorId = existing.id;
        await tx.update(mentors).set(values).where(eq(mentors.id, mentorId));
      } else {
        const [inserted] = await tx.insert(mentors).values(values).returning({ id: mentors.id });
        if (!inserted) throw new Error(`could not seed mentor ${seed.email}`);
        mentorId = inserted.id;
      }
      mentorIdByEmail.set(seed.email, mentorId);
      // A demo course is keyed by mentor and title and updated in place: its id must stay, because ratings,
      // comments and bookings point at it (a booking even blocks deleting its course).
      const existingCourses = await tx
        .select({ id: courses.id, title: courses.title })
        .from(courses)
        .where(eq(courses.mentorId, mentorId));
      const courseIdByTitle = new Map(existingCourses.map((c) => [c.title, c.id]));
      for (const c of mentorCourses) {
        const courseValues = { ...c, description: sanitizeRichText(c.description), mentorId };
        const courseId = courseIdByTitle.get(c.title);
        if (courseId) await tx.update(courses).set(courseValues).where(eq(courses.id, courseId));
        else await tx.insert(courses).values(courseValues);
      }
    }

    if (options.demo && mentorIdByEmail.size > 0) {
      // Demo mentors keep weekdays 09:00-17:00 and Saturday mornings (Lagos) so a newcomer can book at once; a
      // mentor's own later choices are left alone.
      await tx
        .insert(mentorAvailability)
        .values(
          [...mentorIdByEmail.values()].map((mentorId) => ({
            mentorId,
            timeZone: availabilityDefaults.timeZone,
            weekly: demoWeeklyHours,
            overrides: [],
            timeOff: [],
            minNoticeMinutes: availabilityDefaults.minNoticeHours * 60,
            bufferMinutes: availabilityDefaults.bufferMinutes,
            horizonDays: availabilityDefaults.horizonWeeks * 7,
            acceptingNewMentees: true,
          })),
        )
        .onConflictDoNothing();
    }

    if (options.demo) {
      const demoCourses = await tx
        .select({ id: courses.id })
        .from(courses)
        .where(inArray(courses.mentorId, [...mentorIdByEmail.values()]));
      await seedDemoStudents(
        tx,
        demoCourses.map((c) => c.id),
      );
    }

    const catalogue = [...adultCourses, ...kidCourses].map((seed, index) => {
      const { mentorEmail, aboutClass, ...fields } = seed;
      const row = {
        ...fields,
        position: index,
        ageRange: seed.ageRange ?? null,
        aboutClass: sanitizeRichText(aboutClass),
      };
      // The mentor shown on a catalogue course is a demo mentor: linked only with the demo content, and left as it
      // is otherwise (the upsert below does not touch a column it is not given).
      return options.demo ? { ...row, mentorId: mentorEmail ? (mentorIdByEmail.get(mentorEmail) ?? null) : null } : row;
    });
    await tx
      .insert(catalogueCourses)
      .values(catalogue)
      .onConflictDoUpdate({
        target: catalogueCourses.id,
        set: excludedColumns(catalogueCourses, Object.keys(catalogue[0] ?? {})),
      });

    if (options.demo) {
      const testimonialRows = testimonialSeeds.map((t, index) => ({ ...t, position: index }));
      await tx
        .insert(testimonials)
        .values(testimonialRows)
        .onConflictDoUpdate({
          target: testimonials.id,
          set: excludedColumns(testimonials, Object.keys(testimonialRows[0] ?? {})),
        });
    }

    const postRows = blogPostSeeds.map((p) => ({
      ...p,
      body: sanitizeRichText(p.body),
      publishedAt: new Date(p.publishedAt),
    }));
    await tx
      .insert(blogPosts)
      .values(postRows)
      .onConflictDoUpdate({
        target: blogPosts.slug,
        set: excludedColumns(blogPosts, Object.keys(postRows[0] ?? {})),
      });
  });
}

/** The content of the demo setup (`npm start` with nothing configured): the site's content and the demo content. */
export function seedDemoContent(db: Db): Promise<void> {
  return seedContent(db, { demo: true });
}

/** `SET col = excluded.col` for each written column, for an upsert that refreshes the seeded row. */
function excludedColumns(table: Table, keys: string[]) {
  const columns = getTableColumns(table);
  const set: Record<string, SQL> = {};
  for (const key of keys) {
    const column = columns[key];
    if (column) set[key] = sql.raw(`excluded."${column.name}"`);
  }
  return set;
}
