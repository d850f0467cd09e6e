import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { INVOICE_NOT_FOUND } from '@eazy2con/shared/payments';
import { BOOKING_NOT_FOUND } from '../../lib/booking-access';
import { createTestApp, nextIp, type TestApp } from '../../test/test-app';
import { INVOICE_DUE_DAYS, newTransferReference } from './invoices.service';
import { registerCamp, setCampPayment } from './payments.fixtures';

const OPEN = `mutation ($kind: PayableBookingKind!, $bookingId: ID!, $token: String!) {
  openInvoice(kind: $kind, bookingId: $bookingId, token: $token) { id number reference createdAt issuedAt dueAt name email item amountKobo paid }
}`;
interface Invoice {
  id: string;
  number: string;
  reference: string;
  createdAt: string;
  issuedAt: string;
  dueAt: string;
  name: string;
  email: string;
  item: string;
  amountKobo: number;
  paid: boolean;
}

const BY_LINK = `query ($id: ID!, $token: String!) {
  invoice(id: $id, token: $token) { id number reference createdAt issuedAt dueAt name email item amountKobo paid }
}`;

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
    expect(invoice.number).toMatch(
      new RegExp(`^E2C-${new Date(new Date(invoice.issuedAt).getTime() + 3_600_000).getUTCFullYear()}-\\d{6}$`),
    );
    expect(new Date(invoice.dueAt).getTime() - new Date(invoice.issuedAt).getTime()).toBe(
      INVOICE_DUE_DAYS * 86_400_000,
    );
    const [again, atOnce] = await Promise.all([open(booking), open(booking)]);
    expect(again.data?.openInvoice).toEqual(invoice);
    expect(atOnce.data?.openInvoice).toEqual(invoice);

    const other = await open(await registerCamp(t));
    expect(other.data?.openInvoice.reference).not.toBe(invoice.reference);
  });

  it('numbers invoices one after another, once each, even when many are first opened at once', async () => {
    const bookings = await Promise.all(Array.from({ length: 6 }, () => registerCamp(t)));
    // Each booking opened twice at the same moment: six numbers, no gap, none given twice.
    const answers = await Promise.all(bookings.flatMap((b) => [open(b), open(b)]));
    for (const res of answers) expect(res.errors).toBeUndefined();
    const numbers = answers.map((res) => res.data!.openInvoice.number);
    for (let i = 0; i < numbers.length; i += 2) expect(numbers[i]).toBe(numbers[i + 1]);
    const sequence = [...new Set(numbers)].map((n) => Number(n.slice(-6))).sort((a, b) => a - b);
    expect(sequence).toHaveLength(6);
    expect(sequence.at(-1)! - sequence[0]!).toBe(5);
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

  it("mails the booker once, when the invoice is first issued: its own link and the invoice's own transfer account", async () => {
    const email = `invoice-mail-${Date.now()}@example.com`;
    const booking = await registerCamp(t, { email });
    const mails = async () =>
      (await t.app.services.mail.list({ to: email, limit: 50 })).items.filter((m) => m.template === 'invoice-issued');
    const invoice = (await open(booking)).data!.openInvoice;
    await Promise.all([open(booking), open(booking)]);
    const sent = await mails();
    expect(sent).toHaveLength(1);
    const text = sent[0]!.rendered!.text;
    // The account the (sandbox) provider opened for exactly this invoice, not the company's.
    const { transfer } = (
      await t.gql<{ invoice: { transfer: { bankName: string; accountNumber: string; amountKobo: number } | null } }>(
        `query ($id: ID!, $token: String!) { invoice(id: $id, token: $token) { transfer { bankName accountNumber amountKobo } } }`,
        { id: invoice.id, token: booking.token },
      )
    ).data!.invoice;
    expect(transfer).not.toBeNull();
    for (const line of [
      `Bank: ${transfer!.bankName}`,
      `Account number: ${transfer!.accountNumber}`,
      'Amount to send, exactly: ₦18,000.00',
      `Invoice number: ${invoice.number}`,
    ]) {
      expect(text).toContain(line);
    }
    expect(text).toMatch(/Account open until: \d{1,2} \w+ \d{4}/);
    expect(text).toContain('no money moves');
    expect(text).not.toContain(t.config.site.bank.accountNumber);
    expect(text).not.toContain('Reference to quote');

    // The link in the mail opens the same invoice, number and all, with nothing else in hand.
    const link = new RegExp(`${t.config.publicUrl}/payment-invoice/([0-9a-f-]{36})\\?t=(\\S+)`).exec(text);
    expect(link).not.toBeNull();
    const [, id, token] = link!;
    expect(id).toBe(invoice.id);
    const reopened = await t.gql<{ invoice: Invoice }>(BY_LINK, { id, token: decodeURIComponent(token!) });
    expect(reopened.data?.invoice.number).toBe(invoice.number);
    expect(reopened.data?.invoice).toEqual(invoice);
  });

  it('mails no transfer details for a booking already paid', async () => {
    const email = `invoice-paid-${Date.now()}@example.com`;
    const booking = await registerCamp(t, { email });
    await setCampPayment(t, booking.id, 'PAID');
    await open(booking);
    const sent = (await t.app.services.mail.list({ to: email, limit: 50 })).items;
    expect(sent.filter((m) => m.template === 'invoice-issued')).toHaveLength(0);
  });

  it('makes references without letters that are easy to misread', () => {
    for (let i = 0; i < 200; i += 1) expect(newTransferReference()).not.toMatch(/[ILOU]/);
  });
});

describe('invoice (its own link)', () => {
  const byLink = (id: string, token: string) => t.gql<{ invoice: Invoice }>(BY_LINK, { id, token });

  it('opens the issued invoice again with its id and the booking token, the same as when it was issued', async () => {
    const booking = await registerCamp(t);
    const issued = (await open(booking)).data!.openInvoice;
    const res = await byLink(issued.id, booking.token);
    expect(res.errors).toBeUndefined();
    expect(res.data?.invoice).toEqual(issued);
  });

  it('answers a wrong token, an unknown id and a malformed id alike: not found', async () => {
    const booking = await registerCamp(t);
    const issued = (await open(booking)).data!.openInvoice;
    const other = await registerCamp(t);
    for (const [id, token] of [
      [issued.id, 'wrong'],
      [issued.id, other.token],
      ['00000000-0000-4000-8000-000000000000', booking.token],
      ['not-an-id', booking.token],
    ] as const) {
      const res = await byLink(id, token);
      expect(res.data).toBeNull();
      expect(res.errors?.[0]).toMatchObject({ message: INVOICE_NOT_FOUND, extensions: { code: 'NOT_FOUND' } });
    }
  });
});
