import type { FastifyBaseLogger } from 'fastify';
import type { PaymentWebhooks } from './payment-webhooks';
import { WEBHOOK_KEYS_KEPT_MS } from './payment-webhooks';
import type { PaymentsRepo } from './payments.repo';
import type { PaymentsService } from './payments.service';

/** How often the job looks for payments due a re-check (each has its own backed-off time, payments.service.ts). */
export const RECHECK_INTERVAL_MS = 60_000;

/**
 * The periodic re-verification (contract §5.1: webhooks can be lost, tabs closed, the provider down): every minute,
 * settle the payments whose next check is due; once a day, forget old webhook dedupe keys. Returns a stop that
 * waits for the run in progress and for webhook settlements still running, so the database is not closed under them.
 */
export function schedulePaymentRechecks(deps: {
  payments: Pick<PaymentsService, 'recheckDue'>;
  webhooks: Pick<PaymentWebhooks, 'idle'>;
  repo: Pick<PaymentsRepo, 'deleteWebhookEventsBefore'>;
  log: FastifyBaseLogger;
}): () => Promise<void> {
  let current: Promise<unknown> = Promise.resolve();
  let running = false;
  let lastPurge = 0;
  const run = () => {
    // One run at a time: a slow provider must not pile runs up.
    if (running) return;
    running = true;
    current = (async () => {
      const now = Date.now();
      await deps.payments.recheckDue(new Date(now));
      if (now - lastPurge > 24 * 60 * 60 * 1000) {
        await deps.repo.deleteWebhookEventsBefore(new Date(now - WEBHOOK_KEYS_KEPT_MS));
        lastPurge = now;
      }
    })()
      .catch((error: unknown) => deps.log.error({ err: error }, 'payments: re-verify run failed'))
      .finally(() => {
        running = false;
      });
  };
  run();
  const timer = setInterval(run, RECHECK_INTERVAL_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await current;
    await deps.webhooks.idle();
  };
}
