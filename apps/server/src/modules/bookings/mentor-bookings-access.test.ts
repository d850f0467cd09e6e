import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '@eazy2con/shared/validation/mentor-booking';
import { watDate } from '@eazy2con/shared/wat-time';
import { createTestApp, nextIp, type TestApp } from '../../test/test-app';
import { mailOutbox } from '../mail/mail.schema';
import { operationLimits } from '../rate-limits/operation-limits';
import { BOOKING_NOT_FOUND } from '../../lib/booking-access';
import { mentorBookings } from './mentor-bookings.schema';
import { trialCode } from './trial.fixtures';
import { ALREADY_PAID, TRIAL_NOTHING_TO_PAY } from './mentor-bookings.service';

const FIELDS = `id mentorId audience fullName phone email type course detailCourseName image startEndDate { start end }
  whyLearnTheCourse courseDetails status amountKobo transferOption payment { status txRef } accessToken createdAt
  mentor { firstname lastname }`;
const CREATE = `mutation ($input: CreateBookAmentorInput!) { createBookAmentor(input: $input) { ${FIELDS} } }`;
const GET = `query ($id: ID!, $token: String!) { getBookAmentor(id: $id, token: $token) { ${FIELDS} } }`;
const UPDATE = `mutation ($input: UpdateBookAmentorInput!) { updateBookAmentor(input: $input) { id transferOption accessToken } }`;

interface Booking {
  id: string;
  mentorId: string | null;
  audience: string;
  fullName: string;
  email: string;
  type: string;
  course: string;
  detailCourseName: string | null;
  image: string | null;
  startEndDate: { start: string; end: string };
  amountKobo: number;
  transferOption: boolean;
  payment: { status: string; txRef: string | null };
  accessToken: string | null;
  mentor: { firstname: string; lastname: string } | null;
}

let t: TestApp;
const TEAM = 'team@eazy2con.example';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const today = () => watDate();

const adult = (overrides: Record<string, unknown> = {}) => ({
  fullName: 'Ada Obi',
  phone: '+234 803 000 1111',
  email: 'Ada.Obi@Example.com',
  type: 'Personal',
  course: 'React',
  startEndDate: { start: addDays(today(), 1), end: addDays(today(), 180) },
  ...overrides,
});

const create = (input: Record<string, unknown>) => t.gql<{ createBookAmentor: Booking }>(CREATE, { input });
const get = (id: string, token: string) => t.gql<{ getBookAmentor: Booking }>(GET, { id, token });
const update = (input: Record<string, unknown>) =>
  t.gql<{ updateBookAmentor: { id: string; transferOption: boolean; accessToken: string | null } }>(UPDATE, { input });

async function created(input: Record<string, unknown>): Promise<Booking> {
  const res = await create(input);
  if (res.errors || !res.data) throw new Error(`booking failed: ${JSON.stringify(res.errors)}`);
  return res.data.createBookAmentor;
}

const counts = async () => ({
  bookings: (await t.database.db.select({ n: count() }).from(mentorBookings))[0]?.n ?? 0,
  mails: (await t.database.db.select({ n: count() }).from(mailOutbox))[0]?.n ?? 0,
});

beforeAll(async () => {
  t = await createTestApp({ env: { SITE_EMAIL: TEAM } });
});
afterAll(() => t.close());
// Each test is another visitor, so the per-address limits do not add up across tests.
beforeEach(() => {
  t.clientIp = nextIp();
});

describe('getBookAmentor', () => {
  it('reads a booking back with its token, and never shows the token again', async () => {
    const booking = await created(adult({ fullName: 'Bola Ade' }));
    const res = await get(booking.id, booking.accessToken ?? '');
    expect(res.errors).toBeUndefined();
    expect(res.data?.getBookAmentor).toMatchObject({
      id: booking.id,
      fullName: 'Bola Ade',
      type: 'Personal',
      amountKobo: 4_900_000,
      accessToken: null,
    });
  });

  it.each([
    ['a wrong token', (b: Booking) => [b.id, 'A'.repeat(43)]],
    ['an empty token', (b: Booking) => [b.id, '']],
    ['an unknown id', (b: Booking) => [UNKNOWN, b.accessToken ?? '']],
    ['a malformed id', (b: Booking) => ['123', b.accessToken ?? '']],
  ])('answers NOT_FOUND for %s, the same as for no booking', async (_label, args) => {
    const booking = await created(adult());
    const [id, token] = args(booking) as [string, string];
    const res = await get(id, token);
    expect(res.errors?.[0]).toMatchObject({ message: BOOKING_NOT_FOUND, extensions: { code: 'NOT_FOUND' } });
    expect(res.data ?? null).toBeNull();
  });

  it('is limited per address', async () => {
    const booking = await created(adult());
    const ip = nextIp();
    const codes: (string | undefined)[] = [];
    for (let i = 0; i <= operationLimits.getBookAmentor.max; i += 1) {
      codes.push(
        (await t.gql(GET, { id: booking.id, token: booking.accessToken }, { ip })).errors?.[0]?.extensions?.code,
      );
    }
    expect(codes.slice(0, -1).every((code) => code === undefined)).toBe(true);
    expect(codes.at(-1)).toBe('RATE_LIMITED');
  });
});

