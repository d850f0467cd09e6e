import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { escapeLike } from '../../db/escape-like';
import type { Cursor } from '../../lib/paging';
import { mentorBookings } from '../bookings/mentor-bookings.schema';
import { courses } from '../courses/courses.schema';
import { mentorReviews } from '../mentors/mentor-reviews.schema';
import type { DirectoryQuery, DirectoryRow, MentorCounters, MentorRow } from '../mentors/mentors.repo';
import { mentors } from '../mentors/mentors.schema';

/**
 * The mentors' figures that read other modules' tables: the directory (searched by course title, with review
 * counts), the profile counters (students and classes from the bookings, courses) and whether an e-mail booked a
 * mentor (no booking, no review). A read model (decision 0037): it may read any module's tables, writes nothing,
 * and no module imports it; the root hands it to MentorsService and MentorReviewsService, which declare what they
 * need (`MentorDirectoryReads`, `MentorReviewsDeps.bookings`). Moved here from mentors.repo.ts and
 * mentor-reviews.repo.ts unchanged, so the mentors module no longer imports the bookings and courses that import it.
 */

/** The specialization an admin's record and an unfinished application carry (packages/shared options). */
const NOT_SPECIFIED = 'Not Specified';

// The outer mentor's id, always qualified: Drizzle leaves columns of a single-table select unqualified, and inside a
// sub-query an unqualified "id" would be the sub-query's own table's.
const outerMentorId = sql`${sql.identifier('mentors')}.${sql.identifier('id')}`;
const olderThan = (after: Cursor) =>
  sql`(${mentors.createdAt}, ${mentors.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`;

// The card shows each mentor's rating and review count: counted per star in the page's own query (one correlated
// sub-query, served by the mentor_id index), so a directory page is one round trip, not a second for the reviews.
const starCounts = sql<number[]>`(select json_build_array(${sql.join(
  [1, 2, 3, 4, 5].map((stars) => sql.raw(`count(*) filter (where r.stars = ${stars})::int`)),
  sql`, `,
)}) from ${mentorReviews} r where r.mentor_id = ${outerMentorId} and r.hidden_at is null)`;
const directoryColumns = { mentor: mentors, cursorAt: sql<string>`${mentors.createdAt}::text`, starCounts };
// A directory card needs a face (a photo, or initials from a name), a specialization and a bio (issue 20): the
// back office's admin record ('Not Specified', no bio) or a half-filled profile is not a mentor to pick.
const completeProfile = sql`${mentors.firstname} <> '' and ${mentors.specialization} not in ('', ${NOT_SPECIFIED}) and ${mentors.bio} not in ('', '<p></p>')`;
const listed = [eq(mentors.status, 'ACCEPTED'), eq(mentors.isActive, true), completeProfile];
const newestFirst = [desc(mentors.createdAt), desc(mentors.id)] as const;
// Drizzle makes a new object per row: the mentor takes the two extra values instead of being copied.
const toDirectoryRow = (row: { mentor: MentorRow; cursorAt: string; starCounts: number[] }): DirectoryRow =>
  Object.assign(row.mentor, { cursorAt: row.cursorAt, starCounts: row.starCounts });

export class MentorReadsRepo {
  private directory: ReturnType<MentorReadsRepo['prepareDirectory']> | null = null;

  constructor(private readonly db: DbOrTx) {}

  /** The directory's pages without a search or filter (/discover-mentors as it opens), built once (see CoursesRepo). */
  private prepareDirectory() {
    const select = () => this.db.select(directoryColumns).from(mentors);
    const take = sql.placeholder('take');
    return {
      firstPage: select()
        .where(and(...listed))
        .orderBy(...newestFirst)
        .limit(take)
        .prepare('mentor_directory_first_page'),
      pageAfter: select()
        .where(
          and(
            ...listed,
            sql`(${mentors.createdAt}, ${mentors.id}) < (${sql.placeholder('at')}::timestamptz, ${sql.placeholder('id')}::uuid)`,
          ),
        )
        .orderBy(...newestFirst)
        .limit(take)
        .prepare('mentor_directory_page_after'),
    };
  }

  /**
   * Directory page: ACCEPTED and active mentors, newest first, `take` rows after the cursor. The search is a
   * case-insensitive substring (ILIKE) over name, specialization, country (code, or names resolved to codes) and
   * course titles; the status/active/created index narrows the rows it scans.
   */
  async listDirectory(query: DirectoryQuery, take: number, after: Cursor | null): Promise<DirectoryRow[]> {
    if (!query.q && !query.specialization && !query.country) {
      const statements = (this.directory ??= this.prepareDirectory());
      const rows = await (after
        ? statements.pageAfter.execute({ take, at: after.at, id: after.id })
        : statements.firstPage.execute({ take }));
      return rows.map(toDirectoryRow);
    }
    const conditions: (SQL | undefined)[] = [...listed];
    if (query.specialization) conditions.push(sql`lower(${mentors.specialization}) = lower(${query.specialization})`);
    if (query.country) conditions.push(eq(mentors.country, query.country.toUpperCase()));
    if (query.q) {
      const pattern = `%${escapeLike(query.q)}%`;
      conditions.push(
        or(
          sql`(${mentors.firstname} || ' ' || ${mentors.lastname}) ilike ${pattern}`,
          sql`${mentors.specialization} ilike ${pattern}`,
          sql`${mentors.country} ilike ${query.q}`,
          query.countryCodes.length > 0 ? inArray(mentors.country, query.countryCodes) : undefined,
          sql`exists (select 1 from ${courses} where ${courses.mentorId} = ${outerMentorId} and ${courses.title} ilike ${pattern})`,
        ),
      );
    }
    if (after) conditions.push(olderThan(after));
    const rows = await this.db
      .select(directoryColumns)
      .from(mentors)
      .where(and(...conditions))
      .orderBy(...newestFirst)
      .limit(take);
    return rows.map(toDirectoryRow);
  }

  /**
   * The countries (alpha-2 codes) the directory's mentors live in, each once: the directory's country filter offers
   * these rather than every country in the world. A distinct over the directory's rows (the status/active index).
   */
  async directoryCountries(): Promise<string[]> {
    const rows = await this.db
      .selectDistinct({ country: mentors.country })
      .from(mentors)
      .where(and(...listed));
    return rows.map((row) => row.country);
  }

  /** Profile counters of many mentors in one query (one correlated count each, served by mentor_id indexes). */
  counters(ids: readonly string[]): Promise<MentorCounters[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .select({
        mentorId: mentors.id,
        students: sql<number>`(select count(distinct lower(${mentorBookings.email})) from ${mentorBookings} where ${mentorBookings.mentorId} = ${outerMentorId})::int`,
        classes: sql<number>`(select count(*) from ${mentorBookings} where ${mentorBookings.mentorId} = ${outerMentorId} and ${mentorBookings.status} = 'DONE')::int`,
        courseCount: sql<number>`(select count(*) from ${courses} where ${courses.mentorId} = ${outerMentorId})::int`,
      })
      .from(mentors)
      .where(inArray(mentors.id, [...ids]));
  }

  /** Whether `email` booked this mentor (the review rule: no booking, no review). */
  async hasBooked(key: { mentorId: string; email: string }): Promise<boolean> {
    const [row] = await this.db
      .select({ id: mentorBookings.id })
      .from(mentorBookings)
      .where(and(eq(mentorBookings.mentorId, key.mentorId), eq(mentorBookings.email, key.email)))
      .limit(1);
    return Boolean(row);
  }
}
