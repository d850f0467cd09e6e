import type { PaymentWebhooks } from './payment-webhooks';
import { WEBHOOK_KEYS_KEPT_MS } from './payment-webhooks';
import type { PaymentsRepo } from './payments.repo';
import type { PaymentsService } from './payments.service';

/** How often the job looks for payments due a re-check (each has its own backed-off time, payments.service.ts). */
export const RECHECK_INTERVAL_MS = 60_000;
/** How often old webhook dedupe keys are forgotten. */
export const WEBHOOK_KEYS_PURGE_INTERVAL_MS = 24 * 60 * 60 * 1000;

/**
 * The periodic work of payments, run by the job runner (decision 0035): the re-verification (contract §5.1: webhooks
 * can be lost, tabs closed, the provider down) settles the payments whose next check is due; once a day, old
 * webhook dedupe keys are forgotten. `idle` waits for webhook settlements still running, so a stopping server does
 * not close the database under them.
 */
export function paymentJobs(deps: {
  payments: Pick<PaymentsService, 'recheckDue'>;
  webhooks: Pick<PaymentWebhooks, 'idle'>;
  repo: Pick<PaymentsRepo, 'deleteWebhookEventsBefore'>;
}) {
  return {
    recheck: () => deps.payments.recheckDue(new Date()),
    purgeWebhookKeys: () => deps.repo.deleteWebhookEventsBefore(new Date(Date.now() - WEBHOOK_KEYS_KEPT_MS)),
    idle: () => deps.webhooks.idle(),
  };
}
