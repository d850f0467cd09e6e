import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registerCamp } from '../payments/payments.fixtures';
import { payments } from '../payments/payments.schema';
import { refunds } from './refunds.schema';
import { AccountNumberCipher } from './payout-crypto';
import {
  acceptedMentor,
  balances,
  earn,
  mailsTo,
  startSandboxPayoutsApp,
  type SandboxPayoutsApp,
} from './payouts.fixtures';
import { payouts } from './payouts.schema';

/**
 * With no keys (the built-in sandbox), the whole money path works: a bank list, a test name for any account, a batch
 * gathered and approved by an admin, the "simulate" control completing or failing the transfer, and refunds.
 */
let sandbox: SandboxPayoutsApp;

beforeAll(async () => {
  sandbox = await startSandboxPayoutsApp();
});
afterAll(() => sandbox.close());
beforeEach(() => sandbox.reset());

const RESOLVE = `mutation ($n: String!) { resolvePayoutAccount(bankCode: "058", accountNumber: $n) { accountName } }`;

async function sandboxPayout(availableKobo: number) {
  const { t } = sandbox;
  const mentor = await acceptedMentor(t, 'sandbox');
  await earn(t, mentor.mentorId, (availableKobo * 100) / 80);
  const resolved = await t.gql<{ resolvePayoutAccount: { accountName: string } }>(
    RESOLVE,
    { n: '0011223344' },
    { cookie: mentor.cookie },
  );
  const name = resolved.data!.resolvePayoutAccount.accountName;
  expect(name).toBe('SANDBOX TEST ACCOUNT 3344');
  const saved = await sandbox.saveAccount(mentor.cookie, '0011223344', name);
  expect(saved.errors).toBeUndefined();
  const gathered = await sandbox.gather();
  expect(gathered.data?.gatherPayoutBatch?.status).toBe('REVIEW');
  const approved = await sandbox.approve(gathered.data!.gatherPayoutBatch.id);
  expect(approved.errors).toBeUndefined();
  const [payout] = await t.database.db.select().from(payouts).where(eq(payouts.mentorId, mentor.mentorId));
  expect(payout).toMatchObject({ status: 'sent', provider: 'sandbox', accountLast4: '3344' });
  return { mentor, payout: payout! };
}

describe('payouts in the sandbox', () => {
  it('completes a transfer by the simulate control; the mentor sees it paid', async () => {
    const { t } = sandbox;
    const { mentor, payout } = await sandboxPayout(1_200_000);
    const done = await sandbox.simulate(payout.id, 'SUCCESSFUL');
    expect(done.data?.simulatePayoutTransfer.status).toBe('COMPLETED');
    expect(await balances(t, mentor.mentorId)).toMatchObject({
      availableKobo: 0,
      inFlightKobo: 0,
      paidKobo: 1_200_000,
    });
    const mine = await t.gql<{ myPayouts: { items: { status: string; accountNumberMasked: string }[] } }>(
      `{ myPayouts { items { status accountNumberMasked } } }`,
      {},
      { cookie: mentor.cookie },
    );
    expect(mine.data?.myPayouts.items).toEqual([{ status: 'COMPLETED', accountNumberMasked: '******3344' }]);
    // A second simulate of a settled transfer changes nothing.
    const again = await sandbox.simulate(payout.id, 'FAILED');
    expect(again.data?.simulatePayoutTransfer.status).toBe('COMPLETED');
    expect((await balances(t, mentor.mentorId)).paidKobo).toBe(1_200_000);
  });

  it('fails a transfer by the simulate control: back to available, the mentor mailed', async () => {
    const { t } = sandbox;
    const { mentor, payout } = await sandboxPayout(2_000_000);
    const failed = await sandbox.simulate(payout.id, 'FAILED');
    expect(failed.data?.simulatePayoutTransfer.status).toBe('FAILED');
    expect(await balances(t, mentor.mentorId)).toMatchObject({
      availableKobo: 2_000_000,
      inFlightKobo: 0,
      paidKobo: 0,
    });
    expect(await mailsTo(t, mentor.email, 'payout-failed')).toHaveLength(1);
  });

  it('refunds a sandbox card payment at once, its mail marked as a test', async () => {
    const { t, admin } = sandbox;
    const email = `sandbox-refund-${Date.now()}@example.com`;
    const booking = await registerCamp(t, { email });
    const started = await t.gql<{ startPayment: { link: string } }>(
      `mutation ($id: ID!, $token: String!) { startPayment(kind: CAMP, bookingId: $id, token: $token) { link } }`,
      { id: booking.id, token: booking.token },
    );
    const paid = await t.app.http.inject({
      method: 'POST',
      url: new URL(started.data!.startPayment.link).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=successful',
    });
    const q = new URL(String(paid.headers.location)).searchParams;
    await t.gql(`mutation ($r: String!, $i: String) { settlePayment(txRef: $r, transactionId: $i) { paid } }`, {
      r: q.get('tx_ref'),
      i: q.get('transaction_id'),
    });
    await t.app.services.ledger.facts.postSettledPayments();
    const [payment] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.txRef, String(q.get('tx_ref'))));
    const res = await t.gql<{ refundPayment: { status: string } }>(
      `mutation ($id: ID!) { refundPayment(paymentId: $id, reason: "Camp cancelled by the team") { status } }`,
      { id: payment!.id },
      { cookie: admin },
    );
    expect(res.data?.refundPayment.status).toBe('COMPLETED');
    const [row] = await t.database.db.select().from(refunds).where(eq(refunds.paymentId, payment!.id));
    expect(row?.postedAt).not.toBeNull();
    const mails = await mailsTo(t, email, 'refund-issued');
    expect(mails.map((m) => m.data.test)).toEqual([true]);
  });
});

describe('account number encryption', () => {
  it('opens what it sealed, never twice the same text, and refuses a tampered value or another key', () => {
    const cipher = new AccountNumberCipher({ authSecret: 'a'.repeat(64) });
    const sealed = cipher.seal('0123456789');
    expect(sealed).not.toBe(cipher.seal('0123456789'));
    expect(cipher.open(sealed)).toBe('0123456789');
    const [v, nonce, tag, body] = sealed.split('.');
    const flipped = Buffer.from(body!, 'base64url');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(() => cipher.open([v, nonce, tag, flipped.toString('base64url')].join('.'))).toThrow();
    expect(() => new AccountNumberCipher({ authSecret: 'b'.repeat(64) }).open(sealed)).toThrow();
    const keyed = new AccountNumberCipher({ encryptionKey: 'ab'.repeat(32), authSecret: 'a'.repeat(64) });
    expect(() => keyed.open(sealed)).toThrow();
    expect(keyed.open(keyed.seal('0987654321'))).toBe('0987654321');
  });
});
