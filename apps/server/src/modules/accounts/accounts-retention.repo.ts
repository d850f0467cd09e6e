import { lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { deleteWhere } from '../../db/delete-where';
import { sessions, verifications } from './accounts.schema';

/** The accounts module's deletes of expired rows, called by the retention purge (modules/retention). */
export class AccountsRetentionRepo {
  constructor(private readonly db: DbOrTx) {}

  /** Expired sign-in sessions and one-time codes, which Better Auth leaves behind. */
  async deleteExpiredAuthRows(now: Date): Promise<number> {
    const ended = await deleteWhere(this.db, sessions, lt(sessions.expiresAt, now));
    return ended + (await deleteWhere(this.db, verifications, lt(verifications.expiresAt, now)));
  }
}
