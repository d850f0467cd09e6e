import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HELD_MAIL_KEEP_DAYS, SANDBOX_CHECKOUT_KEEP_DAYS } from '@eazy2con/shared/retention';
import { appJobs } from '../../jobs';
import { createTestApp, type TestApp } from '../../test/test-app';
import { mailOutbox } from '../mail/mail.schema';
import { sandboxCheckouts } from '../payments/payments.schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const now = new Date('2026-11-21T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
const letter = { subject: 's', message: 'm' };

describe('held mail and sandbox checkouts are purged on the schedule the privacy page states', () => {
  it('deletes held mail and sandbox checkouts past their keep days, and keeps younger ones and owed mail', async () => {
    const db = t.database.db;
    await db.insert(mailOutbox).values([
      {
        to: 'held-old@example.com',
        template: 'admin-custom',
        status: 'held',
        data: letter,
        createdAt: daysAgo(HELD_MAIL_KEEP_DAYS + 1),
      },
      {
        to: 'held-new@example.com',
        template: 'admin-custom',
        status: 'held',
        data: letter,
        createdAt: daysAgo(HELD_MAIL_KEEP_DAYS - 1),
      },
      // A pending mail is still owed to its reader, however old (retention.test.ts covers it at 12 months).
      {
        to: 'pending@example.com',
        template: 'admin-custom',
        status: 'pending',
        data: letter,
        createdAt: daysAgo(HELD_MAIL_KEEP_DAYS + 1),
      },
    ]);
    const checkout = {
      amountKobo: 500_000,
      currency: 'NGN',
      customer: { email: 'payer@example.com', name: 'Payer', phone: null },
      redirectUrl: 'http://localhost/payment',
    };
    await db.insert(sandboxCheckouts).values([
      { ...checkout, txRef: 'sandbox-old-open', createdAt: daysAgo(SANDBOX_CHECKOUT_KEEP_DAYS + 1) },
      {
        ...checkout,
        txRef: 'sandbox-old-paid',
        status: 'successful',
        createdAt: daysAgo(SANDBOX_CHECKOUT_KEEP_DAYS + 1),
      },
      { ...checkout, txRef: 'sandbox-new', createdAt: daysAgo(SANDBOX_CHECKOUT_KEEP_DAYS - 1) },
    ]);

    const report = await t.app.services.retention.purge(now);
    expect(report).toMatchObject({ heldMails: 1, sandboxCheckouts: 2 });
    const mailsLeft = (await db.select({ to: mailOutbox.to }).from(mailOutbox)).map((m) => m.to).sort();
    expect(mailsLeft).toEqual(['held-new@example.com', 'pending@example.com']);
    const checkoutsLeft = (await db.select({ txRef: sandboxCheckouts.txRef }).from(sandboxCheckouts)).map(
      (c) => c.txRef,
    );
    expect(checkoutsLeft).toEqual(['sandbox-new']);
    expect(await t.app.services.retention.purge(now)).toMatchObject({ heldMails: 0, sandboxCheckouts: 0 });
  });

  it('runs as a periodic job', () => {
    const job = appJobs(t.app.services).find((j) => j.name === 'retention.purge');
    expect(job?.everyMs).toBeGreaterThan(0);
    // The privacy page says old data is checked every 6 hours.
    expect(job?.everyMs).toBeLessThanOrEqual(6 * 60 * 60 * 1000);
  });
});
