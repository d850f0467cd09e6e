import type { Tx } from '../../db/transaction';

/**
 * The weekly times a mentor's regular learners hold (issue 36): from the end of each one's paid cycle on, so nobody
 * else takes a regular learner's Tuesday before it is booked for them. The memberships module plugs in through the
 * `standingHolds` part (sessions.module.ts declares it), so sessions never import it. `exceptBookingId`: the booking
 * asking, whose own times are never in its way. Read in `tx` when given.
 */
export interface StandingHoldsPort {
  heldBetween(
    mentorId: string,
    from: Date,
    to: Date,
    exceptBookingId: string | null,
    tx?: Tx,
  ): Promise<{ start: Date; end: Date }[]>;
}

/**
 * Told after a change to sessions commits (booked, moved, cancelled, released), for what mirrors them elsewhere (a
 * mentor's Google calendar, issue 37): the calendar-feed module plugs in through the `sessionsChanged` part.
 */
export interface SessionsChangedPort {
  changed(): void;
}
