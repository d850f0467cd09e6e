import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '../mail/mail.schema';
import { createTestApp, nextIp, type TestApp } from '../../test/test-app';
import { invoiceTransferAccounts, payments } from './payments.schema';
import { mentorBookings } from '../bookings/mentor-bookings.schema';
import { bookMentor, mentorPaymentOf } from './payments.fixtures';
import { SANDBOX_BANK_NAME } from './sandbox-transfers.repo';

// With no payment keys, the built-in sandbox gives each invoice a test account and simulates transfers into it,
// settled through the same verification and settlement as a Flutterwave transfer.

const FIELDS = `id number status paid sandbox transfer { bankName accountNumber amountKobo expired sandbox }`;
const OPEN = `mutation ($bookingId: ID!, $token: String!) {
  openInvoice(kind: MENTOR, bookingId: $bookingId, token: $token) { ${FIELDS} } }`;
const SIMULATE = `mutation ($id: ID!, $token: String!, $outcome: SimulatedTransfer!) {
  simulateTransfer(id: $id, token: $token, outcome: $outcome) { ${FIELDS} } }`;

interface Invoice {
  id: string;
  number: string;
  status: string;
  paid: boolean;
  sandbox: boolean;
  transfer: { bankName: string; accountNumber: string; amountKobo: number; expired: boolean; sandbox: boolean } | null;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => {
  t.clientIp = nextIp();
});

const opened = async (email?: string) => {
  const booking = await bookMentor(t, { audience: 'adult', type: 'Personal', email });
  const res = await t.gql<{ openInvoice: Invoice }>(OPEN, { bookingId: booking.id, token: booking.token });
  expect(res.errors).toBeUndefined();
  return { booking, invoice: res.data!.openInvoice };
};
const simulate = (invoice: Invoice, token: string, outcome: 'FULL' | 'SHORT' | 'EXCESS') =>
  t.gql<{ simulateTransfer: Invoice }>(SIMULATE, { id: invoice.id, token, outcome });

describe('the sandbox bank transfer', () => {
  it('gives a labelled test account for exactly the amount, the same on every open', async () => {
    const { booking, invoice } = await opened();
    expect(invoice.sandbox).toBe(true);
    expect(invoice.transfer).toMatchObject({
      bankName: SANDBOX_BANK_NAME,
      amountKobo: booking.amountKobo,
      expired: false,
      sandbox: true,
    });
    expect(invoice.transfer!.accountNumber).toMatch(/^99\d{8}$/);
    // Opening the invoice records the choice of a bank transfer on the booking (the admin lists show it).
    const [row] = await t.database.db.select().from(mentorBookings).where(eq(mentorBookings.id, booking.id));
    expect(row?.transferOption).toBe(true);
    const again = await t.gql<{ openInvoice: Invoice }>(OPEN, { bookingId: booking.id, token: booking.token });
    expect(again.data?.openInvoice.transfer).toEqual(invoice.transfer);
  });

  it('a simulated full transfer pays the booking with no admin step; a second one finds nothing to pay', async () => {
    const email = `sandbox-transfer-${Date.now()}@example.com`;
    const { booking, invoice } = await opened(email);
    const paid = await simulate(invoice, booking.token, 'FULL');
    expect(paid.errors).toBeUndefined();
    expect(paid.data?.simulateTransfer).toMatchObject({ status: 'PAID', paid: true });
    expect((await mentorPaymentOf(t, booking.id))?.paymentStatus).toBe('PAID');
    const [payment] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.txRef, `invoice:${invoice.id}:1`));
    expect(payment).toMatchObject({ status: 'successful', provider: 'sandbox', method: 'bank_transfer' });
    const receipts = (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).filter(
      (m) => m.template === 'payment-receipt',
    );
    expect(receipts).toHaveLength(1);
    const twice = await simulate(invoice, booking.token, 'FULL');
    expect(twice.errors?.[0]?.extensions?.code).toBe('CONFLICT');
  });

  it.each(['SHORT', 'EXCESS'] as const)('a simulated %s transfer is held, never paid', async (outcome) => {
    const { booking, invoice } = await opened();
    const held = await simulate(invoice, booking.token, outcome);
    expect(held.data?.simulateTransfer).toMatchObject({ status: 'HELD', paid: false });
    expect((await mentorPaymentOf(t, booking.id))?.paymentStatus).not.toBe('PAID');
    const [account] = await t.database.db
      .select()
      .from(invoiceTransferAccounts)
      .where(eq(invoiceTransferAccounts.invoiceId, invoice.id));
    expect(account?.status).toBe('held');
    expect(account?.receivedKobo).not.toBe(booking.amountKobo);
  });

  it('refuses a wrong token, and an expired account until it is renewed', async () => {
    const { booking, invoice } = await opened();
    expect((await simulate(invoice, 'wrong-token', 'FULL')).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    await t.database.db
      .update(invoiceTransferAccounts)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invoiceTransferAccounts.invoiceId, invoice.id));
    expect((await simulate(invoice, booking.token, 'FULL')).errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect((await mentorPaymentOf(t, booking.id))?.paymentStatus).not.toBe('PAID');
  });
});
