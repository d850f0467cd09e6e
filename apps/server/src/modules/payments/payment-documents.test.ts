import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, nextIp, type TestApp } from '../../test/test-app';
import { readPdf } from '../../test/pdf-text';
import { signUpConfirmed } from '../accounts/test-helpers';
import { operationLimits } from '../rate-limits/operation-limits';
import { invoiceTransferAccounts, payments } from './payments.schema';
import { registerCamp, type TestBooking } from './payments.fixtures';
import { A4 } from './pdf-sheet';

/**
 * Issue 35: GET /api/invoices/{id}.pdf and /api/receipts/{paymentId}.pdf — the booking's invoice and a settled
 * payment's receipt as PDF, for its signed-in owner or with the booking's token; 404 for anyone else. The text is
 * read back out of the file (test/pdf-text.ts), so what a person sees in it is what is checked.
 */

const OPEN = `mutation ($id: ID!, $token: String) { openInvoice(kind: CAMP, bookingId: $id, token: $token) {
  id number reference transfer { accountNumber bankName } } }`;
const SIMULATE = `mutation ($id: ID!, $token: String) { simulateTransfer(id: $id, token: $token, outcome: FULL) { status } }`;
const START = `mutation ($id: ID!) { startPayment(kind: CAMP, bookingId: $id) { link txRef } }`;
const SETTLE = `mutation ($txRef: String!, $transactionId: String, $status: String) {
  settlePayment(txRef: $txRef, transactionId: $transactionId, status: $status) { paid } }`;

interface Opened {
  id: string;
  number: string;
  reference: string;
  transfer: { accountNumber: string; bankName: string } | null;
}

let t: TestApp;
let n = 0;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      COMPANY_NAME: 'Eazy2con Technologies Ltd',
      COMPANY_ADDRESS: '12 Admiralty Way, Lekki, Lagos',
      COMPANY_RC_NUMBER: '1234567',
    },
  });
});
afterAll(() => t.close());
beforeEach(() => {
  t.clientIp = nextIp();
});

async function ownedInvoice(): Promise<{ booking: TestBooking; owner: string; invoice: Opened; email: string }> {
  const email = `pdf-${++n}-${Date.now()}@example.com`;
  const booking = await registerCamp(t, { email, noOfKids: 2 });
  const owner = await signUpConfirmed(t, email);
  const res = await t.gql<{ openInvoice: Opened }>(OPEN, { id: booking.id }, { cookie: owner });
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return { booking, owner, invoice: res.data.openInvoice, email };
}

const get = (url: string, cookie?: string, ip = t.clientIp) =>
  t.app.http.inject({
    method: 'GET',
    url,
    headers: { 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) },
  });

const textOf = async (body: Buffer) => {
  const pdf = await readPdf(new Uint8Array(body));
  expect(pdf.pages).toHaveLength(1);
  expect(pdf.pages[0]?.width).toBeCloseTo(A4.width, 1);
  expect(pdf.pages[0]?.height).toBeCloseTo(A4.height, 1);
  return { text: pdf.pages[0]?.text ?? '', title: pdf.title };
};

const expectPersonalPdf = (res: Awaited<ReturnType<typeof get>>, fileName: string) => {
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
  expect(res.headers['cache-control']).toBe('private, no-store');
  expect(res.headers['referrer-policy']).toBe('no-referrer');
  expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
};

describe('the invoice PDF', () => {
  it('prints the company, number, dates, the learner, the lines, the total in naira, the status and the open account', async () => {
    const { booking, owner, invoice, email } = await ownedInvoice();
    const res = await get(`/api/invoices/${invoice.id}.pdf`, owner);
    expectPersonalPdf(res, `invoice-${invoice.number}.pdf`);
    const { text, title } = await textOf(res.rawPayload);
    expect(title).toBe(`Eazy2con Technologies Ltd invoice ${invoice.number}`);
    for (const value of [
      'Invoice',
      'Eazy2con Technologies Ltd',
      '12 Admiralty Way, Lekki, Lagos',
      'RC 1234567',
      invoice.number,
      invoice.reference,
      'Unpaid',
      'Ngozi Okafor',
      email,
      'Weekend Camp (2 children)',
      // The stored amount, in naira with the currency's code (the standard fonts have no naira sign).
      'NGN 18,000',
      'Paying by bank transfer',
      invoice.transfer!.bankName,
      invoice.transfer!.accountNumber,
    ]) {
      expect(text).toContain(value);
    }
    expect(booking.amountKobo).toBe(1_800_000);
    expect(text).toMatch(/Due\n\d{1,2} \w+ 20\d\d/);
    expect(text).not.toContain('₦');

    // The mailed link's way, signed out: the booking's token in `t`.
    const byToken = await get(`/api/invoices/${invoice.id}.pdf?t=${encodeURIComponent(booking.token)}`);
    expectPersonalPdf(byToken, `invoice-${invoice.number}.pdf`);
  });

  it('says a closed account must be reopened, and a paid invoice is paid (no bank details left)', async () => {
    const { owner, invoice } = await ownedInvoice();
    await t.database.db
      .update(invoiceTransferAccounts)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invoiceTransferAccounts.invoiceId, invoice.id));
    const closed = (await textOf((await get(`/api/invoices/${invoice.id}.pdf`, owner)).rawPayload)).text;
    expect(closed).toContain('has closed. Reopen the invoice');
    expect(closed).not.toContain(invoice.transfer!.accountNumber);

    await t.gql(`mutation ($id: ID!) { renewTransferAccount(id: $id) { id } }`, { id: invoice.id }, { cookie: owner });
    expect(
      (await t.gql<{ simulateTransfer: { status: string } }>(SIMULATE, { id: invoice.id }, { cookie: owner })).data,
    ).toEqual({ simulateTransfer: { status: 'PAID' } });
    const paid = (await textOf((await get(`/api/invoices/${invoice.id}.pdf`, owner)).rawPayload)).text;
    expect(paid).toContain('Paid');
    expect(paid).toContain('This invoice is paid. Thank you.');
    expect(paid).not.toContain('Paying by bank transfer');
  });

  it('answers 404 to another account, to no token, to a wrong token, to an unknown or malformed id', async () => {
    const { invoice } = await ownedInvoice();
    const stranger = await signUpConfirmed(t, `pdf-stranger-${++n}-${Date.now()}@example.com`);
    const missing = await get(`/api/invoices/${randomUUID()}.pdf`, stranger);
    expect(missing.statusCode).toBe(404);
    for (const res of [
      await get(`/api/invoices/${invoice.id}.pdf`, stranger),
      await get(`/api/invoices/${invoice.id}.pdf`),
      await get(`/api/invoices/${invoice.id}.pdf?t=wrong`),
      await get(`/api/invoices/${invoice.id}.pdf?t=wrong`, stranger),
      await get(`/api/invoices/${invoice.id}`, stranger),
      await get(`/api/invoices/not-an-id.pdf`, stranger),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(missing.json());
      expect(res.headers['content-type']).not.toBe('application/pdf');
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
  });
});

