import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app';
import type { FakeFlutterwave } from '../../test/fake-flutterwave.types';
import { campPaymentOf } from './payments.fixtures';
import { SETTLE, type Settled, CAMP_AMOUNT_KOBO, useCardPaymentsApp } from './card-payments.fixtures';

const pay = useCardPaymentsApp();
const { newBooking, startOk, settleUrl, paymentOf, receiptsTo, verifyCalls, logLines } = pay;
let t: TestApp;
let fake: FakeFlutterwave;
beforeAll(() => {
  ({ t, fake } = pay);
});
const AMOUNT_KOBO = CAMP_AMOUNT_KOBO;

describe('settlePayment from the result screen', () => {
  it('success: verified with Flutterwave, the booking is PAID with the tx_ref, and one receipt is queued', async () => {
    const booking = await newBooking('success.parent@example.com');
    const { txRef } = await startOk(booking);
    const { redirect, transaction } = fake.complete(txRef, 'successful');
    expect(redirect).toMatch(
      /^https:\/\/eazy2con\.example\/weekendcampsuccess\?status=successful&tx_ref=e2c-[\w-]+&transaction_id=\d+$/,
    );

    const res = await settleUrl(redirect);
    expect(res.errors).toBeUndefined();
    expect(res.data?.settlePayment).toEqual({
      status: 'SUCCESSFUL',
      paid: true,
      bookingKind: 'CAMP',
      bookingId: booking.id,
    });
    expect(await campPaymentOf(t, booking.id)).toMatchObject({ paymentStatus: 'PAID', paymentTxRef: txRef });
    expect(await paymentOf(txRef)).toMatchObject({
      status: 'successful',
      providerTxId: String(transaction?.id),
      paidKobo: AMOUNT_KOBO,
      flag: null,
      nextCheckAt: null,
    });
    expect((await paymentOf(txRef))?.verification).toMatchObject({
      id: transaction?.id,
      tx_ref: txRef,
      status: 'successful',
    });

    const [receipt] = await receiptsTo('success.parent@example.com');
    expect(receipt?.data).toMatchObject({
      name: 'Ngozi Okafor',
      item: 'Weekend Camp (2 children)',
      amountKobo: AMOUNT_KOBO,
      txRef,
      test: false,
    });
    const rendered = t.app.services.mail.render(receipt!);
    expect(rendered.text).toContain('₦18,000.00');
    expect(rendered.text).toContain(txRef);

    // What the result screen shows comes from the server: what was bought, its amount and the reference.
    const shown = await t.gql<{ settlePayment: { txRef: string; item: string; amountKobo: number } }>(
      `mutation ($txRef: String!) { settlePayment(txRef: $txRef) { txRef item amountKobo } }`,
      { txRef },
    );
    expect(shown.data?.settlePayment).toEqual({ txRef, item: 'Weekend Camp (2 children)', amountKobo: AMOUNT_KOBO });

    // A reload of the result screen: answered from the record, nothing asked or written again.
    const calls = verifyCalls();
    expect((await settleUrl(redirect)).data?.settlePayment.status).toBe('SUCCESSFUL');
    expect(verifyCalls()).toBe(calls);
    expect(await receiptsTo('success.parent@example.com')).toHaveLength(1);
  });

  it('failure: the booking is FAILED, no receipt; paying again later still works', async () => {
    const booking = await newBooking('failed.parent@example.com');
    const { txRef } = await startOk(booking);
    const { redirect } = fake.complete(txRef, 'failed');
    expect((await settleUrl(redirect)).data?.settlePayment).toMatchObject({ status: 'FAILED', paid: false });
    expect(await campPaymentOf(t, booking.id)).toMatchObject({ paymentStatus: 'FAILED', paymentTxRef: txRef });
    expect(await receiptsTo('failed.parent@example.com')).toHaveLength(0);

    const retry = await startOk(booking);
    expect((await settleUrl(fake.complete(retry.txRef, 'successful').redirect)).data?.settlePayment.status).toBe(
      'SUCCESSFUL',
    );
    expect(await campPaymentOf(t, booking.id)).toMatchObject({ paymentStatus: 'PAID', paymentTxRef: retry.txRef });
  });

  it('cancel: no transaction, the payment is cancelled and the booking still awaits payment', async () => {
    const booking = await newBooking();
    const { txRef } = await startOk(booking);
    const { redirect } = fake.complete(txRef, 'cancelled');
    expect(new URL(redirect).searchParams.has('transaction_id')).toBe(false);
    expect((await settleUrl(redirect)).data?.settlePayment).toMatchObject({ status: 'CANCELLED', paid: false });
    expect(await campPaymentOf(t, booking.id)).toMatchObject({ paymentStatus: 'AWAITING_PAYMENT', paymentTxRef: null });
  });

  it('a failed attempt the customer retries on the same checkout and then pays is settled as paid', async () => {
    const booking = await newBooking();
    const { txRef } = await startOk(booking);
    const failed = fake.complete(txRef, 'failed');
    expect((await settleUrl(failed.redirect)).data?.settlePayment.status).toBe('FAILED');
    const paid = fake.complete(txRef, 'successful');
    expect((await settleUrl(paid.redirect)).data?.settlePayment.status).toBe('SUCCESSFUL');
    expect((await campPaymentOf(t, booking.id))?.paymentStatus).toBe('PAID');
  });
});

