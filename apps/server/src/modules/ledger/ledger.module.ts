import './ledger.graphql';
import type { ModuleManifest } from '../module-manifest';
import {
  LEDGER_CATCH_UP_EVERY_MS,
  LEDGER_FULL_CATCH_UP_EVERY_MS,
  type LedgerFactsService,
} from './ledger-facts.service';

/**
 * Ledger: GraphQL (imported above) and the catch-up that brings settled payments and held sessions to the mentors'
 * balances (decision 0033); idempotent by source.
 */
export const ledgerModule = {
  name: 'ledger',
  jobs: ({ ledger }: { ledger: { facts: LedgerFactsService } }) => [
    { name: 'ledger.catch-up', everyMs: LEDGER_CATCH_UP_EVERY_MS, run: () => ledger.facts.run() },
    { name: 'ledger.full-catch-up', everyMs: LEDGER_FULL_CATCH_UP_EVERY_MS, run: () => ledger.facts.runFull() },
  ],
} satisfies ModuleManifest;
