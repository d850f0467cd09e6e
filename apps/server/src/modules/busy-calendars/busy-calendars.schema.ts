import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from '../../db/columns';
import { mentors } from '../mentors/mentors.schema';
import { mentoringSessions } from '../sessions/sessions.schema';

export const busyCalendarKinds = ['ics', 'google'] as const;
export type BusyCalendarKind = (typeof busyCalendarKinds)[number];

/**
 * A calendar a mentor's busy times come from (issue 37; docs/decisions, busy calendars): a pasted ICS address fetched by the job every
 * 10 minutes, or their connected Google calendar (its free/busy import writes the intervals; no address here). The
 * address is a secret (whoever has it reads the whole calendar): it is stored sealed, listed masked, and compared by
 * its keyed fingerprint, never in the clear.
 */
export const busyCalendars = pgTable(
  'busy_calendars',
  {
    id: idColumn(),
    mentorId: uuid('mentor_id')
      .notNull()
      .references(() => mentors.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: busyCalendarKinds }).notNull(),
    /** The ICS address (https), sealed (lib/sealed-secret.ts); null for 'google'. */
    urlSealed: text('url_sealed'),
    /** What lists show: the host and the path's end, the secret middle elided; 'Google Calendar' for 'google'. */
    urlMasked: text('url_masked').notNull(),
    /** A keyed hash of the address ('google' for the Google row), so one mentor cannot add one calendar twice. */
    urlFingerprint: text('url_fingerprint').notNull(),
    /** The last answer's validators, sent back as If-None-Match / If-Modified-Since. */
    etag: text('etag'),
    lastModified: text('last_modified'),
    lastFetchedAt: timestamp('last_fetched_at', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    /** When the mentor was told it keeps failing; cleared by a success, so they are told once per run of failures. */
    failureNotifiedAt: timestamp('failure_notified_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('busy_calendars_mentor_url_idx').on(t.mentorId, t.urlFingerprint),
    // The refresh job's round: the ICS calendars least recently fetched first.
    index('busy_calendars_kind_fetched_idx').on(t.kind, t.lastFetchedAt),
  ],
);

/**
 * One busy time of a calendar, expanded from its events for the next 26 weeks (recurrences resolved). Replaced as a
 * whole per calendar on each successful fetch. The mentor is copied in so the slot engine reads a mentor's busy times
 * in a window through one index.
 */
export const busyIntervals = pgTable(
  'busy_intervals',
  {
    id: idColumn(),
    calendarId: uuid('calendar_id')
      .notNull()
      .references(() => busyCalendars.id, { onDelete: 'cascade' }),
    mentorId: uuid('mentor_id')
      .notNull()
      .references(() => mentors.id, { onDelete: 'cascade' }),
    startAt: timestamp('start_at', { withTimezone: true, mode: 'date' }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('busy_intervals_mentor_start_idx').on(t.mentorId, t.startAt, t.endAt),
    index('busy_intervals_calendar_idx').on(t.calendarId),
  ],
);

/**
 * A clash the mentor chose to keep: their session stays where it is over this busy time, and the clash is not shown
 * again. Keyed by the busy time's instants (not an interval row, which each fetch replaces): the same event fetched
 * again stays kept; a busy time that moves is a new clash.
 */
export const busyClashKeeps = pgTable(
  'busy_clash_keeps',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => mentoringSessions.id, { onDelete: 'cascade' }),
    mentorId: uuid('mentor_id')
      .notNull()
      .references(() => mentors.id, { onDelete: 'cascade' }),
    busyStart: timestamp('busy_start', { withTimezone: true, mode: 'date' }).notNull(),
    busyEnd: timestamp('busy_end', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.busyStart, t.busyEnd] }),
    index('busy_clash_keeps_mentor_idx').on(t.mentorId),
  ],
);

export type BusyCalendarRow = typeof busyCalendars.$inferSelect;
export type BusyIntervalRow = typeof busyIntervals.$inferSelect;
