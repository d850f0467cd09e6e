import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app';
import type { FakeFlutterwave } from '../../test/fake-flutterwave.types';
import { paymentWebhookEvents } from './payments.schema';
import { campPaymentOf } from './payments.fixtures';
import { useCardPaymentsApp } from './card-payments.fixtures';
const pay = useCardPaymentsApp();
const { newBooking, startOk, settleUrl, paymentOf, receiptsTo, verifyCalls } = pay;
let t: TestApp;
let fake: FakeFlutterwave;
let webhookUrl: string;
beforeAll(() => {
  ({ t, fake, webhookUrl } = pay);
});
const db = () => t.database.db;

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
