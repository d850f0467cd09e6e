import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  CAMP_CHILD_AGE_REQUIRED,
  CAMP_CHILD_REQUIRED,
  CAMP_CONSENT_REQUIRED,
  CAMP_EMAIL_INVALID,
  CAMP_EMAIL_REQUIRED,
  CAMP_KIDS_RANGE,
  CAMP_KIDS_REQUIRED,
  CAMP_PARENT_REQUIRED,
  CAMP_PHONE_REQUIRED,
} from '@eazy2con/shared/validation/camp';
import { createTestApp, nextIp, type TestApp } from '../../test/test-app';
import { hashSecret } from '../../lib/confirmation-secrets';
import { mailOutbox } from '../mail/mail.schema';
import { operationLimits } from '../rate-limits/operation-limits';
import { campRegistrations } from './camp.schema';
import { CAMP_ALREADY_PAID } from './camp.service';

const TEAM = 'team@eazy2con.example';
const FIELDS = `id parentName parentEmail parentPhone noOfKids firstChildName firstChildAge firstChildInterest
  parentConsentAt amountKobo transferOption payment { status txRef } accessToken createdAt updatedAt`;
const CREATE = `mutation ($input: CreateBookKidmentorInput!) { createBookKidmentor(input: $input) { ${FIELDS} } }`;
const GET = `query ($id: ID!, $token: String!) { getBookKidmentor(id: $id, token: $token) { ${FIELDS} } }`;
const UPDATE = `mutation ($input: UpdateBookKidmentorInput!) { updateBookKidmentor(input: $input) { ${FIELDS} } }`;

interface Registration {
  id: string;
  parentName: string;
  parentEmail: string;
  noOfKids: number;
  firstChildName: string | null;
  firstChildInterest: string | null;
  parentConsentAt: string;
  amountKobo: number;
  transferOption: boolean;
  payment: { status: string; txRef: string | null };
  accessToken: string | null;
}

const valid = {
  parentName: 'Ngozi Okafor',
  parentEmail: 'Ngozi.Okafor@Example.com',
  parentPhone: '+234 803 000 2222',
  noOfKids: 2,
  firstChildName: 'Ada',
  firstChildAge: '9',
  firstChildInterest: 'Making games',
  parentConsent: true,
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SITE_EMAIL: TEAM, PUBLIC_URL: 'https://eazy2con.example' } });
});
afterAll(() => t.close());
// Each test is another visitor, so the per-address limits do not add up across tests.
beforeEach(() => {
  t.clientIp = nextIp();
});

const create = (input: Record<string, unknown>) => t.gql<{ createBookKidmentor: Registration }>(CREATE, { input });
const get = (id: string, token: string) => t.gql<{ getBookKidmentor: Registration }>(GET, { id, token });
const update = (input: Record<string, unknown>) => t.gql<{ updateBookKidmentor: Registration }>(UPDATE, { input });
const rows = async () => (await t.database.db.select({ n: count() }).from(campRegistrations))[0]?.n ?? 0;
const mails = async () => (await t.database.db.select({ n: count() }).from(mailOutbox))[0]?.n ?? 0;
const mailsTo = async (to: string) => (await t.app.services.mail.list({ to, limit: 100 })).items;
const registered = async (input: Record<string, unknown> = valid) => {
  const res = await create(input);
  expect(res.errors).toBeUndefined();
  const registration = res.data!.createBookKidmentor;
  return { ...registration, token: registration.accessToken! };
};

