import { describe, expect, it } from 'vitest';
import { campPaymentOf } from './payments.fixtures';
import { useCardPaymentsApp } from './card-payments.fixtures';

/**
 * paymentResult: settlePayment as a read, so the server draws a result screen with its answer (decision 0049). It
 * decides nothing the provider did not: the same verification, settled once, the same answer however often asked.
 */
const pay = useCardPaymentsApp();

const RESULT = `query ($txRef: String!, $transactionId: String, $status: String) {
  paymentResult(txRef: $txRef, transactionId: $transactionId, status: $status) { status paid bookingKind bookingId txRef amountKobo }
}`;

/** What the result screen's address carries, as the page reads it. */
const argsOf = (redirect: string) => {
  const params = new URL(redirect).searchParams;
  return { txRef: params.get('tx_ref'), transactionId: params.get('transaction_id'), status: params.get('status') };
};

describe('paymentResult', () => {
  it('settles a paid checkout as settlePayment does, asking the provider once however often it is read', async () => {
    const booking = await pay.newBooking('result.read@example.com');
    const { txRef } = await pay.startOk(booking);
    const { redirect } = pay.fake.complete(txRef, 'successful');
    const before = pay.verifyCalls();

    const first = await pay.t.gql(RESULT, argsOf(redirect));
    expect(first.errors).toBeUndefined();
    expect(first.data).toEqual({
      paymentResult: {
        status: 'SUCCESSFUL',
        paid: true,
        bookingKind: 'CAMP',
        bookingId: booking.id,
        txRef,
        amountKobo: 1_800_000,
      },
    });
    expect(await campPaymentOf(pay.t, booking.id)).toMatchObject({ paymentStatus: 'PAID', paymentTxRef: txRef });

    const again = await pay.t.gql(RESULT, argsOf(redirect));
    expect(again.data).toEqual(first.data);
    expect(pay.verifyCalls() - before).toBe(1);
  });

  it('does not believe the address: status=successful on an unpaid checkout reads PENDING, nothing paid', async () => {
    const booking = await pay.newBooking('result.forged@example.com');
    const { txRef } = await pay.startOk(booking);
    const res = await pay.t.gql(RESULT, { txRef, transactionId: '123456', status: 'successful' });
    expect(res.data).toMatchObject({ paymentResult: { status: 'PENDING', paid: false } });
    expect(await campPaymentOf(pay.t, booking.id)).toMatchObject({ paymentStatus: 'AWAITING_PAYMENT' });
  });

  it('answers an unknown reference as not found', async () => {
    const res = await pay.t.gql(RESULT, { txRef: 'e2c-00000000-0000-4000-8000-000000000000' });
    expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
  });
});
