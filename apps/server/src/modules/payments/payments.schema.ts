import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { paymentAttemptStatuses, payableBookingKinds } from '@eazy2con/shared/payments';
import { idColumn, timestamps } from '../../db/columns';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** 'transfer': a bank transfer an admin saw arrive and marked paid by hand (no provider to verify with). */
export const paymentProviders = ['flutterwave', 'sandbox', 'transfer'] as const;
export type PaymentProviderName = (typeof paymentProviders)[number];

/**
 * Why a verified transaction did not simply pay its booking, for the team to act on (a refund, a call):
 * amount_short and currency_mismatch were refused; overpaid and booking_already_paid were accepted but the
 * difference, or the whole second payment, is owed back.
 */
export const paymentFlags = ['amount_short', 'currency_mismatch', 'overpaid', 'booking_already_paid'] as const;
export type PaymentFlag = (typeof paymentFlags)[number];

/**
 * How a payment attempt is paid: a hosted card checkout, or a bank transfer into an account the provider opened for
 * exactly one invoice (its tx_ref is `invoice:{invoiceId}:{attempt}`). A transfer of the wrong amount is held for an
 * admin instead of settling (decision 0032).
 */
export const paymentMethods = ['card', 'bank_transfer'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/**
 * One card payment attempt: created by the server before the browser opens checkout (the amount comes from the
 * booking, never the browser), with a fresh tx_ref each time. Its status changes only in settle(), after the
 * provider verified the transaction (docs/decisions: payments).
 */
export const payments = pgTable(
  'payments',
  {
    id: idColumn(),
    txRef: text('tx_ref').notNull(),
    bookingKind: text('booking_kind', { enum: payableBookingKinds }).notNull(),
    bookingId: uuid('booking_id').notNull(),
    amountKobo: integer('amount_kobo').notNull(),
    currency: text('currency').notNull().default('NGN'),
    status: text('status', { enum: paymentAttemptStatuses }).notNull().default('pending'),
    provider: text('provider', { enum: paymentProviders }).notNull(),
    method: text('method', { enum: paymentMethods }).notNull().default('card'),
    /** When this attempt can no longer be paid (a transfer account's expiry); null: a card checkout's lifetime. */
    expiresAt: at('expires_at'),
    /** The provider's transaction id (Flutterwave `data.id`), once a verification named one. */
    providerTxId: text('provider_tx_id'),
    /** The provider's last verification answer as received (the record of what was checked). */
    verification: jsonb('verification').$type<unknown>(),
    /** What the verification reported, in kobo (null until one reported an amount). */
    paidKobo: integer('paid_kobo'),
    flag: text('flag', { enum: paymentFlags }),
    settledAt: at('settled_at'),
    /**
     * The account whose holder asked, on this checkout, to save the card for renewals (decision 0045): the card is
     * saved only once this payment is verified successful. Null: no consent, nothing is saved.
     */
    saveCardFor: text('save_card_for'),
    /** The saved card this payment charged (a tokenized charge); null for a checkout or a transfer. */
    savedCardId: uuid('saved_card_id'),
    /** The provider's 3-D Secure (authorisation) page of a saved-card charge waiting for the payer's approval. */
    authorizationUrl: text('authorization_url'),
    /** What the provider said when it declined a saved-card charge, for the payer. */
    providerMessage: text('provider_message'),
    /** When the re-verify job should look at this payment next; null once nothing is left to check. */
    nextCheckAt: at('next_check_at'),
    checks: integer('checks').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('payments_tx_ref_idx').on(t.txRef),
    // One provider transaction pays at most one attempt, however often it is reported.
    uniqueIndex('payments_provider_tx_idx').on(t.provider, t.providerTxId),
    index('payments_booking_idx').on(t.bookingKind, t.bookingId),
    index('payments_status_created_idx').on(t.status, t.createdAt),
    index('payments_next_check_idx')
      .on(t.nextCheckAt)
      .where(sql`${t.nextCheckAt} is not null`),
    check('payments_amount_check', sql`${t.amountKobo} > 0`),
  ],
);

/**
 * Webhook deliveries already taken in, so a repeated delivery (Flutterwave sends some more than once) is answered
 * 200 and otherwise ignored. The key is the provider's transaction id with the reported status; the payload
 * itself is not kept (the verification on the payment is the record).
 */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    id: idColumn(),
    provider: text('provider', { enum: paymentProviders }).notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    event: text('event').notNull(),
    txRef: text('tx_ref'),
    receivedAt: at('received_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_webhook_events_key_idx').on(t.provider, t.dedupeKey),
    index('payment_webhook_events_received_idx').on(t.receivedAt),
  ],
);

