import { date, index, pgTable, text } from 'drizzle-orm/pg-core';
import { bootcampTrackIds } from '@eazy2con/shared/bootcamp';
import { bootcampSourceOptions, laptopOptions, whyLearnOptions } from '@eazy2con/shared/options';
import { idColumn, timestamps } from '../../db/columns';
import { paymentColumns } from '../bookings/payment-columns';

/**
 * Bootcamp registrations (spec 2 §3). `cohort_start_date` is the BOOTCAMP_START_DATE the registration was made
 * for (null while none is set): seats are counted per cohort, so a new start date opens ten new seats while the
 * earlier registrations stay on record. Registrations are read back only with their access token (decision 0012).
 */
export const bootcampRegistrations = pgTable(
  'bootcamp_registrations',
  {
    id: idColumn(),
    fullName: text('full_name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(), // stored lower-case by the shared schema
    country: text('country').notNull(), // ISO 3166 alpha-2
    source: text('source', { enum: bootcampSourceOptions }).notNull(),
    whyLearnTheCourse: text('why_learn_the_course', { enum: whyLearnOptions }),
    doYouHaveAlaptop: text('do_you_have_a_laptop', { enum: laptopOptions }).notNull(),
    track: text('track', { enum: bootcampTrackIds }).notNull(),
    cohortStartDate: date('cohort_start_date', { mode: 'string' }),
    ...paymentColumns(),
    ...timestamps,
  },
  (t) => [
    // Seats taken and "already registered" are both asked per cohort, under the seat lock.
    index('bootcamp_registrations_cohort_email_idx').on(t.cohortStartDate, t.email),
    index('bootcamp_registrations_created_idx').on(t.createdAt),
    index('bootcamp_registrations_full_name_idx').on(t.fullName),
    // A signed-in person's registrations on their account page (issue 35), by their confirmed address.
    index('bootcamp_registrations_email_idx').on(t.email, t.createdAt),
  ],
);

export type BootcampRow = typeof bootcampRegistrations.$inferSelect;
export type NewBootcampRow = typeof bootcampRegistrations.$inferInsert;
