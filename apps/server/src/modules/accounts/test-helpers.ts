import { eq, sql } from 'drizzle-orm';
import { nextIp, type TestApp } from '../../test/test-app';
import { mentors } from '../mentors/mentors.schema';
import { verifications } from './accounts.schema';

/** API-test helpers for the account flows: Better Auth over real HTTP (inject), codes read from the outbox. */

export interface AuthResponse {
  status: number;
  body: Record<string, unknown>;
  /** The session cookies set by this response, ready for a Cookie header ('' when none). */
  cookie: string;
  setCookies: string[];
}

export async function authPost(
  t: TestApp,
  path: string,
  body: Record<string, unknown>,
  opts: { cookie?: string; ip?: string } = {},
): Promise<AuthResponse> {
  const res = await t.app.http.inject({
    method: 'POST',
    url: `/api/auth${path}`,
    headers: {
      'content-type': 'application/json',
      origin: t.config.publicUrl,
      'x-forwarded-for': opts.ip ?? nextIp(),
      ...(opts.cookie ? { cookie: opts.cookie } : {}),
    },
    payload: JSON.stringify(body),
  });
  const raw = res.headers['set-cookie'];
  const setCookies = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  const cookie = setCookies
    .map((c) => c.split(';')[0] ?? '')
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
  let parsed: Record<string, unknown>;
  try {
    parsed = res.body ? (JSON.parse(res.body) as Record<string, unknown>) : {};
  } catch {
    parsed = { text: res.body };
  }
  return { status: res.statusCode, body: parsed, cookie, setCookies };
}

/** The newest code mailed to an address with a template ('verification-code' or 'reset-code'). */
export async function latestCode(t: TestApp, email: string, template = 'verification-code'): Promise<string> {
  const page = await t.app.services.mail.list({ to: email.toLowerCase(), limit: 50 });
  const mail = page.items.find((m) => m.template === template);
  const code = mail?.data.code;
  if (typeof code !== 'string') throw new Error(`no ${template} mail for ${email}`);
  return code;
}

export async function countMails(t: TestApp, email: string, template?: string): Promise<number> {
  const page = await t.app.services.mail.list({ to: email.toLowerCase(), limit: 100 });
  return page.items.filter((m) => !template || m.template === template).length;
}

/** Signs up, confirms with the mailed code, and answers the session cookie of the confirmed account. */
export async function signUpConfirmed(t: TestApp, email: string, password = 'correct-horse-1'): Promise<string> {
  const ip = nextIp();
  const signUp = await authPost(t, '/sign-up/email', { email, password, confirmPassword: password }, { ip });
  if (signUp.status !== 200) throw new Error(`sign-up failed: ${JSON.stringify(signUp.body)}`);
  // Confirmed in the browser that signed up: it holds the password it set (sign-up-password.ts).
  const otp = await latestCode(t, email);
  const verified = await authPost(t, '/email-otp/verify-email', { email, otp }, { ip, cookie: signUp.cookie });
  if (verified.status !== 200 || !verified.cookie) throw new Error(`verify failed: ${JSON.stringify(verified.body)}`);
  return verified.cookie;
}

export async function signIn(t: TestApp, email: string, password: string): Promise<string> {
  const res = await authPost(t, '/sign-in/email', { email, password });
  if (res.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(res.body)}`);
  return res.cookie;
}

export const validApplication = {
  firstname: 'Ada',
  lastname: 'Obi',
  phone: '+234 803 123 4567',
  projects: 'https://example.com/a, https://example.com/b, https://example.com/c',
  country: 'NG',
  specialization: 'Frontend',
  github: 'https://github.com/ada',
  yrsOfexperience: '3 - 5yrs',
};

export const CREATE_MENTOR = `mutation($input: CreateMentorInput!) {
  createMentor(input: $input) { id status isActive isAdmin userSubId email firstname country specialization github }
}`;

/** A signed-in mentor (application made); admin: true makes the record an admin's. */
export async function mentorSession(t: TestApp, email: string, opts: { admin?: boolean } = {}) {
  const cookie = await signUpConfirmed(t, email);
  const res = await t.gql<{ createMentor: { id: string; userSubId: string } }>(
    CREATE_MENTOR,
    { input: validApplication },
    { cookie },
  );
  const mentor = res.data?.createMentor;
  if (!mentor) throw new Error(`createMentor failed: ${JSON.stringify(res.errors)}`);
  if (opts.admin)
    await t.database.db
      .update(mentors)
      .set({ isAdmin: true, status: 'ACCEPTED', isActive: true })
      .where(eq(mentors.id, mentor.id));
  return { cookie, mentorId: mentor.id, userId: mentor.userSubId };
}

/**
 * Makes an address's live code look `seconds` older (its expiry dates it), as if time had passed: a second code mail
 * within a minute of the last one sends nothing (decision 0038).
 */
export async function ageCode(
  t: TestApp,
  email: string,
  seconds: number,
  kind: 'email-verification' | 'forget-password' = 'email-verification',
): Promise<void> {
  await t.database.db
    .update(verifications)
    .set({ expiresAt: sql`${verifications.expiresAt} - make_interval(secs => ${seconds})` })
    .where(eq(verifications.identifier, `${kind}-otp-${email.toLowerCase()}`));
}