export const sandboxCheckoutStatuses = ['open', 'successful', 'failed', 'cancelled'] as const;
export type SandboxCheckoutStatus = (typeof sandboxCheckoutStatuses)[number];

/** A checkout page (Pay with a test card, Fail, Cancel) or a saved card's charge waiting for 3-D Secure approval. */
export const sandboxCheckoutKinds = ['checkout', 'saved_card'] as const;
export type SandboxCheckoutKind = (typeof sandboxCheckoutKinds)[number];

/** The sandbox test card a checkout was paid with, or a saved-card charge charged (never a real card). */
export interface SandboxCard {
  last4: string;
  brand: string;
  /** MM/YY, as Flutterwave's verify answer writes it. */
  expiry: string;
}

/**
 * The built-in sandbox provider's own records (used when no Flutterwave key is set): one checkout per started
 * payment, answered on the test page with Pay, Fail or Cancel. Its serial id plays Flutterwave's transaction id.
 */
export const sandboxCheckouts = pgTable(
  'payment_sandbox_checkouts',
  {
    id: serial('id').primaryKey(),
    link: uuid('link').notNull().defaultRandom(),
    txRef: text('tx_ref').notNull(),
    amountKobo: integer('amount_kobo').notNull(),
    currency: text('currency').notNull(),
    customer: jsonb('customer').$type<{ email: string; name: string; phone: string | null }>().notNull(),
    redirectUrl: text('redirect_url').notNull(),
    status: text('status', { enum: sandboxCheckoutStatuses }).notNull().default('open'),
    kind: text('kind', { enum: sandboxCheckoutKinds }).notNull().default('checkout'),
    card: jsonb('card').$type<SandboxCard>(),
    completedAt: at('completed_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('payment_sandbox_checkouts_link_idx').on(t.link),
    index('payment_sandbox_checkouts_tx_ref_idx').on(t.txRef),
  ],
);

export const sandboxTransferStatuses = ['open', 'successful'] as const;

/**
 * The sandbox's bank-transfer accounts (no keys set): one per transfer attempt, with a test account number, and
 * the transfer the invoice page's "simulate transfer" made into it. Its serial id, prefixed 'sbt-', plays
 * Flutterwave's transaction id.
 */
export const sandboxTransfers = pgTable(
  'payment_sandbox_transfers',
  {
    id: serial('id').primaryKey(),
    txRef: text('tx_ref').notNull(),
    accountNumber: text('account_number').notNull(),
    amountKobo: integer('amount_kobo').notNull(),
    expiresAt: at('expires_at').notNull(),
    status: text('status', { enum: sandboxTransferStatuses }).notNull().default('open'),
    /** What the simulated transfer paid in (full, short or excess), once made. */
    paidKobo: integer('paid_kobo'),
    completedAt: at('completed_at'),
    ...timestamps,
  },
  (t) => [uniqueIndex('payment_sandbox_transfers_tx_ref_idx').on(t.txRef)],
);

export type PaymentRow = typeof payments.$inferSelect;
export type SandboxCheckoutRow = typeof sandboxCheckouts.$inferSelect;
export type SandboxTransferRow = typeof sandboxTransfers.$inferSelect;

/**
 * Where an invoice stands. EXPIRED is not stored: an UNPAID invoice past its due date reads as EXPIRED. HELD: a
 * transfer of the wrong amount arrived and waits for an admin; REFUNDED is written by refunds.
 */
export const invoiceStatuses = ['UNPAID', 'PAID', 'EXPIRED', 'REFUNDED', 'HELD'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

/** One line of an invoice, frozen at issue. */
export interface InvoiceLineItem {
  description: string;
  quantity: number;
  unitKobo: number;
  amountKobo: number;
}

/**
 * The bank-transfer invoice of a booking (Pay Later): one per booking, made the first time its invoice is opened,
 * so the number and the transfer reference stay the same however often it is opened or printed. Its amount and
 * line items are frozen at issue (invoices issued before 0014 have none stored and read the booking's).
 */
export const bookingInvoices = pgTable(
  'booking_invoices',
  {
    id: idColumn(),
    bookingKind: text('booking_kind', { enum: payableBookingKinds }).notNull(),
    bookingId: uuid('booking_id').notNull(),
    /** What the person quotes with the transfer, e.g. E2C-7KQ4-M9XD: short, unambiguous to read out, unique. */
    reference: text('reference').notNull(),
    /** The number people read and file, E2C-2026-000123: sequential per year of issue, given once (issue 20 §2). */
    number: text('number').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    /** When the transfer is due, fixed at issue (INVOICE_DUE_DAYS after it). */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: invoiceStatuses }).notNull().default('UNPAID'),
    amountKobo: integer('amount_kobo'),
    lineItems: jsonb('line_items').$type<InvoiceLineItem[]>(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('booking_invoices_booking_idx').on(t.bookingKind, t.bookingId),
    uniqueIndex('booking_invoices_reference_idx').on(t.reference),
    uniqueIndex('booking_invoices_number_idx').on(t.number),
  ],
);

/**
 * The last invoice number given in each year. One row per year, bumped with an upsert inside the transaction that
 * stores the invoice, so two first opens at once queue on the row and a rolled-back issue gives its number back.
 */
export const invoiceNumberCounters = pgTable('invoice_number_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});

export type BookingInvoiceRow = typeof bookingInvoices.$inferSelect;

/**
 * open: the account to pay into (until it expires); paid: the exact amount arrived and settled the invoice; held: a
 * transfer of another amount arrived (or one for a booking already paid), kept for an admin; expired: replaced by a
 * renewed account. Old accounts are kept for reconciliation.
 */
export const transferAccountStatuses = ['open', 'paid', 'held', 'expired'] as const;
export type TransferAccountStatus = (typeof transferAccountStatuses)[number];

/** A bank account the provider opened to receive exactly one invoice's amount (one payment attempt each). */
export const invoiceTransferAccounts = pgTable(
  'invoice_transfer_accounts',
  {
    id: idColumn(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => bookingInvoices.id),
    attempt: integer('attempt').notNull(),
    /** The payment attempt's tx_ref, `invoice:{invoiceId}:{attempt}`: never reused. */
    txRef: text('tx_ref').notNull(),
    provider: text('provider', { enum: paymentProviders }).notNull(),
    bankName: text('bank_name').notNull(),
    accountNumber: text('account_number').notNull(),
    amountKobo: integer('amount_kobo').notNull(),
    expiresAt: at('expires_at').notNull(),
    /** The provider's own reference of the charge (Flutterwave `transfer_reference`). */
    providerReference: text('provider_reference'),
    status: text('status', { enum: transferAccountStatuses }).notNull().default('open'),
    /** What actually arrived, once a verified transfer reported it. */
    receivedKobo: integer('received_kobo'),
    flag: text('flag', { enum: paymentFlags }),
    heldAt: at('held_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('invoice_transfer_accounts_tx_ref_idx').on(t.txRef),
    uniqueIndex('invoice_transfer_accounts_attempt_idx').on(t.invoiceId, t.attempt),
    // One live account per invoice: a renewal retires the old one in the same transaction.
    uniqueIndex('invoice_transfer_accounts_open_idx')
      .on(t.invoiceId)
      .where(sql`${t.status} = 'open'`),
    index('invoice_transfer_accounts_held_idx')
      .on(t.heldAt)
      .where(sql`${t.status} = 'held'`),
  ],
);

export type TransferAccountRow = typeof invoiceTransferAccounts.$inferSelect;
