import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { mentorBookingAudiences } from '@eazy2con/shared/validation/mentor-booking';
import { idColumn } from '../../db/columns';
import { mentorBookings } from './mentor-bookings.schema';

/**
 * One free trial per person (issue 34 item 3, decision 0039): a row per trial granted, keyed by the kind of plan
 * ('adult' or 'kids') and the SHA-256 of the person's mailbox and of their phone number, normalised
 * (`mailboxOf`, `phoneNumberOf`). The two unique indexes are what stop a second trial, parallel requests included:
 * the second insert waits for the first to commit and then finds its row. Only hashes are kept, so the rows can stay
 * for ever (a trial is once per person, ever) without keeping anyone's address after their booking is deleted.
 */
export const trialClaims = pgTable(
  'trial_claims',
  {
    id: idColumn(),
    kind: text('kind', { enum: mentorBookingAudiences }).notNull(),
    emailHash: text('email_hash').notNull(),
    phoneHash: text('phone_hash').notNull(),
    /** The trial booking; kept null once retention deletes the booking (the claim stays). */
    bookingId: uuid('booking_id').references(() => mentorBookings.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('trial_claims_kind_email_idx').on(t.kind, t.emailHash),
    uniqueIndex('trial_claims_kind_phone_idx').on(t.kind, t.phoneHash),
  ],
);

export type TrialClaimRow = typeof trialClaims.$inferSelect;
