import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeFlutterwaveApp, type FakeFlutterwaveApp } from '../../test/fake-flutterwave-app.fixtures';
import type { FakeFlutterwave } from '../../test/fake-flutterwave.types';
import type { TestApp } from '../../test/test-app';
import { CASH, PLATFORM_FEES } from '../ledger/ledger.accounts';
import { mentorBookings } from '../bookings/mentor-bookings.schema';
import { bookMentor } from '../payments/payments.fixtures';
import { bookingInvoices, payments } from '../payments/payments.schema';
import { acceptedMentor, adminCookie, balances, mailsTo } from './payouts.fixtures';
import { refunds } from './refunds.schema';

/**
 * Refunds against the fake Flutterwave (issue 23): an admin's full or partial refund (the provider's refund call,
 * the ledger reversal, the payer's mail, the invoice), one larger than what is left, the provider down, and the
 * automatic full refund of a paid plan cancelled within 7 days with no session held.
 */
let t: TestApp;
let fake: FakeFlutterwave;
let admin: string;
let money: FakeFlutterwaveApp;

beforeAll(async () => {
  money = await startFakeFlutterwaveApp();
  ({ t, fake } = money);
  admin = await adminCookie(t);
});
afterAll(() => money.close());
beforeEach(() => money.reset());

const db = () => t.database.db;
const START = `mutation ($id: ID!, $token: String!) { startPayment(kind: MENTOR, bookingId: $id, token: $token) { txRef } }`;
const SETTLE = `mutation ($txRef: String!, $id: String) { settlePayment(txRef: $txRef, transactionId: $id) { paid } }`;
const REFUND = `mutation ($id: ID!, $amount: Int, $reason: String!) {
  refundPayment(paymentId: $id, amountKobo: $amount, reason: $reason) { id status amountKobo failureReason shortfallKobo }
}`;
const OPEN_INVOICE = `mutation ($id: ID!, $token: String!) { openInvoice(kind: MENTOR, bookingId: $id, token: $token) { number } }`;
const CANCEL = `mutation ($id: ID!, $token: String!) { cancelBooking(kind: MENTOR, bookingId: $id, token: $token) { paid } }`;
type Refund = { id: string; status: string; amountKobo: number; failureReason: string | null };

