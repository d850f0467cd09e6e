import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentsRepo } from './payments.repo';
import type { PaymentsService } from './payments.service';
import type { PaymentProvider } from './provider';

export type WebhookAnswer = 'unauthorized' | 'accepted' | 'duplicate' | 'ignored';

/** Webhook dedupe keys are kept this long: Flutterwave repeats a delivery within hours (3 retries, 30 min apart). */
export const WEBHOOK_KEYS_KEPT_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Takes in the provider's webhooks (contract §5): believes only an authenticated one, answers at once, takes each
 * delivery once, and settles in the background through settle(), which verifies with the provider before
 * anything changes. The webhook's own claims (status, amount) are never used.
 */
export class PaymentWebhooks {
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly deps: {
      repo: PaymentsRepo;
      provider: PaymentProvider;
      payments: Pick<PaymentsService, 'settle'>;
      log: FastifyBaseLogger;
      /**
       * Where notices that are not about a charge go (transfer.completed for payouts): Flutterwave has one webhook
       * URL per account, so the dashboard's URL (this one) receives them too. The receiver authenticates and
       * deduplicates them itself, exactly as on its own route, so a notice delivered to both counts once.
       */
      otherNotices?: (rawBody: Buffer, headers: IncomingHttpHeaders) => Promise<WebhookAnswer>;
    },
  ) {}

  async receive(rawBody: Buffer, headers: IncomingHttpHeaders): Promise<WebhookAnswer> {
    const { provider, repo, log } = this.deps;
    if (!provider.authenticateWebhook(rawBody, headers)) {
      log.warn({ provider: provider.name }, 'payments: webhook refused: missing or wrong secret hash');
      return 'unauthorized';
    }
    const notice = provider.parseWebhook(rawBody);
    if ((!notice || notice.event !== 'charge.completed') && this.deps.otherNotices) {
      return this.deps.otherNotices(rawBody, headers);
    }
    if (!notice || notice.event !== 'charge.completed' || !notice.txRef) {
      log.info({ event: notice?.event ?? null }, 'payments: webhook ignored: not about a charge');
      return 'ignored';
    }
    // Flutterwave's own advice: the transaction id with its status names one event (a failed attempt and a
    // later success of the same transaction are two).
    const dedupeKey = notice.providerTxId
      ? `${notice.providerTxId}:${notice.status ?? ''}`
      : `sha256:${createHash('sha256').update(rawBody).digest('hex')}`;
    const fresh = await repo.recordWebhookEvent({
      provider: provider.name,
      dedupeKey,
      event: notice.event,
      txRef: notice.txRef,
    });
    if (!fresh) return 'duplicate';
    const txRef = notice.txRef;
    this.inBackground(async () => {
      await this.deps.payments.settle(txRef, { transactionId: notice.providerTxId });
    });
    return 'accepted';
  }

  /** Resolves once every settlement started by a webhook has finished (server stop, tests). */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }

  private inBackground(work: () => Promise<void>): void {
    const running: Promise<void> = work()
      .catch((error: unknown) => {
        // The payment stays pending; the re-verify job settles it later.
        this.deps.log.error({ err: error }, 'payments: settling after a webhook failed');
      })
      .finally(() => this.inFlight.delete(running));
    this.inFlight.add(running);
  }
}
