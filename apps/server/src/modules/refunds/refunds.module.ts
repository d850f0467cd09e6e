import './refunds.graphql';
import type { ModuleManifest } from '../module-manifest';
import { PAYOUT_RECHECK_EVERY_MS } from '../payouts/payout-jobs';
import type { RefundsService } from './refunds.service';

/**
 * Refunds: GraphQL (imported above) and the retry of refunds the provider has not answered. The refunds service is
 * built with the payouts (payouts.factory.ts), which share the provider, so the job finds it there.
 */
export const refundsModule = {
  name: 'refunds',
  jobs: ({ payouts }: { payouts: { refunds: RefundsService } }) => [
    { name: 'refunds.retry', everyMs: PAYOUT_RECHECK_EVERY_MS, run: () => payouts.refunds.retryRefunds() },
  ],
} satisfies ModuleManifest;
