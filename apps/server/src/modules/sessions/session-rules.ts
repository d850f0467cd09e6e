import {
  bookablePlan,
  CYCLE_DAYS,
  planOption,
  type BookablePlan,
  type Entitlement,
  type PlanOption,
} from '@eazy2con/shared/plans';
import { HOLD_MINUTES, sessionMessages, type SessionActor, type SessionRefusal } from '@eazy2con/shared/sessions';
import { watInstant } from '@eazy2con/shared/wat-time';
import { AppError, type AppErrorCode } from '../../lib/app-error';
import { tokenMatches } from '../../lib/booking-access';
import type { MentorBookingRow } from '../bookings/mentor-bookings.schema';
import type { Viewer } from '../accounts/viewer';
import type { LearnerLinks } from './learner-links';
import type { BusyRow } from './sessions.repo';
import type { ReminderKind, SessionRow } from './sessions.schema';
import type { Interval } from './slots';

const CODES: Partial<Record<SessionRefusal, AppErrorCode>> = {
  SESSION_NOT_FOUND: 'NOT_FOUND',
  SLOT_TAKEN: 'CONFLICT',
  GROUP_FULL: 'CONFLICT',
  ENTITLEMENT_USED: 'CONFLICT',
  SESSION_CANCELLED: 'CONFLICT',
  NOT_YOUR_SESSION: 'FORBIDDEN',
};

/** A refusal with its own message and its code in `extensions.reason` (issue 22: each its own message and code). */
export function refuse(reason: SessionRefusal): AppError {
  return new AppError(CODES[reason] ?? 'BAD_USER_INPUT', sessionMessages[reason], { reason });
}

/** What a booking buys: its plan, the option paid for, and how its sessions are held. */
export interface BookingEntitlement {
  plan: BookablePlan<string>;
  option: PlanOption;
  entitlement: Entitlement;
}

/**
 * The booking's entitlement. Bookings made before plans had options carry 'standard', which falls back to the plan's
 * first option (the one they were charged for when the plan had one price).
 */
export function entitlementOf(booking: Pick<MentorBookingRow, 'audience' | 'type' | 'planOption'>): BookingEntitlement {
  const plan = bookablePlan(booking.audience === 'kids' ? 'kids' : 'adult', booking.type);
  if (!plan) throw new Error(`booking of an unknown plan '${booking.type}'`);
  const option = planOption(plan, booking.planOption) ?? plan.options[0];
  return { plan, option, entitlement: plan.entitlement };
}

/** The first cycle: four weeks from the booking's start date (midnight in Lagos), the one its payment buys. */
export function firstCycle(booking: Pick<MentorBookingRow, 'startDate'>): Interval {
  const start = watInstant(booking.startDate, 0);
  return { start, end: new Date(start.getTime() + CYCLE_DAYS * 24 * 3_600_000) };
}

/** Until when an unpaid booking keeps its chosen times: 30 minutes for a card, 72 hours for a bank transfer. */
export function holdEndsAt(booking: Pick<MentorBookingRow, 'createdAt' | 'transferOption'>): Date {
  const minutes = booking.transferOption ? HOLD_MINUTES.transfer : HOLD_MINUTES.card;
  return new Date(booking.createdAt.getTime() + minutes * 60_000);
}

/** Paid, or free, so its sessions are kept whatever the clock says. */
export const isSettled = (booking: Pick<MentorBookingRow, 'paymentStatus'>): boolean =>
  booking.paymentStatus === 'PAID' || booking.paymentStatus === 'NOT_REQUIRED';

/** Whether a booking's times should be given back now: cancelled, or unpaid after its hold. */
export function holdLapsed(booking: MentorBookingRow, now: Date): boolean {
  if (booking.cancelledAt) return true;
  return !isSettled(booking) && now > holdEndsAt(booking);
}

/** Who is asking about a session or booking: the viewer from the cookie and, from a mailed link, the booking's token. */
export interface Caller {
  viewer: Viewer;
  token?: string | null | undefined;
}

/**
 * The learner of a booking: the browser holding its access token, or a signed-in person whose confirmed address is
 * the booking's (an address nobody confirmed proves nothing).
 */
export function isLearner(
  booking: Pick<MentorBookingRow, 'id' | 'accessTokenHash' | 'email'>,
  caller: Caller,
  links?: LearnerLinks,
): boolean {
  if (caller.token && tokenMatches(booking.accessTokenHash, caller.token)) return true;
  if (caller.token && links?.matches(booking.id, caller.token)) return true;
  const { viewer } = caller;
  return viewer.role !== 'visitor' && viewer.emailVerified && viewer.email.toLowerCase() === booking.email;
}

export const isSessionMentor = (session: Pick<SessionRow, 'mentorId'>, viewer: Viewer): boolean =>
  viewer.role !== 'visitor' && viewer.mentor !== null && viewer.mentor.id === session.mentorId;

/** The side a caller acts for on a session, or null for a stranger. An admin acts as the team. */
export function actorOf(
  session: SessionRow,
  booking: MentorBookingRow,
  caller: Caller,
  links?: LearnerLinks,
): SessionActor | null {
  if (isLearner(booking, caller, links)) return 'LEARNER';
  if (isSessionMentor(session, caller.viewer)) return 'MENTOR';
  if (caller.viewer.role === 'admin') return 'ADMIN';
  return null;
}

/**
 * A mentor's busy times for the slot engine. Each row already blocks its buffer at booking time (`blockedUntil`), so
 * the engine's own buffer after it must reach at least that far even if the mentor shortened the buffer since.
 */
export function busyIntervals(rows: BusyRow[], bufferMinutes: number, except?: (row: BusyRow) => boolean): Interval[] {
  const buffer = bufferMinutes * 60_000;
  return rows
    .filter((row) => !except?.(row))
    .map((row) => ({
      start: row.start,
      end: new Date(Math.max(row.end.getTime(), row.blockedUntil.getTime() - buffer)),
    }));
}

/** How long before the start each reminder goes: the day before (to plan), the hour before (to join). */
export const REMINDER_LEAD: Record<ReminderKind, number> = { DAY_BEFORE: 24 * 3_600_000, HOUR_BEFORE: 3_600_000 };
