import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeFlutterwaveApp, type FakeFlutterwaveApp } from '../../test/fake-flutterwave-app.fixtures';
import type { FakeFlutterwave } from '../../test/fake-flutterwave.types';
import type { TestApp } from '../../test/test-app';
import { acceptedMentor, adminCookie, balances, earn, mailsTo, saveAccount } from './payouts.fixtures';
import { payoutAccounts, payouts } from './payouts.schema';

/**
 * Payouts against the fake Flutterwave (issue 23): the bank account (resolve, encrypted, masked), the weekly batch,
 * approval, the transfer and its settlement by webhook or re-check, and the faults: the provider down, an answer
 * lost after the transfer was made, a name that no longer matches, a replayed or forged webhook.
 */
let t: TestApp;
let fake: FakeFlutterwave;
let admin: string;
let webhookUrl: string;
let paymentsWebhookUrl: string;
let money: FakeFlutterwaveApp;

beforeAll(async () => {
  money = await startFakeFlutterwaveApp({ listen: true });
  ({ t, fake } = money);
  webhookUrl = `${money.address}/api/payouts/webhook`;
  paymentsWebhookUrl = `${money.address}/api/payments/webhook`;
  admin = await adminCookie(t);
});
afterAll(() => money.close());
beforeEach(() => money.reset());

const db = () => t.database.db;
const payoutOf = async (mentorId: string) =>
  (await db().select().from(payouts).where(eq(payouts.mentorId, mentorId))).sort(
    (a, b) => b.createdAt.getTime() - a.createdAt.getTime(),
  )[0];
const APPROVE = `mutation ($id: ID!) { approvePayoutBatch(batchId: $id) { id status totalKobo } }`;

