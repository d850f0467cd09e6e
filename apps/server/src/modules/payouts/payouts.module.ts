import './payouts.graphql';
import type { ModuleManifest } from '../module-manifest';
import { PAYOUT_BATCH_EVERY_MS, PAYOUT_RECHECK_EVERY_MS } from './payout-jobs';
import type { PayoutsService } from './payouts.service';

/** Payouts: GraphQL (imported above); mentors' earnings gathered for review once a week, sent transfers re-checked. */
export const payoutsModule = {
  name: 'payouts',
  jobs: ({ payouts }: { payouts: { service: PayoutsService } }) => [
    { name: 'payouts.batch', everyMs: PAYOUT_BATCH_EVERY_MS, run: () => payouts.service.runPayoutBatch() },
    { name: 'payouts.recheck', everyMs: PAYOUT_RECHECK_EVERY_MS, run: () => payouts.service.recheckPayouts() },
  ],
} satisfies ModuleManifest;
