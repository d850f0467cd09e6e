import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createTestDatabase } from '../../test/test-database';
import { bookingKey } from './ledger.accounts';
import { LedgerRepo } from './ledger.repo';
import { LedgerService } from './ledger.service';

/**
 * Postings that read a balance before writing, at the same time (meaningful on PostgreSQL, where they run on
 * separate connections; PGlite has one): the mentor's ledger lock makes them take turns, so the parts of a booking
 * still sum exactly and no two spends of the same money both pass.
 */

let database: Database;
let ledger: LedgerService;

beforeAll(async () => {
  database = await createTestDatabase();
  ledger = new LedgerService({ repo: new LedgerRepo(database.db), feePercent: 20 });
});
afterAll(() => database.close());

async function paidBooking(amountKobo: number) {
  const mentorId = randomUUID();
  const key = bookingKey('mentor', randomUUID());
  const paymentId = randomUUID();
  await ledger.postPayment({ paymentId, amountKobo, mentorId, bookingKey: key, memo: 'paid' });
  return { mentorId, key, paymentId };
}

describe('the ledger under concurrent postings', () => {
  it('eight sessions of one booking released at once: the parts sum exactly to the share', async () => {
    const { mentorId, key } = await paidBooking(4_900_001);
    const sessions = Array.from({ length: 8 }, () => randomUUID());
    const results = await Promise.all(
      [...sessions, ...sessions].map((sessionId) =>
        ledger.releaseSession({ sessionId, mentorId, bookingKey: key, sessions: 8, memo: 'held' }),
      ),
    );
    expect(results.filter((r) => r.posted)).toHaveLength(8);
    expect(await ledger.mentorBalances(mentorId)).toEqual({
      pendingKobo: 0,
      availableKobo: 4_900_001 - 980_000,
      inFlightKobo: 0,
      paidKobo: 0,
    });
  });

  it('a refund and the release of the rest at once never take the same pending money twice', async () => {
    const { mentorId, key, paymentId } = await paidBooking(1_000_000);
    const [refund] = await Promise.all([
      ledger.postRefund({ refundId: randomUUID(), paymentId, refundKobo: 1_000_000, memo: 'refund' }),
      ledger.releaseRest({ source: `release:cycle:${key}:${mentorId}:1`, mentorId, bookingKey: key, memo: 'end' }),
    ]);
    const after = await ledger.mentorBalances(mentorId);
    expect(after.pendingKobo).toBe(0);
    // eslint-disable-next-line no-restricted-syntax -- a balance goes negative when parallel payouts both win
    expect(after.availableKobo).toBeGreaterThanOrEqual(0);
    // Whichever ran first, the mentor's 800,000 was reversed once: from pending, or from available after the release.
    expect(refund.split.fromPending + refund.split.fromAvailable).toBe(800_000);
    expect(after.availableKobo).toBe(0);
    expect(await ledger.unbalanced()).toEqual([]);
  });
});
