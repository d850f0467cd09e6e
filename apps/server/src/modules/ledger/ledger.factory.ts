import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { MentorBookingsService } from '../bookings/mentor-bookings.service';
import { SettledPayments } from '../payments/settled-payments';
import { HeldSessions } from '../sessions/held-sessions';
import { LedgerFactsService, type LedgerCycles } from './ledger-facts.service';
import { LedgerRepo } from './ledger.repo';
import { LedgerService } from './ledger.service';

export interface LedgerModule {
  service: LedgerService;
  /** The catch-up runs: postSettledPayments() and releaseHeldSessions() (periodic jobs). */
  facts: LedgerFactsService;
}

/** The ledger and what feeds it, wired from the database and the services it reads through. */
export function createLedger(deps: {
  db: Db;
  config: { PLATFORM_FEE_PERCENT: number };
  bookings: Pick<MentorBookingsService, 'findByIds'>;
  log: FastifyBaseLogger;
  now?: () => Date;
  cycles?: LedgerCycles;
}): LedgerModule {
  const repo = new LedgerRepo(deps.db);
  const service = new LedgerService({ repo, feePercent: deps.config.PLATFORM_FEE_PERCENT });
  const facts = new LedgerFactsService({
    ledger: service,
    repo,
    payments: new SettledPayments(deps.db),
    sessions: new HeldSessions(deps.db),
    bookings: deps.bookings,
    log: deps.log,
    now: deps.now,
    cycles: deps.cycles,
  });
  return { service, facts };
}
