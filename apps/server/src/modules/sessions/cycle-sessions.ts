import type { Tx } from '../../db/transaction';
import type { SessionsRepo } from './sessions.repo';
import type { SessionRow } from './sessions.schema';

/** Sessions counted against one cycle of a booking, and those the mentor cancelled or missed. */
export interface CycleUsage {
  used: number;
  mentorMissed: number;
}

/**
 * What a membership's cycles need of a booking's sessions (issue 36): how each cycle was used, and the release of a
 * lapsed cycle's held times or of the weeks a pause covers.
 */
export class CycleSessions {
  constructor(
    private readonly repo: SessionsRepo,
    private readonly now: () => Date,
  ) {}

  /**
   * Per cycle: sessions that count against it (booked, or used up by a late cancel) and those the mentor cancelled
   * or missed (which always carry into the next cycle).
   */
  async cycleUsage(bookingId: string, tx?: Tx): Promise<Map<number, CycleUsage>> {
    const usage = new Map<number, CycleUsage>();
    for (const s of await (tx ? this.repo.in(tx) : this.repo).byBookings([bookingId])) {
      const entry = usage.get(s.cycle) ?? { used: 0, mentorMissed: 0 };
      if (s.status === 'BOOKED' || s.forfeited) entry.used++;
      if ((s.status === 'CANCELLED' && s.cancelledBy === 'MENTOR') || s.outcome === 'MENTOR_NO_SHOW') {
        entry.mentorMissed++;
      }
      usage.set(s.cycle, entry);
    }
    return usage;
  }

  /** Whether a session of the cycle has begun, was held, or was forfeited: the cycle has been used (refund terms). */
  async anyTakenPlace(bookingId: string, cycle: number, tx: Tx): Promise<boolean> {
    const now = this.now();
    return (await this.repo.in(tx).byBookings([bookingId])).some(
      (s) => s.cycle === cycle && (s.outcome === 'HELD' || s.forfeited || (s.status === 'BOOKED' && s.startAt <= now)),
    );
  }

  /** Frees the times of a lapsed cycle's sessions not yet begun (the renewal was never paid); answers them. */
  async releaseCycle(bookingId: string, cycle: number, tx: Tx): Promise<SessionRow[]> {
    const repo = this.repo.in(tx);
    const now = this.now();
    const ids = (await repo.byBookings([bookingId]))
      .filter((s) => s.cycle === cycle && s.status === 'BOOKED' && s.startAt > now)
      .map((s) => s.id);
    return repo.release(ids, now);
  }

  /**
   * Frees a booking's sessions starting in [from, to) (a membership's pause); `from` is the caller's earliest free
   * change (now plus the plan's free-change hours), so a session too close to move stays booked and counts.
   */
  async releaseBetween(bookingId: string, from: Date, to: Date, tx: Tx): Promise<SessionRow[]> {
    const repo = this.repo.in(tx);
    const ids = (await repo.byBookings([bookingId]))
      .filter((s) => s.status === 'BOOKED' && s.startAt >= from && s.startAt < to)
      .map((s) => s.id);
    return repo.release(ids, this.now(), 'Membership paused');
  }
}
