import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AdminListQuery } from '@eazy2con/shared/validation/admin';
import type { DbOrTx } from '../../db/client';
import { MentorsRepo } from '../mentors/mentors.repo';
import { mentors, courses } from '../mentors/mentors.schema';
import { readAdminPage, readAllRows, type AdminPage } from './admin-list.repo';
import { adminList, type AdminListName } from './admin-lists.repo';
import { adminAuditLog, courseMentors, type AuditRow, type NewAuditRow } from './admin.schema';

export type CourseRow = typeof courses.$inferSelect;
export type NewCourseRow = typeof courses.$inferInsert;

export interface CourseMentorName {
  courseId: string;
  mentorId: string;
  firstname: string;
  lastname: string;
}

/** The admin module's own tables (audit log, course mentors) and the reads of every admin list. */
export class AdminRepo {
  constructor(private readonly db: DbOrTx) {}

  /** Runs `work` in one transaction, with a repository (and the raw handle, for other modules' repos) bound to it. */
  transaction<T>(work: (repo: AdminRepo, tx: DbOrTx) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new AdminRepo(tx), tx));
  }

  /** One page of a list; `where` narrows it further (the outbox's status filter). */
  list<T>(name: AdminListName, query: AdminListQuery, where?: SQL): Promise<AdminPage<T>> {
    const { source, spec } = adminList(this.db, name);
    return readAdminPage<T>(this.db, source, { ...spec, where: and(spec.where, where) }, query);
  }

  /** Every row of a list with this search and sort (the CSV export), read in batches. */
  rows<T>(name: AdminListName, query: Omit<AdminListQuery, 'offset' | 'limit'>): AsyncGenerator<T> {
    const { source, spec } = adminList(this.db, name);
    return readAllRows<T>(this.db, source, spec, query);
  }

  /** The mentors' repository on this handle (the add-course form's picker). */
  mentors(): MentorsRepo {
    return new MentorsRepo(this.db);
  }

  async audit(row: NewAuditRow): Promise<AuditRow> {
    const [inserted] = await this.db.insert(adminAuditLog).values(row).returning();
    if (!inserted) throw new Error('audit insert returned no row');
    return inserted;
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

  async updateCourse(id: string, change: Partial<Pick<CourseRow, 'title' | 'language' | 'durationHours'>>): Promise<CourseRow | null> {
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
      .select({ courseId: pairs.courseId, mentorId: pairs.mentorId, firstname: mentors.firstname, lastname: mentors.lastname })
      .from(pairs)
      .innerJoin(mentors, eq(mentors.id, pairs.mentorId))
      .orderBy(pairs.courseId, mentors.firstname, sql`${mentors.id}`);
  }
}
