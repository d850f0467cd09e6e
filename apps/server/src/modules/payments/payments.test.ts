import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { campTuition } from '@eazy2con/shared/weekend-camp';
import { BOOKING_NOT_FOUND } from '../../lib/booking-access';
import { bootcampRegistrations } from '../bootcamp/bootcamp.schema';
import { register, validBootcamp } from '../bootcamp/test-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { FakeFlutterwave } from '../../test/fake-flutterwave.types';
import { payments } from './payments.schema';
import { bookMentor, campPaymentOf, mentorPaymentOf, registerCamp, setCampPayment } from './payments.fixtures';
import { START, CAMP_AMOUNT_KOBO, useCardPaymentsApp } from './card-payments.fixtures';

const pay = useCardPaymentsApp();
const { newBooking, start, startOk, settleUrl, paymentOf, receiptsTo } = pay;
let t: TestApp;
let fake: FakeFlutterwave;
beforeAll(() => {
  ({ t, fake } = pay);
});
const db = () => t.database.db;
const AMOUNT_KOBO = CAMP_AMOUNT_KOBO;

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
    ['adult', 'Personal', 49_000, '/book-mentor-payment'],
    ['adult', 'Premium', 99_000, '/book-mentor-payment'],
    ['kids', 'Individual', 34_999, '/success-booking'],
    ['kids', 'Family', 99_999, '/success-booking'],
  ] as const)('asks for the %s %s plan %i naira, back to %s', async (audience, type, naira, route) => {
    const booking = await bookMentor(t, { audience, type });
    const kind = audience === 'kids' ? 'KID_MENTOR' : 'MENTOR';
    const res = await t.gql<{ startPayment: { txRef: string } }>(START, {
      kind,
      bookingId: booking.id,
      token: booking.token,
    });
    expect(res.errors).toBeUndefined();
    expect(fake.checkoutOf(res.data!.startPayment.txRef)).toMatchObject({
      amount: naira,
      redirectUrl: `https://eazy2con.example${route}`,
    });
  });

  it('pays a kids mentor booking through its own kind only, and refuses a free trial', async () => {
    const booking = await bookMentor(t, { audience: 'kids', type: 'Family', email: 'kids.payer@example.com' });
    // The adults' kind does not reach a kids booking (it would send the browser to the wrong screen).
    expect(
      (await t.gql(START, { kind: 'MENTOR', bookingId: booking.id, token: booking.token })).errors?.[0]?.extensions
        ?.code,
    ).toBe('NOT_FOUND');
    const res = await t.gql<{ startPayment: { txRef: string } }>(START, {
      kind: 'KID_MENTOR',
      bookingId: booking.id,
      token: booking.token,
    });
    const { redirect } = fake.complete(res.data!.startPayment.txRef, 'successful');
    expect((await settleUrl(redirect)).data?.settlePayment).toMatchObject({
      status: 'SUCCESSFUL',
      bookingKind: 'KID_MENTOR',
      bookingId: booking.id,
    });
    expect(await mentorPaymentOf(t, booking.id)).toMatchObject({
      paymentStatus: 'PAID',
      paymentTxRef: res.data!.startPayment.txRef,
    });
    const [receipt] = await receiptsTo('kids.payer@example.com');
    expect(receipt?.data).toMatchObject({ item: 'Mentor (Family plan)', amountKobo: 9_999_900 });

    const trial = await bookMentor(t, { audience: 'adult', type: 'Trial' });
    expect(
      (await t.gql(START, { kind: 'MENTOR', bookingId: trial.id, token: trial.token })).errors?.[0]?.extensions?.code,
    ).toBe('CONFLICT');
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
    const started = await t.gql<{ startPayment: { txRef: string } }>(START, {
      kind: 'BOOTCAMP',
      bookingId: seat.id,
      token: seat.accessToken,
    });
    const txRef = started.data!.startPayment.txRef;
    expect(fake.checkoutOf(txRef)).toMatchObject({
      amount: 20_000,
      redirectUrl: 'https://eazy2con.example/bootcamp-payment',
    });
    const { redirect } = fake.complete(txRef, 'successful');
    expect((await settleUrl(redirect)).data?.settlePayment).toMatchObject({
      status: 'SUCCESSFUL',
      bookingKind: 'BOOTCAMP',
      bookingId: seat.id,
    });
    const [row] = await db().select().from(bootcampRegistrations).where(eq(bootcampRegistrations.id, seat.id));
    expect(row).toMatchObject({ paymentStatus: 'PAID', paymentTxRef: txRef });
    const [receipt] = await receiptsTo('bootcamp.payer@example.com');
    expect(receipt?.data).toMatchObject({ item: 'Bootcamp Payment (Frontend)', amountKobo: 2_000_000 });
  });

  it('refuses a paid booking with CONFLICT, and a free one', async () => {
    const paid = await newBooking();
    await setCampPayment(t, paid.id, 'PAID');
    expect((await start(paid)).errors?.[0]).toMatchObject({
      message: 'This booking is already paid',
      extensions: { code: 'CONFLICT' },
    });
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
