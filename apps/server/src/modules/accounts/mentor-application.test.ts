import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, nextIp, type TestApp } from '../../test/test-app';
import { mentors } from '../mentors/mentors.schema';
import { authPost, CREATE_MENTOR, latestCode, signUpConfirmed, validApplication } from './test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
// Each test is another applicant, so the per-address limits (rate-limits.test.ts) do not add up across tests.
beforeEach(() => {
  t.clientIp = nextIp();
});

let n = 0;
const freshEmail = () => `applicant${++n}-${Date.now()}@example.com`;
const mentorCount = async () => (await t.database.db.select({ n: count() }).from(mentors))[0]?.n ?? 0;

interface Created {
  createMentor: {
    id: string;
    status: string;
    isActive: boolean;
    isAdmin: boolean;
    userSubId: string;
    email: string;
    country: string;
    github: string;
  };
}

describe('createMentor (the mentor application)', () => {
  it('creates the record in review, inactive, not admin, tied to the account and its email', async () => {
    const email = freshEmail();
    const cookie = await signUpConfirmed(t, email);
    const me = await t.gql<{ me: { sub: string } }>('{ me { sub } }', {}, { cookie });
    const res = await t.gql<Created>(
      CREATE_MENTOR,
      { input: { ...validApplication, country: 'ng', github: 'github.com/ada' } },
      { cookie },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.createMentor).toMatchObject({
      status: 'REVIEW',
      isActive: false,
      isAdmin: false,
      userSubId: me.data?.me.sub,
      email,
      country: 'NG',
      github: 'https://github.com/ada',
    });
    const after = await t.gql<{ me: { role: string; mentor: { id: string } } }>(
      '{ me { role mentor { id } } }',
      {},
      { cookie },
    );
    // An applicant in review is not a mentor yet (only an accepted record makes one), but reads their application.
    expect(after.data?.me).toMatchObject({ role: 'USER', mentor: { id: res.data?.createMentor.id } });
  });

  it('refuses a second application of the same account with CONFLICT', async () => {
    const cookie = await signUpConfirmed(t, freshEmail());
    expect((await t.gql(CREATE_MENTOR, { input: validApplication }, { cookie })).errors).toBeUndefined();
    const before = await mentorCount();
    const again = await t.gql(CREATE_MENTOR, { input: validApplication }, { cookie });
    expect(again.errors?.[0]).toMatchObject({
      message: 'You have already applied as a mentor with this account',
      extensions: { code: 'CONFLICT' },
    });
    expect(await mentorCount()).toBe(before);
  });

  it('keeps one record when two applications race', async () => {
    const email = freshEmail();
    const cookie = await signUpConfirmed(t, email);
    const results = await Promise.all(
      [1, 2, 3].map(() => t.gql(CREATE_MENTOR, { input: validApplication }, { cookie })),
    );
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    expect(results.filter((r) => r.errors?.[0]?.extensions?.code === 'CONFLICT')).toHaveLength(2);
    expect(await t.database.db.select().from(mentors).where(eq(mentors.email, email))).toHaveLength(1);
  });

  it('refuses visitors with UNAUTHENTICATED and stores nothing', async () => {
    const before = await mentorCount();
    const res = await t.gql(CREATE_MENTOR, { input: validApplication });
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await mentorCount()).toBe(before);
  });

  it('works right after the code is confirmed (the sign-up flow goes straight to /add-mentor)', async () => {
    const email = freshEmail();
    const ip = nextIp();
    const signUp = await authPost(
      t,
      '/sign-up/email',
      { email, password: 'secret-pass', confirmPassword: 'secret-pass' },
      { ip },
    );
    const verified = await authPost(
      t,
      '/email-otp/verify-email',
      { email, otp: await latestCode(t, email) },
      { ip, cookie: signUp.cookie },
    );
    const res = await t.gql<Created>(CREATE_MENTOR, { input: validApplication }, { cookie: verified.cookie });
    expect(res.data?.createMentor.email).toBe(email);
  });

  it.each([
    ['firstname', '', 'First Name is required'],
    ['firstname', '   ', 'First Name is required'],
    ['lastname', null, 'Last Name is required'],
    ['phone', '', 'Phone No is required'],
    ['phone', 'call me', 'Phone No is not valid'],
    ['projects', '', 'Project links are required'],
    ['country', '', 'Country is required'],
    ['country', 'XX', 'Country is required'],
    ['specialization', '', 'Specialization is required'],
    ['specialization', 'Wizardry', 'Specialization is required'],
    ['github', '', 'Github Link is required'],
    ['github', 'javascript:alert(1)', 'Please enter a valid url starting with http:// or https://'],
    // Was stored as 'https://ftp://x.y': another scheme is refused, not prefixed.
    ['github', 'ftp://x.y', 'Please enter a valid url starting with http:// or https://'],
    ['github', 'not a link', 'Please enter a valid url'],
    ['yrsOfexperience', '', 'Years of Experience is required'],
    ['yrsOfexperience', '100 years', 'Years of Experience is required'],
  ])('refuses %s = %j with "%s" and stores nothing', async (field, value, message) => {
    const cookie = await signUpConfirmed(t, freshEmail());
    const before = await mentorCount();
    const input: Record<string, unknown> = { ...validApplication, [field]: value };
    const res = await t.gql(CREATE_MENTOR, { input }, { cookie });
    expect(res.errors?.[0]).toMatchObject({
      message,
      extensions: { code: 'BAD_USER_INPUT', fields: { [field]: message } },
    });
    expect(await mentorCount()).toBe(before);
  });

  it('takes neither the email nor the status from the client', async () => {
    const cookie = await signUpConfirmed(t, freshEmail());
    const res = await t.gql(
      CREATE_MENTOR,
      { input: { ...validApplication, email: 'someone-else@example.com', isAdmin: true } },
      { cookie },
    );
    expect(res.errors?.[0]?.message).toMatch(/not defined by type "CreateMentorInput"/);
  });
});
