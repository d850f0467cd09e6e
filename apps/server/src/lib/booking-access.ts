import { timingSafeEqual } from 'node:crypto';
import { hashSecret, newLinkToken } from './confirmation-secrets';
import { AppError } from './app-error';

/**
 * A booking made without an account is read and changed back only by the browser that made it: `create*` returns a
 * random token once, the browser keeps it beside the booking id (pendingBookingKeys), and only its SHA-256 is
 * stored. An id alone (ids appear in payment links and logs) reads nothing.
 */
export const BOOKING_NOT_FOUND = 'This booking was not found';

export interface BookingAccess {
  /** Give this to the browser once, in the create answer. */
  token: string;
  /** Store this on the booking row. */
  tokenHash: string;
}

export function newBookingAccess(): BookingAccess {
  const token = newLinkToken();
  return { token, tokenHash: hashSecret(token) };
}

/** True when `token` is the one issued for a booking stored with `tokenHash`; compares in constant time. */
export function tokenMatches(tokenHash: string, token: string): boolean {
  const given = Buffer.from(hashSecret(token), 'hex');
  const stored = Buffer.from(tokenHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/**
 * The row when the token fits it; otherwise NOT_FOUND, the same answer as for an unknown id, so a wrong token
 * tells nothing about whether the booking exists.
 */
export function requireBookingAccess<T extends { accessTokenHash: string }>(row: T | undefined, token: string): T {
  if (!row || !tokenMatches(row.accessTokenHash, token)) throw new AppError('NOT_FOUND', BOOKING_NOT_FOUND);
  return row;
}

/**
 * The address a signed-in caller's account has confirmed, read only when a rule needs it (issue 35): a booking made
 * with that address is the account's, with or without the browser's token. Null for a visitor or an unconfirmed
 * account (an address nobody confirmed proves nothing).
 */
export type ConfirmedEmail = () => Promise<string | null>;

/** No account asks (a job, or a caller known to be signed out). */
export const NO_ACCOUNT: ConfirmedEmail = () => Promise.resolve(null);

/** The confirmed address of a viewer (the accounts module's, or anything shaped like it), lower-case. */
export function confirmedEmailOf(viewer: { role: string; email?: string; emailVerified?: boolean }): string | null {
  if (viewer.role === 'visitor' || viewer.emailVerified !== true || !viewer.email) return null;
  return viewer.email.trim().toLowerCase();
}

/**
 * True when the caller may act on a booking: they hold its token, or their account confirmed the booking's e-mail
 * (the rule of "Your bookings", accounts/account-home.service.ts). The account is asked only when the token does
 * not open it.
 */
export async function opensBooking(
  booking: { accessTokenHash: string; email: string },
  token: string | undefined,
  confirmedEmail: ConfirmedEmail,
): Promise<boolean> {
  if (token && tokenMatches(booking.accessTokenHash, token)) return true;
  const email = await confirmedEmail();
  return email !== null && email === booking.email.trim().toLowerCase();
}
