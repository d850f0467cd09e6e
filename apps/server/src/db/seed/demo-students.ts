import { and, count, inArray, like } from 'drizzle-orm';
import type { Db } from '../client';
import { bookCourses } from '../../modules/courses/courses.schema';

/** Demo learners' addresses: a domain of the demo setup's own, so nobody real is written to. */
const DEMO_LEARNER_DOMAIN = 'learners.eazy2con.demo';
const DEMO_LEARNERS = 36;
const POPULAR_COURSES = 6;

type SeedTx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Demo content (SEED_DEMO only): learners with confirmed bookings of the demo mentors' courses, so the demo reads as
 * a site people use — the home page's 'Dedicated Students', a mentor's students and mentees are counted from these
 * rows like any others (issue 20: real rows, never a printed figure). Written once: a database whose demo learners
 * already booked is left as it is.
 */
export async function seedDemoStudents(tx: SeedTx, courseIds: readonly string[]): Promise<void> {
  if (courseIds.length === 0) return;
  const [existing] = await tx
    .select({ n: count() })
    .from(bookCourses)
    .where(and(like(bookCourses.email, `%@${DEMO_LEARNER_DOMAIN}`), inArray(bookCourses.courseId, [...courseIds])));
  if ((existing?.n ?? 0) > 0) return;
  const now = Date.now();
  const rows = Array.from({ length: DEMO_LEARNERS }, (_, index) => index).flatMap((index) => {
    // The first few courses are the popular ones; the rest stay new, as on a real site.
    const courseId = courseIds[index % Math.min(courseIds.length, POPULAR_COURSES)];
    if (!courseId) return [];
    const number = String(index + 1).padStart(2, '0');
    // Spread over the courses and over the last few months, as real sign-ups would be.
    const confirmedAt = new Date(now - (index + 1) * 3 * 24 * 60 * 60 * 1000);
    return {
      courseId,
      menteeName: `Demo Learner ${number}`,
      phone: `+23480300000${number}`,
      email: `learner-${number}@${DEMO_LEARNER_DOMAIN}`,
      confirmedAt,
      createdAt: confirmedAt,
      updatedAt: confirmedAt,
    };
  });
  await tx.insert(bookCourses).values(rows);
}
