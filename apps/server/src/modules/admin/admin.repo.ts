import type { DbOrTx } from '../../db/client';
import { inTransaction, Tx } from '../../db/transaction';
import { adminAuditLog, type AuditRow, type NewAuditRow } from './admin.schema';

/** The admin module's own table, the audit log (the admin lists are read by read-models/admin-pages.repo.ts). */
export class AdminRepo {
  constructor(private readonly db: DbOrTx) {}

  /**
   * Runs `work` in one transaction (the caller's `within`, or a new one), with this repository bound to it and the
   * opaque `Tx` to hand to other modules' services.
   */
  transaction<T>(work: (repo: AdminRepo, tx: Tx) => Promise<T>, within?: Tx): Promise<T> {
    return inTransaction(this.db, within, (handle, tx) => work(new AdminRepo(handle), tx));
  }

  /** This repository writing through a caller's transaction. */
  in(tx: Tx): AdminRepo {
    return new AdminRepo(Tx.handle(tx));
  }

  async audit(row: NewAuditRow): Promise<AuditRow> {
    const [inserted] = await this.db.insert(adminAuditLog).values(row).returning();
    if (!inserted) throw new Error('audit insert returned no row');
    return inserted;
  }
}