/** A mentor with `availableKobo` earned and a saved account; the week's batch gathered and approved. */
async function paidOut(availableKobo: number, name = 'ADA OBI') {
  const mentor = await acceptedMentor(t);
  await earn(t, mentor.mentorId, (availableKobo * 100) / 80);
  const accountNumber = `0${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  await saveAccount(t, fake, mentor.cookie, { accountNumber, name });
  const { batch } = await t.app.services.payouts.service.runPayoutBatch();
  expect(batch).not.toBeNull();
  const res = await t.gql<{ approvePayoutBatch: { status: string } }>(APPROVE, { id: batch!.id }, { cookie: admin });
  expect(res.errors).toBeUndefined();
  expect(res.data?.approvePayoutBatch.status).toBe('APPROVED');
  return { mentor, accountNumber, payout: (await payoutOf(mentor.mentorId))! };
}

/** Makes a payout's next check due now (the job's clock is the real one). */
const dueNow = (id: string) =>
  db()
    .update(payouts)
    .set({ nextCheckAt: new Date(Date.now() - 1000) })
    .where(eq(payouts.id, id));

describe('the mentor bank account', () => {
  it('lists the banks, resolves the name for confirmation, stores the number encrypted and shows it masked', async () => {
    const mentor = await acceptedMentor(t);
    const banks = await t.gql<{ payoutBanks: { code: string; name: string }[] }>(
      `{ payoutBanks { code name } }`,
      {},
      { cookie: mentor.cookie },
    );
    expect(banks.data?.payoutBanks.map((b) => b.code)).toContain('044');
    fake.payouts.accounts.set('044:0123456789', 'NGOZI ADA OKAFOR');
    const resolved = await t.gql<{ resolvePayoutAccount: { accountName: string; accountNumberMasked: string } }>(
      `mutation { resolvePayoutAccount(bankCode: "044", accountNumber: "012 345 6789") { accountName accountNumberMasked } }`,
      {},
      { cookie: mentor.cookie },
    );
    expect(resolved.data?.resolvePayoutAccount).toEqual({
      accountName: 'NGOZI ADA OKAFOR',
      accountNumberMasked: '******6789',
    });
    expect(await db().select().from(payoutAccounts).where(eq(payoutAccounts.mentorId, mentor.mentorId))).toHaveLength(
      0,
    );

    const saved = await saveAccount(t, fake, mentor.cookie, { accountNumber: '0123456789', name: 'Ngozi Ada Okafor' });
    expect(saved.accountNumberMasked).toBe('******6789');
    const [row] = await db().select().from(payoutAccounts).where(eq(payoutAccounts.mentorId, mentor.mentorId));
    expect(row?.accountNumberEnc).toMatch(/^v1\./);
    expect(row?.accountNumberEnc).not.toContain('0123456789');
    expect(JSON.stringify(row)).not.toContain('0123456789');
    const mine = await t.gql<{ myPayoutAccount: { accountNumberMasked: string; bankName: string } }>(
      `{ myPayoutAccount { accountNumberMasked bankName } }`,
      {},
      { cookie: mentor.cookie },
    );
    expect(mine.data?.myPayoutAccount).toEqual({ accountNumberMasked: '******6789', bankName: 'Access Bank' });
  });

  it('refuses a confirmed name that is not the bank’s, an account the bank does not know, and non-mentors', async () => {
    const mentor = await acceptedMentor(t);
    fake.payouts.accounts.set('044:0222222222', 'TOLA ADEYEMI');
    const save = (accountNumber: string, confirmedName: string, cookie = mentor.cookie) =>
      t.gql(
        `mutation ($n: String!, $c: String!) { savePayoutAccount(bankCode: "044", accountNumber: $n, confirmedName: $c) { accountName } }`,
        { n: accountNumber, c: confirmedName },
        { cookie },
      );
    expect((await save('0222222222', 'Someone Else')).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await save('0999999999', 'Tola Adeyemi')).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await save('0222222222', 'Tola Adeyemi', '')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await db().select().from(payoutAccounts).where(eq(payoutAccounts.mentorId, mentor.mentorId))).toHaveLength(
      0,
    );
  });
});

describe('a payout batch', () => {
  it('gathers, is approved, transfers with our reference and is completed by the webhook (a replay counts once)', async () => {
    const { mentor, accountNumber, payout } = await paidOut(2_400_000);
    expect(payout.status).toBe('sent');
    const transfer = fake.payouts.transferOf(payout.reference);
    expect(transfer).toMatchObject({ amount: 24_000, accountNumber, bankCode: '044' });
    const sent = fake.calls.find((c) => c.path === '/v3/transfers' && c.body?.reference === payout.reference);
    expect(sent?.body).toMatchObject({ currency: 'NGN', callback_url: 'https://eazy2con.example/api/payouts/webhook' });
    expect(await balances(t, mentor.mentorId)).toMatchObject({
      availableKobo: 0,
      inFlightKobo: 2_400_000,
      paidKobo: 0,
    });

    fake.payouts.complete(payout.reference, 'SUCCESSFUL');
    expect(await fake.payouts.deliverWebhook(webhookUrl, transfer.id)).toBe(200);
    await t.app.services.payouts.webhooks.idle();
    expect((await payoutOf(mentor.mentorId))?.status).toBe('completed');
    expect(await balances(t, mentor.mentorId)).toMatchObject({
      availableKobo: 0,
      inFlightKobo: 0,
      paidKobo: 2_400_000,
    });

    // The same delivery again, and a late "FAILED" for the same transfer: nothing moves (the provider says SUCCESSFUL).
    expect(await fake.payouts.deliverWebhook(webhookUrl, transfer.id)).toBe(200);
    expect(await fake.payouts.deliverWebhook(webhookUrl, transfer.id, { status: 'FAILED' })).toBe(200);
    await t.app.services.payouts.webhooks.idle();
    expect(await balances(t, mentor.mentorId)).toMatchObject({
      availableKobo: 0,
      inFlightKobo: 0,
      paidKobo: 2_400_000,
    });
    expect(await mailsTo(t, mentor.email, 'payout-failed')).toHaveLength(0);
  });

  it('settles a transfer.completed sent to the payments webhook (the account has one URL), once even when replayed', async () => {
    const { mentor, payout } = await paidOut(1_600_000);
    const transfer = fake.payouts.complete(payout.reference, 'SUCCESSFUL');
    const deliver = async (target: string, options?: { hash?: string; status?: string }) => {
      const { headers, body } = fake.payouts.webhook(transfer.id, options);
      const res = await fetch(target, { method: 'POST', headers, body });
      return { status: res.status, message: ((await res.json()) as { message: string }).message };
    };
    expect(await deliver(paymentsWebhookUrl, { hash: 'forged' })).toMatchObject({ status: 401 });
    expect(await deliver(paymentsWebhookUrl)).toEqual({ status: 200, message: 'accepted' });
    await t.app.services.payouts.webhooks.idle();
    expect((await payoutOf(mentor.mentorId))?.status).toBe('completed');
    const paid = { availableKobo: 0, inFlightKobo: 0, paidKobo: 1_600_000 };
    expect(await balances(t, mentor.mentorId)).toMatchObject(paid);
    // Replayed to the same URL, or to the payouts route (its callback_url): taken once, nothing moves again.
    expect(await deliver(paymentsWebhookUrl)).toEqual({ status: 200, message: 'duplicate' });
    expect(await deliver(webhookUrl)).toEqual({ status: 200, message: 'duplicate' });
    await t.app.services.payouts.webhooks.idle();
    expect(await balances(t, mentor.mentorId)).toMatchObject(paid);
  });

  it('answers the batch in review instead of gathering twice, and leaves out balances below the minimum', async () => {
    const small = await acceptedMentor(t);
    await earn(t, small.mentorId, 100_000); // ₦800 available, under the ₦1,000 minimum
    await saveAccount(t, fake, small.cookie, { accountNumber: '0333333333', name: 'SMALL EARNER' });
    const big = await acceptedMentor(t);
    await earn(t, big.mentorId, 500_000);
    await saveAccount(t, fake, big.cookie, { accountNumber: '0444444444', name: 'BIG EARNER' });
    const first = await t.app.services.payouts.service.runPayoutBatch();
    const again = await t.app.services.payouts.service.runPayoutBatch();
    expect(again.batch?.id).toBe(first.batch?.id);
    expect(await payoutOf(small.mentorId)).toBeUndefined();
    expect((await payoutOf(big.mentorId))?.amountKobo).toBe(400_000);
    await t.gql(APPROVE, { id: first.batch!.id }, { cookie: admin });
    const twice = await t.gql(APPROVE, { id: first.batch!.id }, { cookie: admin });
    expect(twice.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(await balances(t, big.mentorId)).toMatchObject({ availableKobo: 0, inFlightKobo: 400_000 });
  });

  it('gives a failed transfer back to available and mails the mentor (settled by the re-check)', async () => {
    const { mentor, payout } = await paidOut(1_600_000);
    fake.payouts.complete(payout.reference, 'FAILED', 'DISBURSE FAILED: Account dormant');
    await dueNow(payout.id);
    await t.app.services.payouts.service.recheckPayouts();
    const after = await payoutOf(mentor.mentorId);
    expect(after).toMatchObject({ status: 'failed', failureReason: 'DISBURSE FAILED: Account dormant' });
    expect(await balances(t, mentor.mentorId)).toMatchObject({
      availableKobo: 1_600_000,
      inFlightKobo: 0,
      paidKobo: 0,
    });
    expect(await mailsTo(t, mentor.email, 'payout-failed')).toHaveLength(1);
    // Settled once: a late webhook of the same failure mails nobody again.
    await fake.payouts.deliverWebhook(webhookUrl, fake.payouts.transferOf(payout.reference).id);
    await t.app.services.payouts.webhooks.idle();
    expect(await mailsTo(t, mentor.email, 'payout-failed')).toHaveLength(1);
    expect((await balances(t, mentor.mentorId)).availableKobo).toBe(1_600_000);
  });

  it('retries a transfer the provider did not answer (503), with the same reference', async () => {
    // Every transfer of this batch meets a 503 (earlier tests' mentors may be in it too).
    fake.payouts.down.transfers = 50;
    const { mentor, payout } = await paidOut(800_000);
    fake.payouts.down = {};
    expect(payout.status).toBe('sending');
    expect(payout.failureReason).toMatch(/^Retrying: /);
    expect([...fake.payouts.transfers.values()].filter((x) => x.reference === payout.reference)).toHaveLength(0);
    await dueNow(payout.id);
    await t.app.services.payouts.service.recheckPayouts();
    expect((await payoutOf(mentor.mentorId))?.status).toBe('sent');
    expect(fake.payouts.transferOf(payout.reference).amount).toBe(8_000);
  });

  it('finds a transfer made when its answer was lost, instead of sending it twice', async () => {
    fake.payouts.loseNextTransferAnswers = 50;
    const { mentor, payout } = await paidOut(880_000);
    fake.payouts.loseNextTransferAnswers = 0;
    expect(payout.status).toBe('sending');
    await dueNow(payout.id);
    await t.app.services.payouts.service.recheckPayouts();
    const after = await payoutOf(mentor.mentorId);
    const made = [...fake.payouts.transfers.values()].filter((x) => x.reference === payout.reference);
    expect(made).toHaveLength(1);
    expect(after).toMatchObject({ status: 'sent', providerTransferId: String(made[0]?.id) });
  });

  it('refuses to pay an account whose name at the bank no longer matches, and keeps the money available', async () => {
    const mentor = await acceptedMentor(t);
    await earn(t, mentor.mentorId, 1_000_000);
    await saveAccount(t, fake, mentor.cookie, { accountNumber: '0555555555', name: 'EMEKA NWOSU' });
    fake.payouts.accounts.set('044:0555555555', 'SOMEONE ELSE ENTIRELY');
    const { batch } = await t.app.services.payouts.service.runPayoutBatch();
    await t.gql(APPROVE, { id: batch!.id }, { cookie: admin });
    const payout = await payoutOf(mentor.mentorId);
    expect(payout?.status).toBe('refused');
    expect(payout?.failureReason).toContain('does not match');
    expect([...fake.payouts.transfers.values()].some((x) => x.reference === payout?.reference)).toBe(false);
    expect(await balances(t, mentor.mentorId)).toMatchObject({ availableKobo: 800_000, inFlightKobo: 0 });
    expect(await mailsTo(t, mentor.email, 'payout-failed')).toHaveLength(1);
  });

  it('refuses a forged webhook and ignores one for a transfer that is not ours', async () => {
    const { payout } = await paidOut(960_000);
    const transfer = fake.payouts.complete(payout.reference, 'SUCCESSFUL');
    expect(await fake.payouts.deliverWebhook(webhookUrl, transfer.id, { hash: 'forged' })).toBe(401);
    fake.payouts.transfers.set(999_999, { ...transfer, id: 999_999, reference: 'someone-elses-transfer' });
    expect(await fake.payouts.deliverWebhook(webhookUrl, 999_999)).toBe(200);
    await t.app.services.payouts.webhooks.idle();
    expect((await db().select().from(payouts).where(eq(payouts.id, payout.id)))[0]?.status).toBe('sent');
  });
});
