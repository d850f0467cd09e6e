import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '../mail/mail.schema';
import type { TestApp } from '../../test/test-app';
import { startFakeFlutterwaveApp, type FakeFlutterwaveApp } from '../../test/fake-flutterwave-app.fixtures';
import type { FakeFlutterwave } from '../../test/fake-flutterwave.types';
import { adminTestPeople, type AdminTestPeople } from '../admin/test-helpers';
import { invoiceTransferAccounts, payments } from './payments.schema';
import { WEBHOOK_PATH } from './payments.routes';
import { bookMentor, mentorPaymentOf, type TestBooking } from './payments.fixtures';

// Bank-transfer invoices against the fake Flutterwave (issue 23): an account per invoice, settled only after
// verification, wrong amounts held, faults refused or retried and never counted twice.

const FIELDS = `id number status amountKobo dueAt paid sandbox
  transfer { bankName accountNumber amountKobo expiresAt expired sandbox }`;
const OPEN = `mutation ($bookingId: ID!, $token: String!) {
  openInvoice(kind: MENTOR, bookingId: $bookingId, token: $token) { ${FIELDS} } }`;
const BY_LINK = `query ($id: ID!, $token: String!) { invoice(id: $id, token: $token) { ${FIELDS} } }`;
const RENEW = `mutation ($id: ID!, $token: String!) { renewTransferAccount(id: $id, token: $token) { ${FIELDS} } }`;
const SIMULATE = `mutation ($id: ID!, $token: String!) {
  simulateTransfer(id: $id, token: $token, outcome: FULL) { ${FIELDS} } }`;
const HELD = `{ heldBankTransfers(limit: 100) { total items { txRef invoiceNumber invoiceStatus expectedKobo receivedKobo flag } } }`;

interface Invoice {
  id: string;
  number: string;
  status: string;
  amountKobo: number;
  paid: boolean;
  sandbox: boolean;
  transfer: { bankName: string; accountNumber: string; amountKobo: number; expiresAt: string; expired: boolean } | null;
}

let t: TestApp;
let fake: FakeFlutterwave;
let webhookUrl: string;
let people: AdminTestPeople;
let money: FakeFlutterwaveApp;

beforeAll(async () => {
  // Generous: five opens at once on a loaded machine must not time out (no test here waits on a slow answer).
  money = await startFakeFlutterwaveApp({ listen: true, timeoutMs: 3000 });
  ({ t, fake } = money);
  webhookUrl = `${money.address}${WEBHOOK_PATH}`;
  people = await adminTestPeople(t);
});
afterAll(() => money.close());
beforeEach(() => money.reset());

const db = () => t.database.db;
// An adult's mentor plan, booked as a visitor books it (Pay Later is offered on it).
const book = (email?: string) => bookMentor(t, { audience: 'adult', type: 'Personal', email });
const open = async (booking: TestBooking) => {
  const res = await t.gql<{ openInvoice: Invoice }>(OPEN, { bookingId: booking.id, token: booking.token });
  expect(res.errors).toBeUndefined();
  return res.data!.openInvoice;
};
const byLink = async (id: string, token: string) =>
  (await t.gql<{ invoice: Invoice }>(BY_LINK, { id, token })).data?.invoice;
const settled = () => t.app.services.payments.webhooks.idle();
const receiptsTo = async (to: string) =>
  (await db().select().from(mailOutbox).where(eq(mailOutbox.to, to))).filter((m) => m.template === 'payment-receipt');
const invoiceMailsTo = async (to: string) =>
  (await t.app.services.mail.list({ to, limit: 50 })).items.filter((m) => m.template === 'invoice-issued');
const chargeCalls = () => fake.calls.filter((c) => c.path.startsWith('/v3/charges'));
const accountsOf = (invoiceId: string) =>
  db().select().from(invoiceTransferAccounts).where(eq(invoiceTransferAccounts.invoiceId, invoiceId));
/** The payer transfers `naira` into the invoice's account and Flutterwave sends charge.completed. */
const transferAndNotify = async (txRef: string, naira?: number) => {
  const tx = fake.payBankTransfer(txRef, naira);
  expect(await fake.deliverWebhook(webhookUrl, tx.id)).toBe(200);
  await settled();
  return tx;
};

