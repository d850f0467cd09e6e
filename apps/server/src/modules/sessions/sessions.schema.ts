import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sessionFormats } from '@eazy2con/shared/plans';
import {
  learnerResponses,
  sessionActors,
  sessionOutcomes,
  sessionStatuses,
  type Availability,
} from '@eazy2con/shared/sessions';
import { idColumn, timestamps } from '../../db/columns';
import { mentorBookings } from '../bookings/mentor-bookings.schema';
import { mentors } from '../mentors/mentors.schema';

/**
 * A mentor's bookable hours (issue 22), one row per mentor. The weekly hours, date overrides and time off are kept
 * as JSON in the mentor's own zone: they are read and saved whole by one page, and the slot engine needs them all.
 * A mentor without a row has no hours (nothing can be booked) until they save the Availability page.
 */
export const mentorAvailability = pgTable('mentor_availability', {
  mentorId: uuid('mentor_id')
    .primaryKey()
    .references(() => mentors.id, { onDelete: 'cascade' }),
  timeZone: text('time_zone').notNull(),
  weekly: jsonb('weekly').$type<Availability['weekly']>().notNull(),
  overrides: jsonb('overrides').$type<Availability['overrides']>().notNull(),
  timeOff: jsonb('time_off').$type<Availability['timeOff']>().notNull(),
  minNoticeMinutes: integer('min_notice_minutes').notNull(),
  bufferMinutes: integer('buffer_minutes').notNull(),
  horizonDays: integer('horizon_days').notNull(),
  acceptingNewMentees: boolean('accepting_new_mentees').notNull(),
  ...timestamps,
});

/**
 * One learner's place in one session with a mentor. A one-on-one session is one row; a group session (Team plan) is
 * several rows sharing `groupKey`. The database itself keeps a mentor's live rows from overlapping unless they share
 * a group (the exclusion constraint `mentoring_sessions_no_overlap` in migration 0012), so two learners can never
 * hold the same time whatever the application does.
 */
export const mentoringSessions = pgTable(
  'mentoring_sessions',
  {
    id: idColumn(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => mentorBookings.id, { onDelete: 'cascade' }),
    mentorId: uuid('mentor_id').references(() => mentors.id, { onDelete: 'set null' }),
    format: text('format', { enum: sessionFormats }).notNull(),
    /** Rows that may overlap: a one-on-one row's own id; a group's rows share `group:<mentor>:<start>`. */
    groupKey: text('group_key').notNull(),
    startAt: timestamp('start_at', { withTimezone: true, mode: 'date' }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** The end plus the mentor's buffer when it was booked: the time the database keeps free of other sessions. */
    blockedUntil: timestamp('blocked_until', { withTimezone: true, mode: 'date' }).notNull(),
    /** BOOKED holds the time; CANCELLED and RELEASED (an unpaid booking's hold ran out) free it. */
    status: text('status', { enum: sessionStatuses }).notNull().default('BOOKED'),
    /** The booking's 4-week cycle this session belongs to (1 = the first, paid at booking). */
    cycle: integer('cycle').notNull().default(1),
    /** The same key from the same booking answers the session it made the first time. */
    idempotencyKey: text('idempotency_key').notNull(),
    reschedules: integer('reschedules').notNull().default(0),
    /** The calendar invite's SEQUENCE: raised on every change so calendars replace the event. */
    sequence: integer('sequence').notNull().default(0),
    roomUrl: text('room_url').notNull(),
    cancelledBy: text('cancelled_by', { enum: sessionActors }),
    cancelReason: text('cancel_reason'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    /** A learner's late cancel uses the session up: it still counts against the cycle. */
    forfeited: boolean('forfeited').notNull().default(false),
    outcome: text('outcome', { enum: sessionOutcomes }),
    /** The mentor's private notes; the kids' progress report is built from them. */
    outcomeNotes: text('outcome_notes'),
    outcomeAt: timestamp('outcome_at', { withTimezone: true, mode: 'date' }),
    learnerResponse: text('learner_response', { enum: learnerResponses }),
    learnerComment: text('learner_comment'),
    respondedAt: timestamp('responded_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('mentoring_sessions_idempotency_idx').on(t.bookingId, t.idempotencyKey),
    index('mentoring_sessions_booking_idx').on(t.bookingId, t.startAt),
    // The mentor's calendar and the slot engine's busy times: a mentor's sessions by start.
    index('mentoring_sessions_mentor_start_idx').on(t.mentorId, t.startAt),
    // The admin list, newest start first.
    index('mentoring_sessions_start_idx').on(t.startAt, t.id),
  ],
);

/**
 * The kids plans' monthly progress report (issue 22): one per booking and cycle, mailed to the parent when the cycle
 * ends, built from the mentor's session notes. The row is the proof it went out (and keeps it from going twice).
 */
export const progressReports = pgTable(
  'progress_reports',
  {
    id: idColumn(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => mentorBookings.id, { onDelete: 'cascade' }),
    cycle: integer('cycle').notNull(),
    sessionsHeld: integer('sessions_held').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('progress_reports_booking_cycle_idx').on(t.bookingId, t.cycle)],
);

/** Which reminders a session gets, and how long before its start. */
export const reminderKinds = ['DAY_BEFORE', 'HOUR_BEFORE'] as const;
export type ReminderKind = (typeof reminderKinds)[number];

/**
 * Reminders sent before sessions (issue 24, e-mail for now): inserting the row claims the reminder, so with several
 * instances (or a retry after a crash) each goes out once.
 */
export const sessionReminders = pgTable(
  'session_reminders',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => mentoringSessions.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: reminderKinds }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.kind] })],
);

export type AvailabilityRow = typeof mentorAvailability.$inferSelect;
export type SessionRow = typeof mentoringSessions.$inferSelect;
export type NewSessionRow = typeof mentoringSessions.$inferInsert;
