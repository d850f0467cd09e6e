import { and, type SQL } from 'drizzle-orm';
import type { AdminListQuery } from '@eazy2con/shared/validation/admin';
import type { DbOrTx } from '../../db/client';
import { readAdminPage, readAllRows, type AdminPage } from './admin-list.repo';
import { adminList, outboxOfStatus, type AdminListName, type OutboxStatus } from './admin-lists.repo';

/**
 * The reads of every admin list (moved out of AdminRepo): each list joins the tables of the module it shows
 * (admin-lists.repo.ts), so they live in the read models (decision 0037), which write nothing. AdminService names
 * this type and the root builds it.
 */
export class AdminPagesRepo {
  constructor(private readonly db: DbOrTx) {}

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
}
