import { createHash, randomBytes, randomInt } from 'node:crypto';

/**
 * The secrets that prove someone reads an e-mail address: a link token for a course booking, a short code for a
 * rating. Only their SHA-256 is stored, so a copy of the database (or of a backup) cannot confirm anything. A
 * plain hash is enough: the secrets are random (256 bits for tokens; codes are short but expire in minutes and
 * allow a few attempts only), so there is nothing to guess from the hash.
 */

/** 32 random bytes, base64url: fits a URL path without escaping. */
export function newLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Six digits, evenly distributed (leading zeros kept). */
export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
