import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from '../../db/columns';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * pending: recorded, the provider not asked yet or not answering (retryRefunds() asks again); completed: the
 * provider took it (the ledger reversal and the payer's mail went with it); failed: the provider refused it.
 */
export const refundStatuses = ['pending', 'completed', 'failed'] as const;
export type RefundStatus = (typeof refundStatuses)[number];

/**
 * A refund of a received payment (issue 23), full or partial, by an admin or automatically (a paid plan cancelled
 * within the first days with no session held). Recorded before the provider is asked, so a refund is never sent
 * twice nor lost when the provider does not answer. Amounts in kobo. No foreign key to payments: that table is
 * another module's; the id is checked through its service when the refund is made.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: idColumn(),
    paymentId: uuid('payment_id').notNull(),
    bookingKind: text('booking_kind').notNull(),
    bookingId: uuid('booking_id').notNull(),
    amountKobo: integer('amount_kobo').notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: refundStatuses }).notNull().default('pending'),
    automatic: boolean('automatic').notNull().default(false),
    /** Who asked (an admin's e-mail), or 'system' for the automatic refund. */
    requestedBy: text('requested_by').notNull(),
    payerEmail: text('payer_email').notNull(),
    providerRefundId: text('provider_refund_id'),
    providerAnswer: jsonb('provider_answer').$type<unknown>(),
    failureReason: text('failure_reason'),
    /** Part of the mentor's share the mentor no longer held (paid out): the platform bore it. Flagged for the team. */
    shortfallKobo: integer('shortfall_kobo').notNull().default(0),
    /** When the ledger reversal was posted (null: the payment is not in the ledger yet; the job posts it later). */
    postedAt: at('posted_at'),
    completedAt: at('completed_at'),
    nextCheckAt: at('next_check_at'),
    attempts: integer('attempts').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('refunds_payment_idx').on(t.paymentId),
    index('refunds_created_idx').on(t.createdAt),
    index('refunds_next_check_idx')
      .on(t.nextCheckAt)
      .where(sql`${t.nextCheckAt} is not null`),
    index('refunds_unposted_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'completed' and ${t.postedAt} is null`),
    check('refunds_amount_check', sql`${t.amountKobo} > 0`),
  ],
);

export type RefundRow = typeof refunds.$inferSelect;
