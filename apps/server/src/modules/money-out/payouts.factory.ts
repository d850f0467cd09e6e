import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { PayableBookingKind } from '@eazy2con/shared/payments';
import { AUTO_REFUND_DAYS } from '@eazy2con/shared/refund-terms';
import type { Config } from '../../config/env';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/transaction';
import type { Actor, AuditEntry } from '../../lib/audit';
import type { LedgerService } from '../ledger/ledger.service';
import type { MailService } from '../mail/mail.service';
import type { MentorsService } from '../mentors/mentors.service';
import type { NotificationsService } from '../notifications/notifications.service';
import type { InvoicesService } from '../payments/invoices.service';
import type { RefundablePayments } from '../payments/refundable-payments';
import { createRefunds } from './refunds.factory';
import { FlutterwavePayoutsProvider } from './flutterwave-payouts.provider';
import { PayoutAccountsService } from './payout-accounts.service';
import { AccountNumberCipher } from './payout-crypto';
import type { PayoutProvider } from './payout-provider';
import { payoutSentNotice } from './payout-sent-notice';
import { PayoutTransfers } from './payout-transfers';
import { PayoutWebhooks } from './payout-webhooks';
import { PayoutsRepo } from './payouts.repo';
import { PayoutsService } from './payouts.service';
import { SandboxPayoutsProvider } from './sandbox-payouts.provider';
import { SandboxPayoutsRepo } from './sandbox-payouts.repo';

/** Where Flutterwave posts a transfer's outcome (each transfer's callback_url). */
export const PAYOUT_WEBHOOK_PATH = '/api/payouts/webhook';

export interface PayoutsFactoryDeps {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  authSecret: string;
  mail: MailService;
  ledger: LedgerService;
  mentors: MentorsService;
  invoices: Pick<InvoicesService, 'markRefunded'>;
  refundablePayments: RefundablePayments;
  /** Whether any session of a booking was held (sessions module, booking-held-sessions.ts). */
  anyHeld: (bookingId: string, tx: Tx) => Promise<boolean>;
  /** The payments webhook's authentication (FLW_SECRET_HASH), shared so both routes believe the same deliveries. */
  authenticateWebhook: (rawBody: Buffer, headers: IncomingHttpHeaders) => boolean;
  audit: (actor: Actor, entry: AuditEntry, tx: Tx) => Promise<void>;
  /** Tells the mentor a payout completed ("payout sent", issue 24), in the transaction that completes it. */
  notifications?: Pick<NotificationsService, 'notify'>;
  now?: () => Date;
}

/**
 * Payouts and refunds (issue 23), on Flutterwave when FLW_SECRET_KEY is set, otherwise on the built-in sandbox
 * (as card payments choose). The periodic work, for the job runner: `payouts.runPayoutBatch()` weekly,
 * `payouts.recheckPayouts()` and `refunds.retryRefunds()` every minute.
 */
export function createPayouts(deps: PayoutsFactoryDeps) {
  const { db, config, log } = deps;
  const now = deps.now ?? (() => new Date());
  const repo = new PayoutsRepo(db);
  let sandbox: SandboxPayoutsProvider | null = null;
  let provider: PayoutProvider;
  if (config.FLW_SECRET_KEY) {
    provider = new FlutterwavePayoutsProvider({
      baseUrl: config.FLW_BASE_URL,
      secretKey: config.FLW_SECRET_KEY,
      timeoutMs: config.FLW_TIMEOUT_MS,
      callbackUrl: `${config.publicUrl}${PAYOUT_WEBHOOK_PATH}`,
      authenticate: deps.authenticateWebhook,
    });
  } else {
    sandbox = new SandboxPayoutsProvider(new SandboxPayoutsRepo(db));
    provider = sandbox;
  }
  const cipher = new AccountNumberCipher({ encryptionKey: config.PAYOUT_ENCRYPTION_KEY, authSecret: deps.authSecret });
  const accounts = new PayoutAccountsService({ repo, provider, cipher, log, now });
  const transfers = new PayoutTransfers({
    repo,
    provider,
    accounts,
    ledger: deps.ledger,
    mail: deps.mail,
    log,
    now,
    onCompleted: async (payout, tx) => void (await deps.notifications?.notify(tx, payoutSentNotice(payout))),
  });
  const service = new PayoutsService({
    repo,
    transfers,
    ledger: deps.ledger,
    mentors: deps.mentors,
    audit: deps.audit,
    sandbox,
    log,
    now,
  });
  const refunds = createRefunds(db, {
    payments: deps.refundablePayments,
    provider,
    ledger: deps.ledger,
    invoices: deps.invoices,
    mail: deps.mail,
    audit: deps.audit,
    log,
    now,
  });
  return {
    service,
    accounts,
    refunds,
    provider,
    webhooks: new PayoutWebhooks({ repo, provider, transfers, log }),
    /**
     * The booking-cancel hook (payments' onCancelled): a learner's paid plan cancelled within AUTO_REFUND_DAYS of
     * paying, with no session held, is recorded for a full refund in the cancel's transaction.
     */
    onBookingCancelled: async (kind: PayableBookingKind, bookingId: string, tx: Tx): Promise<void> => {
      if (kind !== 'mentor' && kind !== 'kidMentor') return;
      const held = await deps.anyHeld(bookingId, tx);
      await refunds.onBookingCancelled(kind, bookingId, held, tx, AUTO_REFUND_DAYS);
    },
    /**
     * A membership's later cycle, cancelled (issue 36: the same terms per cycle): one that has not begun is refunded in
     * full whenever it was paid (nothing of it was used); one in progress within AUTO_REFUND_DAYS of paying with no
     * session taken place, in full too. Recorded in the cancel's transaction; answers how many refunds were recorded.
     */
    onCycleCancelled: (cycleId: string, cycle: { begun: boolean; used: boolean }, tx: Tx): Promise<number> =>
      cycle.begun
        ? refunds.onBookingCancelled('membershipCycle', cycleId, cycle.used, tx, AUTO_REFUND_DAYS)
        : refunds.onBookingCancelled(
            'membershipCycle',
            cycleId,
            false,
            tx,
            Number.POSITIVE_INFINITY,
            'Cancelled before its cycle began',
          ),
  };
}

export type Payouts = ReturnType<typeof createPayouts>;
