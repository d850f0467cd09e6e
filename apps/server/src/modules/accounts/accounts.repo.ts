import { and, eq, exists } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { Tx } from '../../db/transaction';
import type { MentorRow } from '../mentors/mentors.repo';
import { accounts, users } from './accounts.schema';

export type UserRow = typeof users.$inferSelect;
export type MentorStatus = MentorRow['status'];

/** Account look-ups and the writes Better Auth leaves to us (a confirmed e-mail, an unconfirmed password). */
export class AccountsRepo {
  constructor(private readonly db: DbOrTx) {}

  /** This repository writing through a caller's transaction. */
  static in(tx: Tx): AccountsRepo {
    return new AccountsRepo(Tx.handle(tx));
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

  /** A confirmed account with an e-mail sign-in whose password nobody knows (an invited mentor), in one go. */
  async insertInvitedUser(invited: {
    userId: string;
    accountId: string;
    email: string;
    name: string;
    passwordHash: string;
  }): Promise<void> {
    const now = new Date();
    await this.db.insert(users).values({
      id: invited.userId,
      name: invited.name,
      email: invited.email,
      emailVerified: true,
      createdAt: now,
      updatedAt: now,
    });
    await this.db.insert(accounts).values({
      id: invited.accountId,
      userId: invited.userId,
      providerId: 'credential',
      accountId: invited.userId,
      password: invited.passwordHash,
      createdAt: now,
      updatedAt: now,
    });
  }
}
