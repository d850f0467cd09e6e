import { and, asc, desc, eq, getTableColumns, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { Tx } from '../../db/transaction';
import type { Cursor } from '../../lib/paging';
import { cursorText, pastCursor } from '../../db/keyset';
import { mentorBookings } from '../bookings/mentor-bookings.schema';
import { mentorReviews } from './mentor-reviews.schema';
import { courses } from '../courses/courses.schema';
import { mentors } from './mentors.schema';

/** The specialization an admin's record and an unfinished application carry (packages/shared options). */
const NOT_SPECIFIED = 'Not Specified';

export type MentorRow = typeof mentors.$inferSelect;
export type NewMentorRow = typeof mentors.$inferInsert;

/** The profile fields of a mentor record, as its owner changes them (the mentor-profile module's form). */
export type ProfileWrite = Pick<
  MentorRow,
  | 'firstname'
  | 'lastname'
  | 'specialization'
  | 'country'
  | 'phone'
  | 'bio'
  | 'facebookUrl'
  | 'github'
  | 'dribbleUrl'
  | 'linkedInUrl'
  | 'otherLinkUrl'
  | 'imageKey'
  | 'imageUrl'
>;
/** A directory card's mentor, with its visible reviews per star (1 to 5) read in the same query. */
export type DirectoryRow = MentorRow & { cursorAt: string; starCounts: number[] };

/** What the directory asks for; `q` matches country names through `countryCodes` (resolved by the service). */
export interface DirectoryQuery {
  q: string | null;
  /** Codes of the countries whose name contains `q`. */
  countryCodes: string[];
  specialization: string | null;
  country: string | null;
}

export interface MentorCounters {
  mentorId: string;
  students: number;
  classes: number;
  courseCount: number;
}

export interface StarCount {
  mentorId: string;
  stars: number;
  count: number;
}

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);
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

export class MentorsRepo {
  // A mentor page is a read every visitor makes: a prepared statement, built once (see CoursesRepo.prepare).
  private byId: ReturnType<MentorsRepo['prepareById']> | null = null;
  private directory: ReturnType<MentorsRepo['prepareDirectory']> | null = null;

  constructor(private readonly db: DbOrTx) {}

  /** This repository writing through a caller's transaction. */
  in(tx: Tx): MentorsRepo {
    return new MentorsRepo(Tx.handle(tx));
  }

  async findByUserSubId(userSubId: string): Promise<MentorRow | null> {
    const [row] = await this.db.select().from(mentors).where(eq(mentors.userSubId, userSubId)).limit(1);
    return row ?? null;
  }

  async updateProfile(mentorId: string, profile: ProfileWrite): Promise<MentorRow> {
    const [row] = await this.db.update(mentors).set(profile).where(eq(mentors.id, mentorId)).returning();
    if (!row) throw new Error('mentor not updated');
    return row;
  }

  /** An account's mentor records, newest or oldest first, after the cursor (the spec's mentorByUserSubId). */
  listByUserSubId(
    userSubId: string,
    filter: { status?: MentorRow['status'] | null },
    direction: 'ASC' | 'DESC',
    limit: number,
    after: Cursor | null,
  ): Promise<(MentorRow & { cursorAt: string })[]> {
    const older = direction === 'DESC';
    const order = older ? [desc(mentors.createdAt), desc(mentors.id)] : [asc(mentors.createdAt), asc(mentors.id)];
    return this.db
      .select({ ...getTableColumns(mentors), cursorAt: cursorText(mentors.createdAt) })
      .from(mentors)
      .where(
        and(
          eq(mentors.userSubId, userSubId),
          filter.status ? eq(mentors.status, filter.status) : undefined,
          after ? pastCursor(mentors.createdAt, mentors.id, after, direction) : undefined,
        ),
      )
      .orderBy(...order)
      .limit(limit);
  }

  /** The start-up admin: its record is made accepted, active and admin; profile fields are kept if present. */
  async upsertAdmin(values: NewMentorRow & { userSubId: string }): Promise<MentorRow> {
    const [row] = await this.db
      .insert(mentors)
      .values(values)
      .onConflictDoUpdate({
        target: mentors.userSubId,
        set: { status: 'ACCEPTED', isActive: true, isAdmin: true, email: values.email },
      })
      .returning();
    if (!row) throw new Error('could not write the admin mentor record');
    return row;
  }

  /** Takes admin rights (and the active flag) from an account's mentor record. */
  async revokeAdmin(userSubId: string): Promise<void> {
    await this.db.update(mentors).set({ isAdmin: false, isActive: false }).where(eq(mentors.userSubId, userSubId));
  }

  /** Inserts unless the account already has a record; null then (the unique user_sub_id decides under races). */
  async insertIfNew(values: NewMentorRow): Promise<MentorRow | null> {
    const [row] = await this.db
      .insert(mentors)
      .values(values)
      .onConflictDoNothing({ target: mentors.userSubId })
      .returning();
    return row ?? null;
  }

  private prepareById() {
    return this.db
      .select()
      .from(mentors)
      .where(eq(mentors.id, sql.placeholder('id')))
      .limit(1)
      .prepare('mentor_by_id');
  }

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

  async findById(id: string): Promise<MentorRow | null> {
    const [row] = await (this.byId ??= this.prepareById()).execute({ id });
    return row ?? null;
  }

  /** The mentor, locked until the transaction ends (an admin's decision reads, changes and logs it). */
  async lockById(id: string): Promise<MentorRow | null> {
    const [row] = await this.db.select().from(mentors).where(eq(mentors.id, id)).for('update').limit(1);
    return row ?? null;
  }

  /** An admin's decision on an application: the status and whether the mentor is listed. Null for an unknown id. */
  async setStatus(id: string, change: Pick<MentorRow, 'status' | 'isActive'>): Promise<MentorRow | null> {
    const [row] = await this.db.update(mentors).set(change).where(eq(mentors.id, id)).returning();
    return row ?? null;
  }

  /** Accepted mentors whose name contains `search`, by name (the add-course form's mentor picker). */
  acceptedOptions(search: string | null, limit: number): Promise<Pick<MentorRow, 'id' | 'firstname' | 'lastname'>[]> {
    const pattern = search ? `%${escapeLike(search)}%` : null;
    return this.db
      .select({ id: mentors.id, firstname: mentors.firstname, lastname: mentors.lastname })
      .from(mentors)
      .where(
        and(
          eq(mentors.status, 'ACCEPTED'),
          pattern ? sql`(${mentors.firstname} || ' ' || ${mentors.lastname}) ilike ${pattern}` : undefined,
        ),
      )
      .orderBy(mentors.firstname, mentors.lastname, mentors.id)
      .limit(limit);
  }

  /** The mentors among `ids`, of the given status only, or of any status when none is given. */
  findManyByIds(ids: string[], status?: MentorRow['status']): Promise<MentorRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .select()
      .from(mentors)
      .where(and(inArray(mentors.id, ids), status ? eq(mentors.status, status) : undefined));
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

  /** Visible reviews per star of many mentors in one grouped query: the average, count and five bars come from it. */
  starCounts(ids: readonly string[]): Promise<StarCount[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .select({ mentorId: mentorReviews.mentorId, stars: mentorReviews.stars, count: sql<number>`count(*)::int` })
      .from(mentorReviews)
      .where(and(inArray(mentorReviews.mentorId, [...ids]), sql`${mentorReviews.hiddenAt} is null`))
      .groupBy(mentorReviews.mentorId, mentorReviews.stars);
  }
}
