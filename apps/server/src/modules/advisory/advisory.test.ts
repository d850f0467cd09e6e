import { count, eq } from 'drizzle-orm';
import { addDays, ADVISORY_DAYS_AHEAD, advisorySlotLabels, callDateFromIsoDay } from '@eazy2con/shared/advisory';
import {
  ADVISORY_DATE_INVALID,
  ADVISORY_EMAIL_INVALID,
  ADVISORY_EMAIL_REQUIRED,
  ADVISORY_FULL_NAME_REQUIRED,
  ADVISORY_PHONE_REQUIRED,
  ADVISORY_PICK_DATE_TIME,
  ADVISORY_SLOT_PAST,
  ADVISORY_SLOT_TAKEN,
  ADVISORY_SOURCE_INVALID,
  ADVISORY_TIME_INVALID,
  ADVISORY_TOO_FAR,
} from '@eazy2con/shared/validation/advisory';
import { watDate } from '@eazy2con/shared/wat-time';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { createTestApp, nextIp, type TestApp } from '../../test/test-app';
import { storedAttachments } from '../mail/attachments';
import { mailOutbox } from '../mail/mail.schema';
import { operationLimits } from '../rate-limits/operation-limits';
import { AdvisoryRepo } from './advisory.repo';
import { bookAdvisory } from './advisory.schema';
import { AdvisoryService, INVITE_FILENAME } from './advisory.service';

let t: TestApp;
const TEAM = 'team@eazy2con.example';

beforeAll(async () => {
  t = await createTestApp({ env: { SITE_EMAIL: TEAM, PUBLIC_URL: 'https://eazy2con.example' } });
});
afterAll(() => t.close());
beforeEach(() => {
  t.clientIp = nextIp();
});

const BOOK = `mutation ($input: CreateBookAdvisoryInput!) {
  createBookAdvisory(input: $input) { id fullName phone email source callDate callTime callAt createdAt }
}`;
const TAKEN = 'query ($date: String!) { advisorySlotsTaken(date: $date) }';

interface Booked {
  id: string;
  fullName: string;
  email: string;
  source: string;
  callDate: string;
  callTime: string;
  callAt: string;
}

/** A call date `n` days after today in Lagos, DD-MM-YYYY; each test takes its own days so slots do not collide. */
const day = (n: number) => callDateFromIsoDay(addDays(watDate(), n));
const contact = { fullName: 'Ngozi Okafor', phone: '+234 803 000 1111', email: 'Ngozi@Example.com' };

const book = (input: Record<string, unknown>, ip?: string) =>
  t.gql<{ createBookAdvisory: Booked }>(BOOK, { input }, ip ? { ip } : {});
const taken = async (date: string) =>
  (await t.gql<{ advisorySlotsTaken: string[] }>(TAKEN, { date })).data?.advisorySlotsTaken;
const bookings = async () => (await t.database.db.select({ n: count() }).from(bookAdvisory))[0]?.n ?? 0;
const mails = async () => (await t.database.db.select({ n: count() }).from(mailOutbox))[0]?.n ?? 0;
const mailsTo = async (to: string) => (await t.app.services.mail.list({ to, limit: 100 })).items;