describe('forged result URLs mark nothing paid', () => {
  it('an unknown tx_ref: NOT_FOUND, and Flutterwave is not asked', async () => {
    const calls = fake.calls.length;
    for (const txRef of ['e2c-00000000-0000-4000-8000-000000000000', 'whatever', '']) {
      const res = await t.gql(SETTLE, { txRef, transactionId: '123', status: 'successful' });
      expect(res.errors?.[0]).toMatchObject({
        message: 'This payment was not found',
        extensions: { code: 'NOT_FOUND' },
      });
    }
    expect(fake.calls.length).toBe(calls);
  });

  it("another booking's paid transaction under this booking's tx_ref: refused, this booking stays unpaid", async () => {
    const paidBooking = await newBooking();
    const paid = await startOk(paidBooking);
    const paidTx = fake.complete(paid.txRef, 'successful').transaction!;
    await settleUrl(
      `https://eazy2con.example/weekendcampsuccess?status=successful&tx_ref=${paid.txRef}&transaction_id=${paidTx.id}`,
    );

    const victim = await newBooking();
    const open = await startOk(victim);
    const forged = `https://eazy2con.example/weekendcampsuccess?status=successful&tx_ref=${open.txRef}&transaction_id=${paidTx.id}`;
    expect((await settleUrl(forged)).data?.settlePayment).toMatchObject({
      status: 'PENDING',
      paid: false,
      bookingId: victim.id,
    });
    expect((await campPaymentOf(t, victim.id))?.paymentStatus).toBe('AWAITING_PAYMENT');
    expect(await paymentOf(open.txRef)).toMatchObject({ status: 'pending', providerTxId: null });
    // The paid booking's own tx_ref answers for that booking only.
    const other = await settleUrl(`https://eazy2con.example/weekendcampsuccess?status=successful&tx_ref=${paid.txRef}`);
    expect(other.data?.settlePayment).toMatchObject({ status: 'SUCCESSFUL', bookingId: paidBooking.id });
    expect((await campPaymentOf(t, victim.id))?.paymentStatus).toBe('AWAITING_PAYMENT');
  });

  it('a real tx_ref never paid, with status=successful and a made-up transaction id: pending, nothing paid', async () => {
    const booking = await newBooking();
    const { txRef } = await startOk(booking);
    for (const transactionId of [null, '999999999']) {
      const res = await t.gql<{ settlePayment: Settled }>(SETTLE, { txRef, transactionId, status: 'successful' });
      expect(res.data?.settlePayment).toMatchObject({ status: 'PENDING', paid: false });
    }
    expect((await campPaymentOf(t, booking.id))?.paymentStatus).toBe('AWAITING_PAYMENT');
  });

  it('refuses malformed input with BAD_USER_INPUT, never a 500', async () => {
    const booking = await newBooking();
    const { txRef } = await startOk(booking);
    const res = await t.gql(SETTLE, { txRef, transactionId: '12; drop table payments', status: 'successful' });
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('verifications that do not add up are refused and logged', () => {
  const settleTampered = async (tamper: FakeFlutterwave['tamper']) => {
    const booking = await newBooking();
    const { txRef } = await startOk(booking);
    const { redirect } = fake.complete(txRef, 'successful');
    fake.tamper = tamper;
    const res = await settleUrl(redirect);
    fake.tamper = null;
    return { res, booking, txRef };
  };

  it('a smaller amount: failed, flagged amount_short, the booking not paid', async () => {
    const { res, booking, txRef } = await settleTampered({ amount: 17_999.99 });
    expect(res.data?.settlePayment).toMatchObject({ status: 'FAILED', paid: false });
    expect(await paymentOf(txRef)).toMatchObject({ status: 'failed', flag: 'amount_short', paidKobo: 1_799_999 });
    expect((await campPaymentOf(t, booking.id))?.paymentStatus).toBe('FAILED');
    expect(logLines.some((l) => l.includes('verification refused') && l.includes(txRef) && l.includes('1799999'))).toBe(
      true,
    );
  });

  it('another currency: failed, flagged currency_mismatch', async () => {
    const { res, booking, txRef } = await settleTampered({ currency: 'USD' });
    expect(res.data?.settlePayment.status).toBe('FAILED');
    expect(await paymentOf(txRef)).toMatchObject({ flag: 'currency_mismatch' });
    expect((await campPaymentOf(t, booking.id))?.paymentStatus).toBe('FAILED');
  });

  it('another tx_ref: pending, nothing recorded against this payment', async () => {
    const { res, booking, txRef } = await settleTampered({ txRef: 'e2c-someone-else' });
    expect(res.data?.settlePayment.status).toBe('PENDING');
    expect(await paymentOf(txRef)).toMatchObject({ status: 'pending', providerTxId: null, paidKobo: null });
    expect((await campPaymentOf(t, booking.id))?.paymentStatus).toBe('AWAITING_PAYMENT');
    expect(logLines.some((l) => l.includes('verification refused') && l.includes('e2c-someone-else'))).toBe(true);
  });

  it('a larger amount: paid, flagged overpaid for a refund of the difference', async () => {
    const { res, txRef } = await settleTampered({ amount: 20_000 });
    expect(res.data?.settlePayment.status).toBe('SUCCESSFUL');
    expect(await paymentOf(txRef)).toMatchObject({ status: 'successful', flag: 'overpaid', paidKobo: 2_000_000 });
  });
});
