import { createHmac, timingSafeEqual } from 'node:crypto';
import { isUuid } from '../../lib/uuid';

/**
 * The owner's link to change a webinar registration: /webinar?change=<registration id>.<signature>. It is mailed only
 * to the registration's e-mail, so only the owner of that mailbox can change what is stored; registering again
 * with the same e-mail changes nothing. The signature (HMAC with the server's secret) makes ids useless on their own.
 */
export const WEBINAR_CHANGE_PATH = '/webinar';

const sign = (secret: string, id: string) =>
  createHmac('sha256', secret).update(`webinar-change:${id}`).digest('base64url').slice(0, 32);

export class WebinarChangeLinks {
  constructor(
    private readonly publicUrl: string,
    private readonly secret: string,
  ) {}

  url(id: string): string {
    return `${this.publicUrl}${WEBINAR_CHANGE_PATH}?change=${id}.${sign(this.secret, id)}`;
  }

  /** The registration id a token names, or null when it is not one we signed. */
  read(token: string): string | null {
    const [id = '', signature = ''] = token.split('.');
    if (!isUuid(id)) return null;
    const expected = Buffer.from(sign(this.secret, id));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
  }
}
