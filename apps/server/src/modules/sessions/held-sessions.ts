import { RESPONSE_WINDOW_HOURS } from '@eazy2con/shared/sessions';
import type { DbOrTx } from '../../db/client';
import { HeldSessionsRepo, type HeldSessionRow } from './held-sessions.repo';

export type { HeldSessionRow } from './held-sessions.repo';

const HOUR = 3_600_000;

/**
 * What the ledger reads about sessions (issue 23), read-only: a session earns its mentor's share once it was held
 * and stands, i.e. the learner confirmed it, or RESPONSE_WINDOW_HOURS passed after the later of its end and the
 * mentor's record without a dispute (the same rule as session-outcome.service.ts's responseDueAt).
 */
export class HeldSessions {
  private readonly repo: HeldSessionsRepo;

  constructor(db: DbOrTx) {
    this.repo = new HeldSessionsRepo(db);
  }

  private static windowClosedBefore(now: Date): Date {
    return new Date(now.getTime() - RESPONSE_WINDOW_HOURS * HOUR);
  }

  /** One page of held sessions that stand at `now`, in id order after `afterId`. */
  standing(now: Date, afterId: string | null, limit: number): Promise<HeldSessionRow[]> {
    return this.repo.held(HeldSessions.windowClosedBefore(now), afterId, limit);
  }

  /** The bookings (of these) with a session disputed, a mentor's no-show, or an answer still awaited at `now`. */
  unsettledBookings(bookingIds: string[], now: Date): Promise<Set<string>> {
    return this.repo.unsettled(bookingIds, HeldSessions.windowClosedBefore(now));
  }
}
