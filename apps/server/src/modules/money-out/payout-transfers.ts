import type { FastifyBaseLogger } from 'fastify';
import type { Tx } from '../../db/transaction';
import type { MailService } from '../mail/mail.service';
import type { LedgerService } from '../ledger/ledger.service';
import type { PayoutAccountsService } from './payout-accounts.service';
import { sameAccountName, type PayoutProvider, type TransferState } from './payout-provider';
import type { PayoutsRepo } from './payouts.repo';
import type { PayoutRow } from './payouts.schema';

/** Where the payout mail sends the mentor: their bank account form. */
export const PAYOUT_ACCOUNT_PATH = '/mentor-dashboard/payout-account';

/** First look at a sent transfer after this long (the webhook usually comes first). */
const FIRST_CHECK_MS = 10 * 60 * 1000;
const MAX_CHECK_MS = 6 * 60 * 60 * 1000;
/** Claimed rows are left alone this long by other instances while one works on them. */
const LEASE_MS = 2 * 60 * 1000;

/** The wait before the next try: 1, 2, 4 … minutes, at most 6 hours. */
export const backoffMs = (checks: number) => Math.min(60_000 * 2 ** Math.min(checks, 20), MAX_CHECK_MS);

export interface PayoutTransfersDeps {
  repo: PayoutsRepo;
  provider: PayoutProvider;
  accounts: Pick<PayoutAccountsService, 'forTransfer'>;
  ledger: Pick<LedgerService, 'postPayout'>;
  mail: Pick<MailService, 'enqueue' | 'kick'>;
  log: FastifyBaseLogger;
  now: () => Date;
  /** A payout completed, in the transaction that records it (once per payout): the mentor is told (issue 24). */
  onCompleted?: ((payout: PayoutRow, tx: Tx) => Promise<void>) | undefined;
}

const memo = (p: PayoutRow, stage: string) => `Payout ${p.reference} to ${p.mentorName}: ${stage}`;

/**
 * The provider side of a payout (issue 23): ask for the transfer (our reference is its idempotency key, so asking
 * again after no answer never pays twice), then settle it from the provider's word: by the webhook, the re-check or
 * the sandbox's simulate control. Every step locks the payout row and moves it forward only from where it was, so a
 * replayed or reordered notice changes nothing, and each ledger posting's source makes it count once.
 */
export class PayoutTransfers {
  constructor(private readonly deps: PayoutTransfersDeps) {}

  /**
   * Asks for the transfer of a payout in 'sending': checks the account's name with the bank first (a mismatch is
   * refused, never sent), then creates the transfer. No answer leaves it 'sending' for recheckDue().
   */
  async send(payout: PayoutRow): Promise<PayoutRow> {
    const { provider, accounts } = this.deps;
    const account = await accounts.forTransfer(payout.mentorId);
    if (!account) return this.fail(payout, 'refused', 'No bank account to pay into');
    const resolved = await provider.resolveAccount({
      bankCode: account.bankCode,
      accountNumber: account.accountNumber,
    });
    if (resolved.kind === 'unavailable') return this.later(payout, `resolve: ${resolved.reason}`);
    if (resolved.kind === 'refused') {
      return this.fail(payout, 'refused', `The bank did not confirm the account: ${resolved.message}`);
    }
    if (!sameAccountName(resolved.value.accountName, account.confirmedName)) {
      return this.fail(
        payout,
        'refused',
        `The account's name (${resolved.value.accountName}) does not match the confirmed name (${account.confirmedName})`,
      );
    }
    const answer = await provider.createTransfer({
      reference: payout.reference,
      bankCode: account.bankCode,
      accountNumber: account.accountNumber,
      amountKobo: payout.amountKobo,
      narration: `Eazy2con payout ${payout.reference}`.slice(0, 80),
      beneficiaryName: account.confirmedName,
    });
    if (answer.kind === 'unavailable') return this.later(payout, `transfer: ${answer.reason}`);
    let state: TransferState | null = answer.kind === 'ok' ? answer.value : null;
    if (answer.kind === 'refused') {
      if (!answer.duplicate) return this.fail(payout, 'failed', answer.message);
      // Sent before (an answer that never reached us): find it by our reference rather than send it again.
      const found = await provider.getTransfer({ reference: payout.reference });
      if (found.kind !== 'ok' || !found.value) return this.later(payout, `duplicate reference, not found yet`);
      state = found.value;
    }
    if (!state) return payout;
    const sent = await this.recordSent(payout, state, answer.kind === 'ok' ? answer.raw : null, account);
    return state.status === 'SUCCESSFUL' || state.status === 'FAILED' ? this.settle(state) : sent;
  }

