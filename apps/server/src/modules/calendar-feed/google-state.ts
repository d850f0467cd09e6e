import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The OAuth `state` of a Google Calendar connection: `<mentor id>.<expiry ms>.<nonce>.<HMAC>` under a key of its own
 * (derived from the auth secret). It binds the answer to the mentor who asked (the callback checks it against the
 * signed-in mentor: a link made for one mentor cannot connect another's calendar, nor be replayed later), and expires
 * after ten minutes.
 */
export const STATE_LIFETIME_MS = 10 * 60_000;

const mac = (authSecret: string, payload: string) =>
  createHmac('sha256', `google-calendar-state:${authSecret}`).update(payload).digest('base64url');

export function signState(authSecret: string, mentorId: string, now: Date): string {
  const payload = `${mentorId}.${now.getTime() + STATE_LIFETIME_MS}.${randomBytes(12).toString('base64url')}`;
  return `${payload}.${mac(authSecret, payload)}`;
}

/** Whether the state was made by us, for this mentor, and is still fresh. */
export function stateIsFor(authSecret: string, state: string, mentorId: string, now: Date): boolean {
  const parts = state.split('.');
  if (parts.length !== 4) return false;
  const [forMentor, expires, nonce, given] = parts as [string, string, string, string];
  const expected = Buffer.from(mac(authSecret, `${forMentor}.${expires}.${nonce}`));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return false;
  return forMentor === mentorId && Number(expires) > now.getTime();
}
