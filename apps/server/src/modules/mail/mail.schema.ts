import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { MailAttachment } from './attachments';

/**
 * held: no SMTP_URL, kept for /dev/mailbox and the log; pending: waiting for the worker (or for its next attempt);
 * sending: claimed by a worker until next_attempt_at (a lease, so a crashed worker's rows are picked up again).
 */
export const mailStatus = pgEnum('mail_status', ['held', 'pending', 'sending', 'sent', 'failed']);

/** The outbox: every mail is a row, written in the same transaction as the change that causes it. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    template: text('template').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    /** Files sent with the mail (attachments.ts), kept with it so a retry sends the same files. */
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    status: mailStatus('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastError: text('last_error'),
    // Set by the application in milliseconds, so a page cursor (a JS Date) compares exactly.
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow()
      .$defaultFn(() => new Date()),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt), index('mail_outbox_created_idx').on(t.createdAt)],
);
