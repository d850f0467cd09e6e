import type { Tx } from '../../db/transaction';
import type { MentorBookingRow } from './mentor-bookings.schema';

/** A session as the booking's answer names it. */
export interface ChosenSession {
  id: string;
  startAt: Date;
  endAt: Date;
  status: string;
}

/**
 * One of the times chosen with a booking, answered on its own: the session booked, or why not (`reason` is
 * bookSession's refusal code, `message` its words), so the form offers other times for the ones that failed.
 */
export interface ChosenTimeResult {
  start: Date;
  session: ChosenSession | null;
  reason: string | null;
  message: string | null;
}

/**
 * What the bookings module needs of the sessions module to book the chosen times in the booking's transaction. Declared
 * here and given by the composition root (app-deps.ts), so bookings does not import sessions (which reads bookings).
 */
export interface ChosenTimesBooker {
  bookChosen(booking: MentorBookingRow, starts: readonly Date[], tx: Tx, token: string): Promise<ChosenTimeResult[]>;
}
