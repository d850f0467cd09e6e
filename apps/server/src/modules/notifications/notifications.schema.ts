import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgEnum, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The channels a person can be reached on (issue 24). EMAIL is listed so that preferences and opt-outs name every
 * channel, but e-mail itself stays in the mail outbox (mail_outbox): notification_deliveries holds WHATSAPP and SMS.
 */
export const notificationChannel = pgEnum('notification_channel', ['EMAIL', 'WHATSAPP', 'SMS']);

/**
 * held: the channel is off (its keys are unset), kept for /dev/notifications and never sent later; pending: waiting
 * for the worker (or for its next attempt, or for the end of quiet hours); sending: claimed by a worker until
 * next_attempt_at (a lease, so a crashed worker's rows are picked up again); sent: the provider accepted it;
 * delivered / read: the provider's status webhook said so (WhatsApp only); failed: refused for good, out of attempts,
 * expired, or the person opted out before it went.
 */
export const notificationStatus = pgEnum('notification_status', [
  'held',
  'pending',
  'sending',
  'sent',
  'delivered',
  'read',
  'failed',
]);

/** The WhatsApp and SMS outbox: every message is a row, written in the same transaction as the change behind it. */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: notificationChannel('channel').notNull(),
    /** E.164 digits without the '+' (2348012345678), the form both WhatsApp and Termii take. */
    recipient: text('recipient').notNull(),
    template: text('template').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    /** The text as the person reads it, rendered when queued (what /dev/notifications and admins see). */
    text: text('text').notNull(),
    status: notificationStatus('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** When the thing the message is about happens (a session's start): quiet hours do not hold it back within the hour. */
    eventAt: timestamp('event_at', { withTimezone: true, mode: 'date' }),
    /** WhatsApp's wamid or Termii's message_id: the status webhook finds the row by it. */
    providerMessageId: text('provider_message_id'),
    lastError: text('last_error'),
    // Set by the application in milliseconds, so a page cursor (a JS Date) compares exactly.
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow()
      .$defaultFn(() => new Date()),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    // The worker's claim: due rows by status and time.
    index('notification_deliveries_due_idx').on(t.status, t.nextAttemptAt),
    // The admin list and /dev/notifications: newest first, keyset-paged on (created_at, id).
    index('notification_deliveries_created_idx').on(t.createdAt, t.id),
    // Filtering by one person's number, and failing their queued messages when they opt out.
    index('notification_deliveries_recipient_idx').on(t.recipient, t.channel),
    // The status webhook.
    index('notification_deliveries_provider_idx').on(t.providerMessageId),
    check('notification_deliveries_channel_check', sql`${t.channel} <> 'EMAIL'`),
    check('notification_deliveries_recipient_check', sql`${t.recipient} ~ '^[1-9][0-9]{7,14}$'`),
  ],
);

/** Numbers that asked not to be messaged on a channel (a "STOP" reply, the opt-out link); honoured when queueing. */
export const notificationOptOuts = pgTable(
  'notification_opt_outs',
  {
    phone: text('phone').notNull(),
    channel: notificationChannel('channel').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.phone, t.channel] })],
);

/**
 * Numbers whose holder proved they read them (issue 34): a code sent to the number (`confirmPhone`) came back. WhatsApp
 * and SMS go only to numbers listed here, whoever typed the number on a form, so nobody can make the product text a
 * stranger (or a premium number) at our cost. One row per number, whatever account, booking or chat typed it.
 */
export const confirmedPhones = pgTable('confirmed_phones', {
  /** E.164 digits without the '+', as in notification_deliveries. */
  phone: text('phone').primaryKey(),
  /** The channel the code went by (WHATSAPP or SMS). */
  channel: notificationChannel('channel').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** What an event reminder is about: the owning module's row named by `subject_id` (an INVOICE's event: its due time). */
export const reminderSubjects = ['ADVISORY_CALL', 'WEBINAR', 'CAMP_CLASS', 'INVOICE'] as const;
export type ReminderSubject = (typeof reminderSubjects)[number];
/** Before the event, or (EXPIRED) once it has passed without what was due: an invoice left unpaid. */
export const eventReminderKinds = ['DAY_BEFORE', 'HOUR_BEFORE', 'EXPIRED'] as const;
export type EventReminderKind = (typeof eventReminderKinds)[number];

/**
 * Reminders sent before advisory calls, webinars and camp classes (issue 24), as session_reminders are for sessions:
 * inserting the row claims the reminder, in the transaction that queues its messages, so with several instances
 * (or a retry after a crash) each goes out once. The event's time is part of the key: a webinar moved to another
 * time gets its own reminders, and the old time's are never due again because the due query reads the new time.
 */
export const eventReminders = pgTable(
  'event_reminders',
  {
    subject: text('subject', { enum: reminderSubjects }).notNull(),
    subjectId: text('subject_id').notNull(),
    kind: text('kind', { enum: eventReminderKinds }).notNull(),
    eventAt: timestamp('event_at', { withTimezone: true, mode: 'date' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.subject, t.subjectId, t.kind, t.eventAt] }),
    // The retention purge of old claims.
    index('event_reminders_event_idx').on(t.eventAt),
  ],
);