describe('opening an invoice', () => {
  it('opens a bank-transfer charge for exactly the amount, once, and shows its account', async () => {
    const email = `bt-mail-${Date.now()}@example.com`;
    const booking = await book(email);
    const before = chargeCalls().length;
    const invoice = await open(booking);
    expect(invoice).toMatchObject({ status: 'UNPAID', amountKobo: booking.amountKobo, paid: false, sandbox: false });
    expect(invoice.number).toMatch(/^E2C-\d{4}-\d{6}$/);
    expect(invoice.transfer).toMatchObject({
      bankName: 'Mock Bank',
      amountKobo: booking.amountKobo,
      expired: false,
    });
    expect(invoice.transfer!.accountNumber).toMatch(/^\d{10}$/);
    const [call] = chargeCalls().slice(before);
    expect(call?.body).toMatchObject({
      tx_ref: `invoice:${invoice.id}:1`,
      amount: booking.amountKobo / 100,
      currency: 'NGN',
      is_permanent: false,
    });
    // Opened again (a reload, another device): the same account, no second charge.
    expect((await open(booking)).transfer).toEqual(invoice.transfer);
    expect(await byLink(invoice.id, booking.token)).toMatchObject({
      number: invoice.number,
      transfer: invoice.transfer,
    });
    expect(chargeCalls().length - before).toBe(1);
    // The booking's mail carries that account (bank, number, exact amount, expiry), not the company's.
    const [mail, ...more] = await invoiceMailsTo(email);
    expect(more).toHaveLength(0);
    const text = mail!.rendered!.text;
    expect(text).toContain('Bank: Mock Bank');
    expect(text).toContain(`Account number: ${invoice.transfer!.accountNumber}`);
    expect(text).toMatch(/Amount to send, exactly: ₦[\d,]+\.\d\d/);
    expect(text).toMatch(/Account open until: \d{1,2} \w+ \d{4}/);
    expect(text).not.toContain(t.config.site.bank.accountNumber);
    expect(text).not.toContain('no money moves');
  });

  it('five opens of one invoice at the same moment share one account', async () => {
    const booking = await book();
    const answers = await Promise.all(Array.from({ length: 5 }, () => open(booking)));
    const accounts = new Set(answers.map((a) => a.transfer?.accountNumber));
    expect(accounts.size).toBe(1);
    expect([...accounts][0]).toMatch(/^\d{10}$/);
    expect(await accountsOf(answers[0]!.id)).toHaveLength(1);
  });

  it('answers the invoice without an account while Flutterwave is down, and renews once it is back', async () => {
    const email = `bt-down-${Date.now()}@example.com`;
    const booking = await book(email);
    fake.fault = 'down';
    const invoice = await open(booking);
    expect(invoice.transfer).toBeNull();
    expect(invoice.status).toBe('UNPAID');
    // No account of its own yet: the mail falls back to the company's account and the reference to quote.
    const text = (await invoiceMailsTo(email))[0]!.rendered!.text;
    expect(text).toContain(`Account number: ${t.config.site.bank.accountNumber}`);
    expect(text).toContain('Reference to quote: E2C-');
    fake.fault = null;
    const renewed = await t.gql<{ renewTransferAccount: Invoice }>(RENEW, { id: invoice.id, token: booking.token });
    expect(renewed.data?.renewTransferAccount.transfer?.amountKobo).toBe(booking.amountKobo);
  });

  it('renews an expired account with a new tx_ref and keeps the old one; a live one is not replaced', async () => {
    const booking = await book();
    const invoice = await open(booking);
    const live = await t.gql<{ renewTransferAccount: Invoice }>(RENEW, { id: invoice.id, token: booking.token });
    expect(live.data?.renewTransferAccount.transfer).toEqual(invoice.transfer);
    await db()
      .update(invoiceTransferAccounts)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(invoiceTransferAccounts.invoiceId, invoice.id));
    expect((await byLink(invoice.id, booking.token))?.transfer?.expired).toBe(true);
    const renewed = await t.gql<{ renewTransferAccount: Invoice }>(RENEW, { id: invoice.id, token: booking.token });
    expect(renewed.data?.renewTransferAccount.transfer?.expired).toBe(false);
    const accounts = (await accountsOf(invoice.id)).sort((a, b) => a.attempt - b.attempt);
    expect(accounts.map((a) => [a.txRef, a.status])).toEqual([
      [`invoice:${invoice.id}:1`, 'expired'],
      [`invoice:${invoice.id}:2`, 'open'],
    ]);
  });

  it('reads a wrong token as not found, and refuses to simulate a transfer with real keys', async () => {
    const booking = await book();
    const invoice = await open(booking);
    const wrong = await t.gql(BY_LINK, { id: invoice.id, token: 'not-the-token' });
    expect(wrong.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const simulated = await t.gql(SIMULATE, { id: invoice.id, token: booking.token });
    expect(simulated.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('settling a transfer', () => {
  it('the exact amount pays the booking after verification: invoice PAID, one receipt, replays change nothing', async () => {
    const email = `transfer-full-${Date.now()}@example.com`;
    const booking = await book(email);
    const invoice = await open(booking);
    const txRef = `invoice:${invoice.id}:1`;
    const tx = await transferAndNotify(txRef);
    expect(await mentorPaymentOf(t, booking.id)).toMatchObject({ paymentStatus: 'PAID', paymentTxRef: txRef });
    expect(await byLink(invoice.id, booking.token)).toMatchObject({ status: 'PAID', paid: true });
    // Replayed ten times, and a reordered 'failed' delivery after the success: still paid once.
    const again = await Promise.all(Array.from({ length: 10 }, () => fake.deliverWebhook(webhookUrl, tx.id)));
    expect(again).toEqual(Array(10).fill(200));
    expect(await fake.deliverWebhook(webhookUrl, tx.id, { status: 'failed' })).toBe(200);
    await settled();
    expect(await receiptsTo(email)).toHaveLength(1);
    const [payment] = await db().select().from(payments).where(eq(payments.txRef, txRef));
    expect(payment).toMatchObject({ status: 'successful', method: 'bank_transfer', paidKobo: booking.amountKobo });
    expect((await accountsOf(invoice.id))[0]).toMatchObject({ status: 'paid', receivedKobo: booking.amountKobo });
  });

  it.each([
    ['short', -500, 'amount_short'],
    ['excess', 500, 'overpaid'],
  ])('a %s transfer is held for an admin and never settled as paid', async (_name, delta, flag) => {
    const email = `transfer-${flag}-${Date.now()}@example.com`;
    const booking = await book(email);
    const invoice = await open(booking);
    const txRef = `invoice:${invoice.id}:1`;
    await transferAndNotify(txRef, booking.amountKobo / 100 + delta);
    expect((await mentorPaymentOf(t, booking.id))?.paymentStatus).not.toBe('PAID');
    expect(await byLink(invoice.id, booking.token)).toMatchObject({ status: 'HELD', paid: false });
    expect(await receiptsTo(email)).toHaveLength(0);
    const held = await t.gql<{ heldBankTransfers: { items: Record<string, unknown>[] } }>(HELD, undefined, {
      cookie: people.admin.cookie,
    });
    expect(held.data?.heldBankTransfers.items).toContainEqual({
      txRef,
      invoiceNumber: invoice.number,
      invoiceStatus: 'HELD',
      expectedKobo: booking.amountKobo,
      receivedKobo: booking.amountKobo + delta * 100,
      flag,
    });
    // Only admins see the list.
    const refused = await t.gql(HELD, undefined, { cookie: people.user });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('a webhook for a reference that is not ours changes nothing', async () => {
    const stranger = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'verif-hash': fake.secretHash },
      body: JSON.stringify({
        event: 'charge.completed',
        data: {
          id: 77,
          tx_ref: 'invoice:00000000-0000-4000-8000-000000000000:1',
          status: 'successful',
          payment_type: 'bank_transfer',
        },
      }),
    });
    expect(stranger.status).toBe(200);
    await settled();
    const rows = await db()
      .select()
      .from(payments)
      .where(eq(payments.txRef, 'invoice:00000000-0000-4000-8000-000000000000:1'));
    expect(rows).toHaveLength(0);
  });

  it('while verification answers 503 the transfer stays pending; the re-check job settles it once back', async () => {
    const booking = await book();
    const invoice = await open(booking);
    const txRef = `invoice:${invoice.id}:1`;
    fake.fault = 'down';
    await transferAndNotify(txRef);
    const [pending] = await db().select().from(payments).where(eq(payments.txRef, txRef));
    expect(pending?.status).toBe('pending');
    expect(pending?.nextCheckAt).not.toBeNull();
    expect((await mentorPaymentOf(t, booking.id))?.paymentStatus).not.toBe('PAID');
    fake.fault = null;
    await t.app.services.payments.service.recheckDue(new Date(Date.now() + 24 * 60 * 60 * 1000), 100);
    expect((await mentorPaymentOf(t, booking.id))?.paymentStatus).toBe('PAID');
    expect((await byLink(invoice.id, booking.token))?.status).toBe('PAID');
  });
});
