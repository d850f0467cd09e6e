import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { INVOICE_NOT_FOUND } from '@eazy2con/shared/payments';
import { BOOKING_NOT_FOUND } from '../../lib/booking-access';
import { createTestApp, nextIp, type TestApp } from '../../test/test-app';
import { signUpConfirmed } from '../accounts/test-helpers';
import { invoiceTransferAccounts } from './payments.schema';
import { campPaymentOf, registerCamp, type TestBooking } from './payments.fixtures';

/**
 * Issue 35: a booking's signed-in owner — the account that confirmed the e-mail the booking was made with — opens,
 * reads, reopens and pays its invoice without the browser's token or the mailed link. Another account and a signed-out
 * caller without the token get the very answer of a booking that does not exist.
 */

const FIELDS = `id number status paid transfer { accountNumber expired }`;
const OPEN = `mutation ($id: ID!, $token: String) { openInvoice(kind: CAMP, bookingId: $id, token: $token) { ${FIELDS} } }`;
const READ = `query ($id: ID!, $token: String) { invoice(id: $id, token: $token) { ${FIELDS} } }`;
const RENEW = `mutation ($id: ID!, $token: String) { renewTransferAccount(id: $id, token: $token) { ${FIELDS} } }`;
const SIMULATE = `mutation ($id: ID!, $token: String) { simulateTransfer(id: $id, token: $token, outcome: FULL) { ${FIELDS} } }`;
const START = `mutation ($id: ID!, $token: String) { startPayment(kind: CAMP, bookingId: $id, token: $token) { link txRef } }`;
const CANCEL = `mutation ($id: ID!, $token: String!) { cancelBooking(kind: CAMP, bookingId: $id, token: $token) { id } }`;
const MY_BOOKINGS = `{ myBookings { kind id payable
  invoices { id number status amountKobo issuedAt dueAt canPay canReopen }
  receipts { paymentId paidAt amountKobo method } } }`;

interface Invoice {
  id: string;
  number: string;
  status: string;
  paid: boolean;
  transfer: { accountNumber: string; expired: boolean } | null;
}
interface Listed {
  myBookings: {
    kind: string;
    id: string;
    payable: boolean;
    invoices: { id: string; number: string; status: string; amountKobo: number; canPay: boolean; canReopen: boolean }[];
    receipts: { paymentId: string; paidAt: string; amountKobo: number; method: string }[];
  }[];
}

let t: TestApp;
let n = 0;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => {
  t.clientIp = nextIp();
});

/** A camp registration made signed out, and the account that later confirmed its e-mail. */
async function ownedCamp(): Promise<{ booking: TestBooking; email: string; owner: string }> {
  const email = `owner-${++n}-${Date.now()}@example.com`;
  const booking = await registerCamp(t, { email });
  return { booking, email, owner: await signUpConfirmed(t, email) };
}

const as = (cookie: string | undefined) => (cookie ? { cookie } : {});
const codeOf = (res: { errors?: { extensions?: { code?: string } }[] }) => res.errors?.[0]?.extensions?.code;

