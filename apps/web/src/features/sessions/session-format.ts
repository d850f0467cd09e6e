import { DEFAULT_TIME_ZONE, MAX_RESCHEDULES, dayLabel, sessionMessages, slotLabel } from '@eazy2con/shared/sessions';
import type { BookingSessions, MentoringSession } from './queries';

/** 'Tuesday 3 March, 10:00 WAT · 09:00 GMT': the day in the viewer's zone, the time in theirs and Lagos's. */
export function sessionWhen(start: string, zone: string): string {
  const instant = new Date(start);
  return `${dayLabel(instant, zone)}, ${slotLabel(instant, zone)}`;
}

export const lengthText = (session: Pick<MentoringSession, 'start' | 'end'>): string =>
  `${Math.round((Date.parse(session.end) - Date.parse(session.start)) / 60_000)} minutes`;

const cycleDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: DEFAULT_TIME_ZONE,
});

/** '3 March 2026 to 30 March 2026': cycles run in whole Lagos days, and the end the server sends is exclusive. */
export const cycleText = (booking: Pick<BookingSessions, 'cycleStart' | 'cycleEnd'>): string =>
  `${cycleDate.format(new Date(booking.cycleStart))} to ${cycleDate.format(new Date(Date.parse(booking.cycleEnd) - 1))}`;

export const bookedText = (booking: Pick<BookingSessions, 'used' | 'included'>): string =>
  `${booking.used} of ${booking.included} sessions booked this cycle`;

/** Still to come (or under way): the join button and the changes belong to these. */
export const isUpcoming = (session: MentoringSession, now: number): boolean =>
  session.status === 'BOOKED' && Date.parse(session.end) > now;

/** Past the free-change time, a learner's cancel uses the session up and it can no longer be moved. */
export const isLate = (session: MentoringSession, now: number): boolean => now > Date.parse(session.freeChangeUntil);

export const LATE_CANCEL_WARNING = 'Cancelling now uses up this session';
export const ROOM_OPENS = 'The room opens 15 minutes before the start';

/** Why a session cannot be moved any more, or null when it can. */
export function rescheduleBlock(session: MentoringSession, now: number): string | null {
  if (session.reschedules >= MAX_RESCHEDULES) return sessionMessages.RESCHEDULE_LIMIT;
  if (isLate(session, now)) return sessionMessages.RESCHEDULE_TOO_LATE;
  return null;
}

const CANCELLED_BY: Record<NonNullable<MentoringSession['cancelledBy']>, string> = {
  LEARNER: 'Cancelled by you',
  MENTOR: 'Cancelled by your mentor',
  ADMIN: 'Cancelled by our team',
  SYSTEM: 'Cancelled by our team',
};

const OUTCOMES: Record<NonNullable<MentoringSession['outcome']>, string> = {
  HELD: 'Held',
  LEARNER_NO_SHOW: 'You missed it',
  MENTOR_NO_SHOW: 'Your mentor missed it',
};

export const RELEASED = 'Released: not paid in time';
export const AWAITING_OUTCOME = 'Your mentor has not recorded this session yet';

/** What became of a past or cancelled session, in the learner's words. */
export function outcomeText(session: MentoringSession): string {
  if (session.status === 'RELEASED') return RELEASED;
  if (session.status === 'CANCELLED') {
    const by = CANCELLED_BY[session.cancelledBy ?? 'SYSTEM'];
    return session.forfeited ? `${by} late: it counts as one of this cycle's sessions` : by;
  }
  return session.outcome ? OUTCOMES[session.outcome] : AWAITING_OUTCOME;
}

/** The mentor's record can be confirmed or disputed until responseDueAt, once. */
export const canRespond = (session: MentoringSession, now: number): boolean =>
  session.status === 'BOOKED' &&
  session.outcome !== null &&
  session.learnerResponse === null &&
  session.responseDueAt !== null &&
  Date.parse(session.responseDueAt) > now;

export const responseText = (session: MentoringSession): string | null =>
  session.learnerResponse === 'CONFIRMED'
    ? 'You confirmed this'
    : session.learnerResponse === 'DISPUTED'
      ? 'You told us something was wrong: our team will look into it'
      : null;

/** The calendar invite; a visitor who came by a mailed link proves who they are with its token. */
export const inviteHref = (sessionId: string, token: string | null): string =>
  `/api/sessions/${encodeURIComponent(sessionId)}/invite.ics${token ? `?token=${encodeURIComponent(token)}` : ''}`;
