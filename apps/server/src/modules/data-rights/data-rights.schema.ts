import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from '../../db/columns';
import { users } from '../accounts/accounts.schema';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** PENDING: waiting for the job; READY: the archive is stored and its link mailed; EXPIRED: the file is deleted. */
export const dataExportStatuses = ['PENDING', 'READY', 'EXPIRED', 'FAILED'] as const;
export type DataExportStatus = (typeof dataExportStatuses)[number];

/**
 * A person's "Download my data" (issue 35, decision 0043): asked for by a signed-in account with a confirmed
 * e-mail, built by the data-rights job into a ZIP in the private file store, mailed as a link whose token's SHA-256
 * is kept, and deleted with its file seven days after it is ready. The account's deletion takes its rows along.
 */
export const dataExportRequests = pgTable(
  'data_export_requests',
  {
    id: idColumn(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The account's confirmed e-mail when asked: whom the archive is about and where its link is mailed. */
    email: text('email').notNull(),
    status: text('status', { enum: dataExportStatuses }).notNull().default('PENDING'),
    requestedAt: at('requested_at').notNull().defaultNow(),
    readyAt: at('ready_at'),
    expiresAt: at('expires_at'),
    /** The archive's key in the private file store, while it is kept. */
    fileKey: text('file_key'),
    /** SHA-256 of the mailed link's token (lib/confirmation-secrets.ts). */
    tokenHash: text('token_hash'),
    /** Builds tried; a request that keeps failing is given up after a few (FAILED). */
    attempts: integer('attempts').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    // At most one request waits per account: asking again while one waits answers that one.
    uniqueIndex('data_export_requests_pending_idx')
      .on(t.userId)
      .where(sql`${t.status} = 'PENDING'`),
    index('data_export_requests_user_idx').on(t.userId, t.requestedAt),
    index('data_export_requests_status_idx').on(t.status, t.requestedAt),
  ],
);

export type DataExportRow = typeof dataExportRequests.$inferSelect;
