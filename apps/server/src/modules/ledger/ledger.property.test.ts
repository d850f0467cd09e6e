import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createTestDatabase } from '../../test/test-database';
import { CASH, bookingKey, feeOf, mentorAvailable } from './ledger.accounts';
import { LedgerRepo } from './ledger.repo';
import { LedgerService } from './ledger.service';

/**
 * The ledger's invariants under random sequences of facts (issue 23): payments (with or without a mentor), session
 * releases, cycle-end releases, partial refunds, payouts sent then completed or failed, and replays of any earlier
 * fact. A model beside the ledger tracks only what the facts said (amounts paid, refunded, paid out); the ledger's
 * sums must agree with it.
 */

const FEE_PERCENT = 20;
const SESSIONS = 4;

type Command =
  | { kind: 'pay'; mentor: number | null; amountKobo: number }
  | { kind: 'release'; payment: number; session: number }
  | { kind: 'releaseRest'; payment: number }
  | { kind: 'refund'; payment: number; part: number }
  | { kind: 'payout'; mentor: number; part: number }
  | { kind: 'settlePayout'; payout: number; completed: boolean }
  | { kind: 'replay'; step: number };

const part = fc.integer({ min: 1, max: 100 });
const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({
    kind: fc.constant('pay' as const),
    mentor: fc.option(fc.integer({ min: 0, max: 2 }), { nil: null }),
    amountKobo: fc.integer({ min: 1, max: 50_000_000 }),
  }),
  fc.record({
    kind: fc.constant('release' as const),
    payment: fc.nat(),
    session: fc.integer({ min: 0, max: SESSIONS }),
  }),
  fc.record({ kind: fc.constant('releaseRest' as const), payment: fc.nat() }),
  fc.record({ kind: fc.constant('refund' as const), payment: fc.nat(), part }),
  fc.record({ kind: fc.constant('payout' as const), mentor: fc.integer({ min: 0, max: 2 }), part }),
  fc.record({ kind: fc.constant('settlePayout' as const), payout: fc.nat(), completed: fc.boolean() }),
  fc.record({ kind: fc.constant('replay' as const), step: fc.nat() }),
);

interface ModelPayment {
  id: string;
  mentor: string | null;
  key: string;
  amountKobo: number;
  refundedKobo: number;
}

interface Model {
  mentors: string[];
  payments: ModelPayment[];
  payouts: { id: string; mentor: string; amountKobo: number; settled: boolean }[];
  credited: Map<string, number>;
  refundedMentorPart: Map<string, number>;
  cashIn: number;
  refunds: number;
  paidOut: number;
  /** Every call made, to replay: each must be a no-op the second time. */
  done: (() => Promise<{ posted: boolean }>)[];
}

const add = (map: Map<string, number>, key: string, by: number) => map.set(key, (map.get(key) ?? 0) + by);
const pick = <T>(items: T[], index: number): T | undefined => (items.length ? items[index % items.length] : undefined);

let database: Database;
let ledger: LedgerService;

beforeAll(async () => {
  database = await createTestDatabase();
  ledger = new LedgerService({ repo: new LedgerRepo(database.db), feePercent: FEE_PERCENT });
});
afterAll(async () => {
  await database.close();
});

