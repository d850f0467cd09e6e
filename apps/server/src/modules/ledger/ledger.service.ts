/**
 * The ledger (issue 23, decision 0033): double-entry, integer kobo, balances are sums of entries. Public API:
 *
 *   post(posting, tx?)                      store a Posting (ledger.accounts.ts builds them) once per `source`:
 *                                           → { posted: false } when that source was posted before (a no-op).
 *                                           Refuses lines that do not sum to zero or are not whole kobo.
 *   lockMentor(mentorId, tx)                hold the mentor's ledger lock until tx ends (read balances, then post).
 *   balances(accounts, tx?)                 Map account → balance (debit positive).
 *   availableKobo(mentorIds, tx?)          each mentor's available balance (what a payout may send), batched.
 *   mentorBalances(mentorId, tx?)           { pendingKobo, availableKobo, inFlightKobo, paidKobo } as the mentor sees
 *                                           them (positive = owed to the mentor).
 *   bookingPendingKobo(mentorId, key, tx?)  what is still pending for one booking (key: bookingKey(kind, id)).
 *   paymentPosted(paymentId, tx?)           how a payment was posted: { amountKobo, feeKobo, mentorId, bookingKey }
 *                                           or null when it is not in the ledger yet.
 *   postPayment(fact, tx?)                  a settled payment (fee from PLATFORM_FEE_PERCENT).
 *   releaseSession(fact, tx?)               a held session's share of its booking: pending → available.
 *   releaseRest(fact, tx?)                  what is left pending for a booking (its cycle ended): pending → available.
 *   postPayout(payoutId, stage, mentorId, amountKobo, memo, tx?)   sent | completed | failed.
 *   postRefund(fact, tx?)                   reverses a payment pro rata (refundSplit) → { posted, split }; the
 *                                           split's fromPlatformShortfall > 0 means the mentor was already paid: flag it.
 *   history(mentorId, page)                 the mentor's entries (EarningsEntry), newest first, paged in the database.
 */
import { AppError } from '../../lib/app-error';
import { readPage, type Page, type PageArgs } from '../../lib/paging';
import type { Tx } from '../../db/transaction';
import {
  CASH,
  PLATFORM_FEES,
  mentorAvailable,
  mentorOfAccount,
  mentorPending,
  payoutPosting,
  payoutsInFlight,
  paymentPosting,
  refundPosting,
  refundSplit,
  releasePosting,
  sessionReleaseSource,
  sessionShare,
  type PayoutStage,
  type Posting,
  type RefundSplit,
  type SettledPaymentFact,
} from './ledger.accounts';
import type { LedgerHistoryRow, LedgerRepo } from './ledger.repo';

/** A credit balance as a positive figure (and 0, never -0). */
const owed = (balance: number): number => (balance === 0 ? 0 : -balance);

export interface LedgerDeps {
  repo: LedgerRepo;
  /** PLATFORM_FEE_PERCENT: the platform's share of a payment that has a mentor. */
  feePercent: number;
}

export interface PostResult {
  posted: boolean;
  transactionId: string | null;
}

export interface MentorBalances {
  pendingKobo: number;
  availableKobo: number;
  inFlightKobo: number;
  paidKobo: number;
}

export interface PostedPayment {
  amountKobo: number;
  feeKobo: number;
  mentorId: string | null;
  bookingKey: string | null;
}

export const earningsBuckets = ['PENDING', 'AVAILABLE', 'IN_FLIGHT'] as const;
export type EarningsBucket = (typeof earningsBuckets)[number];

/** One line of a mentor's earnings history. */
export interface EarningsEntry {
  id: string;
  bucket: EarningsBucket;
  memo: string;
  /** Positive when the bucket grew for the mentor (a credit), negative when money left it. */
  amountKobo: number;
  createdAt: Date;
}

const BUCKETS: Record<string, EarningsBucket> = {
  mentor_pending: 'PENDING',
  mentor_available: 'AVAILABLE',
  payouts_in_flight: 'IN_FLIGHT',
};

function toEarningsEntry(row: LedgerHistoryRow): EarningsEntry {
  const bucket = BUCKETS[row.account.split(':')[0] ?? ''];
  if (!bucket) throw new Error(`ledger entry ${row.id} on ${row.account} is not a mentor's`);
  return { id: String(row.id), bucket, memo: row.memo, amountKobo: owed(row.amountKobo), createdAt: row.createdAt };
}

