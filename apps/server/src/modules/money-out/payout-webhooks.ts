import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { PayoutProvider } from './payout-provider';
import type { PayoutTransfers } from './payout-transfers';
import type { PayoutsRepo } from './payouts.repo';

export type PayoutWebhookAnswer = 'unauthorized' | 'accepted' | 'duplicate' | 'ignored';

/**
 * Takes in transfer.completed notices (issue 23), as the payments webhook takes charges: believes only an
 * authenticated one (FLW_SECRET_HASH), takes each delivery once, answers at once, and settles in the background
 * from the provider's own answer to GET /transfers/{id}; the notice's status is never used. A notice for a
 * reference that is not one of our payouts is recorded and ignored.
 */
export class PayoutWebhooks {
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly deps: {
      repo: PayoutsRepo;
      provider: PayoutProvider;
      transfers: Pick<PayoutTransfers, 'settle'>;
      log: FastifyBaseLogger;
    },
  ) {}

  async receive(rawBody: Buffer, headers: IncomingHttpHeaders): Promise<PayoutWebhookAnswer> {
    const { provider, repo, log } = this.deps;
    if (!provider.authenticateWebhook(rawBody, headers)) {
      log.warn('payouts: webhook refused: missing or wrong secret hash');
      return 'unauthorized';
    }
    const notice = provider.parseTransferWebhook(rawBody);
    if (!notice || (!notice.transferId && !notice.reference)) return 'ignored';
    const dedupeKey = notice.transferId
      ? `${notice.transferId}:${notice.status ?? ''}`
      : `sha256:${createHash('sha256').update(rawBody).digest('hex')}`;
    if (!(await repo.recordWebhookEvent(dedupeKey, notice.reference))) return 'duplicate';
    const payout = notice.reference
      ? await repo.payoutByReference(notice.reference)
      : notice.transferId
        ? await repo.payoutByProviderId(notice.transferId)
        : null;
    if (!payout) {
      log.warn(
        { reference: notice.reference, transferId: notice.transferId },
        'payouts: webhook for an unknown transfer',
      );
      return 'ignored';
    }
    const query = notice.transferId ? { id: notice.transferId } : { reference: payout.reference };
    this.inBackground(async () => {
      const answer = await provider.getTransfer(query);
      // No answer: the re-check job asks again later; the payout stays as it was.
      if (answer.kind !== 'ok' || !answer.value) return;
      if (answer.value.reference !== payout.reference) {
        log.warn(
          { reference: payout.reference, reported: answer.value.reference },
          'payouts: webhook names another transfer',
        );
        return;
      }
      await this.deps.transfers.settle(answer.value);
    });
    return 'accepted';
  }

  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }

  private inBackground(work: () => Promise<void>): void {
    const running: Promise<void> = work()
      .catch((error: unknown) => this.deps.log.error({ err: error }, 'payouts: settling after a webhook failed'))
      .finally(() => this.inFlight.delete(running));
    this.inFlight.add(running);
  }
}
