import { and, asc, desc, eq, exists, gt, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { Cursor } from '../../lib/paging';
import { mentors } from '../mentors/mentors.schema';
import type { MentorRow, NewMentorRow } from '../mentors/mentors.repo';
import { accounts, users } from './accounts.schema';

export type UserRow = typeof users.$inferSelect;
export type MentorStatus = MentorRow['status'];

/** The mentor record of an account (userSubId is the Better Auth user id, unique), and account look-ups. */
export class AccountsRepo {
  constructor(private readonly db: DbOrTx) {}

  async findMentorByUserSubId(userSubId: string): Promise<MentorRow | null> {
    const [row] = await this.db.select().from(mentors).where(eq(mentors.userSubId, userSubId)).limit(1);
    return row ?? null;
  }

  listMentorsByUserSubId(
    userSubId: string,
    filter: { status?: MentorStatus | null },
    direction: 'ASC' | 'DESC',
    limit: number,
    after: Cursor | null,
  ): Promise<MentorRow[]> {
    const older = direction === 'DESC';
    const past = (at: Date, id: string) =>
      older
        ? or(lt(mentors.createdAt, at), and(eq(mentors.createdAt, at), lt(mentors.id, id)))
        : or(gt(mentors.createdAt, at), and(eq(mentors.createdAt, at), gt(mentors.id, id)));
    const order = older ? [desc(mentors.createdAt), desc(mentors.id)] : [asc(mentors.createdAt), asc(mentors.id)];
    return this.db
      .select()
      .from(mentors)
      .where(
        and(
          eq(mentors.userSubId, userSubId),
          filter.status ? eq(mentors.status, filter.status) : undefined,
          after ? past(new Date(after.at), after.id) : undefined,
        ),
      )
      .orderBy(...order)
      .limit(limit);
  }

  /** Inserts unless the account already has a record; null then (the unique user_sub_id decides under races). */
  async insertMentor(values: NewMentorRow): Promise<MentorRow | null> {
    const [row] = await this.db
      .insert(mentors)
      .values(values)
      .onConflictDoNothing({ target: mentors.userSubId })
      .returning();
    return row ?? null;
  }

  /** The start-up admin: its record is made accepted, active and admin; profile fields are kept if present. */
  async upsertAdminMentor(values: NewMentorRow & { userSubId: string }): Promise<MentorRow> {
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

  async findUserByEmail(email: string): Promise<UserRow | null> {
    const [row] = await this.db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
    return row ?? null;
  }

  async markEmailVerified(userId: string): Promise<void> {
    await this.db.update(users).set({ emailVerified: true, updatedAt: new Date() }).where(eq(users.id, userId));
  }

  /**
   * Sets the password of an account's e-mail sign-in, only while the account is unconfirmed: one statement, so a
   * confirmation that commits first makes it change nothing. Answers whether a password was replaced.
   */
  async replaceUnconfirmedPassword(userId: string, passwordHash: string): Promise<boolean> {
    const unconfirmed = this.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.emailVerified, false)));
    const rows = await this.db
      .update(accounts)
      .set({ password: passwordHash, updatedAt: new Date() })
      .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential'), exists(unconfirmed)))
      .returning({ id: accounts.id });
    return rows.length > 0;
  }
}