describe('the receipt PDF', () => {
  it('prints what was paid, when, how, the references and the amount: a transfer into the invoice account', async () => {
    const { booking, owner, invoice, email } = await ownedInvoice();
    await t.gql(SIMULATE, { id: invoice.id }, { cookie: owner });
    const [payment] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.txRef, `invoice:${invoice.id}:1`));
    expect(payment?.status).toBe('successful');
    const res = await get(`/api/receipts/${payment!.id}.pdf`, owner);
    expectPersonalPdf(res, `receipt-${payment!.id}.pdf`);
    const { text } = await textOf(res.rawPayload);
    for (const value of [
      'Receipt',
      'Eazy2con Technologies Ltd',
      'Weekend Camp (2 children)',
      'Bank transfer',
      payment!.providerTxId!,
      payment!.txRef,
      'NGN 18,000',
      'Ngozi Okafor',
      email,
      'no money moved',
    ]) {
      expect(text).toContain(value);
    }
    expect(text).toMatch(/Paid on\n\d{1,2} \w+ 20\d\d at \d\d:\d\d/);
    const byToken = await get(`/api/receipts/${payment!.id}.pdf?t=${encodeURIComponent(booking.token)}`);
    expect(byToken.statusCode).toBe(200);
  });

  it('says Card for a card checkout, and is 404 for anyone else and for a payment not settled', async () => {
    const email = `card-${++n}-${Date.now()}@example.com`;
    const booking = await registerCamp(t, { email });
    const owner = await signUpConfirmed(t, email);
    const started = await t.gql<{ startPayment: { link: string; txRef: string } }>(
      START,
      { id: booking.id },
      { cookie: owner },
    );
    const link = started.data!.startPayment.link;
    const [pending] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.txRef, started.data!.startPayment.txRef));
    expect((await get(`/api/receipts/${pending!.id}.pdf`, owner)).statusCode).toBe(404);

    const chosen = await t.app.http.inject({
      method: 'POST',
      url: new URL(link).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ outcome: 'successful' }).toString(),
    });
    const q = new URL(String(chosen.headers.location)).searchParams;
    const settled = await t.gql<{ settlePayment: { paid: boolean } }>(SETTLE, {
      txRef: q.get('tx_ref'),
      transactionId: q.get('transaction_id'),
      status: q.get('status'),
    });
    expect(settled.data?.settlePayment.paid).toBe(true);

    const res = await get(`/api/receipts/${pending!.id}.pdf`, owner);
    expectPersonalPdf(res, `receipt-${pending!.id}.pdf`);
    const { text } = await textOf(res.rawPayload);
    expect(text).toContain('Card (online checkout)');
    expect(text).toContain(String(q.get('transaction_id')));
    expect(text).toContain('NGN 18,000');

    const stranger = await signUpConfirmed(t, `receipt-stranger-${++n}-${Date.now()}@example.com`);
    const missing = await get(`/api/receipts/${randomUUID()}.pdf`, stranger);
    expect(missing.statusCode).toBe(404);
    for (const other of [
      await get(`/api/receipts/${pending!.id}.pdf`, stranger),
      await get(`/api/receipts/${pending!.id}.pdf`),
      await get(`/api/receipts/${pending!.id}.pdf?t=wrong`),
    ]) {
      expect(other.statusCode).toBe(404);
      expect(other.json()).toEqual(missing.json());
    }
  });
});

describe('downloads per connection', () => {
  it(`answers ${operationLimits.paymentDocument.max} downloads, then 429 with Retry-After`, async () => {
    const { owner, invoice } = await ownedInvoice();
    const ip = nextIp();
    const scale = t.config.RATE_LIMIT_SCALE;
    for (let i = 0; i < operationLimits.paymentDocument.max * scale; i += 1) {
      // Each answer is its own (a made-up id is counted too).
      const res = await get(`/api/receipts/${randomUUID()}.pdf`, owner, ip);
      expect(res.statusCode).toBe(404);
    }
    const refused = await get(`/api/invoices/${invoice.id}.pdf`, owner, ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await get(`/api/invoices/${invoice.id}.pdf`, owner)).statusCode).toBe(200);
  });
});
