import './payments.graphql';
import type { ModuleManifest } from '../module-manifest';
import type { paymentJobs } from './payment-recheck.job';
import { RECHECK_INTERVAL_MS, WEBHOOK_KEYS_PURGE_INTERVAL_MS } from './payment-recheck.job';

/** Payments: GraphQL (imported above; it loads the invoice and transfer files), the re-check and key purge jobs. */
export const paymentsModule = {
  name: 'payments',
  jobs: ({ payments }: { payments: { jobs: ReturnType<typeof paymentJobs> } }) => [
    {
      name: 'payments.recheck',
      everyMs: RECHECK_INTERVAL_MS,
      run: () => payments.jobs.recheck(),
      drain: () => payments.jobs.idle(),
    },
    {
      name: 'payments.purge-webhook-keys',
      everyMs: WEBHOOK_KEYS_PURGE_INTERVAL_MS,
      run: () => payments.jobs.purgeWebhookKeys(),
    },
  ],
} satisfies ModuleManifest;
