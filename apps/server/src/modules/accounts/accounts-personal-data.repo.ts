import { eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { deleteWhere } from '../../db/delete-where';
import { Tx } from '../../db/transaction';
import { exportRow, type DataSubject, type ExportSections, type PersonalDataOwner } from '../personal-data';
import { accounts, sessions, users, verifications } from './accounts.schema';

/**
 * The account itself (Better Auth's rows), decision 0043: exported without secrets (no password hash, no tokens),
 * and deleted last in an erase. Deleting the users row takes its sessions, sign-in methods, course progress and
 * data-export requests along (their foreign keys cascade); the codes Better Auth keeps by address go too.
 */
export class AccountsPersonalData implements PersonalDataOwner {
  readonly stage = 'account';

  constructor(private readonly db: DbOrTx) {}

  async export(person: DataSubject): Promise<ExportSections> {
    const account = await this.db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        emailVerified: users.emailVerified,
        createdAt: users.createdAt,
        updatedAt: users.updatedAt,
      })
      .from(users)
      .where(eq(users.id, person.userId));
    const signIns = await this.db
      .select({ providerId: accounts.providerId, createdAt: accounts.createdAt })
      .from(accounts)
      .where(eq(accounts.userId, person.userId));
    const open = await this.db
      .select({
        createdAt: sessions.createdAt,
        expiresAt: sessions.expiresAt,
        ipAddress: sessions.ipAddress,
        userAgent: sessions.userAgent,
      })
      .from(sessions)
      .where(eq(sessions.userId, person.userId));
    return {
      account: account.map(exportRow),
      signInMethods: signIns.map(exportRow),
      signedInDevices: open.map(exportRow),
    };
  }

  async erase(tx: Tx, person: DataSubject): Promise<void> {
    const db = Tx.handle(tx);
    // Better Auth names its codes by the address, with the purpose before it ('email-verification-otp-<email>').
    await deleteWhere(
      db,
      verifications,
      or(eq(verifications.identifier, person.email), sql`${verifications.identifier} like ${`%-${person.email}`}`),
    );
    await deleteWhere(db, users, eq(users.id, person.userId));
  }
}
