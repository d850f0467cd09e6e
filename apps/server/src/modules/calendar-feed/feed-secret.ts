import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The secret in a calendar feed's address: a selector (16 random bytes, 22 base64url characters) that finds the row
 * by its unique index, then a verifier (32 bytes, 43 characters) checked against the stored SHA-256 in constant
 * time. The verifier is an HMAC of the selector under the app's auth secret, so the server can show its owner the
 * same address again while the database holds only its hash: a copy of the database alone cannot make an address.
 */
const SELECTOR_LENGTH = 22;
const VERIFIER_LENGTH = 43;
export const SECRET_LENGTH = SELECTOR_LENGTH + VERIFIER_LENGTH;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

export interface FeedKey {
  selector: string;
  verifierHash: string;
}

export const newSelector = (): string => randomBytes(16).toString('base64url');

export function verifierOf(authSecret: string, selector: string): string {
  return createHmac('sha256', authSecret).update(`calendar-feed:${selector}`).digest('base64url');
}

export const hashVerifier = (verifier: string): string => createHash('sha256').update(verifier).digest('hex');

/** The address's secret for a selector. */
export const secretOf = (authSecret: string, selector: string): string => selector + verifierOf(authSecret, selector);

/** A new key: the row to store. */
export function newFeedKey(authSecret: string): FeedKey {
  const selector = newSelector();
  return { selector, verifierHash: hashVerifier(verifierOf(authSecret, selector)) };
}

/** The secret's two parts, or null for anything that cannot be one (checked before any query). */
export function splitSecret(secret: string): { selector: string; verifier: string } | null {
  if (secret.length !== SECRET_LENGTH || !BASE64URL.test(secret)) return null;
  return { selector: secret.slice(0, SELECTOR_LENGTH), verifier: secret.slice(SELECTOR_LENGTH) };
}

/** Whether the verifier matches the stored hash, compared in constant time. */
export function verifierMatches(verifier: string, storedHash: string): boolean {
  const given = Buffer.from(hashVerifier(verifier), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
