/**
 * The inputs of the sessions operations (issue 22), checked by the server and by the pages that send them. Times are
 * instants: a Date (the API's DateTime scalar) or an ISO 8601 string with its offset.
 */
import { z } from 'zod';
import { MAX_HORIZON_WEEKS, sessionOutcomes, learnerResponses } from '../sessions';

const Instant = z
  .union([z.date(), z.iso.datetime({ offset: true, error: 'Choose a time' })], { error: 'Choose a time' })
  .transform((value) => (value instanceof Date ? value : new Date(value)))
  .refine((date) => !Number.isNaN(date.getTime()), 'Choose a time');

const Id = z.string({ error: 'id is required' }).min(1, 'id is required').max(100);
const Token = z.string().max(200).nullish();

export const BookSessionSchema = z.object({
  bookingId: Id,
  token: Token,
  start: Instant,
  // A fresh random key per intended session, kept by the browser across retries.
  idempotencyKey: z
    .string({ error: 'idempotencyKey is required' })
    .regex(/^[\w-]{8,100}$/, 'idempotencyKey must be 8 to 100 letters, digits, - or _'),
});

export const RescheduleSessionSchema = z.object({ id: Id, token: Token, start: Instant });

export const CancelSessionSchema = z.object({
  id: Id,
  token: Token,
  reason: z
    .string()
    .trim()
    .max(500, 'Keep the reason under 500 characters')
    .nullish()
    .transform((r) => r || null),
});

export const SessionOutcomeSchema = z.object({
  id: Id,
  outcome: z.enum(sessionOutcomes, { error: 'Choose what happened' }),
  notes: z
    .string()
    .trim()
    .max(4000, 'Keep the notes under 4000 characters')
    .nullish()
    .transform((n) => n || null),
});

export const SessionResponseSchema = z.object({
  id: Id,
  token: Token,
  response: z.enum(learnerResponses, { error: 'Confirm or dispute the session' }),
  comment: z
    .string()
    .trim()
    .max(1000, 'Keep the comment under 1000 characters')
    .nullish()
    .transform((c) => c || null),
});

const DAY_MS = 24 * 3_600_000;
/** The longest window of slots asked at once (the picker asks for a week). */
export const SLOTS_WINDOW_DAYS = 35;
/** How far before now a window may start: a page left open for days still asks from when it was opened. */
export const SLOTS_PAST_DAYS = 7;

/**
 * The slots window (issue 34): `to` after `from`, at most 35 days long, starting no earlier than a week ago and no
 * later than the longest booking horizon a mentor may set (26 weeks): beyond either there is no slot to offer, and
 * an unbounded window reached the end of the Date range (a 500). `now` is the server's clock (the sessions module's,
 * which API tests move).
 */
export const slotsWindowSchema = (now: Date) =>
  z
    .object({ mentorId: Id, from: Instant, to: Instant })
    .refine((w) => w.from.getTime() >= now.getTime() - SLOTS_PAST_DAYS * DAY_MS, {
      message: 'Ask for slots from today onwards',
      path: ['from'],
    })
    .refine((w) => w.from.getTime() <= now.getTime() + MAX_HORIZON_WEEKS * 7 * DAY_MS, {
      message: `Ask for slots at most ${MAX_HORIZON_WEEKS} weeks ahead`,
      path: ['from'],
    })
    .refine((w) => w.to > w.from, { message: 'The end of the window must be after its start', path: ['to'] })
    .refine((w) => w.to.getTime() - w.from.getTime() <= SLOTS_WINDOW_DAYS * DAY_MS, {
      message: `Ask for at most ${SLOTS_WINDOW_DAYS} days of slots at once`,
      path: ['to'],
    });
