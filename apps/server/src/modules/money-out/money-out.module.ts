import './payouts.graphql';
import './refunds.graphql';
import type { ModuleManifest } from '../module-manifest';
import { PAYOUT_BATCH_EVERY_MS, PAYOUT_RECHECK_EVERY_MS } from './payout-jobs';
import type { PayoutsService } from './payouts.service';
import type { RefundsService } from './refunds.service';

/**
 * Money out (payouts to mentors and refunds to payers, one module since they share the provider; decision 0037):
 * GraphQL (imported above); mentors' earnings gathered for review once a week, sent transfers re-checked, and the
 * retry of refunds the provider has not answered. The refunds service is built with the payouts
 * (payouts.factory.ts), so the job finds it there.
 */
export const moneyOutModule = {
  name: 'money-out',
  jobNamesFrom: ['payouts', 'refunds'],
  jobs: ({ payouts }: { payouts: { service: PayoutsService; refunds: RefundsService } }) => [
    { name: 'payouts.batch', everyMs: PAYOUT_BATCH_EVERY_MS, run: () => payouts.service.runPayoutBatch() },
    { name: 'payouts.recheck', everyMs: PAYOUT_RECHECK_EVERY_MS, run: () => payouts.service.recheckPayouts() },
    { name: 'refunds.retry', everyMs: PAYOUT_RECHECK_EVERY_MS, run: () => payouts.refunds.retryRefunds() },
  ],
} satisfies ModuleManifest;
