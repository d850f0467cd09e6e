import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { AdminListInputSchema } from '@eazy2con/shared/validation/admin';
import {
  ApprovePayoutBatchSchema,
  PAYOUT_MESSAGES as M,
  PAYOUT_MINIMUM_KOBO,
  SimulatePayoutSchema,
} from '@eazy2con/shared/validation/payouts';
import type { Tx } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { parseInput } from '../../lib/validate';
import type { Actor, AuditEntry } from '../../lib/audit';
import type { MentorViewer } from '../accounts/viewer';
import { mentorAvailable } from '../ledger/ledger.accounts';
import type { LedgerService } from '../ledger/ledger.service';
import type { MentorsService } from '../mentors/mentors.service';
import type { PayoutTransfers } from './payout-transfers';
import type { PayoutsRepo } from './payouts.repo';
import type { PayoutBatchRow, PayoutRow } from './payouts.schema';
import type { SandboxPayoutsProvider } from './sandbox-payouts.provider';

export interface PayoutsDeps {
  repo: PayoutsRepo;
  transfers: PayoutTransfers;
  ledger: Pick<LedgerService, 'balances' | 'lockMentor' | 'mentorBalances' | 'postPayout'>;
  mentors: Pick<MentorsService, 'findAnyByIds'>;
  audit: (actor: Actor, entry: AuditEntry, tx: Tx) => Promise<void>;
  /** Set when the sandbox provider is in use: its simulate control. */
  sandbox: SandboxPayoutsProvider | null;
  log: FastifyBaseLogger;
  now: () => Date;
  minimumKobo?: number;
}