describe('createBookAdvisory', () => {
  it('books the slot, keeps the spec date beside a real date and the instant, and mails an invite and a team note', async () => {
    const date = day(1);
    const res = await book({ ...contact, source: 'Facebook', callDate: date, callTime: '9:20 AM' });
    expect(res.errors).toBeUndefined();
    const booked = res.data?.createBookAdvisory;
    expect(booked).toMatchObject({
      fullName: 'Ngozi Okafor',
      email: 'ngozi@example.com',
      source: 'Facebook',
      callDate: date,
      callTime: '9:20 AM',
    });
    const isoDay = addDays(watDate(), 1);
    // 9:20 AM in Lagos is 08:20 UTC.
    expect(booked?.callAt).toBe(`${isoDay}T08:20:00.000Z`);
    const [row] = await t.database.db
      .select()
      .from(bookAdvisory)
      .where(eq(bookAdvisory.id, booked?.id ?? ''));
    expect(row).toMatchObject({ callDate: date, callDay: isoDay, callTime: '9:20 AM' });

    const [mail] = await mailsTo('ngozi@example.com');
    expect(mail?.template).toBe('book-advisory');
    expect(mail?.data).toMatchObject({
      fullName: 'Ngozi Okafor',
      phone: '+234 803 000 1111',
      callDate: date,
      callTime: '9:20 AM',
      source: 'Facebook',
    });
    expect(mail?.rendered?.subject).toBe(`Eazy2con: your advisory call on ${date} at 9:20 AM`);
    expect(mail?.rendered?.text).toContain('9:20 AM (WAT, GMT+1)');
    const [invite] = storedAttachments(mail?.attachments);
    expect(invite?.filename).toBe(INVITE_FILENAME);
    expect(invite?.contentType).toBe('text/calendar; charset=utf-8; method=PUBLISH');
    const lines = (invite?.content ?? '').replace(/\r\n /g, '').split('\r\n');
    const stamp = `${isoDay.replace(/-/g, '')}T0`;
    expect(lines).toContain('METHOD:PUBLISH');
    expect(lines).toContain(`UID:advisory-${booked?.id}@eazy2con.example`);
    expect(lines).toContain(`DTSTART:${stamp}82000Z`);
    expect(lines).toContain(`DTEND:${stamp}84000Z`);
    expect(lines).toContain(`ORGANIZER;CN="Eazy2con":mailto:${TEAM}`);

    const notes = (await mailsTo(TEAM)).filter((m) => m.data.reference === booked?.id);
    expect(notes).toHaveLength(1);
    expect(notes[0]?.template).toBe('booking-team');
    expect(notes[0]?.data).toMatchObject({
      what: 'Advisory call',
      name: 'Ngozi Okafor',
      email: 'ngozi@example.com',
      phone: '+234 803 000 1111',
      rows: [
        ['Date', date],
        ['Time', '9:20 AM (WAT, GMT+1)'],
        ['How they heard of us', 'Facebook'],
      ],
    });
    expect(notes[0]?.rendered?.replyTo).toBe('ngozi@example.com');
  });

  it("defaults the source to 'Other Medium'", async () => {
    const res = await book({ ...contact, callDate: day(2), callTime: '4:40 PM' });
    expect(res.data?.createBookAdvisory.source).toBe('Other Medium');
  });

  it('lists the taken times of a date (times only), and refuses the same slot again with CONFLICT, storing nothing', async () => {
    const date = day(3);
    expect(await taken(date)).toEqual([]);
    expect((await book({ ...contact, callDate: date, callTime: '2:00 PM' })).errors).toBeUndefined();
    expect(
      (await book({ ...contact, email: 'other@example.com', callDate: date, callTime: '10:00 AM' })).errors,
    ).toBeUndefined();
    expect(await taken(date)).toEqual(['10:00 AM', '2:00 PM']);
    expect(await taken(day(4))).toEqual([]);

    const [before, mailBefore] = [await bookings(), await mails()];
    const again = await book({ ...contact, email: 'late@example.com', callDate: date, callTime: '2:00 PM' });
    expect(again.data).toBeNull();
    expect(again.errors?.[0]?.message).toBe(ADVISORY_SLOT_TAKEN);
    expect(again.errors?.[0]?.extensions).toMatchObject({
      code: 'CONFLICT',
      fields: { callTime: ADVISORY_SLOT_TAKEN },
    });
    expect(await bookings()).toBe(before);
    expect(await mails()).toBe(mailBefore);
    expect(await mailsTo('late@example.com')).toHaveLength(0);
  });

  it('lets exactly one of several simultaneous requests for one slot win; the others get CONFLICT', async () => {
    const date = day(5);
    const [before, mailBefore] = [await bookings(), await mails()];
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        book({ ...contact, email: `racer${i}@example.com`, callDate: date, callTime: '11:40 AM' }, nextIp()),
      ),
    );
    const winners = results.filter((r) => r.data?.createBookAdvisory);
    const losers = results.filter((r) => r.errors);
    expect(winners).toHaveLength(1);
    expect(losers).toHaveLength(5);
    for (const loser of losers) {
      expect(loser.errors?.[0]?.extensions?.code).toBe('CONFLICT');
      expect(loser.errors?.[0]?.message).toBe(ADVISORY_SLOT_TAKEN);
    }
    expect(await bookings()).toBe(before + 1);
    // The winner's mail and team note only.
    expect(await mails()).toBe(mailBefore + 2);
    expect(await taken(date)).toEqual(['11:40 AM']);
  });

  it('makes a request for a slot whose booking is not yet committed wait: CONFLICT if it commits, the slot if it rolls back', async () => {
    const date = day(9);
    const isoDay = addDays(watDate(), 9);
    const held = (callTime: string) => ({
      ...contact,
      email: 'first@example.com',
      source: 'Other Medium' as const,
      callDate: date,
      callDay: isoDay,
      callTime,
      callAt: new Date(),
    });
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

    let waiting: ReturnType<typeof book> | undefined;
    await t.database.db.transaction(async (tx) => {
      expect(await new AdvisoryRepo(tx).insertIfFree(held('3:00 PM'))).not.toBeNull();
      waiting = book({ ...contact, email: 'second@example.com', callDate: date, callTime: '3:00 PM' }, nextIp());
      await sleep(300); // the request is in flight while this booking is uncommitted
    });
    expect((await waiting)?.errors?.[0]?.extensions?.code).toBe('CONFLICT');

    class RolledBack extends Error {}
    await t.database.db
      .transaction(async (tx) => {
        expect(await new AdvisoryRepo(tx).insertIfFree(held('3:20 PM'))).not.toBeNull();
        waiting = book({ ...contact, email: 'patient@example.com', callDate: date, callTime: '3:20 PM' }, nextIp());
        await sleep(300);
        throw new RolledBack();
      })
      .catch((error: unknown) => {
        if (!(error instanceof RolledBack)) throw error;
      });
    expect((await waiting)?.data?.createBookAdvisory.email).toBe('patient@example.com');
    expect(await taken(date)).toEqual(['3:00 PM', '3:20 PM']);
  });

  it('answers each bad field with its message and stores and mails nothing', async () => {
    const date = day(6);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...contact, fullName: ' ', callDate: date, callTime: '9:00 AM' }, 'fullName', ADVISORY_FULL_NAME_REQUIRED],
      [{ ...contact, phone: undefined, callDate: date, callTime: '9:00 AM' }, 'phone', ADVISORY_PHONE_REQUIRED],
      [{ ...contact, email: '', callDate: date, callTime: '9:00 AM' }, 'email', ADVISORY_EMAIL_REQUIRED],
      [{ ...contact, email: 'ngozi@', callDate: date, callTime: '9:00 AM' }, 'email', ADVISORY_EMAIL_INVALID],
      [{ ...contact, source: 'Radio', callDate: date, callTime: '9:00 AM' }, 'source', ADVISORY_SOURCE_INVALID],
      [{ ...contact, callTime: '9:00 AM' }, 'callDate', ADVISORY_PICK_DATE_TIME],
      [{ ...contact, callDate: date }, 'callTime', ADVISORY_PICK_DATE_TIME],
      [{ ...contact, callDate: '2026-11-24', callTime: '9:00 AM' }, 'callDate', ADVISORY_DATE_INVALID],
      [{ ...contact, callDate: '30-02-2027', callTime: '9:00 AM' }, 'callDate', ADVISORY_DATE_INVALID],
      [{ ...contact, callDate: date, callTime: '9:10 AM' }, 'callTime', ADVISORY_TIME_INVALID],
      [{ ...contact, callDate: date, callTime: '5:00 PM' }, 'callTime', ADVISORY_TIME_INVALID],
      [{ ...contact, callDate: day(-1), callTime: '4:40 PM' }, 'callTime', ADVISORY_SLOT_PAST],
      [{ ...contact, callDate: day(ADVISORY_DAYS_AHEAD + 1), callTime: '9:00 AM' }, 'callDate', ADVISORY_TOO_FAR],
    ];
    const [before, mailBefore] = [await bookings(), await mails()];
    for (const [input, field, message] of cases) {
      const res = await book(input, nextIp());
      expect(res.data, JSON.stringify(input)).toBeNull();
      expect(res.errors?.[0]?.message, JSON.stringify(input)).toBe(message);
      expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(res.errors?.[0]?.extensions?.fields?.[field], field).toBe(message);
    }
    expect(await bookings()).toBe(before);
    expect(await mails()).toBe(mailBefore);
    // The last day of the window is still open.
    expect(
      (await book({ ...contact, callDate: day(ADVISORY_DAYS_AHEAD), callTime: '9:00 AM' })).errors,
    ).toBeUndefined();
  });

  it('refuses a slot of today that has started, by the Lagos clock', async () => {
    // 09:10 in Lagos: 9:00 AM has started, 9:20 AM has not.
    const service = new AdvisoryService({
      repo: new AdvisoryRepo(t.database.db),
      mail: t.app.services.mail,
      site: t.config.site,
      publicUrl: t.config.publicUrl,
      now: () => new Date('2040-03-05T08:10:00Z'),
    });
    const refused = await service
      .book({ ...contact, callDate: '05-03-2040', callTime: '9:00 AM' })
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: 'BAD_USER_INPUT', message: ADVISORY_SLOT_PAST });
    expect((await service.book({ ...contact, callDate: '05-03-2040', callTime: '9:20 AM' })).callAt.toISOString()).toBe(
      '2040-03-05T08:20:00.000Z',
    );
  });

  it(`allows ${operationLimits.createBookAdvisory.max} bookings per address in 10 minutes`, async () => {
    const ip = nextIp();
    for (let i = 0; i < operationLimits.createBookAdvisory.max; i += 1) {
      expect(
        // One call per e-mail per day: a different e-mail for each.
        (
          await book(
            { ...contact, email: `limit${i}@example.com`, callDate: day(7), callTime: advisorySlotLabels[i] },
            ip,
          )
        ).errors,
      ).toBeUndefined();
    }
    const res = await book({ ...contact, callDate: day(8), callTime: '9:00 AM' }, ip);
    expect(res.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
  });
});

describe('advisorySlotsTaken', () => {
  it('refuses a date that is not DD-MM-YYYY', async () => {
    const res = await t.gql(TAKEN, { date: '2026-11-24' });
    expect(res.errors?.[0]).toMatchObject({ message: ADVISORY_DATE_INVALID, extensions: { code: 'BAD_USER_INPUT' } });
  });
});
