import { sql } from 'drizzle-orm';
import { check, date, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { NotificationChannel } from '@eazy2con/shared/sessions';
import { callSourceOptions, DEFAULT_CALL_SOURCE } from '@eazy2con/shared/options';
import { idColumn, timestamps } from '../../db/columns';

/**
 * An advisory call booked from /kid-tech (spec 2 §3 BookAdvisory). `call_date` keeps the spec's DD-MM-YYYY text;
 * `call_day` is the same day as a real date (sorting, lookups) and `call_at` the instant the call starts (WAT).
 * The unique index on (call_day, call_time) is what stops a double booking: of two requests for one slot, however
 * close together and on whichever instance, the database lets exactly one in.
 */
export const bookAdvisory = pgTable(
  'book_advisory',
  {
    id: idColumn(),
    fullName: text('full_name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(), // lower-cased by the shared schema
    source: text('source', { enum: callSourceOptions }).notNull().default(DEFAULT_CALL_SOURCE),
    callDate: text('call_date').notNull(),
    callDay: date('call_day', { mode: 'string' }).notNull(),
    callTime: text('call_time').notNull(),
    callAt: timestamp('call_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Where the booker asked to be told besides e-mail (WHATSAPP, SMS on `phone`); e-mail is always on. */
    channels: jsonb('channels').$type<NotificationChannel[]>().notNull().default(['EMAIL']),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('book_advisory_slot_idx').on(t.callDay, t.callTime),
    index('book_advisory_call_at_idx').on(t.callAt),
    // The admin list: newest first, or by name.
    index('book_advisory_created_idx').on(t.createdAt),
    index('book_advisory_full_name_idx').on(t.fullName),
    // A signed-in person's calls on their account page (issue 35), by their confirmed address.
    index('book_advisory_email_idx').on(t.email, t.callAt),
    // The spec's text and the real date are one day written two ways; they can never disagree.
    check('book_advisory_call_date_check', sql`${t.callDate} = to_char(${t.callDay}, 'DD-MM-YYYY')`),
  ],
);