describe('updateBookAmentor', () => {
  const transferOf = async (id: string) =>
    (await t.database.db.select().from(mentorBookings).where(eq(mentorBookings.id, id)))[0]?.transferOption;

  it('sets Pay Later with the token', async () => {
    const booking = await created(adult());
    const res = await update({ id: booking.id, token: booking.accessToken, transferOption: true });
    expect(res.errors).toBeUndefined();
    expect(res.data?.updateBookAmentor).toEqual({ id: booking.id, transferOption: true, accessToken: null });
    expect(await transferOf(booking.id)).toBe(true);
  });

  it('changes nothing without the right token', async () => {
    const booking = await created(adult());
    const res = await update({ id: booking.id, token: 'B'.repeat(43), transferOption: true });
    expect(res.errors?.[0]).toMatchObject({ message: BOOKING_NOT_FOUND, extensions: { code: 'NOT_FOUND' } });
    expect(await transferOf(booking.id)).toBe(false);
  });

  it('takes nothing but transferOption from the browser', async () => {
    const booking = await created(adult());
    const res = await update({
      id: booking.id,
      token: booking.accessToken,
      transferOption: true,
      payment: { status: 'PAID' },
    });
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const [row] = await t.database.db.select().from(mentorBookings).where(eq(mentorBookings.id, booking.id));
    expect(row).toMatchObject({ paymentStatus: 'AWAITING_PAYMENT', transferOption: false });
  });

  it('refuses Pay Later on a free trial and on a paid booking', async () => {
    const trial = await created(
      adult({ type: 'Trial', email: 'trial@example.com', trialCode: await trialCode(t, 'trial@example.com') }),
    );
    const onTrial = await update({ id: trial.id, token: trial.accessToken, transferOption: true });
    expect(onTrial.errors?.[0]).toMatchObject({
      message: TRIAL_NOTHING_TO_PAY,
      extensions: { code: 'BAD_USER_INPUT' },
    });

    const paid = await created(adult());
    await t.database.db.update(mentorBookings).set({ paymentStatus: 'PAID' }).where(eq(mentorBookings.id, paid.id));
    const onPaid = await update({ id: paid.id, token: paid.accessToken, transferOption: true });
    expect(onPaid.errors?.[0]).toMatchObject({ message: ALREADY_PAID, extensions: { code: 'CONFLICT' } });
    expect(await transferOf(paid.id)).toBe(false);
  });

  it('is limited per address', async () => {
    const booking = await created(adult());
    const ip = nextIp();
    const codes: (string | undefined)[] = [];
    for (let i = 0; i <= operationLimits.updateBookAmentor.max; i += 1) {
      const input = { id: booking.id, token: booking.accessToken, transferOption: i % 2 === 0 };
      codes.push((await t.gql(UPDATE, { input }, { ip })).errors?.[0]?.extensions?.code);
    }
    expect(codes.slice(0, -1).every((code) => code === undefined)).toBe(true);
    expect(codes.at(-1)).toBe('RATE_LIMITED');
  });
});

describe('createBookAmentor limit', () => {
  it('refuses booking max + 1 from one address, storing and mailing nothing', async () => {
    const ip = nextIp();
    for (let i = 0; i < operationLimits.createBookAmentor.max; i += 1) {
      expect((await t.gql(CREATE, { input: adult() }, { ip })).errors).toBeUndefined();
    }
    const before = await counts();
    const refused = await t.gql(CREATE, { input: adult() }, { ip });
    expect(refused.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect(await counts()).toEqual(before);
  });
});
