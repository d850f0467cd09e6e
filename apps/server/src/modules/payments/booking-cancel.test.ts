import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BOOKING_CANCELLED, CANCELLED_PAID, CANCELLED_UNPAID } from '@eazy2con/shared/payments';
import { BOOKING_NOT_FOUND } from '../../lib/booking-access';
import { createTestApp, nextIp, type TestApp } from '../../test/test-app';
import { bookMentor, registerCamp, setCampPayment, type TestBooking } from './payments.fixtures';
import { sandboxCheckouts } from './payments.schema';

const CANCEL = `mutation ($kind: PayableBookingKind!, $bookingId: ID!, $token: String!) {
  cancelBooking(kind: $kind, bookingId: $bookingId, token: $token) { id kind cancelledAt paid message }
}`;
const START = `mutation ($kind: PayableBookingKind!, $bookingId: ID!, $token: String!) {
  startPayment(kind: $kind, bookingId: $bookingId, token: $token) { link txRef }
}`;

interface Cancelled {
  id: string;
  kind: string;
  cancelledAt: string;
  paid: boolean;
  message: string;
}

// The built-in sandbox provider (no FLW_SECRET_KEY): its checkout can be closed.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => {
  t.clientIp = nextIp();
});

const cancel = (kind: string, booking: TestBooking, token = booking.token) =>
  t.gql<{ cancelBooking: Cancelled }>(CANCEL, { kind, bookingId: booking.id, token });
const start = (kind: string, booking: TestBooking) =>
  t.gql<{ startPayment: { link: string; txRef: string } }>(START, {
    kind,
    bookingId: booking.id,
    token: booking.token,
  });
const cancelMails = async (to: string) =>
  (await t.app.services.mail.list({ to, limit: 50 })).items.filter((m) => m.template === 'booking-cancelled');
const team = () => t.config.site.email;

describe('cancelBooking', () => {
  it('cancels on the server: no payment can start afterwards, the booker and the team are mailed once', async () => {
    const email = `cancel-${Date.now()}@example.com`;
    const booking = await registerCamp(t, { email });
    const teamBefore = (await cancelMails(team())).length;

    const res = await cancel('CAMP', booking);
    expect(res.errors).toBeUndefined();
    expect(res.data?.cancelBooking).toMatchObject({
      id: booking.id,
      kind: 'CAMP',
      paid: false,
      message: CANCELLED_UNPAID,
    });

    const refused = await start('CAMP', booking);
    expect(refused.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(refused.errors?.[0]?.message).toBe(BOOKING_CANCELLED);

    // Again: the same answer, and nobody is mailed twice.
    const again = await cancel('CAMP', booking);
    expect(again.data?.cancelBooking).toEqual(res.data?.cancelBooking);
    expect(await cancelMails(email)).toHaveLength(1);
    expect((await cancelMails(team())).length).toBe(teamBefore + 1);
  });

  it('answers a wrong token as a missing booking and changes nothing', async () => {
    const booking = await registerCamp(t);
    const res = await cancel('CAMP', booking, 'not-the-token');
    expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(res.errors?.[0]?.message).toBe(BOOKING_NOT_FOUND);
    const missing = await cancel('CAMP', { ...booking, id: '00000000-0000-4000-8000-000000000000' });
    expect(missing.errors?.[0]?.message).toBe(BOOKING_NOT_FOUND);
    expect((await start('CAMP', booking)).errors).toBeUndefined(); // still payable
  });

  it('tells the booker of a paid booking that the team refunds it, and tells the team to', async () => {
    const email = `paid-cancel-${Date.now()}@example.com`;
    const booking = await registerCamp(t, { email });
    await setCampPayment(t, booking.id, 'PAID');
    const res = await cancel('CAMP', booking);
    expect(res.data?.cancelBooking).toMatchObject({ paid: true, message: CANCELLED_PAID });
    const [mail] = await cancelMails(email);
    expect(mail?.data).toMatchObject({ paid: true, forTeam: false });
    const teamMail = (await cancelMails(team())).find((m) => m.data.reference === booking.id);
    expect(teamMail?.data).toMatchObject({ paid: true, forTeam: true, email });
  });

  it("closes the booking's open sandbox checkout, so its Pay button finds nothing", async () => {
    const booking = await bookMentor(t, { audience: 'adult', type: 'Personal' });
    const started = await start('MENTOR', booking);
    const txRef = started.data?.startPayment.txRef ?? '';
    expect(txRef).toMatch(/^e2c-/);
    expect((await cancel('MENTOR', booking)).data?.cancelBooking.paid).toBe(false);
    const [checkout] = await t.database.db.select().from(sandboxCheckouts).where(eq(sandboxCheckouts.txRef, txRef));
    expect(checkout?.status).toBe('cancelled');
  });

  it('is limited per address (10 in 10 minutes)', async () => {
    const booking = await registerCamp(t);
    for (let i = 0; i < 10; i += 1) expect((await cancel('CAMP', booking)).errors).toBeUndefined();
    expect((await cancel('CAMP', booking)).errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
  });
});