/** The Monday (Lagos calendar; Lagos keeps UTC+1 all year) of the week `at` falls in, 'YYYY-MM-DD'. */
export function weekOf(at: Date): string {
  const lagos = new Date(at.getTime() + 60 * 60 * 1000);
  const back = (lagos.getUTCDay() + 6) % 7;
  return new Date(lagos.getTime() - back * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

const batchAudit = (batch: PayoutBatchRow) => ({ status: batch.status, week: batch.week, totalKobo: batch.totalKobo });

/**
 * Weekly payouts (issue 23): runPayoutBatch() gathers what each mentor with a bank account has available (at least
 * the minimum) into one batch a week; an admin approves it; each payout then moves from available to in flight in
 * the ledger and becomes a provider transfer (payout-transfers.ts). The money stays the mentor's available balance
 * while the batch waits, and is re-read under the mentor's ledger lock at approval.
 */
export class PayoutsService {
  constructor(private readonly deps: PayoutsDeps) {}

  get minimumKobo(): number {
    return this.deps.minimumKobo ?? PAYOUT_MINIMUM_KOBO;
  }

  /**
   * The weekly job. While a batch waits for review it answers that one (nothing is gathered twice); after approval
   * the next run gathers what was earned since.
   */
  async runPayoutBatch(): Promise<{ batch: PayoutBatchRow | null; payouts: number }> {
    const { repo, ledger, mentors, log } = this.deps;
    const week = weekOf(this.deps.now());
    const existing = await repo.batchInReview();
    if (existing) return { batch: existing, payouts: (await repo.payoutsOfBatch(existing.id)).length };
    const ids = await repo.mentorsWithAccounts();
    const balances = await ledger.balances(ids.map(mentorAvailable));
    const owed = ids
      .map((id) => ({ id, kobo: -(balances.get(mentorAvailable(id)) ?? 0) }))
      .filter((m) => m.kobo >= this.minimumKobo);
    if (owed.length === 0) return { batch: null, payouts: 0 };
    const people = new Map((await mentors.findAnyByIds(owed.map((m) => m.id))).map((m) => [m.id, m]));
    const total = owed.reduce((sum, m) => sum + m.kobo, 0);
    const made = await repo.transaction(async (r) => {
      const batch = await r.insertBatch(week, total);
      if (!batch) return null; // another instance gathered one at the same moment
      for (const m of owed) {
        const person = people.get(m.id);
        await r.insertPayout({
          batchId: batch.id,
          mentorId: m.id,
          mentorName: person ? `${person.firstname} ${person.lastname}`.trim() : 'Mentor',
          mentorEmail: person?.email ?? '',
          amountKobo: m.kobo,
          reference: `e2c-po-${randomUUID()}`,
        });
      }
      return batch;
    });
    if (!made) return this.runPayoutBatch();
    log.info({ week, payouts: owed.length, totalKobo: total }, 'payouts: weekly batch gathered for review');
    return { batch: made, payouts: owed.length };
  }

  /**
   * An admin approves a batch in review: in one transaction each payout moves what the mentor still has available
   * (at most what was gathered) into payouts in flight and is marked 'sending'; then each transfer is asked for.
   */
  async approveBatch(admin: Actor, input: unknown): Promise<PayoutBatchRow> {
    const { batchId } = parseInput(ApprovePayoutBatchSchema, input);
    const { repo, ledger } = this.deps;
    const now = this.deps.now();
    const { batch, sending } = await repo.transaction(async (r, tx) => {
      const before = await r.lockBatch(batchId);
      if (!before) throw new AppError('NOT_FOUND', M.batchNotFound);
      if (before.status !== 'review') throw new AppError('CONFLICT', M.batchNotInReview);
      const started: PayoutRow[] = [];
      let total = 0;
      for (const payout of await r.payoutsOfBatch(batchId, 'review')) {
        await ledger.lockMentor(payout.mentorId, tx);
        const { availableKobo } = await ledger.mentorBalances(payout.mentorId, tx);
        const amount = Math.min(payout.amountKobo, availableKobo);
        if (amount <= 0) {
          await r.updatePayout(payout.id, {
            status: 'refused',
            failureReason: 'Nothing left available to pay',
            settledAt: now,
          });
          continue;
        }
        const memo = `Payout ${payout.reference} to ${payout.mentorName}: sent`;
        await ledger.postPayout(payout.id, 'sent', payout.mentorId, amount, memo, tx);
        const provider = this.deps.sandbox ? 'sandbox' : 'flutterwave';
        started.push(
          await r.updatePayout(payout.id, { status: 'sending', amountKobo: amount, provider, nextCheckAt: now }),
        );
        total += amount;
      }
      await r.setBatch(batchId, { status: 'approved', approvedAt: now, approvedBy: admin.email, totalKobo: total });
      const after = { ...before, status: 'approved' as const, totalKobo: total };
      const entry = { action: 'payouts.approveBatch', targetType: 'payout_batch', targetId: batchId };
      await this.deps.audit(admin, { ...entry, before: batchAudit(before), after: batchAudit(after) }, tx);
      return { batch: { ...after, approvedAt: now, approvedBy: admin.email }, sending: started };
    });
    for (const payout of sending) {
      // One transfer's trouble never stops the others; recheckPayouts() picks up whatever is left 'sending'.
      await this.deps.transfers.send(payout).catch((error: unknown) => {
        this.deps.log.error({ err: error, payoutId: payout.id }, 'payouts: sending a transfer failed');
      });
    }
    return batch;
  }

  /** An admin gathers this week's batch now (audited); the weekly job does the same without anyone. */
  async gather(admin: Actor): Promise<PayoutBatchRow | null> {
    const { batch } = await this.runPayoutBatch();
    if (batch) {
      const entry = { action: 'payouts.gatherBatch', targetType: 'payout_batch', targetId: batch.id, before: null };
      await this.deps.repo.transaction((_r, tx) => this.deps.audit(admin, { ...entry, after: batchAudit(batch) }, tx));
    }
    return batch;
  }

  /** The re-check job: transfers not answered or not settled yet (and webhook keys past 30 days forgotten). */
  async recheckPayouts(): Promise<number> {
    const monthAgo = new Date(this.deps.now().getTime() - 30 * 24 * 60 * 60 * 1000);
    await this.deps.repo.deleteWebhookEventsBefore(monthAgo);
    return this.deps.transfers.recheckDue();
  }

  /** The sandbox's control: the pretend bank completes or fails a sent transfer, then it settles as a real one. */
  async simulate(admin: Actor, input: unknown): Promise<PayoutRow> {
    const { payoutId, outcome } = parseInput(SimulatePayoutSchema, input);
    if (!this.deps.sandbox) throw new AppError('CONFLICT', M.sandboxOnly);
    const payout = await this.deps.repo.payoutById(payoutId);
    if (!payout) throw new AppError('NOT_FOUND', M.payoutNotFound);
    const finished = await this.deps.sandbox.simulate(payout.reference, outcome);
    await this.deps.repo.transaction((_r, tx) =>
      this.deps.audit(
        admin,
        {
          action: 'payouts.simulate',
          targetType: 'payout',
          targetId: payout.id,
          before: { status: payout.status },
          after: { outcome },
        },
        tx,
      ),
    );
    if (!finished) return payout;
    return this.deps.transfers.settle({
      id: String(finished.id),
      reference: finished.reference,
      status: finished.status,
      amountKobo: finished.amountKobo,
      message: outcome === 'FAILED' ? 'Sandbox: the bank refused the transfer' : '',
    });
  }

  listBatches(input: unknown) {
    const { offset, limit, search } = parseInput(AdminListInputSchema, input ?? {});
    return this.deps.repo.listBatches({ offset, limit, search });
  }

  listPayouts(input: unknown, batchId: string | null) {
    const { offset, limit, search } = parseInput(AdminListInputSchema, input ?? {});
    return this.deps.repo.listPayouts({ offset, limit, search }, { batchId });
  }

  exportPayouts(search: string | null): AsyncGenerator<PayoutRow> {
    return this.deps.repo.allPayouts(search);
  }

  /** The signed-in mentor's own payouts, newest first. */
  mine(viewer: MentorViewer, input: unknown) {
    const { offset, limit } = parseInput(AdminListInputSchema, input ?? {});
    return this.deps.repo.listPayouts({ offset, limit, search: null }, { mentorId: viewer.mentor.id });
  }

  get usesSandbox(): boolean {
    return this.deps.sandbox !== null;
  }
}
