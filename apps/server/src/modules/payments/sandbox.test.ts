import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '../mail/mail.schema';
import { createTestApp, nextIp, type TestApp } from '../../test/test-app';
import { payments } from './payments.schema';
import { SANDBOX_LABEL } from './sandbox-page';
import { campPaymentOf, registerCamp } from './payments.fixtures';

const START = `mutation ($bookingId: ID!, $token: String!) { startPayment(kind: CAMP, bookingId: $bookingId, token: $token) { link txRef } }`;
const SETTLE = `mutation ($txRef: String!, $transactionId: String, $status: String) {
  settlePayment(txRef: $txRef, transactionId: $transactionId, status: $status) { status paid }
}`;

let t: TestApp;
beforeAll(async () => {
  // No FLW_SECRET_KEY: the built-in sandbox.
  t = await createTestApp({ env: { PUBLIC_URL: 'http://localhost:3000' } });
});
afterAll(() => t.close());
beforeEach(() => {
  t.clientIp = nextIp();
});

const startCheckout = async (email = `sandbox-${Math.random().toString(36).slice(2)}@example.com`) => {
  const booking = await registerCamp(t, { email, noOfKids: 4 });
  const res = await t.gql<{ startPayment: { link: string; txRef: string } }>(START, {
    bookingId: booking.id,
    token: booking.token,
  });
  expect(res.errors).toBeUndefined();
  return { booking, ...res.data!.startPayment };
};
const pathOf = (link: string) => new URL(link).pathname;
const choose = (link: string, outcome: string) =>
  t.app.http.inject({
    method: 'POST',
    url: pathOf(link),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ outcome }).toString(),
  });
const settle = (location: string) => {
  const q = new URL(location).searchParams;
  return t.gql<{ settlePayment: { status: string; paid: boolean } }>(SETTLE, {
    txRef: q.get('tx_ref'),
    transactionId: q.get('transaction_id'),
    status: q.get('status'),
  });
};

describe('the sandbox provider (no keys)', () => {
  it('serves a clearly labelled test checkout page on our server, with Pay, Fail and Cancel and no script', async () => {
    const { link, txRef } = await startCheckout('page.parent@example.com');
    expect(link).toMatch(/^http:\/\/localhost:3000\/api\/payments\/sandbox\/[0-9a-f-]{36}$/);
    const page = await t.app.http.inject({ method: 'GET', url: pathOf(link) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['content-security-policy']).toContain("form-action 'self'");
    expect(page.body).toContain(SANDBOX_LABEL);
    expect(page.body).toContain('Payment Portal');
    expect(page.body).toContain('Enrollment Fee');
    expect(page.body).toMatch(/NGN\s?34,000\.00|₦34,000\.00/);
    expect(page.body).toContain('page.parent@example.com');
    expect(page.body).toContain(txRef);
    for (const label of ['Pay', 'Fail', 'Cancel'])
      expect(page.body).toMatch(new RegExp(`<button[^>]*>${label}</button>`));
    expect(page.body).toContain(`<form method="post" action="${pathOf(link)}">`);
    expect(page.body).not.toMatch(/<script|\son\w+=/i);
  });

  it('Pay: redirects exactly as Flutterwave does, and the payment is verified from its own records', async () => {
    const { link, txRef, booking } = await startCheckout('pay.parent@example.com');
    const paid = await choose(link, 'successful');
    expect(paid.statusCode).toBe(303);
    const location = String(paid.headers.location);
    expect(location).toMatch(
      new RegExp(`^http://localhost:3000/weekendcampsuccess\\?status=successful&tx_ref=${txRef}&transaction_id=\\d+$`),
    );
    expect((await settle(location)).data?.settlePayment).toEqual({ status: 'SUCCESSFUL', paid: true });
    expect(await campPaymentOf(t, booking.id)).toMatchObject({ paymentStatus: 'PAID', paymentTxRef: txRef });
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.txRef, txRef));
    expect(payment).toMatchObject({ provider: 'sandbox', status: 'successful', paidKobo: 3_400_000 });
    const receipts = (
      await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'pay.parent@example.com'))
    ).filter((m) => m.template === 'payment-receipt');
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.data).toMatchObject({ test: true });
    expect(t.app.services.mail.render(receipts[0]!).text).toContain('no money moved');

    // The form sent again goes where the first answer went: one transaction only.
    const again = await choose(link, 'failed');
    expect(again.headers.location).toBe(location);
  });

  it('Fail: status=failed with the transaction; the booking is FAILED', async () => {
    const { link, booking } = await startCheckout();
    const failed = await choose(link, 'failed');
    const location = String(failed.headers.location);
    expect(new URL(location).searchParams.get('status')).toBe('failed');
    expect(new URL(location).searchParams.get('transaction_id')).toMatch(/^\d+$/);
    expect((await settle(location)).data?.settlePayment).toEqual({ status: 'FAILED', paid: false });
    expect((await campPaymentOf(t, booking.id))?.paymentStatus).toBe('FAILED');
  });

  it('Cancel: status=cancelled without a transaction id; the booking still awaits payment', async () => {
    const { link, booking } = await startCheckout();
    const cancelled = await choose(link, 'cancelled');
    const location = String(cancelled.headers.location);
    expect(new URL(location).searchParams.get('status')).toBe('cancelled');
    expect(new URL(location).searchParams.has('transaction_id')).toBe(false);
    expect((await settle(location)).data?.settlePayment).toEqual({ status: 'CANCELLED', paid: false });
    expect((await campPaymentOf(t, booking.id))?.paymentStatus).toBe('AWAITING_PAYMENT');
  });

  it('a forged success URL for an unpaid sandbox checkout pays nothing', async () => {
    const { txRef, booking } = await startCheckout();
    const paidElsewhere = await startCheckout();
    const location = String((await choose(paidElsewhere.link, 'successful')).headers.location);
    const otherId = new URL(location).searchParams.get('transaction_id');
    const forged = `http://localhost:3000/weekendcampsuccess?status=successful&tx_ref=${txRef}&transaction_id=${otherId}`;
    expect((await settle(forged)).data?.settlePayment).toEqual({ status: 'PENDING', paid: false });
    expect((await campPaymentOf(t, booking.id))?.paymentStatus).toBe('AWAITING_PAYMENT');
  });

  it('answers an unknown link with 404 and a bad outcome with 400', async () => {
    const missing = await t.app.http.inject({
      method: 'GET',
      url: '/api/payments/sandbox/00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
    expect((await t.app.http.inject({ method: 'GET', url: '/api/payments/sandbox/nope' })).statusCode).toBe(404);
    const { link } = await startCheckout();
    expect((await choose(link, 'steal')).statusCode).toBe(400);
  });

  it('refuses every webhook: the sandbox sends none', async () => {
    const res = await t.app.http.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', 'verif-hash': 'anything' },
      payload: JSON.stringify({ event: 'charge.completed', data: { id: 1, tx_ref: 'x', status: 'successful' } }),
    });
    expect(res.statusCode).toBe(401);
  });
});
