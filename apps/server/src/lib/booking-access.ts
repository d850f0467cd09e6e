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
