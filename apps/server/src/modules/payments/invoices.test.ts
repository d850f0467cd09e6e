import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BOOKING_NOT_FOUND } from '../bookings/booking-access';
import { createTestApp, nextIp, type TestApp } from '../../test/test-app';
import { newTransferReference } from './invoices.service';
import { registerCamp, setCampPayment } from './payments.fixtures';

const OPEN = `mutation ($kind: PayableBookingKind!, $bookingId: ID!, $token: String!) {
  openInvoice(kind: $kind, bookingId: $bookingId, token: $token) { number reference createdAt name email item amountKobo paid }
}`;
interface Invoice {
  number: string;
  reference: string;
  createdAt: string;
  name: string;
  email: string;
  item: string;
  amountKobo: number;
  paid: boolean;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => {
  t.clientIp = nextIp();
});

const open = (booking: { id: string; token: string }, kind = 'CAMP') =>
  t.gql<{ openInvoice: Invoice }>(OPEN, { kind, bookingId: booking.id, token: booking.token });

describe('openInvoice', () => {
  it("shows the stored booking's figures with a transfer reference, and the same invoice every time", async () => {
    const booking = await registerCamp(t, { email: 'invoice.parent@example.com' });
    const first = await open(booking);
    expect(first.errors).toBeUndefined();
    const invoice = first.data!.openInvoice;
    expect(invoice).toMatchObject({
      name: 'Ngozi Okafor',
      email: 'invoice.parent@example.com',
      item: 'Weekend Camp (2 children)',
      amountKobo: 1_800_000,
      paid: false,
    });
    expect(invoice.reference).toMatch(/^E2C-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(invoice.number).toBe(String(new Date(invoice.createdAt).getTime()));
    const [again, atOnce] = await Promise.all([open(booking), open(booking)]);
    expect(again.data?.openInvoice).toEqual(invoice);
    expect(atOnce.data?.openInvoice).toEqual(invoice);

    const other = await open(await registerCamp(t));
    expect(other.data?.openInvoice.reference).not.toBe(invoice.reference);
  });

  it('says when the booking is already paid', async () => {
    const booking = await registerCamp(t);
    await setCampPayment(t, booking.id, 'PAID');
    expect((await open(booking)).data?.openInvoice.paid).toBe(true);
  });

  it('reads nothing without the right token', async () => {
    const booking = await registerCamp(t);
    const res = await open({ id: booking.id, token: 'wrong' });
    expect(res.errors?.[0]).toMatchObject({ message: BOOKING_NOT_FOUND, extensions: { code: 'NOT_FOUND' } });
  });

  it('makes references without letters that are easy to misread', () => {
    for (let i = 0; i < 200; i += 1) expect(newTransferReference()).not.toMatch(/[ILOU]/);
  });
});