export interface SessionReleaseFact {
  sessionId: string;
  mentorId: string;
  bookingKey: string;
  /** Sessions the booking's cycle buys: each held one releases its equal part, the last the remainder. */
  sessions: number;
  memo: string;
}

export interface RefundPostingFact {
  refundId: string;
  paymentId: string;
  refundKobo: number;
  memo: string;
}

export class LedgerService {
  constructor(private readonly deps: LedgerDeps) {}

  get feePercent(): number {
    return this.deps.feePercent;
  }

  async post(posting: Posting, tx?: Tx): Promise<PostResult> {
    const total = posting.lines.reduce((acc, line) => acc + line.amountKobo, 0);
    if (posting.lines.some((line) => !Number.isSafeInteger(line.amountKobo)) || total !== 0) {
      throw new Error(`ledger posting ${posting.source} does not balance`);
    }
    return this.deps.repo.transaction(async (repo) => {
      const id = await repo.claim(posting.source, posting.memo);
      if (id === null) return { posted: false, transactionId: null };
      await repo.insertEntries(
        id,
        posting.lines.map((line) => ({
          account: line.account,
          amountKobo: line.amountKobo,
          mentorId: mentorOfAccount(line.account),
          bookingKey: line.bookingKey ?? null,
        })),
      );
      return { posted: true, transactionId: id };
    }, tx);
  }

  lockMentor(mentorId: string, tx: Tx): Promise<void> {
    return this.deps.repo.transaction((repo) => repo.lock(`mentor:${mentorId}`), tx);
  }

  balances(accounts: string[], tx?: Tx): Promise<Map<string, number>> {
    return this.deps.repo.transaction((repo) => repo.balances(accounts), tx);
  }

  /** What each mentor may be paid now (their available balance, in kobo), in one query for a list of mentors. */
  async availableKobo(mentorIds: readonly string[], tx?: Tx): Promise<number[]> {
    const sums = await this.balances(mentorIds.map(mentorAvailable), tx);
    return mentorIds.map((id) => owed(sums.get(mentorAvailable(id)) ?? 0));
  }

  mentorBalances(mentorId: string, tx?: Tx): Promise<MentorBalances> {
    return this.deps.repo.transaction(async (repo) => {
      const accounts = [mentorPending(mentorId), mentorAvailable(mentorId), payoutsInFlight(mentorId)];
      const sums = await repo.balances(accounts);
      // A completed payout debits the in-flight account (payoutPosting): their sum is what reached the mentor.
      const paid = await repo.bySource(payoutsInFlight(mentorId), 'payout:%:completed');
      return {
        pendingKobo: owed(sums.get(mentorPending(mentorId)) ?? 0),
        availableKobo: owed(sums.get(mentorAvailable(mentorId)) ?? 0),
        inFlightKobo: owed(sums.get(payoutsInFlight(mentorId)) ?? 0),
        paidKobo: paid.total,
      };
    }, tx);
  }

  bookingPendingKobo(mentorId: string, key: string, tx?: Tx): Promise<number> {
    return this.deps.repo.transaction(
      async (repo) => owed(await repo.bookingBalance(mentorPending(mentorId), key)),
      tx,
    );
  }

  paymentPosted(paymentId: string, tx?: Tx): Promise<PostedPayment | null> {
    return this.deps.repo.transaction(async (repo) => {
      const entries = await repo.entriesOf(`payment:${paymentId}`);
      const cash = entries.find((entry) => entry.account === CASH);
      if (!cash) return null;
      const fee = entries.find((entry) => entry.account === PLATFORM_FEES);
      const mentor = entries.find((entry) => entry.mentorId !== null);
      return {
        amountKobo: cash.amountKobo,
        feeKobo: fee ? owed(fee.amountKobo) : 0,
        mentorId: mentor?.mentorId ?? null,
        bookingKey: cash.bookingKey,
      };
    }, tx);
  }

  postPayment(fact: Omit<SettledPaymentFact, 'feePercent'>, tx?: Tx): Promise<PostResult> {
    return this.post(paymentPosting({ ...fact, feePercent: this.deps.feePercent }), tx);
  }

