import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  boolean,
} from 'drizzle-orm/pg-core';
import { membershipStatuses } from '@eazy2con/shared/memberships';
import { idColumn, timestamps } from '../../db/columns';
import { mentorBookings } from '../bookings/mentor-bookings.schema';
import { mentors } from '../mentors/mentors.schema';
import { paymentColumns } from '../bookings/payment-columns';

/**
 * A plan booking that continues (issue 36, decision 0044): one row per booking, made when its first cycle is paid.
 * `renewsOn` is the day the next cycle starts and is charged (a pause moves it); the status is stored, not derived,
 * so the admins' list pages by it through an index and the renewal job finds its work by (status, renewsOn).
 */
export const memberships = pgTable(
  'memberships',
  {
    bookingId: uuid('booking_id')
      .primaryKey()
      .references(() => mentorBookings.id, { onDelete: 'cascade' }),
    status: text('status', { enum: membershipStatuses }).notNull().default('ACTIVE'),
    autoRenew: boolean('auto_renew').notNull().default(true),
    /** The number of the paid cycle in force. */
    currentCycle: integer('current_cycle').notNull().default(1),
    /** Lagos date the next cycle starts and is charged. */
    renewsOn: date('renews_on', { mode: 'string' }).notNull(),
    /** While paused: the first day back (renewsOn was moved by the pause's length). */
    pausedUntil: date('paused_until', { mode: 'string' }),
    /** The cycle a pause was taken in: one pause per cycle. */
    pausedInCycle: integer('paused_in_cycle'),
    cancelReason: text('cancel_reason'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    /** The plan option the next cycle is charged and counted at (changeMembershipPlan); null keeps the booking's. */
    nextPlanOption: text('next_plan_option'),
    /** Until when an unpaid renewal keeps the learner's times. */
    graceUntil: timestamp('grace_until', { withTimezone: true, mode: 'date' }),
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    index('memberships_status_renews_idx').on(t.status, t.renewsOn),
    index('memberships_created_idx').on(t.createdAt, t.bookingId),
  ],
);

/**
 * One 4-week cycle of a membership. Cycle 1 is the booking's own payment; each later one is charged on its own (a
 * payable kind of its own, `membershipCycle`, so checkout, invoices, transfers, webhooks and the ledger treat it like
 * any booking) with the booking's access token hash, so the learner's link pays it.
 */
export const membershipCycles = pgTable(
  'membership_cycles',
  {
    id: idColumn(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => mentorBookings.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    /** The day after its last day: the next cycle's start. */
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    planOption: text('plan_option').notNull(),
    sessionsIncluded: integer('sessions_included').notNull(),
    sessionsCarried: integer('sessions_carried').notNull().default(0),
    ...paymentColumns(),
    /** Set when the grace ended unpaid: its held sessions were released. */
    lapsedAt: timestamp('lapsed_at', { withTimezone: true, mode: 'date' }),
    /** The renewal reminder for the cycle after this one went (claimed by setting it). */
    remindedAt: timestamp('reminded_at', { withTimezone: true, mode: 'date' }),
    /** Saved-card charges tried for this cycle, and the last answer. */
    chargeAttempts: integer('charge_attempts').notNull().default(0),
    lastChargeAt: timestamp('last_charge_at', { withTimezone: true, mode: 'date' }),
    lastChargeError: text('last_charge_error'),
    /** A 3-D Secure link the provider asked the payer to open, sent on their channels. */
    authorizationUrl: text('authorization_url'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('membership_cycles_booking_number_idx').on(t.bookingId, t.number),
    index('membership_cycles_created_idx').on(t.createdAt),
  ],
);

/** A learner's regular weekly times with the mentor ("Tuesday and Thursday 18:00 Lagos"). */
export const standingTimes = pgTable(
  'standing_times',
  {
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => mentorBookings.id, { onDelete: 'cascade' }),
    /** ISO weekday: 1 Monday … 7 Sunday. */
    weekday: smallint('weekday').notNull(),
    /** Minutes after midnight in `timeZone`. */
    minuteOfDay: smallint('minute_of_day').notNull(),
    timeZone: text('time_zone').notNull(),
    /**
     * The booking's mentor and its sessions' length, kept beside the time so the mentor's slots can leave a regular
     * learner's weekly times free (standing-holds.ts) from one indexed read, without the bookings' table.
     */
    mentorId: uuid('mentor_id').references(() => mentors.id, { onDelete: 'cascade' }),
    minutes: smallint('minutes').notNull().default(60),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.bookingId, t.weekday, t.minuteOfDay] }),
    index('standing_times_mentor_idx').on(t.mentorId),
  ],
);

export type MembershipRow = typeof memberships.$inferSelect;
export type MembershipCycleRow = typeof membershipCycles.$inferSelect;
export type StandingTimeRow = typeof standingTimes.$inferSelect;
