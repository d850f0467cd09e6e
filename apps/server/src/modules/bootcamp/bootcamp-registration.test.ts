import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOTCAMP_CLOSED_MESSAGE } from '@eazy2con/shared/bootcamp';
import { createTestApp, nextIp, type TestApp } from '../../test/test-app';
import { hashSecret } from '../../lib/confirmation-secrets';
import { mailOutbox } from '../mail/mail.schema';
import { operationLimits } from '../rate-limits/operation-limits';
import { bootcampRegistrations } from './bootcamp.schema';
import { CREATE, GET, UPDATE, register, registrationState, validBootcamp, type BootcampAnswer } from './test-helpers';

const TEAM = 'team@eazy2con.example';
const NOT_FOUND = 'This booking was not found';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

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

describe('createBootcamp input', () => {
  const invalid: [string, Record<string, unknown>, string][] = [
    ['no full name', { fullName: undefined }, 'Full Name is required!'],
    ['a blank full name', { fullName: '   ' }, 'Full Name is required!'],
    ['no phone', { phone: '' }, 'Phone Number is required!'],
    ['a phone without digits', { phone: 'call me' }, 'Phone Number is not valid!'],
    ['no e-mail', { email: undefined }, 'Email is required!'],
    ['a malformed e-mail', { email: 'chioma.example.com' }, 'Email is not a valid email!'],
    ['no country', { country: '' }, 'Please input your country'],
    ['an unknown country', { country: 'Wakanda' }, 'Please input your country'],
    ['no source', { source: null }, 'How you heard about us is required!'],
    ['a source not offered', { source: 'Radio' }, 'How you heard about us is required!'],
    [
      'a reason not offered',
      { whyLearnTheCourse: 'Because' },
      'Choose one of the answers to "Why do you want to learn this course?"',
    ],
    ['no laptop answer', { doYouHaveAlaptop: undefined }, 'Laptop is required!'],
    ['a laptop answer not offered', { doYouHaveAlaptop: 'Maybe' }, 'Laptop is required!'],
    ['no track', { track: '' }, 'Track is required!'],
    ['an unknown track', { track: 'blockchain' }, 'Track is required!'],
  ];

  it.each(invalid)('refuses %s with its message, stores nothing and mails nobody', async (_label, change, message) => {
    const before = await stored(open);
    const res = await register(open, { ...validBootcamp('bad.input@example.com'), ...change });
    expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    expect(Object.values(res.errors?.[0]?.extensions?.fields ?? {})).toContain(message);
    expect(await stored(open)).toEqual(before);
  });

  it('answers a too-long name with a message, not a server error', async () => {
    const res = await register(open, { ...validBootcamp(), fullName: 'A'.repeat(101) });
    expect(res.errors?.[0]).toMatchObject({
      message: 'Full Name must be at most 100 characters',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});

describe('createBootcamp while closed', () => {
  it('is refused as UNAVAILABLE, even with good input, and stores nothing and mails nobody', async () => {
    const before = await stored(closed);
    const res = await register(closed, validBootcamp());
    expect(res.errors?.[0]).toMatchObject({ message: BOOTCAMP_CLOSED_MESSAGE, extensions: { code: 'UNAVAILABLE' } });
    expect(res.errors?.[0]?.message).toMatch(/^Registration closed/);
    expect(await stored(closed)).toEqual(before);
    expect((await registrationState(closed)).slotsLeft).toBe(10);
  });
});

describe('reading and changing a registration back', () => {
  let made: BootcampAnswer;
  beforeAll(async () => {
    await open.database.db.delete(bootcampRegistrations);
    const res = await register(open, validBootcamp('back@example.com'));
    made = res.data!.createBootcamp;
  });

  it('reads it with its token, without giving the token again', async () => {
    const res = await open.gql<{ getBootcamp: BootcampAnswer }>(GET, { id: made.id, token: made.accessToken });
    expect(res.errors).toBeUndefined();
    expect(res.data?.getBootcamp).toMatchObject({
      id: made.id,
      fullName: 'Chioma Eze',
      email: 'back@example.com',
      amountKobo: 2_000_000,
    });
    expect(res.data?.getBootcamp.accessToken).toBeNull();
  });

  it.each([
    ['a wrong token', () => ({ id: made.id, token: 'A'.repeat(43) })],
    ['an empty token', () => ({ id: made.id, token: '' })],
    ['an unknown id', () => ({ id: UNKNOWN, token: made.accessToken })],
    ['a malformed id', () => ({ id: 'not-a-uuid', token: made.accessToken })],
  ])('answers NOT_FOUND to %s, for reading and for Pay Later alike', async (_label, args) => {
    const read = await open.gql(GET, args());
    expect(read.errors?.[0]).toMatchObject({ message: NOT_FOUND, extensions: { code: 'NOT_FOUND' } });
    const change = await open.gql(UPDATE, { input: { ...args(), transferOption: true } }, { ip: nextIp() });
    expect(change.errors?.[0]).toMatchObject({ message: NOT_FOUND, extensions: { code: 'NOT_FOUND' } });
    const [row] = await open.database.db
      .select()
      .from(bootcampRegistrations)
      .where(eq(bootcampRegistrations.id, made.id));
    expect(row?.transferOption).toBe(false);
  });

  it('needs the token: an id alone is refused by the schema', async () => {
    const res = await open.gql(`query ($id: ID!) { getBootcamp(id: $id) { id } }`, { id: made.id });
    expect(res.errors?.[0]?.message).toMatch(/argument "token" of type "String!" is required/);
  });

  it('sets Pay Later with the token, and nothing else: the payment state stays the server’s', async () => {
    const res = await open.gql<{ updateBootcamp: BootcampAnswer }>(
      UPDATE,
      { input: { id: made.id, token: made.accessToken, transferOption: true } },
      { ip: nextIp() },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.updateBootcamp).toMatchObject({
      transferOption: true,
      payment: { status: 'AWAITING_PAYMENT', txRef: null },
    });
    const sneaky = await open.gql(
      UPDATE,
      { input: { id: made.id, token: made.accessToken, transferOption: true, payment: { status: 'PAID' } } },
      { ip: nextIp() },
    );
    expect(sneaky.errors?.[0]?.message).toMatch(/"payment" is not defined/);
    const [row] = await open.database.db
      .select()
      .from(bootcampRegistrations)
      .where(eq(bootcampRegistrations.id, made.id));
    expect(row).toMatchObject({ transferOption: true, paymentStatus: 'AWAITING_PAYMENT' });
  });

  it('works while registration is closed, so a registrant can still choose Pay Later', async () => {
    await leaveSeats(closed, 9, null);
    const [earlier] = await closed.database.db
      .select()
      .from(bootcampRegistrations)
      .where(eq(bootcampRegistrations.email, 'earlier0@example.com'));
    const res = await closed.gql(
      UPDATE,
      { input: { id: earlier!.id, token: 'token-0', transferOption: true } },
      { ip: nextIp() },
    );
    expect(res.errors).toBeUndefined();
  });
});

describe('limits', () => {
  it('refuses registration max + 1 from one address', async () => {
    await open.database.db.delete(bootcampRegistrations);
    const ip = nextIp();
    const codes: (string | undefined)[] = [];
    for (let i = 0; i <= operationLimits.createBootcamp.max; i += 1) {
      const res = await open.gql(CREATE, { input: validBootcamp(`limit${i}@example.com`) }, { ip });
      codes.push(res.errors?.[0]?.extensions?.code);
    }
    expect(codes.slice(0, -1)).toEqual(Array(operationLimits.createBootcamp.max).fill(undefined));
    expect(codes.at(-1)).toBe('RATE_LIMITED');
  });

  it('refuses Pay Later max + 1 from one address', async () => {
    const ip = nextIp();
    const codes: (string | undefined)[] = [];
    for (let i = 0; i <= operationLimits.updateBootcamp.max; i += 1) {
      codes.push(
        (await open.gql(UPDATE, { input: { id: UNKNOWN, token: 'x', transferOption: true } }, { ip })).errors?.[0]
          ?.extensions?.code,
      );
    }
    expect(codes.at(-2)).toBe('NOT_FOUND');
    expect(codes.at(-1)).toBe('RATE_LIMITED');
  });
});