  /**
   * Locks the mentor, so two releases of one booking count each other's parts. The source names the booking, so
   * the parts already released are counted even when one moved nothing (a refund had taken the rest).
   */
  releaseSession(fact: SessionReleaseFact, tx?: Tx): Promise<PostResult> {
    const source = sessionReleaseSource(fact.bookingKey, fact.sessionId);
    const prefix = sessionReleaseSource(fact.bookingKey, '');
    return this.deps.repo.transaction(async (repo, inner) => {
      await repo.lock(`mentor:${fact.mentorId}`);
      if ((await repo.posted([source])).size > 0) return { posted: false, transactionId: null };
      const pendingAccount = mentorPending(fact.mentorId);
      const credited = await repo.bySource(pendingAccount, 'payment:%', fact.bookingKey);
      const amount = sessionShare({
        shareKobo: owed(credited.total),
        sessions: fact.sessions,
        released: await repo.countSources(`${prefix}%`),
        pendingKobo: owed(await repo.bookingBalance(pendingAccount, fact.bookingKey)),
      });
      return this.post(releasePosting(source, fact.memo, fact.mentorId, fact.bookingKey, amount), inner);
    }, tx);
  }

  releaseRest(
    fact: { source: string; mentorId: string; bookingKey: string; memo: string },
    tx?: Tx,
  ): Promise<PostResult> {
    return this.deps.repo.transaction(async (repo, inner) => {
      await repo.lock(`mentor:${fact.mentorId}`);
      const pending = owed(await repo.bookingBalance(mentorPending(fact.mentorId), fact.bookingKey));
      const amount = Math.max(pending, 0);
      return this.post(releasePosting(fact.source, fact.memo, fact.mentorId, fact.bookingKey, amount), inner);
    }, tx);
  }

  postPayout(payoutId: string, stage: PayoutStage, mentorId: string, amountKobo: number, memo: string, tx?: Tx) {
    return this.post(payoutPosting(payoutId, stage, mentorId, amountKobo, memo), tx);
  }

  /** Refuses a payment the ledger has not recorded (post it first) and a refund larger than the payment. */
  postRefund(fact: RefundPostingFact, tx?: Tx): Promise<PostResult & { split: RefundSplit }> {
    return this.deps.repo.transaction(async (repo, inner) => {
      const payment = await this.paymentPosted(fact.paymentId, inner);
      if (!payment) throw new Error(`payment ${fact.paymentId} is not in the ledger`);
      if (!Number.isSafeInteger(fact.refundKobo) || fact.refundKobo <= 0 || fact.refundKobo > payment.amountKobo) {
        throw new AppError('BAD_USER_INPUT', 'The refund must be more than nothing and at most the payment');
      }
      const key = payment.bookingKey ?? `payment:${fact.paymentId}`;
      const mentorId = payment.mentorId;
      if (mentorId) await repo.lock(`mentor:${mentorId}`);
      const split = refundSplit({
        refundKobo: fact.refundKobo,
        paymentKobo: payment.amountKobo,
        paymentFeeKobo: payment.feeKobo,
        mentorId,
        bookingPendingKobo: mentorId ? owed(await repo.bookingBalance(mentorPending(mentorId), key)) : 0,
        availableKobo: mentorId
          ? owed((await repo.balances([mentorAvailable(mentorId)])).get(mentorAvailable(mentorId)) ?? 0)
          : 0,
      });
      const result = await this.post(refundPosting(fact.refundId, fact.memo, mentorId, key, split), inner);
      return { ...result, split };
    }, tx);
  }

  /** The mentor's entries, newest first, paged in the database; amounts as the mentor sees them (earned: positive). */
  async history(mentorId: string, page: PageArgs): Promise<Page<EarningsEntry>> {
    const rows = await readPage(
      page,
      { at: 'position', id: 'slug' },
      (request) => this.deps.repo.history(mentorId, request),
      (row) => ({ at: String(row.id), id: String(row.id) }),
    );
    return { nextToken: rows.nextToken, items: rows.items.map(toEarningsEntry) };
  }

  /** Transactions that do not sum to zero: always empty (checked by the tests and the database). */
  unbalanced(): Promise<string[]> {
    return this.deps.repo.unbalanced();
  }
}
