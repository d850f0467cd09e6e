import { and, count, countDistinct, eq, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { catalogueCourses } from '../catalogue/catalogue.schema';
import { bookCourses } from '../courses/courses.schema';
import { courses } from '../courses/courses.schema';
import { mentors } from '../mentors/mentors.schema';

/** The site's figures, each one COUNT in the database (no rows are loaded). */
export class StatsRepo {
  constructor(private readonly db: DbOrTx) {}

  /** Catalogue courses (adult and kids) and the courses of mentors the public may see. */
  async courseCount(): Promise<number> {
    const [[catalogue], [mentorCourses]] = await Promise.all([
      this.db.select({ n: count() }).from(catalogueCourses),
      this.db
        .select({ n: count() })
        .from(courses)
        .innerJoin(mentors, eq(mentors.id, courses.mentorId))
        .where(eq(mentors.status, 'ACCEPTED')),
    ]);
    return (catalogue?.n ?? 0) + (mentorCourses?.n ?? 0);
  }

  /** Distinct e-mails with a confirmed course booking. */
  async studentCount(): Promise<number> {
    const [row] = await this.db
      .select({ n: countDistinct(bookCourses.email) })
      .from(bookCourses)
      .where(isNotNull(bookCourses.confirmedAt));
    return row?.n ?? 0;
  }

  /** Accepted, active mentors and their countries; admins' records (the back office) are not mentors learners can book. */
  async mentorCount(): Promise<{ mentors: number; countries: number }> {
    const [row] = await this.db
      .select({ n: count(), countries: countDistinct(mentors.country) })
      .from(mentors)
      .where(and(eq(mentors.status, 'ACCEPTED'), eq(mentors.isActive, true), eq(mentors.isAdmin, false)));
    return { mentors: row?.n ?? 0, countries: row?.countries ?? 0 };
  }
}
