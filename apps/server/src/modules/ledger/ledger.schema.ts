import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { idColumn } from '../../db/columns';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One double-entry transaction (issue 23): what happened, once. `source` names the fact it records
 * (`payment:{id}`, `release:{sessionId}`, `refund:{id}`, `payout:{id}:sent`…); its unique index is what makes
 * posting idempotent, because the insert of the transaction and of its entries share one database transaction.
 * Rows are never updated or deleted: a correction is a new transaction.
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: idColumn(),
    source: text('source').notNull(),
    memo: text('memo').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('ledger_transactions_source_idx').on(t.source)],
);

/**
 * One line of a transaction, in integer kobo: positive is a debit, negative a credit, and a transaction's lines
 * sum to zero (the service refuses anything else; a deferred constraint trigger in migration 0014 checks it again at
 * commit). Balances are sums of these rows, never a stored figure. `mentorId` and `bookingKey` are copies of what
 * the account and the fact name, kept so a mentor's history and a booking's remaining share read through an index.
 * No foreign key to mentors: the ledger is a financial record and outlives any profile.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial('id').primaryKey(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    account: text('account').notNull(),
    amountKobo: integer('amount_kobo').notNull(),
    mentorId: uuid('mentor_id'),
    /** `{bookingKind}:{bookingId}` when the fact concerns one booking (its payment, sessions, refunds). */
    bookingKey: text('booking_key'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('ledger_entries_account_idx').on(t.account),
    index('ledger_entries_transaction_idx').on(t.transactionId),
    // The mentor's earnings history, newest first: ids rise with time, so (mentor_id, id) pages it.
    index('ledger_entries_mentor_idx')
      .on(t.mentorId, t.id)
      .where(sql`${t.mentorId} is not null`),
    index('ledger_entries_booking_idx')
      .on(t.bookingKey, t.account)
      .where(sql`${t.bookingKey} is not null`),
    check('ledger_entries_amount_check', sql`${t.amountKobo} <> 0`),
  ],
);

export type LedgerTransactionRow = typeof ledgerTransactions.$inferSelect;
export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;
