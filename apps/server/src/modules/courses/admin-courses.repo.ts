import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { inTransaction, type Tx } from '../../db/transaction';
import { mentors } from '../mentors/mentors.schema';
import { courseMentors, courses } from './courses.schema';

export type CourseRow = typeof courses.$inferSelect;
export type NewCourseRow = typeof courses.$inferInsert;

export interface CourseMentorName {
  courseId: string;
  mentorId: string;
  firstname: string;
  lastname: string;
}

/** The writes of the /add-courses page (courses with several mentors), moved here from the admin module. */
export class AdminCoursesRepo {
  constructor(private readonly db: DbOrTx) {}

  /** Runs `work` in one transaction, with this repository bound to it and the `Tx` for other modules' services. */
  transaction<T>(work: (repo: AdminCoursesRepo, tx: Tx) => Promise<T>): Promise<T> {
    return inTransaction(this.db, undefined, (handle, tx) => work(new AdminCoursesRepo(handle), tx));
  }

  /** The course and all its mentors (the first is also the course's own mentor_id). */
  async insertCourse(values: NewCourseRow, mentorIds: string[]): Promise<CourseRow> {
    const [course] = await this.db.insert(courses).values(values).returning();
    if (!course) throw new Error('course insert returned no row');
    await this.db.insert(courseMentors).values(mentorIds.map((mentorId) => ({ courseId: course.id, mentorId })));
    return course;
  }

  async findCourse(id: string): Promise<CourseRow | null> {
    const [row] = await this.db.select().from(courses).where(eq(courses.id, id)).limit(1);
    return row ?? null;
  }

  async updateCourse(
    id: string,
    change: Partial<Pick<CourseRow, 'title' | 'language' | 'durationHours'>>,
  ): Promise<CourseRow | null> {
    const [row] = await this.db.update(courses).set(change).where(eq(courses.id, id)).returning();
    return row ?? null;
  }

  /**
   * The mentors of these courses: those of course_mentors, and a course's own mentor (courses made by a mentor
   * have no course_mentors rows), in one query.
   */
  courseMentorNames(courseIds: string[]): Promise<CourseMentorName[]> {
    if (courseIds.length === 0) return Promise.resolve([]);
    const linked = this.db
      .select({ courseId: courseMentors.courseId, mentorId: courseMentors.mentorId })
      .from(courseMentors)
      .where(inArray(courseMentors.courseId, courseIds));
    const own = this.db
      .select({ courseId: courses.id, mentorId: courses.mentorId })
      .from(courses)
      .where(inArray(courses.id, courseIds));
    const pairs = linked.union(own).as('pairs');
    return this.db
      .select({
        courseId: pairs.courseId,
        mentorId: pairs.mentorId,
        firstname: mentors.firstname,
        lastname: mentors.lastname,
      })
      .from(pairs)
      .innerJoin(mentors, eq(mentors.id, pairs.mentorId))
      .orderBy(pairs.courseId, mentors.firstname, sql`${mentors.id}`);
  }
}
