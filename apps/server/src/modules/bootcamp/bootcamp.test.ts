import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BOOTCAMP_ALREADY_REGISTERED, BOOTCAMP_FULL_MESSAGE } from '@eazy2con/shared/bootcamp';
import { createTestApp, type TestApp } from '../../test/test-app';
import { hashSecret } from '../../lib/confirmation-secrets';
import { mailOutbox } from '../mail/mail.schema';
import { bootcampRegistrations } from './bootcamp.schema';
import { register, registrationState, validBootcamp } from './test-helpers';

const TEAM = 'team@eazy2con.example';

let open: TestApp;
let closed: TestApp;

beforeAll(async () => {
  [open, closed] = await Promise.all([
    createTestApp({
      env: {
        SITE_EMAIL: TEAM,
        PUBLIC_URL: 'https://eazy2con.example',
        BOOTCAMP_OPEN: '1',
        BOOTCAMP_START_DATE: '2030-03-04',
        BOOTCAMP_SLACK_LINK: 'https://join.slack.com/t/eazy2con',
      },
    }),
    createTestApp({ env: { SITE_EMAIL: TEAM } }),
  ]);
});
afterAll(async () => {
  await open?.close();
  await closed?.close();
});

const rows = async (t: TestApp) => (await t.database.db.select({ n: count() }).from(bootcampRegistrations))[0]?.n ?? 0;
const mails = async (t: TestApp) => (await t.database.db.select({ n: count() }).from(mailOutbox))[0]?.n ?? 0;
const stored = async (t: TestApp) => ({ registrations: await rows(t), mails: await mails(t) });
const mailsTo = async (t: TestApp, to: string) =>
  (await t.app.services.mail.list({ to, limit: 100 })).items.map((m) => ({
    template: m.template,
    data: m.data,
    text: m.rendered?.text,
  }));

/** Fills seats straight in the table (as earlier registrations would have), leaving `left` of the ten. */
async function leaveSeats(t: TestApp, left: number, cohortStartDate: string | null = '2030-03-04') {
  const taken = 10 - left;
  if (taken === 0) return;
  await t.database.db.insert(bootcampRegistrations).values(
    Array.from({ length: taken }, (_, i) => ({
      fullName: `Earlier ${i}`,
      phone: '08030000000',
      email: `earlier${i}@example.com`,
      country: 'NG',
      source: 'Facebook' as const,
      doYouHaveAlaptop: 'Yes' as const,
      track: 'backend' as const,
      cohortStartDate,
      amountKobo: 2_000_000,
      accessTokenHash: hashSecret(`token-${i}`),
    })),
  );
}

describe('bootcampRegistration', () => {
  it('is closed by default, with ten seats at 20,000 naira and no start date', async () => {
    expect(await registrationState(closed)).toEqual({
      open: false,
      slotsLeft: 10,
      slotsTotal: 10,
      feeNaira: 20000,
      startDate: null,
    });
  });

  it('counts the seats of the configured start date only', async () => {
    await open.database.db.delete(bootcampRegistrations);
    await leaveSeats(open, 7);
    await leaveSeats(open, 4, '2029-01-01'); // an earlier bootcamp's registrations do not take this one's seats
    expect(await registrationState(open)).toEqual({
      open: true,
      slotsLeft: 7,
      slotsTotal: 10,
      feeNaira: 20000,
      startDate: '2030-03-04',
    });
  });
});

