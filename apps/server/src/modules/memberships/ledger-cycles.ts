import { dayStart } from './membership-rules';
import type { MembershipsRepo } from './memberships.repo';
import type { MembershipCycleRow } from './memberships.schema';

/** A later cycle as the ledger needs it: its booking, number, end and the sessions its share is split over. */
export interface CycleForLedger {
  id: string;
  bookingId: string;
  number: number;
  end: Date;
  sessions: number;
}

const forLedger = (c: MembershipCycleRow): CycleForLedger => ({
  id: c.id,
  bookingId: c.bookingId,
  number: c.number,
  end: dayStart(c.endsOn),
  sessions: c.sessionsIncluded + c.sessionsCarried,
});

/**
 * What the ledger asks of memberships (issue 36): a later cycle is paid on its own, so its payment is credited, its
 * held sessions released and its rest released at its end under its own booking key (decision 0033's facts).
 */
export class LedgerCyclesOf {
  constructor(private readonly repo: MembershipsRepo) {}

  async byIds(ids: readonly string[]): Promise<CycleForLedger[]> {
    return (await this.repo.cyclesByIds(ids)).map(forLedger);
  }

  async ofBookings(bookingIds: readonly string[]): Promise<CycleForLedger[]> {
    return (await this.repo.laterCyclesOf(bookingIds)).map(forLedger);
  }
}
