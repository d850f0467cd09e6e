import { count, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '../mail/mail.schema';
import { createTestApp, nextIp, type TestApp } from '../../test/test-app';
import { startFakeFlutterwave } from '../../test/fake-flutterwave';
import type { FakeFlutterwave } from '../../test/fake-flutterwave.types';
import { payments, paymentWebhookEvents } from './payments.schema';
import { WEBHOOK_PATH } from './payments.routes';
import { campPaymentOf, registerCamp } from './payments.fixtures';

const START = `mutation ($kind: PayableBookingKind!, $bookingId: ID!, $token: String!) {
  startPayment(kind: $kind, bookingId: $bookingId, token: $token) { link txRef }
}`;
const SETTLE = `mutation ($txRef: String!, $transactionId: String, $status: String) {
  settlePayment(txRef: $txRef, transactionId: $transactionId, status: $status) { status paid bookingKind bookingId }
}`;

interface Settled {
  status: 'PENDING' | 'SUCCESSFUL' | 'FAILED' | 'CANCELLED';
  paid: boolean;
  bookingKind: string;
  bookingId: string;
}
let t: TestApp;
let fake: FakeFlutterwave;
let webhookUrl: string;
const logLines: string[] = [];

beforeAll(async () => {
  fake = await startFakeFlutterwave();
  t = await createTestApp({
    env: {
      PUBLIC_URL: 'https://eazy2con.example',
      FLW_SECRET_KEY: fake.secretKey,
      FLW_SECRET_HASH: fake.secretHash,
      FLW_BASE_URL: fake.baseUrl,
      FLW_TIMEOUT_MS: '400',
      BOOTCAMP_OPEN: '1',
      BOOTCAMP_START_DATE: '2030-03-04',
    },
    log: pino({ level: 'info' }, { write: (line: string) => void logLines.push(line) }),
  });
  webhookUrl = `${await t.app.http.listen({ port: 0, host: '127.0.0.1' })}${WEBHOOK_PATH}`;
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  t.clientIp = nextIp();
  fake.fault = null;
  fake.tamper = null;
});

const db = () => t.database.db;
const newBooking = (email?: string) => registerCamp(t, { email });
const start = (booking: { id: string; token: string }) =>
  t.gql<{ startPayment: { link: string; txRef: string } }>(START, {
    kind: 'CAMP',
    bookingId: booking.id,
    token: booking.token,
  });
const startOk = async (booking: { id: string; token: string }) => {
  const res = await start(booking);
  expect(res.errors).toBeUndefined();
  return res.data!.startPayment;
};
/** What the result screen does with the URL the provider sent the browser back to. */
const settleUrl = (redirect: string) => {
  const q = new URL(redirect).searchParams;
  return t.gql<{ settlePayment: Settled }>(SETTLE, {
    txRef: q.get('tx_ref'),
    transactionId: q.get('transaction_id'),
    status: q.get('status'),
  });
};
const paymentOf = async (txRef: string) => (await db().select().from(payments).where(eq(payments.txRef, txRef)))[0];
const receiptsTo = async (to: string) =>
  (await db().select().from(mailOutbox).where(eq(mailOutbox.to, to))).filter((m) => m.template === 'payment-receipt');
const verifyCalls = () => fake.calls.filter((c) => c.path.startsWith('/v3/transactions')).length;

describe('the webhook', () => {
  const events = async () => (await db().select({ n: count() }).from(paymentWebhookEvents))[0]?.n ?? 0;

  it('settles a payment after verifying it; the same delivery 10 times at once settles it once', async () => {
    const booking = await newBooking('webhook.parent@example.com');
    const { txRef } = await startOk(booking);
    const { transaction } = fake.complete(txRef, 'successful');
    const verifies = verifyCalls();
    const statuses = await Promise.all(
      Array.from({ length: 10 }, () => fake.deliverWebhook(webhookUrl, transaction!.id)),
    );
    expect(statuses).toEqual(Array(10).fill(200));
    await t.app.services.payments.webhooks.idle();
    expect(await campPaymentOf(t, booking.id)).toMatchObject({ paymentStatus: 'PAID', paymentTxRef: txRef });
    expect(await receiptsTo('webhook.parent@example.com')).toHaveLength(1);
    // Verified with the API once; nine deliveries were recognised as repeats.
    expect(verifyCalls() - verifies).toBe(1);
  });

  it('refuses a missing or wrong secret hash with 401 and writes nothing', async () => {
    const booking = await newBooking();
    const { txRef } = await startOk(booking);
    const { transaction } = fake.complete(txRef, 'successful');
    const before = await events();
    const verifies = verifyCalls();
    for (const options of [
      { auth: 'none' as const },
      { hash: 'guessed' },
      { auth: 'signature-plain' as const, hash: 'guessed' },
      { auth: 'signature-hmac' as const, hash: 'guessed' },
    ]) {
      expect(await fake.deliverWebhook(webhookUrl, transaction!.id, options)).toBe(401);
    }
    await t.app.services.payments.webhooks.idle();
    expect(await events()).toBe(before);
    expect(verifyCalls()).toBe(verifies);
    expect(await paymentOf(txRef)).toMatchObject({ status: 'pending' });
  });

  it.each([
    ['flutterwave-signature with the plain secret', { auth: 'signature-plain' as const }],
    ['flutterwave-signature with the HMAC of the body', { auth: 'signature-hmac' as const }],
    ['the flat legacy shape', { shape: 'flat' as const }],
  ])('accepts %s', async (_name, options) => {
    const booking = await newBooking();
    const { txRef } = await startOk(booking);
    const { transaction } = fake.complete(txRef, 'successful');
    expect(await fake.deliverWebhook(webhookUrl, transaction!.id, options)).toBe(200);
    await t.app.services.payments.webhooks.idle();
    expect((await campPaymentOf(t, booking.id))?.paymentStatus).toBe('PAID');
  });

  it("never believes the webhook's own status: 'successful' for a failed transaction pays nothing", async () => {
    const booking = await newBooking();
    const { txRef } = await startOk(booking);
    const { transaction } = fake.complete(txRef, 'failed');
    expect(await fake.deliverWebhook(webhookUrl, transaction!.id, { status: 'successful' })).toBe(200);
    await t.app.services.payments.webhooks.idle();
    expect(await paymentOf(txRef)).toMatchObject({ status: 'failed' });
    expect((await campPaymentOf(t, booking.id))?.paymentStatus).toBe('FAILED');
  });

  it('answers 200 to events that are not about a charge, and to tx_refs that are not ours, changing nothing', async () => {
    const booking = await newBooking();
    const { txRef } = await startOk(booking);
    const { transaction } = fake.complete(txRef, 'successful');
    expect(await fake.deliverWebhook(webhookUrl, transaction!.id, { event: 'transfer.completed' })).toBe(200);
    const stranger = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'verif-hash': fake.secretHash },
      body: JSON.stringify({
        event: 'charge.completed',
        data: { id: 1, tx_ref: 'someone-elses', status: 'successful' },
      }),
    });
    expect(stranger.status).toBe(200);
    const garbage = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'verif-hash': fake.secretHash },
      body: 'not json',
    });
    expect(garbage.status).toBe(200);
    await t.app.services.payments.webhooks.idle();
    expect(await paymentOf(txRef)).toMatchObject({ status: 'pending' });
  });

  it('resend-hook delivers the event again; the repeat changes nothing', async () => {
    const booking = await newBooking('resend.parent@example.com');
    const { txRef } = await startOk(booking);
    const { transaction } = fake.complete(txRef, 'successful');
    fake.webhookUrl = webhookUrl;
    try {
      for (let i = 0; i < 2; i += 1) {
        const res = await fetch(`${fake.baseUrl}/transactions/${transaction!.id}/resend-hook`, {
          method: 'POST',
          headers: { authorization: `Bearer ${fake.secretKey}` },
        });
        expect(await res.json()).toMatchObject({ status: 'success', data: 'hook sent' });
      }
    } finally {
      fake.webhookUrl = null;
    }
    await t.app.services.payments.webhooks.idle();
    expect(await receiptsTo('resend.parent@example.com')).toHaveLength(1);
  });
});

