import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminTestPeople, getExport, type AdminTestPeople } from '../modules/admin/test-helpers';
import { contactUs } from '../modules/content/content.schema';
import { childConsents } from '../modules/families/families.schema';
import { payoutBatches, payouts } from '../modules/money-out/payouts.schema';
import { refunds } from '../modules/money-out/refunds.schema';
import { createTestApp, type TestApp } from './test-app';

/**
 * Issue 34, item 5: every CSV the server writes guards spreadsheet formulas. Text a visitor, a mentor or an admin
 * typed, starting with = + - @ TAB or CR, comes out with a leading apostrophe in the admin list export and in
 * payouts.csv and refunds.csv (which wrote raw cells before), and in the consent records (issue 35).
 */
let t: TestApp;
let people: AdminTestPeople;

const HOSTILE = ['=HYPERLINK("http://evil.example","x")', '+1+cmd|calc', '-2+3', '@SUM(1,2)', '\t=1+1', '\r=1+1'];

/** The cells of a CSV body (RFC 4180: quoted fields may hold commas, quotes doubled, CR and LF), BOM left out. */
function csvCells(body: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const text = body.replace(/^\uFEFF/, '');
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ',') {
      row.push(cell);
      cell = '';
    } else if (!quoted && (c === '\n' || (c === '\r' && text[i + 1] === '\n'))) {
      if (c === '\r') i += 1;
      rows.push([...row, cell]);
      row = [];
      cell = '';
    } else {
      cell += c;
    }
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

beforeAll(async () => {
  t = await createTestApp();
  people = await adminTestPeople(t);
  const db = t.database.db;
  await db
    .insert(contactUs)
    .values(HOSTILE.map((text, i) => ({ fullName: text, email: `formula${i}@example.com`, message: text })));
  const [batch] = await db
    .insert(payoutBatches)
    .values({ week: '2026-11-23', status: 'approved', totalKobo: 6000 })
    .returning();
  await db.insert(payouts).values(
    HOSTILE.map((text, i) => ({
      batchId: batch!.id,
      mentorId: randomUUID(),
      mentorName: text,
      mentorEmail: `mentor${i}@example.com`,
      amountKobo: 1000,
      reference: `e2c-po-formula-${i}`,
      status: 'failed' as const,
      bankName: text,
      failureReason: text,
    })),
  );
  await db.insert(refunds).values(
    HOSTILE.map((text, i) => ({
      paymentId: randomUUID(),
      bookingKind: 'mentor',
      bookingId: randomUUID(),
      amountKobo: 500,
      reason: text,
      requestedBy: text,
      payerEmail: `payer${i}@example.com`,
      shortfallKobo: -250,
    })),
  );
  // Consent records keep what the form sent; the shared schema allows no such text, but the export must not trust that.
  await db.insert(childConsents).values(
    HOSTILE.map((text, i) => ({
      childId: randomUUID(),
      parentUserId: `user-${i}`,
      parentEmail: `parent${i}@example.com`,
      phone: '2348091234567',
      relationship: text,
      method: 'EMAIL_AND_PHONE_CODE' as const,
      noticeVersion: text,
    })),
  );
});
afterAll(() => t.close());

describe('every CSV export neutralises spreadsheet formulas (issue 34)', () => {
  it.each([
    ['contact-us.csv', 2],
    ['payouts.csv', 3],
    ['refunds.csv', 2],
    ['consent-records.csv', 2],
  ])('%s: each typed text starting with = + - @ TAB or CR gets a leading apostrophe', async (file, perRow) => {
    const res = await getExport(t, file, people.admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const cells = csvCells(res.body).flat();
    // The rows are there (a CSV without them would pass the next check by saying nothing)...
    for (const text of HOSTILE) expect(cells.filter((cell) => cell === `'${text}`)).toHaveLength(perRow);
    // ...and no cell a spreadsheet would run: only a negative number may start with '-'.
    const runnable = cells.filter((cell) => /^[=+\-@\t\r]/.test(cell) && !/^-\d+(\.\d+)?$/.test(cell));
    expect(runnable).toEqual([]);
  });

  it('keeps a negative amount a number (refunds.csv shortfall)', async () => {
    const res = await getExport(t, 'refunds.csv', people.admin.cookie);
    const rows = csvCells(res.body);
    const column = rows[0]!.indexOf('Shortfall (NGN)');
    expect(rows.slice(1).map((row) => row[column])).toEqual(HOSTILE.map(() => '-2.50'));
  });
});
