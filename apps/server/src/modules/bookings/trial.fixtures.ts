import { nextIp, type TestApp } from '../../test/test-app';

/** Test helpers for free trials (decision 0039): the code a trial's e-mail is confirmed with, as the booker gets it. */

const REQUEST = `mutation ($email: String!, $audience: String) { requestTrialCode(email: $email, audience: $audience) }`;

/** Asks for a trial code for `email` (from a fresh client address) and answers the code mailed to it. */
export async function trialCode(t: TestApp, email: string, audience: 'adult' | 'kids' = 'adult'): Promise<string> {
  const res = await t.gql<{ requestTrialCode: string }>(REQUEST, { email, audience }, { ip: nextIp() });
  if (!res.data?.requestTrialCode) throw new Error(`requestTrialCode failed: ${JSON.stringify(res.errors)}`);
  const page = await t.app.services.mail.list({ to: email.toLowerCase(), limit: 50 });
  const code = page.items.find((m) => m.template === 'trial-code')?.data.code;
  if (typeof code !== 'string') throw new Error(`no trial-code mail for ${email}`);
  return code;
}

let phones = 0;
/** A Nigerian mobile number no other trial in the run used (one trial per phone number). */
export const freshPhone = (): string =>
  `+234 803 ${String(100 + (++phones % 900)).padStart(3, '0')} ${String(1000 + Math.floor(phones / 900)).slice(-4)}`;
