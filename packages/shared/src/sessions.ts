/**
 * Mentoring sessions (issue 22): what the browser and the server share about availability, slots and the rules of
 * booking, moving and cancelling a session. Times travel as ISO 8601 UTC; the mentor's hours are wall-clock times
 * in the mentor's IANA zone. The server decides every rule; the browser uses these to draw and to check early.
 */
import { z } from 'zod';
import { DEFAULT_TIME_ZONE } from './session-basics';
import { isValidTimeZone } from './zoned-time';

export { isValidTimeZone };

// The zone, the hold times and a session time's labels live without zod in session-basics.ts (the public booking
// form uses them while it is drawn; importing this file put the schema library into its first load, issue 38).
export { DEFAULT_TIME_ZONE, dayLabel, HOLD_MINUTES, slotLabel } from './session-basics';

/** Availability defaults (issue 22): 12 h notice, 15 min between sessions, 4 weeks ahead, taking new mentees. */
export const availabilityDefaults = {
  timeZone: DEFAULT_TIME_ZONE,
  minNoticeHours: 12,
  bufferMinutes: 15,
  horizonWeeks: 4,
  acceptingNewMentees: true,
} as const;

/** The furthest ahead a mentor may open their calendar (the Availability page's horizon), in weeks. */
export const MAX_HORIZON_WEEKS = 26;
/**
 * How far ahead a mentor's imported busy times are known (their calendars, decision 0050): as far as any mentor takes
 * bookings, so no slot is offered over a busy time however far ahead it is.
 */
export const BUSY_DAYS_AHEAD = MAX_HORIZON_WEEKS * 7;

/** A session moves at most this often; the join link opens this long before the start. */
export const MAX_RESCHEDULES = 2;
export const JOIN_OPENS_MINUTES = 15;
/** The learner has this long after the end to confirm or dispute the mentor's outcome; silence counts as held. */
export const RESPONSE_WINDOW_HOURS = 72;
export const sessionStatuses = ['BOOKED', 'CANCELLED', 'RELEASED'] as const;
export type SessionStatus = (typeof sessionStatuses)[number];
export const sessionOutcomes = ['HELD', 'LEARNER_NO_SHOW', 'MENTOR_NO_SHOW'] as const;
export type SessionOutcome = (typeof sessionOutcomes)[number];
export const learnerResponses = ['CONFIRMED', 'DISPUTED'] as const;
export type LearnerResponse = (typeof learnerResponses)[number];
export const sessionActors = ['LEARNER', 'MENTOR', 'ADMIN', 'SYSTEM'] as const;
export type SessionActor = (typeof sessionActors)[number];

/** What each refusal says; the code travels in `extensions.reason` so a client can react to it. */
export const sessionMessages = {
  SESSION_NOT_FOUND: 'This session was not found',
  NO_MENTOR: 'Choose a mentor for this booking first',
  NOT_ACCEPTING: 'This mentor is not taking new mentees at the moment',
  BOOKING_CANCELLED: 'This booking was cancelled',
  BOOKING_NOT_PAID: 'This booking is not paid yet: pay for it to book sessions',
  START_IN_PAST: 'That time has passed: please choose a later one',
  INSIDE_NOTICE: 'That time is too soon for this mentor: please choose a later one',
  BEYOND_HORIZON: 'That time is too far ahead: please choose an earlier one',
  OUTSIDE_CYCLE: "That time is outside this booking's current cycle",
  SLOT_UNAVAILABLE: 'That time is not free in the mentor’s calendar: please choose another',
  SLOT_TAKEN: 'Someone has just booked that time: please choose another',
  GROUP_FULL: 'This group session is full: please choose another time',
  ENTITLEMENT_USED: 'All the sessions of this cycle are booked',
  SESSION_CANCELLED: 'This session is already cancelled',
  SESSION_OVER: 'This session has already started',
  RESCHEDULE_TOO_LATE: 'It is too late to move this session: you can still cancel it',
  RESCHEDULE_LIMIT: 'A session can be moved at most twice',
  SAME_TIME: 'The session is already at that time',
  OUTCOME_TOO_EARLY: 'The outcome can be recorded once the session has ended',
  OUTCOME_MISSING: 'Your mentor has not recorded this session yet',
  RESPONSE_CLOSED: 'The time to confirm or dispute this session has passed',
  NOT_YOUR_SESSION: 'This session is not one of yours',
} as const;
export type SessionRefusal = keyof typeof sessionMessages;