describe('settling the same payment at once from several places', () => {
  it('the result route and the webhook racing settle it once', async () => {
    const booking = await newBooking('race.parent@example.com');
    const { txRef } = await startOk(booking);
    const { redirect, transaction } = fake.complete(txRef, 'successful');
    const [route, hook] = await Promise.all([settleUrl(redirect), fake.deliverWebhook(webhookUrl, transaction!.id)]);
    await t.app.services.payments.webhooks.idle();
    expect(route.data?.settlePayment.status).toBe('SUCCESSFUL');
    expect(hook).toBe(200);
    expect(await receiptsTo('race.parent@example.com')).toHaveLength(1);
    expect((await campPaymentOf(t, booking.id))?.paymentStatus).toBe('PAID');
  });

  it('ten concurrent settlements (no dedupe in front) write it once', async () => {
    const booking = await newBooking('ten.parent@example.com');
    const { txRef } = await startOk(booking);
    const { transaction } = fake.complete(txRef, 'successful');
    const settled = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.app.services.payments.service.settle(txRef, { transactionId: String(transaction!.id) }),
      ),
    );
    expect(settled.every((p) => p?.status === 'successful')).toBe(true);
    expect(new Set(settled.map((p) => p?.settledAt?.getTime())).size).toBe(1);
    expect(await receiptsTo('ten.parent@example.com')).toHaveLength(1);
  });

  it('two checkouts of one booking both paid: the second is kept as paid but flagged for a refund', async () => {
    const booking = await newBooking();
    const first = await startOk(booking);
    const second = await startOk(booking);
    const one = fake.complete(first.txRef, 'successful');
    const two = fake.complete(second.txRef, 'successful');
    await settleUrl(one.redirect);
    await settleUrl(two.redirect);
    expect(await campPaymentOf(t, booking.id)).toMatchObject({ paymentStatus: 'PAID', paymentTxRef: first.txRef });
    expect(await paymentOf(second.txRef)).toMatchObject({ status: 'successful', flag: 'booking_already_paid' });
  });
});
