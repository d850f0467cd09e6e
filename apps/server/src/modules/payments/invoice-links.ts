import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The invoice's link in messages the server sends by itself (the due and expired notices, issue 24). The booking's
 * access token is stored only as a hash, so those messages cannot carry it; they carry this instead: an HMAC of the
 * invoice id under a key derived from the server's secret, which opens that invoice's page (to read it, and to ask
 * for a new transfer account) exactly as the booking's token does, and nothing else.
 */
export class InvoiceLinks {
  readonly #key: Buffer;

  constructor(secret: string) {
    // A key of its own: an invoice link can never stand in for a learner link or a session cookie's signature.
    this.#key = createHmac('sha256', secret).update('eazy2con invoice links v1').digest();
  }

  tokenFor(invoiceId: string): string {
    return `i1.${createHmac('sha256', this.#key).update(invoiceId).digest('base64url')}`;
  }

  matches(invoiceId: string, token: string): boolean {
    const expected = Buffer.from(this.tokenFor(invoiceId));
    const given = Buffer.from(token);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
