import { count, eq } from 'drizzle-orm';
import { addDays, callDateFromIsoDay } from '@eazy2con/shared/advisory';
import { ADVISORY_EMAIL_BOOKED_THAT_DAY } from '@eazy2con/shared/validation/advisory';
import { watDate } from '@eazy2con/shared/wat-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, nextIp, type TestApp } from '../../test/test-app';
import { mailOutbox } from '../mail/mail.schema';
import { bookAdvisory } from './advisory.schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const BOOK = `mutation ($input: CreateBookAdvisoryInput!) { createBookAdvisory(input: $input) { id email callTime } }`;
const day = (n: number) => callDateFromIsoDay(addDays(watDate(), n));
const book = (input: Record<string, unknown>) =>
  t.gql<{ createBookAdvisory: { id: string; email: string; callTime: string } }>(BOOK, { input }, { ip: nextIp() });
const contact = (email: string) => ({ fullName: 'Bisi Ade', phone: '+234 803 000 2222', email });
const callsOf = async (email: string) =>
  (await t.database.db.select({ n: count() }).from(bookAdvisory).where(eq(bookAdvisory.email, email)))[0]?.n;
const mailsTo = async (email: string) =>
  (await t.database.db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.to, email)))[0]?.n;

describe('one advisory call per e-mail per day', () => {
  it('refuses a second call the same day for the same e-mail with a clear message, storing and mailing nothing', async () => {
    const email = 'one-a-day@example.com';
    expect((await book({ ...contact(email), callDate: day(12), callTime: '9:00 AM' })).errors).toBeUndefined();
    const second = await book({ ...contact('One-A-Day@Example.com'), callDate: day(12), callTime: '1:00 PM' });
    expect(second.data).toBeNull();
    expect(second.errors?.[0]).toMatchObject({
      message: ADVISORY_EMAIL_BOOKED_THAT_DAY,
      extensions: { code: 'CONFLICT', fields: { email: ADVISORY_EMAIL_BOOKED_THAT_DAY } },
    });
    expect(await callsOf(email)).toBe(1);
    expect(await mailsTo(email)).toBe(1);
    // Another day is fine, and so is another e-mail on the same day.
    expect((await book({ ...contact(email), callDate: day(13), callTime: '1:00 PM' })).errors).toBeUndefined();
    expect(
      (await book({ ...contact('someone-else@example.com'), callDate: day(12), callTime: '1:00 PM' })).errors,
    ).toBeUndefined();
  });

  it('lets exactly one of simultaneous requests by one e-mail for different slots of a day through', async () => {
    const email = 'eager@example.com';
    const times = ['9:00 AM', '9:20 AM', '9:40 AM', '10:00 AM', '10:20 AM', '10:40 AM'];
    const results = await Promise.all(
      times.map((callTime) => book({ ...contact(email), callDate: day(14), callTime })),
    );
    expect(results.filter((r) => r.data?.createBookAdvisory)).toHaveLength(1);
    const refused = results.filter((r) => r.errors);
    expect(refused).toHaveLength(times.length - 1);
    for (const r of refused) expect(r.errors?.[0]?.message).toBe(ADVISORY_EMAIL_BOOKED_THAT_DAY);
    expect(await callsOf(email)).toBe(1);
  });
});
