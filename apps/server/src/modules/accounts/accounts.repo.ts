import { and, eq, exists } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { MentorRow } from '../mentors/mentors.repo';
import { accounts, users } from './accounts.schema';

export type UserRow = typeof users.$inferSelect;
export type MentorStatus = MentorRow['status'];

/** Account look-ups and the writes Better Auth leaves to us (a confirmed e-mail, an unconfirmed password). */
export class AccountsRepo {
  constructor(private readonly db: DbOrTx) {}

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
