import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The learner's own link in mails the server sends by itself (reminders, the outcome to confirm, a change the mentor
 * made). The booking's access token is stored only as a hash, so those mails cannot carry it; they carry this
 * instead: an HMAC of the booking id under a key derived from the server's secret, which opens that booking's My
 * sessions (and its session actions) exactly as the access token does, and nothing else.
 */
export class LearnerLinks {
  readonly #key: Buffer;

  constructor(secret: string) {
    // A key of its own, so a link token can never stand in for a session cookie's signature or the other way round.
    this.#key = createHmac('sha256', secret).update('eazy2con learner links v1').digest();
  }

  tokenFor(bookingId: string): string {
    return `l1.${createHmac('sha256', this.#key).update(bookingId).digest('base64url')}`;
  }

  matches(bookingId: string, token: string): boolean {
    const expected = Buffer.from(this.tokenFor(bookingId));
    const given = Buffer.from(token);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