async function apply(model: Model, cmd: Command): Promise<void> {
  const call = async (work: () => Promise<{ posted: boolean }>) => {
    model.done.push(work);
    await work();
  };
  switch (cmd.kind) {
    case 'pay': {
      const mentor = cmd.mentor === null ? null : (model.mentors[cmd.mentor] ?? null);
      const payment = {
        id: randomUUID(),
        mentor,
        key: bookingKey('mentor', randomUUID()),
        amountKobo: cmd.amountKobo,
        refundedKobo: 0,
      };
      model.payments.push(payment);
      model.cashIn += cmd.amountKobo;
      if (mentor) add(model.credited, mentor, cmd.amountKobo - feeOf(cmd.amountKobo, FEE_PERCENT));
      const fact = {
        paymentId: payment.id,
        amountKobo: payment.amountKobo,
        mentorId: mentor,
        bookingKey: payment.key,
        memo: 'paid',
      };
      return call(() => ledger.postPayment(fact));
    }
    case 'release':
    case 'releaseRest': {
      const payment = pick(
        model.payments.filter((p) => p.mentor),
        cmd.payment,
      );
      if (!payment?.mentor) return;
      const base = { mentorId: payment.mentor, bookingKey: payment.key, memo: 'earned' };
      if (cmd.kind === 'releaseRest')
        return call(() => ledger.releaseRest({ ...base, source: `release:cycle:${payment.key}` }));
      const sessionId = `${payment.id.slice(0, 30)}${String(cmd.session).padStart(6, '0')}`;
      return call(() => ledger.releaseSession({ ...base, sessionId, sessions: SESSIONS }));
    }
    case 'refund': {
      const payment = pick(model.payments, cmd.payment);
      const left = payment ? payment.amountKobo - payment.refundedKobo : 0;
      if (!payment || left <= 0) return;
      const refundKobo = Math.max(1, Math.floor((left * cmd.part) / 100));
      payment.refundedKobo += refundKobo;
      model.refunds += refundKobo;
      const fact = { refundId: randomUUID(), paymentId: payment.id, refundKobo, memo: 'refund' };
      const result = await ledger.postRefund(fact);
      expect(result.posted).toBe(true);
      const { split } = result;
      expect(
        split.fromFees + split.fromPending + split.fromAvailable + split.fromPlatformShortfall + split.fromRevenue,
      ).toBe(refundKobo);
      if (payment.mentor) add(model.refundedMentorPart, payment.mentor, split.fromPending + split.fromAvailable);
      model.done.push(() => ledger.postRefund(fact));
      return;
    }
    case 'payout': {
      const mentor = model.mentors[cmd.mentor] ?? '';
      const { availableKobo } = await ledger.mentorBalances(mentor);
      const amount = Math.ceil((availableKobo * cmd.part) / 100);
      if (amount <= 0) return;
      const payout = { id: randomUUID(), mentor, amountKobo: amount, settled: false };
      model.payouts.push(payout);
      return call(() => ledger.postPayout(payout.id, 'sent', mentor, amount, 'payout sent'));
    }
    case 'settlePayout': {
      const payout = pick(
        model.payouts.filter((p) => !p.settled),
        cmd.payout,
      );
      if (!payout) return;
      payout.settled = true;
      if (cmd.completed) model.paidOut += payout.amountKobo;
      const stage = cmd.completed ? 'completed' : 'failed';
      return call(() => ledger.postPayout(payout.id, stage, payout.mentor, payout.amountKobo, `payout ${stage}`));
    }
    case 'replay': {
      const work = pick(model.done, cmd.step);
      if (!work) return;
      const before = await snapshot(model);
      expect((await work()).posted).toBe(false);
      expect(await snapshot(model)).toEqual(before);
    }
  }
}

async function snapshot(model: Model) {
  const cash = (await ledger.balances([CASH])).get(CASH) ?? 0;
  return { cash, mentors: await Promise.all(model.mentors.map((m) => ledger.mentorBalances(m))) };
}

async function checkInvariants(model: Model, cashBefore: number) {
  expect(await ledger.unbalanced()).toEqual([]);
  const { cash, mentors } = await snapshot(model);
  expect(cash - cashBefore).toBe(model.cashIn - model.refunds - model.paidOut);
  model.mentors.forEach((mentor, i) => {
    const b = mentors[i];
    if (!b) throw new Error('missing balances');
    // eslint-disable-next-line no-restricted-syntax -- a balance goes negative when the ledger is wrong: this is the invariant
    expect(b.availableKobo).toBeGreaterThanOrEqual(0);
    // eslint-disable-next-line no-restricted-syntax -- a balance goes negative when the ledger is wrong: this is the invariant
    expect(b.pendingKobo).toBeGreaterThanOrEqual(0);
    // eslint-disable-next-line no-restricted-syntax -- a balance goes negative when the ledger is wrong: this is the invariant
    expect(b.inFlightKobo).toBeGreaterThanOrEqual(0);
    const accounted =
      b.pendingKobo + b.availableKobo + b.inFlightKobo + b.paidKobo + (model.refundedMentorPart.get(mentor) ?? 0);
    expect(accounted).toBe(model.credited.get(mentor) ?? 0);
  });
}

