import { count, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { campTuition } from '@eazy2con/shared/weekend-camp';
import { BOOKING_NOT_FOUND } from '../bookings/booking-access';
import { bootcampRegistrations } from '../bootcamp/bootcamp.schema';
import { register, validBootcamp } from '../bootcamp/test-helpers';
import { mailOutbox } from '../mail/mail.schema';
import { operationLimits } from '../rate-limits/operation-limits';
import { createTestApp, nextIp, type TestApp } from '../../test/test-app';
import { startFakeFlutterwave, type FakeFlutterwave } from '../../test/fake-flutterwave';
import { payments, paymentWebhookEvents } from './payments.schema';
import { recheckPolicy } from './payments.service';
import { WEBHOOK_PATH } from './payments.routes';
import { bookMentor, campPaymentOf, mentorPaymentOf, registerCamp, setCampPayment } from './payments.fixtures';

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

const AMOUNT_KOBO = 1_800_000; // ₦18,000: the camp for two children
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
  t.gql<{ startPayment: { link: string; txRef: string } }>(START, { kind: 'CAMP', bookingId: booking.id, token: booking.token });
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

describe('startPayment', () => {
  it('asks Flutterwave for a Standard checkout of the stored amount and answers its link', async () => {
    const booking = await newBooking('ada.parent@example.com');
    const { link, txRef } = await startOk(booking);
    expect(txRef).toMatch(/^e2c-[0-9a-f-]{36}$/);
    expect(link).toMatch(new RegExp(`^${fake.url}/v3/hosted/pay/flwlnk-`));
    const call = fake.calls.find((c) => c.path === '/v3/payments' && c.body?.tx_ref === txRef);
    expect(call?.authorization).toBe(`Bearer ${fake.secretKey}`);
    expect(call?.body).toEqual({
      tx_ref: txRef,
      amount: 18_000,
      currency: 'NGN',
      redirect_url: 'https://eazy2con.example/weekendcampsuccess',
      payment_options: 'card,mobilemoney,ussd',
      customer: { email: 'ada.parent@example.com', name: 'Ngozi Okafor', phonenumber: '+234 803 000 2222' },
      customizations: { title: 'Payment Portal', description: 'Enrollment Fee' },
      meta: { bookingKind: 'camp', bookingId: booking.id },
    });
    expect(await paymentOf(txRef)).toMatchObject({
      status: 'pending',
      amountKobo: AMOUNT_KOBO,
      currency: 'NGN',
      provider: 'flutterwave',
      bookingKind: 'camp',
      bookingId: booking.id,
    });
  });

  it('asks for the tuition of the number of kids, as the server priced the registration', async () => {
    for (const noOfKids of [1, 2, 5]) {
      const booking = await registerCamp(t, { noOfKids });
      const { txRef } = await startOk(booking);
      const asked = fake.calls.find((c) => c.path === '/v3/payments' && c.body?.tx_ref === txRef)?.body?.amount;
      expect(asked).toBe(campTuition(noOfKids));
      expect(booking.amountKobo).toBe(campTuition(noOfKids) * 100);
    }
  });

  it.each([
    ['adult', 'Team', 35_000, '/book-mentor-payment'],
    ['adult', 'Personal', 50_000, '/book-mentor-payment'],
    ['adult', 'Premium', 200_000, '/book-mentor-payment'],
    ['kids', 'Individual', 34_999, '/success-booking'],
    ['kids', 'Family', 99_999, '/success-booking'],
  ] as const)('asks for the %s %s plan %i naira, back to %s', async (audience, type, naira, route) => {
    const booking = await bookMentor(t, { audience, type });
    const kind = audience === 'kids' ? 'KID_MENTOR' : 'MENTOR';
    const res = await t.gql<{ startPayment: { txRef: string } }>(START, { kind, bookingId: booking.id, token: booking.token });
    expect(res.errors).toBeUndefined();
    expect(fake.checkoutOf(res.data!.startPayment.txRef)).toMatchObject({ amount: naira, redirectUrl: `https://eazy2con.example${route}` });
  });

  it("pays a kids mentor booking through its own kind only, and refuses a free trial", async () => {
    const booking = await bookMentor(t, { audience: 'kids', type: 'Family', email: 'kids.payer@example.com' });
    // The adults' kind does not reach a kids booking (it would send the browser to the wrong screen).
    expect((await t.gql(START, { kind: 'MENTOR', bookingId: booking.id, token: booking.token })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const res = await t.gql<{ startPayment: { txRef: string } }>(START, { kind: 'KID_MENTOR', bookingId: booking.id, token: booking.token });
    const { redirect } = fake.complete(res.data!.startPayment.txRef, 'successful');
    expect((await settleUrl(redirect)).data?.settlePayment).toMatchObject({ status: 'SUCCESSFUL', bookingKind: 'KID_MENTOR', bookingId: booking.id });
    expect(await mentorPaymentOf(t, booking.id)).toMatchObject({ paymentStatus: 'PAID', paymentTxRef: res.data!.startPayment.txRef });
    const [receipt] = await receiptsTo('kids.payer@example.com');
    expect(receipt?.data).toMatchObject({ item: 'Mentor (Family plan)', amountKobo: 9_999_900 });

    const trial = await bookMentor(t, { audience: 'adult', type: 'Trial' });
    expect((await t.gql(START, { kind: 'MENTOR', bookingId: trial.id, token: trial.token })).errors?.[0]?.extensions?.code).toBe('CONFLICT');
  });

  it('gives every attempt a fresh tx_ref', async () => {
    const booking = await newBooking();
    const first = await startOk(booking);
    const second = await startOk(booking);
    expect(first.txRef).not.toBe(second.txRef);
  });

  it('refuses a wrong token or an unknown id as NOT_FOUND, and asks Flutterwave for nothing', async () => {
    const booking = await newBooking();
    const before = fake.calls.length;
    for (const attempt of [
      { id: booking.id, token: 'not-the-token' },
      { id: '00000000-0000-4000-8000-000000000000', token: booking.token },
      { id: 'not-a-uuid', token: booking.token },
    ]) {
      const res = await start(attempt);
      expect(res.errors?.[0]).toMatchObject({ message: BOOKING_NOT_FOUND, extensions: { code: 'NOT_FOUND' } });
    }
    expect(fake.calls.length).toBe(before);
  });

  it('refuses a kind no booking module has registered with UNAVAILABLE', async () => {
    const other = await createTestApp({ payableBookings: {} });
    try {
      const booking = await registerCamp(other);
      const res = await other.gql(START, { kind: 'CAMP', bookingId: booking.id, token: booking.token });
      expect(res.errors?.[0]?.extensions?.code).toBe('UNAVAILABLE');
    } finally {
      await other.close();
    }
  });

  it('pays a bootcamp seat: the fee asked, the bootcamp result route, the registration PAID', async () => {
    const res = await register(t, validBootcamp('bootcamp.payer@example.com'));
    const seat = res.data!.createBootcamp;
    const started = await t.gql<{ startPayment: { txRef: string } }>(START, { kind: 'BOOTCAMP', bookingId: seat.id, token: seat.accessToken });
    const txRef = started.data!.startPayment.txRef;
    expect(fake.checkoutOf(txRef)).toMatchObject({ amount: 20_000, redirectUrl: 'https://eazy2con.example/bootcamp-payment' });
    const { redirect } = fake.complete(txRef, 'successful');
    expect((await settleUrl(redirect)).data?.settlePayment).toMatchObject({ status: 'SUCCESSFUL', bookingKind: 'BOOTCAMP', bookingId: seat.id });
    const [row] = await db().select().from(bootcampRegistrations).where(eq(bootcampRegistrations.id, seat.id));
    expect(row).toMatchObject({ paymentStatus: 'PAID', paymentTxRef: txRef });
    const [receipt] = await receiptsTo('bootcamp.payer@example.com');
    expect(receipt?.data).toMatchObject({ item: 'Bootcamp Payment (Frontend)', amountKobo: 2_000_000 });
  });

  it('refuses a paid booking with CONFLICT, and a free one', async () => {
    const paid = await newBooking();
    await setCampPayment(t, paid.id, 'PAID');
    expect((await start(paid)).errors?.[0]).toMatchObject({ message: 'This booking is already paid', extensions: { code: 'CONFLICT' } });
    const free = await newBooking();
    await setCampPayment(t, free.id, 'NOT_REQUIRED');
    expect((await start(free)).errors?.[0]?.extensions?.code).toBe('CONFLICT');
  });

  it('before a new checkout, finds an earlier one that was paid unheard of, and refuses to charge again', async () => {
    const booking = await newBooking();
    const { txRef } = await startOk(booking);
    fake.complete(txRef, 'successful'); // paid, but the browser never came back and no webhook arrived
    const again = await start(booking);
    expect(again.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect((await campPaymentOf(t, booking.id))?.paymentStatus).toBe('PAID');
  });

  it('answers UNAVAILABLE when Flutterwave cannot start a checkout, and the attempt cannot be paid', async () => {
    const booking = await newBooking();
    fake.fault = 'down';
    const res = await start(booking);
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAVAILABLE');
    const [attempt] = await db().select().from(payments).where(eq(payments.bookingId, booking.id));
    expect(attempt).toMatchObject({ status: 'cancelled', nextCheckAt: null });
  });

  it('answers UNAVAILABLE when Flutterwave refuses the key (error envelope)', async () => {
    const other = await createTestApp({ env: { FLW_SECRET_KEY: 'FLWSECK_TEST-wrong-X', FLW_BASE_URL: fake.baseUrl } });
    try {
      const booking = await registerCamp(other);
      const res = await other.gql(START, { kind: 'CAMP', bookingId: booking.id, token: booking.token });
      expect(res.errors?.[0]?.extensions?.code).toBe('UNAVAILABLE');
    } finally {
      await other.close();
    }
  });
});

describe('settlePayment from the result screen', () => {
  it('success: verified with Flutterwave, the booking is PAID with the tx_ref, and one receipt is queued', async () => {
    const booking = await newBooking('success.parent@example.com');
    const { txRef } = await startOk(booking);
    const { redirect, transaction } = fake.complete(txRef, 'successful');
    expect(redirect).toMatch(/^https:\/\/eazy2con\.example\/weekendcampsuccess\?status=successful&tx_ref=e2c-[\w-]+&transaction_id=\d+$/);

    const res = await settleUrl(redirect);
    expect(res.errors).toBeUndefined();
    expect(res.data?.settlePayment).toEqual({ status: 'SUCCESSFUL', paid: true, bookingKind: 'CAMP', bookingId: booking.id });
    expect(await campPaymentOf(t, booking.id)).toMatchObject({ paymentStatus: 'PAID', paymentTxRef: txRef });
    expect(await paymentOf(txRef)).toMatchObject({
      status: 'successful',
      providerTxId: String(transaction?.id),
      paidKobo: AMOUNT_KOBO,
      flag: null,
      nextCheckAt: null,
    });
    expect((await paymentOf(txRef))?.verification).toMatchObject({ id: transaction?.id, tx_ref: txRef, status: 'successful' });

    const [receipt] = await receiptsTo('success.parent@example.com');
    expect(receipt?.data).toMatchObject({ name: 'Ngozi Okafor', item: 'Weekend Camp (2 children)', amountKobo: AMOUNT_KOBO, txRef, test: false });
    const rendered = t.app.services.mail.render(receipt!);
    expect(rendered.text).toContain('₦18,000.00');
    expect(rendered.text).toContain(txRef);

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
    expect((await settleUrl(fake.complete(retry.txRef, 'successful').redirect)).data?.settlePayment.status).toBe('SUCCESSFUL');
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
      expect(res.errors?.[0]).toMatchObject({ message: 'This payment was not found', extensions: { code: 'NOT_FOUND' } });
    }
    expect(fake.calls.length).toBe(calls);
  });

  it("another booking's paid transaction under this booking's tx_ref: refused, this booking stays unpaid", async () => {
    const paidBooking = await newBooking();
    const paid = await startOk(paidBooking);
    const paidTx = fake.complete(paid.txRef, 'successful').transaction!;
    await settleUrl(`https://eazy2con.example/weekendcampsuccess?status=successful&tx_ref=${paid.txRef}&transaction_id=${paidTx.id}`);

    const victim = await newBooking();
    const open = await startOk(victim);
    const forged = `https://eazy2con.example/weekendcampsuccess?status=successful&tx_ref=${open.txRef}&transaction_id=${paidTx.id}`;
    expect((await settleUrl(forged)).data?.settlePayment).toMatchObject({ status: 'PENDING', paid: false, bookingId: victim.id });
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
    expect(logLines.some((l) => l.includes('verification refused') && l.includes(txRef) && l.includes('1799999'))).toBe(true);
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

describe('the webhook', () => {
  const events = async () => (await db().select({ n: count() }).from(paymentWebhookEvents))[0]?.n ?? 0;

  it('settles a payment after verifying it; the same delivery 10 times at once settles it once', async () => {
    const booking = await newBooking('webhook.parent@example.com');
    const { txRef } = await startOk(booking);
    const { transaction } = fake.complete(txRef, 'successful');
    const verifies = verifyCalls();
    const statuses = await Promise.all(Array.from({ length: 10 }, () => fake.deliverWebhook(webhookUrl, transaction!.id)));
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
    for (const options of [{ auth: 'none' as const }, { hash: 'guessed' }, { auth: 'signature-plain' as const, hash: 'guessed' }, { auth: 'signature-hmac' as const, hash: 'guessed' }]) {
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
      body: JSON.stringify({ event: 'charge.completed', data: { id: 1, tx_ref: 'someone-elses', status: 'successful' } }),
    });
    expect(stranger.status).toBe(200);
    const garbage = await fetch(webhookUrl, { method: 'POST', headers: { 'verif-hash': fake.secretHash }, body: 'not json' });
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
      Array.from({ length: 10 }, () => t.app.services.payments.service.settle(txRef, { transactionId: String(transaction!.id) })),
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

describe('the re-verify job', () => {
  afterEach(() => {
    vi.useRealTimers();
  });
  /** Moves the clock on (Date only; timers stay real, so timeouts still work). */
  const advance = (ms: number) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(Date.now() + ms));
  };
  /** Runs the job until nothing more is due (earlier tests leave pending payments behind too). */
  const runJob = async () => {
    for (let i = 0; i < 50; i += 1) if ((await t.app.services.payments.service.recheckDue()) === 0) return;
    throw new Error('the re-verify job did not finish');
  };

  it('Flutterwave down at the redirect: pending; once it is back, the job settles the payment', async () => {
    const booking = await newBooking('down.parent@example.com');
    const { txRef } = await startOk(booking);
    const { redirect } = fake.complete(txRef, 'successful');
    fake.fault = 'down';
    expect((await settleUrl(redirect)).data?.settlePayment).toMatchObject({ status: 'PENDING', paid: false });
    expect((await campPaymentOf(t, booking.id))?.paymentStatus).toBe('AWAITING_PAYMENT');
    const pending = await paymentOf(txRef);
    expect(pending?.nextCheckAt?.getTime()).toBeGreaterThan(Date.now());

    // Still down when the job runs: still pending, and the next check backs off.
    advance(recheckPolicy.firstAfterMs + 1000);
    await runJob();
    const stillPending = await paymentOf(txRef);
    expect(stillPending?.status).toBe('pending');
    expect(stillPending!.nextCheckAt!.getTime() - Date.now()).toBeGreaterThan(recheckPolicy.firstAfterMs);

    fake.fault = null;
    advance(recheckPolicy.maxGapMs);
    await runJob();
    expect(await paymentOf(txRef)).toMatchObject({ status: 'successful', nextCheckAt: null });
    expect((await campPaymentOf(t, booking.id))?.paymentStatus).toBe('PAID');
    expect(await receiptsTo('down.parent@example.com')).toHaveLength(1);
  });

  it('Flutterwave not answering in time, or dropping the connection: pending, never failed', async () => {
    const booking = await newBooking();
    const { txRef } = await startOk(booking);
    const { redirect } = fake.complete(txRef, 'successful');
    fake.fault = 'slow';
    fake.holdMs = 1_500;
    expect((await settleUrl(redirect)).data?.settlePayment.status).toBe('PENDING');
    fake.fault = 'reset';
    expect((await settleUrl(redirect)).data?.settlePayment.status).toBe('PENDING');
    expect((await campPaymentOf(t, booking.id))?.paymentStatus).toBe('AWAITING_PAYMENT');
  });

  it('a transaction reported pending that later succeeds is settled by the job', async () => {
    const booking = await newBooking();
    const { txRef } = await startOk(booking);
    const { redirect, transaction } = fake.complete(txRef, 'pending');
    expect((await settleUrl(redirect)).data?.settlePayment.status).toBe('PENDING');
    transaction!.status = 'successful';
    advance(recheckPolicy.maxGapMs);
    await runJob();
    expect((await campPaymentOf(t, booking.id))?.paymentStatus).toBe('PAID');
  });

  it('a closed tab: the checkout was paid but nobody came back; the job finds it a few minutes later', async () => {
    const booking = await newBooking();
    const { txRef } = await startOk(booking);
    fake.complete(txRef, 'successful');
    advance(recheckPolicy.firstAfterMs - 10_000);
    await runJob();
    expect((await paymentOf(txRef))?.status).toBe('pending');
    advance(11_000);
    await runJob();
    expect((await paymentOf(txRef))?.status).toBe('successful');
    expect((await campPaymentOf(t, booking.id))?.paymentStatus).toBe('PAID');
  });

  it('stops asking after two days: a checkout never paid ends cancelled', async () => {
    const booking = await newBooking();
    const { txRef } = await startOk(booking);
    advance(recheckPolicy.stopAfterMs + 60_000);
    await runJob();
    expect(await paymentOf(txRef)).toMatchObject({ status: 'cancelled', nextCheckAt: null });
    expect((await campPaymentOf(t, booking.id))?.paymentStatus).toBe('AWAITING_PAYMENT');
  });
});

describe('rate limits', () => {
  it('limits startPayment and settlePayment per address', async () => {
    const booking = await newBooking();
    const ip = nextIp();
    for (let i = 0; i < operationLimits.startPayment.max; i += 1) {
      expect((await t.gql(START, { kind: 'CAMP', bookingId: booking.id, token: booking.token }, { ip })).errors).toBeUndefined();
    }
    expect((await t.gql(START, { kind: 'CAMP', bookingId: booking.id, token: booking.token }, { ip })).errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    const settleIp = nextIp();
    const txRef = 'e2c-00000000-0000-4000-8000-000000000000';
    for (let i = 0; i < operationLimits.settlePayment.max; i += 1) await t.gql(SETTLE, { txRef }, { ip: settleIp });
    expect((await t.gql(SETTLE, { txRef }, { ip: settleIp })).errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
  });
});