describe('createBootcamp while open', () => {
  beforeEach(async () => {
    await open.database.db.delete(bootcampRegistrations);
  });

  it('registers, answers the access token once, charges 20,000 naira and mails the registrant and the team', async () => {
    const res = await register(open, { ...validBootcamp(' Chioma.Eze@Example.com '), country: 'ng' });
    expect(res.errors).toBeUndefined();
    const made = res.data!.createBootcamp;
    expect(made).toMatchObject({
      fullName: 'Chioma Eze',
      email: 'chioma.eze@example.com',
      country: 'NG',
      countryName: 'Nigeria',
      whyLearnTheCourse: 'Acquire new skill',
      track: 'frontend',
      trackTitle: 'Frontend',
      startDate: '2030-03-04',
      amountKobo: 2_000_000,
      transferOption: false,
      payment: { status: 'AWAITING_PAYMENT', txRef: null },
    });
    expect(made.accessToken).toMatch(/^[\w-]{43}$/);
    expect((await registrationState(open)).slotsLeft).toBe(9);

    // Only the token's hash is kept.
    const [row] = await open.database.db
      .select()
      .from(bootcampRegistrations)
      .where(eq(bootcampRegistrations.id, made.id));
    expect(row?.accessTokenHash).toBe(hashSecret(made.accessToken!));
    expect(JSON.stringify(row)).not.toContain(made.accessToken);

    const [mail] = await mailsTo(open, 'chioma.eze@example.com');
    expect(mail).toMatchObject({
      template: 'bootcamp-success',
      data: {
        email: 'chioma.eze@example.com',
        firstName: 'Chioma',
        fullName: 'Chioma Eze',
        track: 'Frontend',
        slackLink: 'https://join.slack.com/t/eazy2con',
        startDate: '4 March 2030',
        feeNaira: 20000,
      },
    });
    expect(mail?.text).toContain('The bootcamp starts on 4 March 2030');
    const notes = (await mailsTo(open, TEAM)).filter(
      (m) => m.template === 'booking-team' && m.data.reference === made.id,
    );
    expect(notes).toHaveLength(1);
    expect(notes[0]?.data).toMatchObject({
      what: 'Bootcamp registration',
      name: 'Chioma Eze',
      phone: '+234 803 000 2222',
    });
    expect(notes[0]?.text).toContain('Track: Frontend');
    expect(notes[0]?.text).toContain('Country: Nigeria');
  });

  it('does not need a reason to learn', async () => {
    for (const whyLearnTheCourse of [undefined, null, '']) {
      const res = await register(open, {
        ...validBootcamp(`why${String(whyLearnTheCourse)}@example.com`),
        whyLearnTheCourse,
      });
      expect(res.errors).toBeUndefined();
      expect(res.data?.createBootcamp.whyLearnTheCourse).toBeNull();
    }
  });

  it('takes one seat per e-mail', async () => {
    expect((await register(open, validBootcamp('twice@example.com'))).errors).toBeUndefined();
    const before = await stored(open);
    const again = await register(open, validBootcamp('TWICE@example.com'));
    expect(again.errors?.[0]).toMatchObject({
      message: BOOTCAMP_ALREADY_REGISTERED,
      extensions: { code: 'CONFLICT', fields: { email: BOOTCAMP_ALREADY_REGISTERED } },
    });
    expect(await stored(open)).toEqual(before);
  });

  it('refuses a registration when every seat is taken, storing nothing and mailing nobody', async () => {
    await leaveSeats(open, 0);
    const before = await stored(open);
    const res = await register(open, validBootcamp('late@example.com'));
    expect(res.errors?.[0]).toMatchObject({ message: BOOTCAMP_FULL_MESSAGE, extensions: { code: 'CONFLICT' } });
    expect(res.data ?? null).toBeNull();
    expect(await stored(open)).toEqual(before);
    expect((await registrationState(open)).slotsLeft).toBe(0);
  });

  it('gives the last seat to exactly one of two registrations sent at the same moment', async () => {
    await leaveSeats(open, 1);
    const mailsBefore = await mails(open);
    const results = await Promise.all([
      register(open, validBootcamp('first@example.com')),
      register(open, validBootcamp('second@example.com')),
    ]);
    const won = results.filter((r) => !r.errors);
    const lost = results.filter((r) => r.errors);
    expect(won).toHaveLength(1);
    expect(lost.map((r) => r.errors?.[0]?.extensions?.code)).toEqual(['CONFLICT']);
    expect(await rows(open)).toBe(10);
    expect(await mails(open)).toBe(mailsBefore + 2); // the winner's mail and the team's note, nothing for the other
    expect((await registrationState(open)).slotsLeft).toBe(0);
  });

  it('never sells more than the ten seats, however many register at once', async () => {
    await leaveSeats(open, 3);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => register(open, validBootcamp(`rush${i}@example.com`))),
    );
    expect(results.filter((r) => !r.errors)).toHaveLength(3);
    expect(new Set(results.filter((r) => r.errors).map((r) => r.errors?.[0]?.message))).toEqual(
      new Set([BOOTCAMP_FULL_MESSAGE]),
    );
    expect(await rows(open)).toBe(10);
  });
});
