import { and, desc, eq, getTableColumns, inArray, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import type { Cursor } from '../../lib/paging';
import { courses } from '../courses/courses.schema';
import { mentors } from '../mentors/mentors.schema';
import type { MentorRow } from '../mentors/mentors.repo';
import { bookCourses, courseComments, courseProgress, courseRatings } from './courses.schema';

export type CourseRow = typeof courses.$inferSelect;
export type CourseCommentRow = typeof courseComments.$inferSelect;
export type BookCourseRow = typeof bookCourses.$inferSelect;

/** A course with the figures computed from its ratings, comments and bookings. */
export interface CourseWithStats extends CourseRow {
  rating: number | null;
  ratingCount: number;
  students: number;
  /**
   * Counted by the single-course reads only; a list leaves it out (no card shows it), and `Course.commentCount`
   * counts it through a loader for a list that asks.
   */
  commentCount?: number;
  /** created_at as PostgreSQL prints it (microseconds kept), for an exact keyset cursor. */
  cursorAt: string;
  /**
   * The course's mentor, read in the same query where the query joins mentors anyway (the lists and the course
   * page): `Course.mentor` then needs no second round trip. Absent where it was not read.
   */
  mentor?: MentorRow;
}

export interface CourseQuery {
  mentorId?: string | null;
  /** Case-insensitive substring over title, language, topics, description text and mentor name. */
  search?: string | null;
  /** Case-insensitive substring over the language only (the Paid Courses search). */
  language?: string | null;
  /** Only courses of mentors the public may see. */
  acceptedOnly: boolean;
  /** Only the courses booked, with a confirmed booking, by this (lower-case) e-mail. */
  bookedBy?: string | null;
}

/** Rows after a keyset cursor in newest-first order. */
const olderThan = (after: Cursor) =>
  sql`(${courses.createdAt}, ${courses.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`;

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

// Figures are computed per row by correlated sub-queries, each served by an index on course_id, so a page of
// courses costs one round trip and the figures can never drift from the rows they count. Ratings and bookings
// count only once their e-mail is confirmed (docs/decisions/0004).
const confirmedRating = sql`${courseRatings.courseId} = ${courses.id} and ${courseRatings.confirmedAt} is not null`;
const withStats = {
  ...getTableColumns(courses),
  rating: sql<
    number | null
  >`(select round(avg(${courseRatings.stars}), 2)::float8 from ${courseRatings} where ${confirmedRating})`,
  ratingCount: sql<number>`(select count(*)::int from ${courseRatings} where ${confirmedRating})`,
  students: sql<number>`(select count(distinct ${bookCourses.email})::int from ${bookCourses} where ${bookCourses.courseId} = ${courses.id} and ${bookCourses.confirmedAt} is not null)`,
  cursorAt: sql<string>`${courses.createdAt}::text`,
};
const commentCount = sql<number>`(select count(*)::int from ${courseComments} where ${courseComments.courseId} = ${courses.id})`;
/** A course with its figures and its mentor, for the queries that join mentors. */
const withStatsAndMentor = { ...withStats, mentor: getTableColumns(mentors) };
/** A single course: its comment count too. */
const oneWithStatsAndMentor = { ...withStatsAndMentor, commentCount };

const publicOnly = eq(mentors.status, 'ACCEPTED');
const newestFirst = [desc(courses.createdAt), desc(courses.id)] as const;

export class CoursesRepo {
  private prepared: ReturnType<CoursesRepo['prepare']> | null = null;

  constructor(private readonly db: DbOrTx) {}

  /**
   * The public reads every visitor makes (the course list's pages without a filter, a course page), as prepared
   * statements: their SQL is built once instead of on every request (Drizzle's query building cost more than the
   * query itself), and PostgreSQL plans them once per connection.
   */
  private prepare() {
    const select = () => this.withMentor(withStatsAndMentor);
    const at = sql.placeholder('at');
    const id = sql.placeholder('id');
    return {
      firstPage: select()
        .where(publicOnly)
        .orderBy(...newestFirst)
        .limit(sql.placeholder('take'))
        .prepare('public_courses_first_page'),
      pageAfter: select()
        .where(and(publicOnly, sql`(${courses.createdAt}, ${courses.id}) < (${at}::timestamptz, ${id}::uuid)`))
        .orderBy(...newestFirst)
        .limit(sql.placeholder('take'))
        .prepare('public_courses_page_after'),
      byId: this.withMentor(oneWithStatsAndMentor)
        .where(and(eq(courses.id, id), publicOnly))
        .limit(1)
        .prepare('public_course_by_id'),
    };
  }

  /** Courses joined with their mentor, reading `fields`. */
  private withMentor<Fields extends SelectedFields>(fields: Fields) {
    return this.db.select(fields).from(courses).innerJoin(mentors, eq(mentors.id, courses.mentorId));
  }

  private get statements() {
    return (this.prepared ??= this.prepare());
  }

  /** Newest first, `take` rows after the cursor (see lib/paging), each with its mentor. */
  list(query: CourseQuery, take: number, after: Cursor | null): Promise<CourseWithStats[]> {
    const filtered = query.mentorId || query.search || query.language || query.bookedBy;
    if (query.acceptedOnly && !filtered) {
      return after
        ? this.statements.pageAfter.execute({ take, at: after.at, id: after.id })
        : this.statements.firstPage.execute({ take });
    }
    const conditions: (SQL | undefined)[] = [...this.conditions(query)];
    if (after) conditions.push(olderThan(after));
    return this.withMentor(withStatsAndMentor)
      .where(and(...conditions))
      .orderBy(...newestFirst)
      .limit(take);
  }

  /**
   * The newest `take` courses of each of `mentorIds` after the cursor, in one query: each mentor's courses are
   * numbered newest first and only the first `take` of each are read with their figures.
   */
  listPerMentor(mentorIds: readonly string[], take: number, after: Cursor | null): Promise<CourseWithStats[]> {
    if (mentorIds.length === 0) return Promise.resolve([]);
    const ranked = this.db
      .select({
        id: courses.id,
        rank: sql<number>`row_number() over (partition by ${courses.mentorId} order by ${courses.createdAt} desc, ${courses.id} desc)`.as(
          'rank',
        ),
      })
      .from(courses)
      .where(and(inArray(courses.mentorId, [...mentorIds]), after ? olderThan(after) : undefined))
      .as('ranked');
    return this.db
      .select(withStats)
      .from(courses)
      .innerJoin(ranked, eq(ranked.id, courses.id))
      .where(lte(ranked.rank, take))
      .orderBy(desc(courses.createdAt), desc(courses.id));
  }

  async findById(id: string, acceptedOnly: boolean): Promise<CourseWithStats | null> {
    if (acceptedOnly) {
      const [row] = await this.statements.byId.execute({ id });
      return row ?? null;
    }
    const [row] = await this.withMentor(oneWithStatsAndMentor).where(eq(courses.id, id)).limit(1);
    return row ?? null;
  }

  private conditions(query: CourseQuery): (SQL | undefined)[] {
    const out: (SQL | undefined)[] = [];
    if (query.acceptedOnly) out.push(eq(mentors.status, 'ACCEPTED'));
    if (query.mentorId) out.push(eq(courses.mentorId, query.mentorId));
    if (query.bookedBy) {
      out.push(
        sql`${courses.id} in (select ${bookCourses.courseId} from ${bookCourses} where ${bookCourses.email} = ${query.bookedBy} and ${bookCourses.confirmedAt} is not null)`,
      );
    }
    if (query.language) out.push(sql`${courses.language} ilike ${`%${escapeLike(query.language)}%`}`);
    if (query.search) {
      const pattern = `%${escapeLike(query.search)}%`;
      out.push(
        or(
          sql`${courses.title} ilike ${pattern}`,
          sql`${courses.language} ilike ${pattern}`,
          sql`exists (select 1 from jsonb_array_elements_text(${courses.topics}) as topic(name) where topic.name ilike ${pattern})`,
          // Tags are dropped so that a search for "strong" does not match every bold word.
          sql`regexp_replace(${courses.description}, '<[^>]*>', ' ', 'g') ilike ${pattern}`,
          sql`(${mentors.firstname} || ' ' || ${mentors.lastname}) ilike ${pattern}`,
        ),
      );
    }
    return out;
  }

  async insertComment(values: {
    courseId: string;
    text: string;
    name: string | null;
    email: string | null;
  }): Promise<CourseCommentRow> {
    const [row] = await this.db.insert(courseComments).values(values).returning();
    if (!row) throw new Error('comment insert returned no row');
    return row;
  }

  /** The newest `perCourse` comments of each course, newest first, in one query. */
  async latestComments(courseIds: readonly string[], perCourse: number): Promise<CourseCommentRow[]> {
    if (courseIds.length === 0) return [];
    const ranked = this.db
      .select({
        ...getTableColumns(courseComments),
        rank: sql<number>`row_number() over (partition by ${courseComments.courseId} order by ${courseComments.createdAt} desc, ${courseComments.id} desc)`.as(
          'rank',
        ),
      })
      .from(courseComments)
      .where(inArray(courseComments.courseId, [...courseIds]))
      .as('ranked');
    const rows = await this.db
      .select()
      .from(ranked)
      .where(lte(ranked.rank, perCourse))
      .orderBy(desc(ranked.createdAt), desc(ranked.id));
    return rows.map(({ rank: _rank, ...comment }) => comment);
  }

  /** The number of comments of each course (0 for none), in one grouped query. */
  async commentCounts(courseIds: readonly string[]): Promise<Map<string, number>> {
    if (courseIds.length === 0) return new Map();
    const rows = await this.db
      .select({ courseId: courseComments.courseId, count: sql<number>`count(*)::int` })
      .from(courseComments)
      .where(inArray(courseComments.courseId, [...courseIds]))
      .groupBy(courseComments.courseId);
    return new Map(rows.map((row) => [row.courseId, row.count]));
  }

  /** True when this e-mail has a confirmed booking of the course. */
  async hasBooked(email: string, courseId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: bookCourses.id })
      .from(bookCourses)
      .where(and(eq(bookCourses.email, email), eq(bookCourses.courseId, courseId), isNotNull(bookCourses.confirmedAt)))
      .limit(1);
    return row !== undefined;
  }

  progressFor(userId: string, courseIds: string[]): Promise<{ courseId: string; completedTopics: string[] }[]> {
    if (courseIds.length === 0) return Promise.resolve([]);
    return this.db
      .select({ courseId: courseProgress.courseId, completedTopics: courseProgress.completedTopics })
      .from(courseProgress)
      .where(and(eq(courseProgress.userId, userId), inArray(courseProgress.courseId, courseIds)));
  }

  /** Adds or removes one finished topic in a single statement, so two quick clicks cannot lose each other. */
  async setTopicDone(userId: string, courseId: string, topic: string, done: boolean): Promise<string[]> {
    const topicJson = sql`jsonb_build_array(${topic}::text)`;
    const current = courseProgress.completedTopics;
    const [row] = await this.db
      .insert(courseProgress)
      .values({ userId, courseId, completedTopics: done ? [topic] : [] })
      .onConflictDoUpdate({
        target: [courseProgress.userId, courseProgress.courseId],
        set: {
          completedTopics: done
            ? sql`case when ${current} @> ${topicJson} then ${current} else ${current} || ${topicJson} end`
            : sql`${current} - ${topic}::text`,
          updatedAt: new Date(),
        },
      })
      .returning({ completedTopics: courseProgress.completedTopics });
    return row?.completedTopics ?? [];
  }
}