describe('the signed-in owner, without the token', () => {
  it('opens the invoice (mailed with a signed link, never a token), reads it, and nobody else can', async () => {
    const { booking, email, owner } = await ownedCamp();
    const opened = await t.gql<{ openInvoice: Invoice }>(OPEN, { id: booking.id }, as(owner));
    expect(opened.errors).toBeUndefined();
    const invoice = opened.data!.openInvoice;
    expect(invoice).toMatchObject({ status: 'UNPAID', paid: false, transfer: { expired: false } });

    // The Pay Later mail went out with the invoice's own signed link, which opens it on any device.
    const mail = (await t.app.services.mail.list({ to: email, limit: 20 })).items.find(
      (m) => m.template === 'invoice-issued',
    );
    const path = String(mail?.data.path);
    expect(path).toMatch(new RegExp(`^/payment-invoice/${invoice.id}\\?t=i1\\.`));
    expect(path).not.toContain(booking.token);
    const byMailedLink = await t.gql<{ invoice: Invoice }>(READ, {
      id: invoice.id,
      token: decodeURIComponent(path.split('?t=')[1] ?? ''),
    });
    expect(byMailedLink.data?.invoice.number).toBe(invoice.number);

    const read = await t.gql<{ invoice: Invoice }>(READ, { id: invoice.id }, as(owner));
    expect(read.data?.invoice).toEqual(invoice);
    // The token still opens it, signed in or not.
    expect((await t.gql<{ invoice: Invoice }>(READ, { id: invoice.id, token: booking.token })).data?.invoice).toEqual(
      invoice,
    );

    const stranger = await signUpConfirmed(t, `stranger-${++n}-${Date.now()}@example.com`);
    for (const caller of [stranger, undefined]) {
      for (const [doc, vars] of [
        [READ, { id: invoice.id }],
        [RENEW, { id: invoice.id }],
        [SIMULATE, { id: invoice.id }],
      ] as const) {
        const theirs = await t.gql(doc, vars, as(caller));
        const missing = await t.gql(doc, { id: randomUUID() }, as(caller));
        expect(theirs.errors?.[0]).toMatchObject({ message: INVOICE_NOT_FOUND, extensions: { code: 'NOT_FOUND' } });
        expect(theirs).toEqual(missing);
      }
      const open = await t.gql(OPEN, { id: booking.id }, as(caller));
      expect(open.errors?.[0]).toMatchObject({ message: BOOKING_NOT_FOUND, extensions: { code: 'NOT_FOUND' } });
      expect(open).toEqual(await t.gql(OPEN, { id: randomUUID() }, as(caller)));
      // A wrong token is no key either.
      expect(codeOf(await t.gql(READ, { id: invoice.id, token: 'not-the-token' }, as(caller)))).toBe('NOT_FOUND');
    }
  });

  it('reopens an invoice whose transfer account closed, and pays by transfer; myBookings says what may be done', async () => {
    const { booking, owner } = await ownedCamp();
    const invoice = (await t.gql<{ openInvoice: Invoice }>(OPEN, { id: booking.id }, as(owner))).data!.openInvoice;
    const listed = async () =>
      (await t.gql<Listed>(MY_BOOKINGS, {}, as(owner))).data!.myBookings.find((b) => b.id === booking.id);

    expect(await listed()).toMatchObject({
      kind: 'CAMP',
      payable: true,
      invoices: [
        { id: invoice.id, number: invoice.number, status: 'UNPAID', amountKobo: booking.amountKobo, canPay: true },
      ],
      receipts: [],
    });
    expect((await listed())?.invoices[0]?.canReopen).toBe(false);

    // The account closes: the invoice can be reopened, and reopening opens a new account for it.
    await t.database.db
      .update(invoiceTransferAccounts)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invoiceTransferAccounts.invoiceId, invoice.id));
    expect((await listed())?.invoices[0]).toMatchObject({ status: 'UNPAID', canPay: true, canReopen: true });
    const reopened = await t.gql<{ renewTransferAccount: Invoice }>(RENEW, { id: invoice.id }, as(owner));
    expect(reopened.errors).toBeUndefined();
    expect(reopened.data?.renewTransferAccount.transfer).toMatchObject({ expired: false });
    expect(reopened.data?.renewTransferAccount.transfer?.accountNumber).not.toBe(invoice.transfer?.accountNumber);
    expect((await listed())?.invoices[0]?.canReopen).toBe(false);

    const paid = await t.gql<{ simulateTransfer: Invoice }>(SIMULATE, { id: invoice.id }, as(owner));
    expect(paid.data?.simulateTransfer).toMatchObject({ status: 'PAID', paid: true });
    const after = await listed();
    expect(after).toMatchObject({
      payable: false,
      invoices: [{ status: 'PAID', canPay: false, canReopen: false }],
      receipts: [{ amountKobo: booking.amountKobo, method: 'BANK_TRANSFER' }],
    });
    expect(Date.parse(after?.receipts[0]?.paidAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
  });

  it('starts a card payment for the owner only; cancelling still needs the token', async () => {
    const { booking, owner } = await ownedCamp();
    const started = await t.gql<{ startPayment: { link: string; txRef: string } }>(
      START,
      { id: booking.id },
      as(owner),
    );
    expect(started.errors).toBeUndefined();
    expect(started.data?.startPayment.txRef).toMatch(/^e2c-/);

    const stranger = await signUpConfirmed(t, `payer-${++n}-${Date.now()}@example.com`);
    for (const caller of [stranger, undefined]) {
      const theirs = await t.gql(START, { id: booking.id }, as(caller));
      expect(theirs.errors?.[0]).toMatchObject({ message: BOOKING_NOT_FOUND, extensions: { code: 'NOT_FOUND' } });
      expect(theirs).toEqual(await t.gql(START, { id: randomUUID() }, as(caller)));
    }
    // Not part of issue 35: cancelling a booking still takes its token, signed in or not.
    expect(codeOf(await t.gql(CANCEL, { id: booking.id, token: '' }, as(owner)))).toBe('BAD_USER_INPUT');
    expect((await campPaymentOf(t, booking.id))?.paymentStatus).toBe('AWAITING_PAYMENT');
  });

  it('lists no invoice or receipt for what has no payment, and a free booking cannot be paid', async () => {
    const email = `webinar-${++n}-${Date.now()}@example.com`;
    await t.gql(
      `mutation ($input: CreateWebinarAttendeeInput!) { createWebinarAttendee(input: $input) { id } }`,
      { input: { fullName: 'Ada Obi', phone: '+234 803 000 1111', email } },
      { ip: nextIp() },
    );
    const owner = await signUpConfirmed(t, email);
    const listed = (await t.gql<Listed>(MY_BOOKINGS, {}, as(owner))).data!.myBookings;
    expect(listed).toEqual([expect.objectContaining({ kind: 'WEBINAR', payable: false, invoices: [], receipts: [] })]);
  });
});
