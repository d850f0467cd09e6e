import type { Tx } from '../../db/transaction';
import type { StandingHoldsPort } from '../sessions/sessions-ports';
import { dayStart, standingStarts } from './membership-rules';
import type { MembershipsRepo } from './memberships.repo';

const MINUTE = 60_000;

/**
 * A mentor's time held for their regular learners (issue 36, decision 0047): each weekly time of a membership that
 * continues, from the end of its paid cycle in force (and not before a pause ends) on, as the session it will
 * become. The slots and the booking checks leave it free, as they do busy times; when the next cycle is paid (or at
 * its reminder) the times become booked sessions. A membership that ends (cancelled, lapsed) holds nothing.
 */
export class StandingHolds implements StandingHoldsPort {
  constructor(private readonly repo: MembershipsRepo) {}

  async heldBetween(
    mentorId: string,
    from: Date,
    to: Date,
    exceptBookingId: string | null,
    tx?: Tx,
  ): Promise<{ start: Date; end: Date }[]> {
    const repo = tx ? this.repo.in(tx) : this.repo;
    const held = [];
    for (const time of await repo.heldTimesOfMentor(mentorId, exceptBookingId)) {
      const firstDay = time.pausedUntil && time.pausedUntil > time.heldFrom ? time.pausedUntil : time.heldFrom;
      const heldFrom = dayStart(firstDay);
      // A session starting up to its length before `from` still overlaps the window.
      const lookFrom = new Date(Math.max(heldFrom.getTime(), from.getTime() - time.minutes * MINUTE));
      for (const start of standingStarts([time], lookFrom, to)) {
        held.push({ start, end: new Date(start.getTime() + time.minutes * MINUTE) });
      }
    }
    return held;
  }
}