  /**
   * The provider's word on a transfer, verified by asking it (never the webhook's own claim): completed or failed
   * once; anything else waits for the next check.
   */
  async settle(state: TransferState): Promise<PayoutRow> {
    const { repo, ledger, log } = this.deps;
    const outcome = await repo.transaction(async (r, tx) => {
      const payout = await r.lockPayout({ reference: state.reference });
      if (!payout) throw new Error(`no payout ${state.reference}`);
      if (payout.status !== 'sending' && payout.status !== 'sent') return { payout, failed: false };
      if (state.status === 'SUCCESSFUL') {
        if (state.amountKobo !== payout.amountKobo) {
          log.warn(
            { reference: payout.reference, reported: state.amountKobo },
            'payouts: provider reports another amount',
          );
        }
        await ledger.postPayout(
          payout.id,
          'completed',
          payout.mentorId,
          payout.amountKobo,
          memo(payout, 'completed'),
          tx,
        );
        const done = await r.updatePayout(payout.id, {
          status: 'completed',
          providerTransferId: payout.providerTransferId ?? state.id,
          settledAt: this.deps.now(),
          nextCheckAt: null,
          failureReason: null,
        });
        await this.deps.onCompleted?.(done, tx);
        return { payout: done, failed: false, completed: true };
      }
      if (state.status === 'FAILED') {
        return {
          payout: await this.failIn(r, tx, payout, 'failed', state.message || 'The bank refused the transfer'),
          failed: true,
        };
      }
      const wait = await r.updatePayout(payout.id, {
        nextCheckAt: new Date(this.deps.now().getTime() + backoffMs(payout.checks)),
        checks: payout.checks + 1,
      });
      return { payout: wait, failed: false };
    });
    if (outcome.failed || ('completed' in outcome && this.deps.onCompleted)) this.deps.mail.kick();
    return outcome.payout;
  }

  /** Payouts whose check is due: a 'sending' one is asked for again, a 'sent' one looked up. */
  async recheckDue(limit = 20): Promise<number> {
    const now = this.deps.now();
    const due = await this.deps.repo.claimDue(now, limit, LEASE_MS);
    for (const payout of due) {
      try {
        if (payout.status === 'sending') {
          await this.send(payout);
          continue;
        }
        const query = payout.providerTransferId ? { id: payout.providerTransferId } : { reference: payout.reference };
        const answer = await this.deps.provider.getTransfer(query);
        if (answer.kind === 'ok' && answer.value) await this.settle({ ...answer.value, reference: payout.reference });
        else await this.later(payout, answer.kind === 'unavailable' ? answer.reason : 'not found at the provider');
      } catch (error) {
        this.deps.log.error({ err: error, payoutId: payout.id }, 'payouts: re-check failed');
      }
    }
    return due.length;
  }

  private async recordSent(
    payout: PayoutRow,
    state: TransferState,
    raw: unknown,
    account: { bankCode: string; bankName: string; accountLast4: string },
  ): Promise<PayoutRow> {
    return this.deps.repo.transaction(async (r) => {
      const current = await r.lockPayout({ id: payout.id });
      if (!current || current.status !== 'sending') return current ?? payout;
      return r.updatePayout(payout.id, {
        status: 'sent',
        providerTransferId: state.id,
        bankCode: account.bankCode,
        bankName: account.bankName,
        accountLast4: account.accountLast4,
        providerAnswer: raw,
        sentAt: this.deps.now(),
        nextCheckAt: new Date(this.deps.now().getTime() + FIRST_CHECK_MS),
        checks: 0,
        failureReason: null,
      });
    });
  }

  /** Nothing could be concluded (no answer): try again later, with the reason kept for the admin. */
  private async later(payout: PayoutRow, reason: string): Promise<PayoutRow> {
    this.deps.log.warn({ reference: payout.reference, reason }, 'payouts: provider not answering; will retry');
    return this.deps.repo.updatePayout(payout.id, {
      nextCheckAt: new Date(this.deps.now().getTime() + backoffMs(payout.checks)),
      checks: payout.checks + 1,
      failureReason: `Retrying: ${reason}`,
    });
  }

  private async fail(payout: PayoutRow, status: 'failed' | 'refused', reason: string): Promise<PayoutRow> {
    const result = await this.deps.repo.transaction(async (r, tx) => {
      const current = await r.lockPayout({ id: payout.id });
      if (!current || (current.status !== 'sending' && current.status !== 'sent')) return current ?? payout;
      return this.failIn(r, tx, current, status, reason);
    });
    this.deps.mail.kick();
    return result;
  }

  /** In the caller's transaction: the money goes back to available, the row says why, the mentor is told. */
  private async failIn(
    r: PayoutsRepo,
    tx: Tx,
    payout: PayoutRow,
    status: 'failed' | 'refused',
    reason: string,
  ): Promise<PayoutRow> {
    await this.deps.ledger.postPayout(
      payout.id,
      'failed',
      payout.mentorId,
      payout.amountKobo,
      memo(payout, status),
      tx,
    );
    const row = await r.updatePayout(payout.id, {
      status,
      failureReason: reason,
      settledAt: this.deps.now(),
      nextCheckAt: null,
    });
    await this.deps.mail.enqueue(tx, {
      to: payout.mentorEmail,
      template: 'payout-failed',
      data: {
        name: payout.mentorName,
        amountKobo: payout.amountKobo,
        reference: payout.reference,
        reason,
        path: PAYOUT_ACCOUNT_PATH,
      },
    });
    this.deps.log.warn({ reference: payout.reference, status, reason }, 'payouts: payout did not go through');
    return row;
  }
}
