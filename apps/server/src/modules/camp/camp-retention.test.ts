import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { campRegistrations } from './camp.schema';

/** The camp's lines of the retention policy (docs/decisions/0007, 0013), through the real purge. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const now = new Date('2026-11-21T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);

const registration = (parentEmail: string, createdAt: Date, paymentStatus: 'AWAITING_PAYMENT' | 'FAILED' | 'PAID') => ({
  parentName: 'Parent',
  parentEmail,
  parentPhone: '08030000000',
  noOfKids: 1,
  firstChildName: 'Child',
  firstChildAge: '9',
  firstChildInterest: 'Scratch',
  parentConsentAt: createdAt,
  amountKobo: 1_000_000,
  accessTokenHash: `hash-${parentEmail}`,
  paymentStatus,
  createdAt,
});

describe('camp registration retention', () => {
  it("deletes unpaid registrations after 90 days, erases a paid one's child details after 12 months and the record after 6 years", async () => {
    const db = t.database.db;
    await db
      .insert(campRegistrations)
      .values([
        registration('unpaid-old@example.com', daysAgo(91), 'AWAITING_PAYMENT'),
        registration('failed-old@example.com', daysAgo(91), 'FAILED'),
        registration('unpaid-recent@example.com', daysAgo(89), 'AWAITING_PAYMENT'),
        registration('paid-91-days@example.com', daysAgo(91), 'PAID'),
        registration('paid-a-year@example.com', daysAgo(366), 'PAID'),
        registration('paid-6-years@example.com', daysAgo(6 * 365 + 1), 'PAID'),
      ]);

    const report = await t.app.services.retention.purge(now);
    expect(report).toMatchObject({ unpaidCampRegistrations: 2, campChildDetailsErased: 1, oldCampRegistrations: 1 });

    const left = await db.select().from(campRegistrations);
    const byEmail = new Map(left.map((row) => [row.parentEmail, row]));
    expect([...byEmail.keys()].sort()).toEqual([
      'paid-91-days@example.com',
      'paid-a-year@example.com',
      'unpaid-recent@example.com',
    ]);
    expect(byEmail.get('paid-a-year@example.com')).toMatchObject({
      parentName: 'Parent',
      amountKobo: 1_000_000,
      firstChildName: null,
      firstChildAge: null,
      firstChildInterest: null,
      childDetailsErasedAt: now,
    });
    expect(byEmail.get('paid-91-days@example.com')).toMatchObject({
      firstChildName: 'Child',
      childDetailsErasedAt: null,
    });
    expect(byEmail.get('unpaid-recent@example.com')).toMatchObject({ firstChildName: 'Child' });

    // Idempotent: instances may run the purge side by side.
    expect(await t.app.services.retention.purge(now)).toMatchObject({
      unpaidCampRegistrations: 0,
      campChildDetailsErased: 0,
      oldCampRegistrations: 0,
    });
  });
});
