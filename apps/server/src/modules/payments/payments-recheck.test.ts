import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { operationLimits } from '../rate-limits/operation-limits';
import { nextIp, type TestApp } from '../../test/test-app';
import type { FakeFlutterwave } from '../../test/fake-flutterwave.types';
import { recheckPolicy } from './recheck-policy';
import { campPaymentOf } from './payments.fixtures';
import { START, SETTLE, useCardPaymentsApp } from './card-payments.fixtures';

const pay = useCardPaymentsApp();
const { newBooking, startOk, settleUrl, paymentOf, receiptsTo } = pay;
let t: TestApp;
let fake: FakeFlutterwave;
beforeAll(() => {
  ({ t, fake } = pay);
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
