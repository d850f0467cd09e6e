import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../modules/mail/mail.schema';
import { notificationDeliveries } from '../modules/notifications/notifications.schema';
import type { Page } from '../lib/paging';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ROWS = 1000;

/**
 * created_at for row i of one INSERT, as the database alone can write it: within one millisecond, three rows to a
 * microsecond (ties broken by id), 334 microseconds apart. A JS Date (milliseconds) cannot tell any of them apart.
 */
const createdAt = (i: number) =>
  sql`timestamptz '2026-03-04 05:06:07.000000+00' + ${Math.floor(i / 3)} * interval '1 microsecond'`;

/** Reads every page of a list, 100 at a time (a smaller last one), and answers the ids in the order they came. */
async function readAll(list: (nextToken: string | null) => Promise<Page<{ id: string }>>): Promise<string[]> {
  const ids: string[] = [];
  let token: string | null = null;
  for (let pages = 0; pages <= ROWS; pages += 1) {
    const page: Page<{ id: string }> = await list(token);
    ids.push(...page.items.map((item) => item.id));
    token = page.nextToken;
    if (!token) return ids;
  }
  throw new Error('the list never ended');
}

describe('page cursors keep the database’s full precision (issue 26)', () => {
  it(`the mail outbox: ${ROWS} rows written in one statement, sharing a millisecond, each read exactly once`, async () => {
    const to = 'precision.mail@example.com';
    const inserted = await t.database.db
      .insert(mailOutbox)
      .values(Array.from({ length: ROWS }, (_, i) => ({ to, template: 'test', data: {}, createdAt: createdAt(i) })))
      .returning({ id: mailOutbox.id });
    const ids = await readAll(async (nextToken) => t.app.services.mail.list({ to, limit: 100, nextToken }));
    expect(ids).toHaveLength(ROWS);
    expect(new Set(ids)).toEqual(new Set(inserted.map((row) => row.id)));
  });

  it(`the notification deliveries: likewise`, async () => {
    const recipient = '2348030009999';
    const inserted = await t.database.db
      .insert(notificationDeliveries)
      .values(
        Array.from({ length: ROWS }, (_, i) => ({
          channel: 'SMS' as const,
          recipient,
          template: 'test',
          data: {},
          text: `message ${i}`,
          createdAt: createdAt(i),
        })),
      )
      .returning({ id: notificationDeliveries.id });
    const ids = await readAll(async (nextToken) =>
      t.app.services.notifications.list({ to: `+${recipient}`, limit: 100, nextToken }),
    );
    expect(ids).toHaveLength(ROWS);
    expect(new Set(ids)).toEqual(new Set(inserted.map((row) => row.id)));
  });
});
