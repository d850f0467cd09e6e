import type { Tx } from '../../db/transaction';
import type { SessionsRepo } from './sessions.repo';

/**
 * A read for the refunds module (issue 23): whether any session of a booking was held, whatever the learner said
 * about it. The automatic refund on cancel applies only while none was: a held session, even a disputed one, sends
 * the case to an admin instead of refunding on its own.
 */
export class BookingHeldSessions {
  constructor(private readonly repo: SessionsRepo) {}

  async anyHeld(bookingId: string, tx?: Tx): Promise<boolean> {
    const repo = tx ? this.repo.in(tx) : this.repo;
    const sessions = await repo.byBookings([bookingId]);
    return sessions.some((s) => s.outcome === 'HELD');
  }
}
