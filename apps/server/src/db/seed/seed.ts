import { count, eq, getTableColumns, sql, type SQL, type Table } from 'drizzle-orm';
import { sanitizeRichText } from '../../lib/sanitize';
import type { Db } from '../client';
import { catalogueCourses } from '../../modules/catalogue/catalogue.schema';
import { courses, mentors } from '../../modules/mentors/mentors.schema';
import { blogPosts, testimonials } from '../../modules/content/content.schema';
import { adultCourses, kidCourses } from './catalogue-courses';
import { demoMentors } from './mentors';
import { testimonials as testimonialSeeds } from './testimonials';
import { blogPosts as blogPostSeeds } from './blog-posts';

/** True when the database holds no catalogue yet, i.e. on the first start of a new database. */
export async function isUnseeded(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(catalogueCourses);
  return (row?.n ?? 0) === 0;
}

/**
 * Writes the demo content. Idempotent: every row is keyed (course slug, mentor e-mail, testimonial id, post
 * slug), so running it again updates the demo rows in place and never duplicates them.
 */
export async function seedDemoContent(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const mentorIdByEmail = new Map<string, string>();
    for (const seed of demoMentors) {
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

    const catalogue = [...adultCourses, ...kidCourses].map((seed, index) => {
      const { mentorEmail, aboutClass, ...fields } = seed;
      return {
        ...fields,
        position: index,
        ageRange: seed.ageRange ?? null,
        aboutClass: sanitizeRichText(aboutClass),
        mentorId: mentorEmail ? (mentorIdByEmail.get(mentorEmail) ?? null) : null,
      };
    });
    await tx
      .insert(catalogueCourses)
      .values(catalogue)
      .onConflictDoUpdate({
        target: catalogueCourses.id,
        set: excludedColumns(catalogueCourses, Object.keys(catalogue[0] ?? {})),
      });

    const testimonialRows = testimonialSeeds.map((t, index) => ({ ...t, position: index }));
    await tx
      .insert(testimonials)
      .values(testimonialRows)
      .onConflictDoUpdate({
        target: testimonials.id,
        set: excludedColumns(testimonials, Object.keys(testimonialRows[0] ?? {})),
      });

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

/** `SET col = excluded.col` for each written column, for an upsert that refreshes the demo row. */
function excludedColumns(table: Table, keys: string[]) {
  const columns = getTableColumns(table);
  const set: Record<string, SQL> = {};
  for (const key of keys) {
    const column = columns[key];
    if (column) set[key] = sql.raw(`excluded."${column.name}"`);
  }
  return set;
}
