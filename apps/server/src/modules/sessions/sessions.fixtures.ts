import { eq } from 'drizzle-orm';
import { watDate } from '@eazy2con/shared/wat-time';
import { nextIp, type TestApp } from '../../test/test-app';
import { mentorBookings } from '../bookings/mentor-bookings.schema';
import { createMentor } from '../courses/courses.fixtures';
import { freshPhone, trialCode } from '../bookings/trial.fixtures';
import { mentorAvailability } from './sessions.schema';

/** Test data for the sessions API tests: a mentor with hours, and bookings made through the API. */

export const BOOKING_FIELDS = 'id accessToken amountKobo type planOption';
const CREATE = `mutation ($input: CreateBookAmentorInput!) { createBookAmentor(input: $input) { ${BOOKING_FIELDS} } }`;

export interface CreatedBooking {
  id: string;
  accessToken: string;
  amountKobo: number;
  type: string;
  planOption: string;
}

/** A mentor available every day 06:00-22:00 Lagos, 12 h notice, 15 min buffer, 4 weeks ahead (or as given). */
export async function mentorWithHours(
  t: TestApp,
  overrides: Partial<typeof mentorAvailability.$inferInsert> = {},
): Promise<{ id: string; email: string }> {
  const mentor = await createMentor(t.database.db, { firstname: 'Chidi', lastname: 'Eze' });
  await t.database.db.insert(mentorAvailability).values({
    mentorId: mentor.id,
    timeZone: 'Africa/Lagos',
    weekly: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, start: '06:00', end: '22:00' })),
    overrides: [],
    timeOff: [],
    minNoticeMinutes: 12 * 60,
    bufferMinutes: 15,
    horizonDays: 28,
    acceptingNewMentees: true,
    ...overrides,
  });
  return { id: mentor.id, email: mentor.email };
}

let n = 0;

/** A mentor booking through the API (the learner's first step); paid when `paid` (as the provider would settle it). */
export async function bookingWith(
  t: TestApp,
  mentorId: string,
  opts: {
    type?: string;
    planOption?: string;
    email?: string;
    paid?: boolean;
    audience?: 'adult' | 'kids';
    phone?: string;
    channels?: string[];
  } = {},
): Promise<CreatedBooking> {
  const kids = opts.audience === 'kids';
  const email = opts.email ?? `learner${++n}@example.com`;
  // A free trial is for a confirmed e-mail, once per person (decision 0039).
  const trial = opts.type === 'Trial' ? { trialCode: await trialCode(t, email, opts.audience) } : {};
  // Each booking from another address, so the per-address limit of createBookAmentor does not add up.
  t.clientIp = nextIp();
  const res = await t.gql<{ createBookAmentor: CreatedBooking }>(CREATE, {
    input: {
      mentorId,
      audience: opts.audience ?? 'adult',
      fullName: 'Ada Obi',
      phone: opts.phone ?? (opts.type === 'Trial' ? freshPhone() : '+234 803 000 1111'),
      ...(opts.channels ? { channels: opts.channels } : {}),
      email,
      type: opts.type ?? 'Personal',
      ...trial,
      ...(opts.planOption ? { planOption: opts.planOption } : {}),
      course: kids ? 'Scratch Programming' : 'React',
      ...(kids ? { image: '7 - 12 years' } : {}),
      startEndDate: { start: watDate(), end: watDate(new Date(Date.now() + 90 * 24 * 3_600_000)) },
    },
  });
  const booking = res.data?.createBookAmentor;
  if (!booking) throw new Error(`booking failed: ${JSON.stringify(res.errors)}`);
  if (opts.paid) {
    await t.database.db
      .update(mentorBookings)
      .set({ paymentStatus: 'PAID', paymentTxRef: `test-${booking.id}` })
      .where(eq(mentorBookings.id, booking.id));
  }
  return booking;
}

export const SLOTS = `query ($mentorId: ID!, $from: DateTime!, $to: DateTime!, $minutes: Int) {
  mentorSlots(mentorId: $mentorId, from: $from, to: $to, minutes: $minutes) { start end blockedUntil } }`;
export const BOOK = `mutation ($input: BookSessionInput!) { bookSession(input: $input) { id start end status } }`;
export const RESCHEDULE = `mutation ($id: ID!, $token: String, $start: DateTime!) {
  rescheduleSession(id: $id, token: $token, start: $start) { id start end status } }`;
export const CANCEL = `mutation ($id: ID!, $token: String, $reason: String) {
  cancelSession(id: $id, token: $token, reason: $reason) { id start end status } }`;
export const MY_SESSIONS = `query ($bookingId: ID, $token: String) {
  mySessions(bookingId: $bookingId, token: $token) {
    bookingId plan mentorName included used left minutes format cycleStart cycleEnd
    sessions { id start end status viewerRole joinUrl joinOpensAt reschedules forfeited cancelledBy outcome
      outcomeNotes learnerResponse responseDueAt outcomeSettled freeChangeUntil mentorName learnerName }
  }
}`;

export interface Slot {
  start: string;
  end: string;
  blockedUntil: string;
}
export interface BookedSession {
  id: string;
  start: string;
  end: string;
  status: string;
}

const HOUR = 3_600_000;

export async function slotsOf(t: TestApp, mentorId: string, days = 7, minutes = 60): Promise<Slot[]> {
  const now = t.app.services.sessions.now();
  const res = await t.gql<{ mentorSlots: Slot[] }>(SLOTS, {
    mentorId,
    from: now.toISOString(),
    to: new Date(now.getTime() + days * 24 * HOUR).toISOString(),
    minutes,
  });
  if (!res.data) throw new Error(`slots failed: ${JSON.stringify(res.errors)}`);
  return res.data.mentorSlots;
}

export const bookSession = (t: TestApp, booking: CreatedBooking, start: string, key: string = crypto.randomUUID()) =>
  t.gql<{ bookSession: BookedSession }>(BOOK, {
    input: { bookingId: booking.id, token: booking.accessToken, start, idempotencyKey: key },
  });

export async function booked(t: TestApp, booking: CreatedBooking, start: string): Promise<BookedSession> {
  const res = await bookSession(t, booking, start);
  if (!res.data) throw new Error(`bookSession failed: ${JSON.stringify(res.errors)}`);
  return res.data.bookSession;
}

/** The `extensions.reason` of the first error (the refusal's own code). */
export const reasonOf = (res: { errors?: { extensions?: Record<string, unknown> }[] }): unknown =>
  res.errors?.[0]?.extensions?.reason;