describe('createBookKidmentor', () => {
  it('stores the registration with the tuition the server computes, the consent time and a token given once', async () => {
    const before = Date.now();
    const res = await create(valid);
    expect(res.errors).toBeUndefined();
    const registration = res.data!.createBookKidmentor;
    expect(registration).toMatchObject({
      parentName: 'Ngozi Okafor',
      parentEmail: 'ngozi.okafor@example.com',
      noOfKids: 2,
      firstChildName: 'Ada',
      firstChildInterest: 'Making games',
      amountKobo: 1_800_000,
      transferOption: false,
      payment: { status: 'AWAITING_PAYMENT', txRef: null },
    });
    expect(registration.accessToken).toMatch(/^[\w-]{43}$/);
    expect(new Date(registration.parentConsentAt).getTime()).toBeGreaterThanOrEqual(before - 1000);

    const [row] = await t.database.db.select().from(campRegistrations).where(eq(campRegistrations.id, registration.id));
    expect(row?.accessTokenHash).toBe(hashSecret(registration.accessToken!));
    expect(JSON.stringify(row)).not.toContain(registration.accessToken!);
    expect(row?.parentConsentAt).toBeInstanceOf(Date);
  });

  it.each([
    [1, 1_000_000],
    [2, 1_800_000],
    [3, 2_600_000],
    [10, 8_200_000],
  ])('charges %i kids %i kobo (10,000 naira for one, 8,000 for each further child)', async (noOfKids, kobo) => {
    const { amountKobo } = await registered({ ...valid, noOfKids });
    expect(amountKobo).toBe(kobo);
  });

  it('takes no amount from the browser: the input has no such field', async () => {
    const before = await rows();
    const res = await create({ ...valid, amountKobo: 1 });
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await rows()).toBe(before);
  });

  it('queues the parent mail with the tuition and class times, and one note to the team, in the same transaction', async () => {
    const email = 'mail.check@example.com';
    const { id } = await registered({ ...valid, parentEmail: email, noOfKids: 3 });
    const [parentMail, ...more] = await mailsTo(email);
    expect(more).toHaveLength(0);
    expect(parentMail?.template).toBe('camp-registration');
    expect(parentMail?.data).toMatchObject({
      fullName: 'Ngozi Okafor',
      noOfKids: 3,
      firstChildName: 'Ada',
      tuitionKobo: 2_600_000,
    });
    expect(parentMail?.rendered?.text).toContain('₦26,000');
    expect(parentMail?.rendered?.text).toContain('Saturday, 10am – 12pm');
    expect(parentMail?.rendered?.text).toContain('Sunday, 4pm – 6pm');

    const notes = (await mailsTo(TEAM)).filter((m) => m.template === 'booking-team' && m.data.reference === id);
    expect(notes).toHaveLength(1);
    expect(notes[0]?.data).toMatchObject({
      what: 'Weekend camp registration',
      name: 'Ngozi Okafor',
      email,
      phone: '+234 803 000 2222',
    });
    expect(notes[0]?.rendered?.replyTo).toBe(email);
  });

  const invalid: [string, Record<string, unknown>, string, string][] = [
    ['parentName', { parentName: '  ' }, CAMP_PARENT_REQUIRED, 'Parent is required'],
    ['parentName', { parentName: null }, CAMP_PARENT_REQUIRED, 'Parent is required'],
    ['parentEmail', { parentEmail: '' }, CAMP_EMAIL_REQUIRED, 'Please enter Email'],
    ['parentEmail', { parentEmail: 'not-an-address' }, CAMP_EMAIL_INVALID, 'Email is not valid'],
    ['parentPhone', { parentPhone: ' ' }, CAMP_PHONE_REQUIRED, 'Parent Phone is required'],
    ['noOfKids', { noOfKids: null }, CAMP_KIDS_REQUIRED, 'Enter number of kids'],
    ['noOfKids', { noOfKids: 0 }, CAMP_KIDS_RANGE, CAMP_KIDS_RANGE],
    ['noOfKids', { noOfKids: -2 }, CAMP_KIDS_RANGE, CAMP_KIDS_RANGE],
    ['noOfKids', { noOfKids: 1.5 }, CAMP_KIDS_RANGE, CAMP_KIDS_RANGE],
    ['noOfKids', { noOfKids: 11 }, CAMP_KIDS_RANGE, CAMP_KIDS_RANGE],
    ['firstChildName', { firstChildName: '' }, CAMP_CHILD_REQUIRED, 'First Child is required'],
    ['firstChildAge', { firstChildAge: '   ' }, CAMP_CHILD_AGE_REQUIRED, "Enter first child's age"],
    ['parentConsent', { parentConsent: false }, CAMP_CONSENT_REQUIRED, CAMP_CONSENT_REQUIRED],
    ['parentConsent', { parentConsent: null }, CAMP_CONSENT_REQUIRED, CAMP_CONSENT_REQUIRED],
  ];
  it.each(invalid)(
    'refuses a bad %s (%j) with its message, storing nothing and mailing no one',
    async (field, change, message, spec) => {
      expect(message).toBe(spec);
      const [rowsBefore, mailsBefore] = [await rows(), await mails()];
      const res = await create({ ...valid, ...change });
      expect(res.data?.createBookKidmentor ?? null).toBeNull();
      expect(res.errors?.[0]).toMatchObject({
        message,
        extensions: { code: 'BAD_USER_INPUT', fields: { [field]: message } },
      });
      expect(await rows()).toBe(rowsBefore);
      expect(await mails()).toBe(mailsBefore);
    },
  );

  it('refuses a registration without the consent field at all', async () => {
    const { parentConsent: _omitted, ...withoutConsent } = valid;
    const before = await rows();
    const res = await create(withoutConsent);
    expect(res.errors?.[0]).toMatchObject({ message: CAMP_CONSENT_REQUIRED, extensions: { code: 'BAD_USER_INPUT' } });
    expect(await rows()).toBe(before);
  });

  it('answers a kids count that is not a number as bad input, never as a server error', async () => {
    const res = await create({ ...valid, noOfKids: 'two' });
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('limits registrations per address', async () => {
    const codes: (string | undefined)[] = [];
    for (let i = 0; i <= operationLimits.createBookKidmentor.max; i += 1) {
      codes.push((await create({ ...valid, parentEmail: `limit${i}@example.com` })).errors?.[0]?.extensions?.code);
    }
    expect(codes.slice(0, -1).every((code) => code === undefined)).toBe(true);
    expect(codes.at(-1)).toBe('RATE_LIMITED');
  });
});

describe('getBookKidmentor', () => {
  it('reads the registration back with its token, without giving the token again', async () => {
    const { id, token } = await registered();
    const res = await get(id, token);
    expect(res.errors).toBeUndefined();
    expect(res.data?.getBookKidmentor).toMatchObject({
      id,
      parentName: 'Ngozi Okafor',
      noOfKids: 2,
      amountKobo: 1_800_000,
      accessToken: null,
    });
  });

  it('answers NOT_FOUND alike for a wrong token, another booking’s token, an unknown id and a malformed id', async () => {
    const mine = await registered();
    const theirs = await registered({ ...valid, parentEmail: 'other.parent@example.com' });
    for (const [id, token] of [
      [mine.id, 'x'.repeat(43)],
      [mine.id, theirs.token],
      ['00000000-0000-4000-8000-000000000000', mine.token],
      ['not-a-uuid', mine.token],
    ] as const) {
      const res = await get(id, token);
      expect(res.data?.getBookKidmentor ?? null).toBeNull();
      expect(res.errors?.[0]).toMatchObject({
        message: 'This booking was not found',
        extensions: { code: 'NOT_FOUND' },
      });
    }
  });
});

describe('limits on reading and changing back', () => {
  it.each([
    ['getBookKidmentor', (id: string, token: string) => get(id, token)],
    ['updateBookKidmentor', (id: string, token: string) => update({ id, token, transferOption: true })],
  ] as const)('%s: refuses call max + 1 from one address', async (operation, call) => {
    const { id, token } = await registered();
    t.clientIp = nextIp();
    for (let i = 0; i < operationLimits[operation].max; i += 1)
      expect((await call(id, token)).errors, `call ${i + 1}`).toBeUndefined();
    expect((await call(id, token)).errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
  });
});

describe('updateBookKidmentor', () => {
  it('sets transferOption (Pay Later) with the token, and nothing else', async () => {
    const { id, token } = await registered();
    const res = await update({ id, token, transferOption: true });
    expect(res.errors).toBeUndefined();
    expect(res.data?.updateBookKidmentor).toMatchObject({
      id,
      transferOption: true,
      payment: { status: 'AWAITING_PAYMENT' },
      amountKobo: 1_800_000,
    });
    expect((await get(id, token)).data?.getBookKidmentor.transferOption).toBe(true);

    // The input has no other field: a payment status or amount from the browser is refused by the schema itself.
    const forged = await update({ id, token, transferOption: true, payment: { status: 'PAID' } });
    expect(forged.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const [row] = await t.database.db.select().from(campRegistrations).where(eq(campRegistrations.id, id));
    expect(row?.paymentStatus).toBe('AWAITING_PAYMENT');
  });

  it('changes nothing without the right token', async () => {
    const { id } = await registered();
    const res = await update({ id, token: 'y'.repeat(43), transferOption: true });
    expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const [row] = await t.database.db.select().from(campRegistrations).where(eq(campRegistrations.id, id));
    expect(row?.transferOption).toBe(false);
  });

  it('refuses to change a paid registration', async () => {
    const { id, token } = await registered();
    await t.database.db.update(campRegistrations).set({ paymentStatus: 'PAID' }).where(eq(campRegistrations.id, id));
    const res = await update({ id, token, transferOption: true });
    expect(res.errors?.[0]).toMatchObject({ message: CAMP_ALREADY_PAID, extensions: { code: 'CONFLICT' } });
  });
});