const hhmm = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;
const Time = z.string({ error: 'Enter a time as HH:MM' }).regex(hhmm, 'Enter a time as HH:MM');
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD');

const TimeRangeSchema = z
  .object({ start: Time, end: Time })
  .refine((r) => minutesOf(r.end) > minutesOf(r.start), { message: 'The end must be after the start', path: ['end'] });

/** Ranges of one day must not overlap (they would offer the same slot twice). */
const noOverlap = (ranges: { start: string; end: string }[]) => {
  const sorted = [...ranges].sort((a, b) => minutesOf(a.start) - minutesOf(b.start));
  return sorted.every((r, i) => i === 0 || minutesOf(r.start) >= minutesOf(sorted[i - 1]!.end));
};

/** The mentor's availability as the Availability page saves it (and the server checks it). */
export const AvailabilitySchema = z
  .object({
    timeZone: z.string().refine(isValidTimeZone, 'Choose a time zone from the list'),
    weekly: z
      .array(TimeRangeSchema.and(z.object({ day: z.number().int().min(0).max(6) })))
      .max(70, 'At most 10 ranges a day'),
    overrides: z
      .array(z.object({ date: IsoDate, hours: z.array(TimeRangeSchema).max(10) }))
      .max(200, 'At most 200 date overrides'),
    timeOff: z
      .array(
        z
          .object({ from: IsoDate, to: IsoDate })
          .refine((t) => t.to >= t.from, { message: 'Time off must end on or after its first day', path: ['to'] }),
      )
      .max(100, 'At most 100 periods of time off'),
    minNoticeHours: z.number().int().min(0, 'Notice cannot be negative').max(168, 'At most 168 hours (a week)'),
    bufferMinutes: z.number().int().min(0, 'The buffer cannot be negative').max(120, 'At most 120 minutes'),
    horizonWeeks: z
      .number()
      .int()
      .min(1, 'At least one week ahead')
      .max(MAX_HORIZON_WEEKS, `At most ${MAX_HORIZON_WEEKS} weeks ahead`),
    acceptingNewMentees: z.boolean(),
  })
  .refine((a) => [0, 1, 2, 3, 4, 5, 6].every((d) => noOverlap(a.weekly.filter((w) => w.day === d))), {
    message: 'Hours on the same day must not overlap',
    path: ['weekly'],
  })
  .refine((a) => a.overrides.every((o) => noOverlap(o.hours)), {
    message: 'Hours on the same date must not overlap',
    path: ['overrides'],
  })
  .refine((a) => new Set(a.overrides.map((o) => o.date)).size === a.overrides.length, {
    message: 'Each date can have one override',
    path: ['overrides'],
  });
export type Availability = z.output<typeof AvailabilitySchema>;

/** Demo mentors' hours (issue 22): weekdays 09:00–17:00 WAT and Saturday mornings. */
export const demoWeeklyHours: Availability['weekly'] = [
  ...[1, 2, 3, 4, 5].map((day) => ({ day, start: '09:00', end: '17:00' })),
  { day: 6, start: '09:00', end: '13:00' },
];

export const defaultAvailability = (): Availability => ({
  timeZone: availabilityDefaults.timeZone,
  weekly: [],
  overrides: [],
  timeOff: [],
  minNoticeHours: availabilityDefaults.minNoticeHours,
  bufferMinutes: availabilityDefaults.bufferMinutes,
  horizonWeeks: availabilityDefaults.horizonWeeks,
  acceptingNewMentees: availabilityDefaults.acceptingNewMentees,
});

/** Where a person may be told about their booking and sessions (issue 24); e-mail is always on for receipts. */
export const notificationChannels = ['EMAIL', 'WHATSAPP', 'SMS'] as const;
export type NotificationChannel = (typeof notificationChannels)[number];
