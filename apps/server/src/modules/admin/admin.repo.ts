import { and, type SQL } from 'drizzle-orm';
import type { AdminListQuery } from '@eazy2con/shared/validation/admin';
import type { DbOrTx } from '../../db/client';
import { inTransaction, Tx } from '../../db/transaction';
import { readAdminPage, readAllRows, type AdminPage } from './admin-list.repo';
import { adminList, outboxOfStatus, type AdminListName, type OutboxStatus } from './admin-lists.repo';
import { adminAuditLog, type AuditRow, type NewAuditRow } from './admin.schema';

/** The admin module's own table (the audit log) and the reads of every admin list. */
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

  /** One page of a list; `where` narrows it further (the outbox's status filter). */
  list<T>(name: AdminListName, query: AdminListQuery, where?: SQL): Promise<AdminPage<T>> {
    const { source, spec } = adminList(this.db, name);
    return readAdminPage<T>(this.db, source, { ...spec, where: and(spec.where, where) }, query);
  }

  /** A page of the mail outbox, of one status when given (the /outbox-mails filter). */
  listOutboxMails<T>(query: AdminListQuery, status: OutboxStatus | null | undefined): Promise<AdminPage<T>> {
    return this.list<T>('outboxMails', query, status ? outboxOfStatus(status) : undefined);
  }

  /** Every row of a list with this search and sort (the CSV export), read in batches. */
  rows<T>(name: AdminListName, query: Omit<AdminListQuery, 'offset' | 'limit'>): AsyncGenerator<T> {
    const { source, spec } = adminList(this.db, name);
    return readAllRows<T>(this.db, source, spec, query);
  }

  async audit(row: NewAuditRow): Promise<AuditRow> {
    const [inserted] = await this.db.insert(adminAuditLog).values(row).returning();
    if (!inserted) throw new Error('audit insert returned no row');
    return inserted;
  }
}
