import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from '../../db/columns';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A mentor's bank account for payouts (issue 23): one per mentor, replaced when they enter another. The number is
 * stored encrypted (AES-256-GCM, payout-crypto.ts) with only its last four digits in clear, for showing it masked.
 * `resolvedName` is what the provider said the account is called; `confirmedName` what the mentor confirmed seeing.
 * No foreign key to mentors: payouts are financial records and outlive a profile.
 */
export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    id: idColumn(),
    mentorId: uuid('mentor_id').notNull(),
    bankCode: text('bank_code').notNull(),
    bankName: text('bank_name').notNull(),
    accountNumberEnc: text('account_number_enc').notNull(),
    accountLast4: text('account_last4').notNull(),
    resolvedName: text('resolved_name').notNull(),
    confirmedName: text('confirmed_name').notNull(),
    confirmedAt: at('confirmed_at').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('payout_accounts_mentor_idx').on(t.mentorId)],
);

/** review: waiting for an admin; approved: an admin approved it and its transfers are being sent. */
export const payoutBatchStatuses = ['review', 'approved'] as const;
export type PayoutBatchStatus = (typeof payoutBatchStatuses)[number];

/** One batch (weekly, or gathered by an admin): what each mentor had available when it was gathered. */
export const payoutBatches = pgTable(
  'payout_batches',
  {
    id: idColumn(),
    /** The Monday (Lagos) of the week it was gathered, 'YYYY-MM-DD' (a label: an admin may gather again). */
    week: text('week').notNull(),
    status: text('status', { enum: payoutBatchStatuses }).notNull().default('review'),
    totalKobo: integer('total_kobo').notNull(),
    approvedAt: at('approved_at'),
    approvedBy: text('approved_by'),
    ...timestamps,
  },
  (t) => [
    // At most one batch waits for review: gathering again while one waits answers that one.
    uniqueIndex('payout_batches_review_idx')
      .on(t.status)
      .where(sql`${t.status} = 'review'`),
    index('payout_batches_created_idx').on(t.createdAt),
  ],
);

/**
 * review: in a batch waiting for approval (the money is still the mentor's available balance);
 * sending: approved, the transfer is being asked for (the money moved to payouts_in_flight in the same transaction);
 * sent: the provider took the transfer; completed / failed: the provider's final word;
 * refused: never sent (no account, or the account's name no longer matches): the money stays available.
 */
export const payoutStatuses = ['review', 'sending', 'sent', 'completed', 'failed', 'refused'] as const;
export type PayoutStatus = (typeof payoutStatuses)[number];

export const payouts = pgTable(
  'payouts',
  {
    id: idColumn(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => payoutBatches.id),
    mentorId: uuid('mentor_id').notNull(),
    /** The mentor's name when gathered, for the admin's list (the ledger names only ids). */
    mentorName: text('mentor_name').notNull(),
    mentorEmail: text('mentor_email').notNull(),
    amountKobo: integer('amount_kobo').notNull(),
    /** Our reference, sent as the provider's idempotency key: `e2c-po-{id}`. Never reused. */
    reference: text('reference').notNull(),
    status: text('status', { enum: payoutStatuses }).notNull().default('review'),
    /** The account paid into, copied when the transfer is asked for (a later change of account does not move it). */
    bankCode: text('bank_code'),
    bankName: text('bank_name'),
    accountLast4: text('account_last4'),
    providerTransferId: text('provider_transfer_id'),
    provider: text('provider'),
    /** Why it failed or was refused, in words for the admin (the provider's message when it gave one). */
    failureReason: text('failure_reason'),
    /** The provider's last answer about this transfer, as received. */
    providerAnswer: jsonb('provider_answer').$type<unknown>(),
    sentAt: at('sent_at'),
    settledAt: at('settled_at'),
    /** When recheckPayouts() should ask the provider next; null once nothing is left to check. */
    nextCheckAt: at('next_check_at'),
    checks: integer('checks').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('payouts_reference_idx').on(t.reference),
    uniqueIndex('payouts_batch_mentor_idx').on(t.batchId, t.mentorId),
    index('payouts_mentor_idx').on(t.mentorId, t.createdAt),
    index('payouts_status_created_idx').on(t.status, t.createdAt),
    index('payouts_next_check_idx')
      .on(t.nextCheckAt)
      .where(sql`${t.nextCheckAt} is not null`),
    check('payouts_amount_check', sql`${t.amountKobo} > 0`),
  ],
);

/** transfer.completed deliveries already taken in (key: the provider's transfer id with its status). */
export const payoutWebhookEvents = pgTable(
  'payout_webhook_events',
  {
    id: idColumn(),
    dedupeKey: text('dedupe_key').notNull(),
    reference: text('reference'),
    receivedAt: at('received_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payout_webhook_events_key_idx').on(t.dedupeKey)],
);

export const sandboxPayoutStatuses = ['NEW', 'SUCCESSFUL', 'FAILED'] as const;

/**
 * The built-in sandbox's transfers and refunds (no keys set): what the pretend bank was asked, and what the
 * admin's "simulate" control made of it. The serial id plays the provider's id.
 */
export const sandboxPayoutTransfers = pgTable(
  'payout_sandbox_transfers',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['transfer', 'refund'] }).notNull(),
    reference: text('reference').notNull(),
    amountKobo: integer('amount_kobo').notNull(),
    status: text('status', { enum: sandboxPayoutStatuses }).notNull().default('NEW'),
    ...timestamps,
  },
  (t) => [uniqueIndex('payout_sandbox_transfers_ref_idx').on(t.kind, t.reference)],
);

export type PayoutAccountRow = typeof payoutAccounts.$inferSelect;
export type PayoutBatchRow = typeof payoutBatches.$inferSelect;
export type PayoutRow = typeof payouts.$inferSelect;
export type SandboxPayoutTransferRow = typeof sandboxPayoutTransfers.$inferSelect;
