import { and, asc, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { escapeLike } from '../../db/escape-like';
import { Tx } from '../../db/transaction';
import type { Cursor } from '../../lib/paging';
import { cursorText, pastCursor } from '../../db/keyset';
import { mentorReviews } from './mentor-reviews.schema';
import { mentors } from './mentors.schema';

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

export class MentorsRepo {
  // A mentor page is a read every visitor makes: a prepared statement, built once (see CoursesRepo.prepare).
  private byId: ReturnType<MentorsRepo['prepareById']> | null = null;
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