/** A mentor booking paid by card through the fake, posted to the ledger (a mentor's share pending). */
async function paidBooking(options: { invoice?: boolean } = {}) {
  const mentor = await acceptedMentor(t, 'refund');
  const email = `payer-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const booking = await bookMentor(t, { audience: 'adult', type: 'Personal', email });
  await db().update(mentorBookings).set({ mentorId: mentor.mentorId }).where(eq(mentorBookings.id, booking.id));
  if (options.invoice) {
    const opened = await t.gql(OPEN_INVOICE, { id: booking.id, token: booking.token });
    expect(opened.errors).toBeUndefined();
  }
  const started = await t.gql<{ startPayment: { txRef: string } }>(START, { id: booking.id, token: booking.token });
  const txRef = started.data!.startPayment.txRef;
  const { transaction } = fake.complete(txRef, 'successful');
  const settled = await t.gql<{ settlePayment: { paid: boolean } }>(SETTLE, { txRef, id: String(transaction!.id) });
  expect(settled.data?.settlePayment.paid).toBe(true);
  await t.app.services.ledger.facts.postSettledPayments();
  const [payment] = await db().select().from(payments).where(eq(payments.txRef, txRef));
  return { mentor, booking, email, payment: payment!, transactionId: transaction!.id };
}

const refund = (paymentId: string, amount: number | null, reason = 'The mentor could not continue') =>
  t.gql<{ refundPayment: Refund }>(REFUND, { id: paymentId, amount, reason }, { cookie: admin });
const ledgerOf = (accounts: string[]) => t.app.services.ledger.service.balances(accounts);

describe('an admin refund', () => {
  it('refunds part through the provider, reverses the ledger pro rata and mails the payer; the rest refunds in full', async () => {
    const { mentor, booking, email, payment, transactionId } = await paidBooking({ invoice: true });
    const amount = payment.amountKobo;
    const before = await ledgerOf([CASH, PLATFORM_FEES]);
    const pendingBefore = (await balances(t, mentor.mentorId)).pendingKobo;
    expect(pendingBefore).toBe(amount - Math.round(amount * 0.2));

    const part = Math.round(amount / 4);
    const first = await refund(payment.id, part);
    expect(first.errors).toBeUndefined();
    expect(first.data?.refundPayment).toMatchObject({ status: 'COMPLETED', amountKobo: part });
    expect(fake.payouts.refunds.filter((r) => r.transactionId === transactionId).map((r) => r.amount)).toEqual([
      part / 100,
    ]);
    const after = await ledgerOf([CASH, PLATFORM_FEES]);
    expect((after.get(CASH) ?? 0) - (before.get(CASH) ?? 0)).toBe(-part);
    const feePart = Math.round((part * Math.round(amount * 0.2)) / amount);
    expect((after.get(PLATFORM_FEES) ?? 0) - (before.get(PLATFORM_FEES) ?? 0)).toBe(feePart);
    expect((await balances(t, mentor.mentorId)).pendingKobo).toBe(pendingBefore - (part - feePart));
    const mails = await mailsTo(t, email, 'refund-issued');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.data).toMatchObject({ amountKobo: part, full: false, test: false });

    const [invoice] = await db().select().from(bookingInvoices).where(eq(bookingInvoices.bookingId, booking.id));
    expect(invoice?.status).toBe('PAID');

    // More than is left is refused, and asks the provider nothing.
    const calls = fake.calls.length;
    const tooMuch = await refund(payment.id, amount - part + 1);
    expect(tooMuch.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(fake.calls.length).toBe(calls);

    // No amount: all of what is left. The invoice, if any, reads REFUNDED; the mentor's share is all reversed.
    const rest = await refund(payment.id, null);
    expect(rest.data?.refundPayment).toMatchObject({ status: 'COMPLETED', amountKobo: amount - part });
    expect((await balances(t, mentor.mentorId)).pendingKobo).toBe(0);
    const end = await ledgerOf([CASH]);
    expect((end.get(CASH) ?? 0) - (before.get(CASH) ?? 0)).toBe(-amount);
    expect((await refund(payment.id, 100)).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const invoices = await db().select().from(bookingInvoices).where(eq(bookingInvoices.bookingId, booking.id));
    expect(invoices.map((i) => i.status)).toEqual(['REFUNDED']);
    expect((await mailsTo(t, email, 'refund-issued')).map((m) => m.data.full)).toEqual([false, true]);
    expect(await t.app.services.ledger.service.unbalanced()).toEqual([]);
  });

  it('keeps a refund the provider did not answer (503) pending, and sends it once on the retry', async () => {
    const { payment, transactionId, email } = await paidBooking();
    fake.payouts.down.refund = 1;
    const res = await refund(payment.id, null);
    expect(res.data?.refundPayment).toMatchObject({ status: 'PENDING' });
    expect(res.data?.refundPayment.failureReason).toMatch(/^Retrying: /);
    // Pending money is spoken for: a second refund of the whole payment is refused meanwhile.
    expect((await refund(payment.id, null)).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    await db()
      .update(refunds)
      .set({ nextCheckAt: new Date(Date.now() - 1000) })
      .where(eq(refunds.paymentId, payment.id));
    await t.app.services.payouts.refunds.retryRefunds();
    const [row] = await db().select().from(refunds).where(eq(refunds.paymentId, payment.id));
    expect(row).toMatchObject({ status: 'completed', amountKobo: payment.amountKobo });
    expect(row?.postedAt).not.toBeNull();
    expect(fake.payouts.refunds.filter((r) => r.transactionId === transactionId)).toHaveLength(1);
    expect(await mailsTo(t, email, 'refund-issued')).toHaveLength(1);
  });

  it('does not refund twice when the provider made a partial refund but answered 503: the retry finds it', async () => {
    const { mentor, payment, transactionId, email } = await paidBooking();
    const part = Math.round(payment.amountKobo / 4);
    const pendingBefore = (await balances(t, mentor.mentorId)).pendingKobo;
    fake.payouts.loseNextRefundAnswers = 1;
    const res = await refund(payment.id, part);
    expect(res.data?.refundPayment).toMatchObject({ status: 'PENDING' });
    expect(fake.payouts.refunds.filter((r) => r.transactionId === transactionId)).toHaveLength(1);
    // Later refunds of other transactions fill the first page of GET /refunds (newest first): ours is on page 2.
    fake.payouts.refundPageSize = 2;
    const others = [await paidBooking(), await paidBooking()];
    for (const other of others) expect((await refund(other.payment.id, 100)).errors).toBeUndefined();
    const cashBefore = (await ledgerOf([CASH])).get(CASH) ?? 0;

    // The look-up itself unanswered: still pending, and no second refund is asked for.
    fake.payouts.down.refunds = 1;
    const due = () =>
      db()
        .update(refunds)
        .set({ nextCheckAt: new Date(Date.now() - 1000) })
        .where(eq(refunds.paymentId, payment.id));
    await due();
    await t.app.services.payouts.refunds.retryRefunds();
    expect((await db().select().from(refunds).where(eq(refunds.paymentId, payment.id)))[0]?.status).toBe('pending');

    await due();
    await t.app.services.payouts.refunds.retryRefunds();
    await due();
    await t.app.services.payouts.refunds.retryRefunds();
    const [row] = await db().select().from(refunds).where(eq(refunds.paymentId, payment.id));
    const made = fake.payouts.refunds.filter((r) => r.transactionId === transactionId);
    expect(made).toHaveLength(1);
    expect(row).toMatchObject({ status: 'completed', amountKobo: part, providerRefundId: String(made[0]!.id) });
    expect(fake.calls.some((c) => c.method === 'GET' && /^\/v3\/refunds\?from=.*&page=2$/.test(c.path))).toBe(true);
    // The ledger reversed once: cash down by the part, the mentor's pending share by the mentor's part of it; one mail.
    const fee = Math.round(payment.amountKobo * 0.2);
    const feePart = Math.round((part * fee) / payment.amountKobo);
    expect(((await ledgerOf([CASH])).get(CASH) ?? 0) - cashBefore).toBe(-part);
    expect((await balances(t, mentor.mentorId)).pendingKobo).toBe(pendingBefore - (part - feePart));
    expect(await mailsTo(t, email, 'refund-issued')).toHaveLength(1);
    expect(await t.app.services.ledger.service.unbalanced()).toEqual([]);
  });

  it('is refused to non-admins, and for a payment that does not exist', async () => {
    const { payment, mentor } = await paidBooking();
    const asMentor = await t.gql(
      REFUND,
      { id: payment.id, amount: null, reason: 'Please refund' },
      { cookie: mentor.cookie },
    );
    expect(asMentor.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const missing = await refund('00000000-0000-4000-8000-000000000000', null);
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await db().select().from(refunds).where(eq(refunds.paymentId, payment.id))).toHaveLength(0);
  });
});

describe('the automatic refund on cancel', () => {
  it('refunds a paid plan cancelled within 7 days of paying, with no session held, in full', async () => {
    const { booking, payment, email, mentor, transactionId } = await paidBooking();
    const cancelled = await t.gql<{ cancelBooking: { paid: boolean } }>(CANCEL, {
      id: booking.id,
      token: booking.token,
    });
    expect(cancelled.data?.cancelBooking.paid).toBe(true);
    const [recorded] = await db().select().from(refunds).where(eq(refunds.paymentId, payment.id));
    expect(recorded).toMatchObject({
      automatic: true,
      status: 'pending',
      amountKobo: payment.amountKobo,
      requestedBy: 'system',
    });
    await t.app.services.payouts.refunds.retryRefunds();
    const [done] = await db().select().from(refunds).where(eq(refunds.paymentId, payment.id));
    expect(done?.status).toBe('completed');
    expect(fake.payouts.refunds.find((r) => r.transactionId === transactionId)?.amount).toBe(payment.amountKobo / 100);
    expect((await balances(t, mentor.mentorId)).pendingKobo).toBe(0);
    expect(await mailsTo(t, email, 'refund-issued')).toHaveLength(1);
  });

  it('does not refund on its own a payment older than 7 days', async () => {
    const { booking, payment } = await paidBooking();
    await db()
      .update(payments)
      .set({ settledAt: new Date(Date.now() - 8 * 24 * 60 * 60 * 1000) })
      .where(eq(payments.id, payment.id));
    await t.gql(CANCEL, { id: booking.id, token: booking.token });
    expect(await db().select().from(refunds).where(eq(refunds.paymentId, payment.id))).toHaveLength(0);
  });
});
