import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mailOutbox } from '../mail/mail.schema';
import { operationLimits } from '../rate-limits/operation-limits';
import { createTestApp, nextIp, type TestApp } from '../../test/test-app';
import { startFakeFlutterwave } from '../../test/fake-flutterwave';
import type { FakeFlutterwave } from '../../test/fake-flutterwave.types';
import { payments } from './payments.schema';
import { recheckPolicy } from './recheck-policy';
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
  await t.app.http.listen({ port: 0, host: '127.0.0.1' });
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
      expect(
        (await t.gql(START, { kind: 'CAMP', bookingId: booking.id, token: booking.token }, { ip })).errors,
      ).toBeUndefined();
    }
    expect(
      (await t.gql(START, { kind: 'CAMP', bookingId: booking.id, token: booking.token }, { ip })).errors?.[0]
        ?.extensions?.code,
    ).toBe('RATE_LIMITED');
    const settleIp = nextIp();
    const txRef = 'e2c-00000000-0000-4000-8000-000000000000';
    for (let i = 0; i < operationLimits.settlePayment.max; i += 1) await t.gql(SETTLE, { txRef }, { ip: settleIp });
    expect((await t.gql(SETTLE, { txRef }, { ip: settleIp })).errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
  });
});
