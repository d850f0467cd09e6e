import { boolean, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { NotificationChannel } from '@eazy2con/shared/sessions';
import { callSourceOptions, DEFAULT_CALL_SOURCE } from '@eazy2con/shared/options';
import { idColumn, timestamps } from '../../db/columns';

/**
 * Webinar registrations (spec 2 §3 Webinar attendee). One per e-mail per webinar: `webinar` is the key of the webinar
 * configured when the person registered (config.webinar.key: its meeting ID or link, '' while none is announced),
 * and registering again with the same e-mail updates the row.
 */
export const webinarAttendees = pgTable(
  'webinar_attendees',
  {
    id: idColumn(),
    webinar: text('webinar').notNull().default(''),
    fullName: text('full_name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(), // lower-cased by the shared schema
    source: text('source', { enum: callSourceOptions }).notNull().default(DEFAULT_CALL_SOURCE),
    joinMailList: boolean('join_mail_list').notNull().default(false),
    /** Where the attendee asked to be told besides e-mail (WHATSAPP, SMS on `phone`); e-mail is always on. */
    channels: jsonb('channels').$type<NotificationChannel[]>().notNull().default(['EMAIL']),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('webinar_attendees_webinar_email_idx').on(t.webinar, t.email),
    // The retention purge deletes by the last registration (retention.policy.ts).
    index('webinar_attendees_updated_idx').on(t.updatedAt),
    // The admin list: newest first, or by name.
    index('webinar_attendees_created_idx').on(t.createdAt),
    index('webinar_attendees_full_name_idx').on(t.fullName),
    // A signed-in person's registrations on their account page (issue 35), by their confirmed address.
    index('webinar_attendees_email_idx').on(t.email, t.createdAt),
  ],
);