describe('ledger invariants (fast-check)', () => {
  it('hold for random sequences of payments, releases, refunds, payouts and replays', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 30 }), async (commands) => {
        const model: Model = {
          mentors: [randomUUID(), randomUUID(), randomUUID()],
          payments: [],
          payouts: [],
          credited: new Map(),
          refundedMentorPart: new Map(),
          cashIn: 0,
          refunds: 0,
          paidOut: 0,
          done: [],
        };
        const cashBefore = (await ledger.balances([CASH])).get(CASH) ?? 0;
        for (const cmd of commands) {
          await apply(model, cmd);
          for (const mentor of model.mentors) {
            // eslint-disable-next-line no-restricted-syntax -- a balance goes negative when the ledger is wrong: this is the invariant
            expect((await ledger.mentorBalances(mentor)).availableKobo).toBeGreaterThanOrEqual(0);
          }
        }
        await checkInvariants(model, cashBefore);
      }),
      { numRuns: 40 },
    );
  });

  it('a released booking never releases more than its mentor share, and the parts sum exactly', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1, max: 8 }),
        async (amount, sessions) => {
          const mentor = randomUUID();
          const key = bookingKey('kidMentor', randomUUID());
          await ledger.postPayment({
            paymentId: randomUUID(),
            amountKobo: amount,
            mentorId: mentor,
            bookingKey: key,
            memo: 'paid',
          });
          for (let i = 0; i < sessions + 2; i += 1) {
            await ledger.releaseSession({
              sessionId: randomUUID(),
              mentorId: mentor,
              bookingKey: key,
              sessions,
              memo: 'held',
            });
          }
          const b = await ledger.mentorBalances(mentor);
          expect(b.pendingKobo).toBe(0);
          expect(b.availableKobo).toBe(amount - feeOf(amount, FEE_PERCENT));
        },
      ),
      { numRuns: 15 },
    );
  });

  it('the database refuses a transaction whose entries do not sum to zero, whatever code writes it', async () => {
    const repo = new LedgerRepo(database.db);
    const write = repo.transaction(async (inner) => {
      const id = await inner.claim(`test:${randomUUID()}`, 'unbalanced');
      if (!id) throw new Error('not claimed');
      await inner.insertEntries(id, [{ account: CASH, amountKobo: 100, mentorId: null, bookingKey: null }]);
    });
    await expect(write).rejects.toThrow();
    expect(await ledger.unbalanced()).toEqual([]);
  });

  it('refuses to store a posting that does not balance', async () => {
    const source = `test:${randomUUID()}`;
    const lines = [
      { account: CASH, amountKobo: 100 },
      { account: mentorAvailable(randomUUID()), amountKobo: -99 },
    ];
    await expect(ledger.post({ source, memo: 'x', lines })).rejects.toThrow(/does not balance/);
    expect(await new LedgerRepo(database.db).posted([source])).toEqual(new Set());
  });

  it('posts a fact once when the same source arrives at the same time', async () => {
    const fact = {
      paymentId: randomUUID(),
      amountKobo: 5_000_000,
      mentorId: randomUUID(),
      bookingKey: bookingKey('mentor', randomUUID()),
      memo: 'paid',
    };
    const results = await Promise.all(Array.from({ length: 6 }, () => ledger.postPayment(fact)));
    expect(results.filter((r) => r.posted)).toHaveLength(1);
    expect((await ledger.mentorBalances(fact.mentorId)).pendingKobo).toBe(4_000_000);
  });
});
