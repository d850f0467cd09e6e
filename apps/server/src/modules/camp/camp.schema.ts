import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { NotificationChannel } from '@eazy2con/shared/sessions';
import { idColumn, timestamps } from '../../db/columns';
import { paymentColumns } from '../bookings/payment-columns';
import { childProfiles } from '../families/families.schema';

/**
 * A kids weekend camp registration: the spec's BookKidmentor (spec 2 §3), made by a parent without an account.
 * The amount is the server's (campTuitionKobo of the number of kids); the access token's hash lets the browser that
 * registered read it back (docs/decisions/0012). The first child's details are kept only on the parent's consent,
 * whose time is stored (`parent_consent_at`); the child's details are nullable because the retention purge erases
 * them from a paid registration after 12 months while the booking and payment record stays (docs/decisions/0013).
 */
export const campRegistrations = pgTable(
  'camp_registrations',
  {
    id: idColumn(),
    parentName: text('parent_name').notNull(),
    parentEmail: text('parent_email').notNull(), // lower-case, by the shared schema
    parentPhone: text('parent_phone').notNull(),
    noOfKids: integer('no_of_kids').notNull(),
    firstChildName: text('first_child_name'),
    firstChildAge: text('first_child_age'),
    firstChildInterest: text('first_child_interest'),
    /** When the child's details were removed by the retention purge; null while they are kept. */
    childDetailsErasedAt: timestamp('child_details_erased_at', { withTimezone: true, mode: 'date' }),
    parentConsentAt: timestamp('parent_consent_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Where the parent asked to be told besides e-mail (WHATSAPP, SMS on `parent_phone`); e-mail is always on. */
    channels: jsonb('channels').$type<NotificationChannel[]>().notNull().default(['EMAIL']),
    ...paymentColumns(),
    ...timestamps,
  },
  // The retention purge and any listing by the team go by registration time.
  (t) => [
    index('camp_registrations_created_idx').on(t.createdAt),
    index('camp_registrations_parent_name_idx').on(t.parentName),
    // A signed-in parent's registrations on their account page (issue 35), by their confirmed address.
    index('camp_registrations_parent_email_idx').on(t.parentEmail, t.createdAt),
    check('camp_registrations_kids_check', sql`${t.noOfKids} >= 1`),
  ],
);

/**
 * The children of a signed-in parent's camp registration, picked from their profiles (issue 35). A row goes with
 * the child's profile when consent is withdrawn; the registration and its payment stay.
 */
export const campRegistrationChildren = pgTable(
  'camp_registration_children',
  {
    registrationId: uuid('registration_id')
      .notNull()
      .references(() => campRegistrations.id, { onDelete: 'cascade' }),
    childId: uuid('child_id')
      .notNull()
      .references(() => childProfiles.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.registrationId, t.childId] }),
    index('camp_registration_children_child_idx').on(t.childId),
  ],
);
