import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, nextIp, type TestApp } from '../../test/test-app';
import { mailOutbox } from '../mail/mail.schema';
import { EventRemindersService } from '../notifications/event-reminders.service';
import { NotificationsRepo } from '../notifications/notifications.repo';
import { setCampPayment } from './payments.fixtures';
import { confirmNumber } from '../notifications/phone-confirmation.fixtures';

/**
 * Issue 24: the day before an unpaid invoice is due its booker is told, and again once it expired unpaid; each once
 * however many instances run the job, and neither for an invoice paid (by transfer or by card) before.
 */
const log = pino({ level: 'silent' }) as FastifyBaseLogger;
const HOUR = 3_600_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => {
  t.clientIp = nextIp();
});

const CAMP = `mutation ($input: CreateBookKidmentorInput!) { createBookKidmentor(input: $input) { id accessToken } }`;
const FIELDS = 'id number status dueAt amountKobo';
const OPEN = `mutation ($bookingId: ID!, $token: String!) {
  openInvoice(kind: CAMP, bookingId: $bookingId, token: $token) { ${FIELDS} } }`;
const BY_LINK = `query ($id: ID!, $token: String!) { invoice(id: $id, token: $token) { ${FIELDS} } }`;
const SIMULATE = `mutation ($id: ID!, $token: String!) { simulateTransfer(id: $id, token: $token, outcome: FULL) { status } }`;
interface Invoice {
  id: string;
  number: string;
  status: string;
  dueAt: string;
  amountKobo: number;
}

let n = 0;
/** A camp registration (WhatsApp ticked) with its bank-transfer invoice opened. */
async function invoiced(): Promise<{ invoice: Invoice; booking: { id: string; token: string }; email: string }> {
  n += 1;
  const email = `invoice-notice-${n}-${Date.now()}@example.com`;
  // Texts go only to a number its holder confirmed with a code (decision 0040).
  await confirmNumber(t, `0803 111 ${String(1000 + n)}`);
  const created = await t.gql<{ createBookKidmentor: { id: string; accessToken: string } }>(CAMP, {
    input: {
      parentName: 'Ngozi Okafor',
      parentEmail: email,
      parentPhone: `0803 111 ${String(1000 + n)}`,
      channels: ['WHATSAPP'],
      noOfKids: 1,
      firstChildName: 'Ada',
      firstChildAge: '9',
      firstChildInterest: 'Making games',
      parentConsent: true,
    },
  });
  const row = created.data?.createBookKidmentor;
  if (!row) throw new Error(`registration failed: ${JSON.stringify(created.errors)}`);
  const booking = { id: row.id, token: row.accessToken };
  const opened = await t.gql<{ openInvoice: Invoice }>(OPEN, { bookingId: booking.id, token: booking.token });
  if (!opened.data) throw new Error(`openInvoice failed: ${JSON.stringify(opened.errors)}`);
  return { invoice: opened.data.openInvoice, booking, email };
}

/** The reminders job with the invoices as its only source, on a clock of the test's. */
const job = (at: number) => {
  const { notifications, payments } = t.app.services;
  return new EventRemindersService({
    repo: new NotificationsRepo(t.database.db),
    notifications: {
      notify: (tx, notice) => notifications.notify(tx, notice),
      kick: () => undefined,
    },
    sources: [payments.invoiceReminders],
    log,
    now: () => new Date(at),
  });
};

const notices = async (email: string) =>
  (
    await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, email), eq(mailOutbox.template, 'notice')))
  ).map((m) => m.data);

describe('invoice due and expired notices (issue 24)', () => {
  it('tells the booker once the day before and once after it expired unpaid; never a paid invoice', async () => {
    const unpaid = await invoiced();
    const byTransfer = await invoiced();
    const byCard = await invoiced();
    const paid = await t.gql<{ simulateTransfer: { status: string } }>(SIMULATE, {
      id: byTransfer.invoice.id,
      token: byTransfer.booking.token,
    });
    expect(paid.data?.simulateTransfer.status).toBe('PAID');
    await setCampPayment(t, byCard.booking.id, 'PAID');
    const due = new Date(unpaid.invoice.dueAt).getTime();

    // Two days before: nothing yet.
    expect(await job(due - 48 * HOUR).run()).toBe(0);
    // The day before, on two instances at once: one sends it, and only for the unpaid invoice.
    const counts = await Promise.all([job(due - 20 * HOUR).run(), job(due - 20 * HOUR).run()]);
    expect(counts.sort()).toEqual([0, 1]);
    expect(await job(due - 2 * HOUR).run()).toBe(0);
    const [dueNotice] = await notices(unpaid.email);
    expect(dueNotice?.source).toBe('invoice-due');
    expect(String(dueNotice?.subject)).toContain(unpaid.invoice.number);
    const whatsapp = (await t.app.services.notifications.list({ to: '0803 111 1001', limit: 10 })).items;
    expect(whatsapp.map((d) => `${d.channel} ${d.template}`)).toContain('WHATSAPP invoice-due');

    // The notice's link opens the invoice (a signed token: the booking's own is only stored hashed).
    const url = new URL(String((dueNotice?.action as { url: string }).url));
    const token = url.searchParams.get('t') ?? '';
    expect(url.pathname).toBe(`/payment-invoice/${unpaid.invoice.id}`);
    const read = await t.gql<{ invoice: Invoice }>(BY_LINK, { id: unpaid.invoice.id, token });
    expect(read.data?.invoice.number).toBe(unpaid.invoice.number);
    const forged = await t.gql(BY_LINK, { id: byCard.invoice.id, token });
    expect(forged.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    // Past its due time, unpaid: the expired notice, once.
    expect(await job(due + HOUR).run()).toBe(1);
    expect(await job(due + 3 * HOUR).run()).toBe(0);
    expect((await notices(unpaid.email)).map((d) => d.source)).toEqual(['invoice-due', 'invoice-expired']);
    expect(await notices(byTransfer.email)).toEqual([]);
    expect(await notices(byCard.email)).toEqual([]);
  });
});
