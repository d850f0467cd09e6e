import './ledger.graphql';
import type { ModuleManifest } from '../module-manifest';
import { LEDGER_CATCH_UP_EVERY_MS, LEDGER_FULL_CATCH_UP_EVERY_MS } from './ledger-facts.service';
import { createLedger } from './ledger.factory';
import { ledgerLoaders } from './ledger.loaders';
import { LedgerPersonalData } from './ledger-personal-data.repo';

declare module '../../graphql-core/context' {
  interface AppServices {
    ledger: ReturnType<typeof createLedger>;
  }
}
declare module '../personal-data' {
  interface PersonalDataOwners {
    ledger: LedgerPersonalData;
  }
}

/**
 * Ledger: GraphQL (imported above) and the catch-up that brings settled payments and held sessions to the mentors'
 * balances (decision 0033); idempotent by source.
 */
export const ledgerModule = {
  name: 'ledger',
  services: {
    ledger: (c) =>
      createLedger({
        db: c.db,
        config: c.config,
        bookings: c.use('mentorBookings'),
        log: c.log,
        now: () => c.clock.now(),
        // A membership's later cycles are paid and shared on their own (issue 36); asked at run time.
        cycles: {
          byIds: (ids) => c.use('memberships').ledgerCycles.byIds(ids),
          ofBookings: (ids) => c.use('memberships').ledgerCycles.ofBookings(ids),
        },
      }),
  },
  loaders: ledgerLoaders,
  jobs: ({ ledger }) => [
    { name: 'ledger.catch-up', everyMs: LEDGER_CATCH_UP_EVERY_MS, run: () => ledger.facts.run() },
    { name: 'ledger.full-catch-up', everyMs: LEDGER_FULL_CATCH_UP_EVERY_MS, run: () => ledger.facts.runFull() },
  ],
  personalData: { ledger: (c) => new LedgerPersonalData(c.db, () => c.personalDataOwners()) },
} satisfies ModuleManifest;
