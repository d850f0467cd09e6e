import { createHmac, timingSafeEqual } from 'node:crypto';
import type { TextChannelName } from './channel';

/**
 * The one-tap opt-out links (issue 24), signed so that nobody can stop another person's messages by guessing numbers.
 * The long one, /api/notifications/opt-out?to=<E.164 digits>&channel=WHATSAPP|SMS&sig=…, opens the page with the
 * button (opt-out.ts). The short one, for SMS (one message holds 160 characters, and the message's own link needs
 * most of them), is /o/<code>: the channel's letter, the number in base 62 and a signature of its own (48 bits, out of
 * reach of guessing over HTTP); it only leads to the long one's page.
 */
export const OPT_OUT_PATH = '/api/notifications/opt-out';
export const SHORT_OPT_OUT_PREFIX = '/o/';
const SHORT_SIG = 8;
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

function toBase62(digits: string): string {
  let n = BigInt(digits);
  let out = '';
  do {
    out = BASE62[Number(n % 62n)] + out;
    n /= 62n;
  } while (n > 0n);
  return out;
}

const fromBase62 = (code: string) => [...code].reduce((n, c) => n * 62n + BigInt(BASE62.indexOf(c)), 0n).toString();
const LETTER: Record<TextChannelName, string> = { WHATSAPP: 'W', SMS: 'S' };

const sign = (secret: string, what: string) => createHmac('sha256', secret).update(what).digest('base64url');
const same = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

export class OptOutLinks {
  /** Without a secret there are no links (and none is accepted). */
  constructor(
    private readonly publicUrl: string,
    private readonly secret: string | undefined,
  ) {}

  url(to: string, channel: TextChannelName): string | null {
    if (!this.secret) return null;
    const query = new URLSearchParams({ to, channel, sig: this.signature(this.secret, to, channel) });
    return `${this.publicUrl}${OPT_OUT_PATH}?${query.toString()}`;
  }

  shortUrl(to: string, channel: TextChannelName): string | null {
    if (!this.secret) return null;
    return `${this.publicUrl}${SHORT_OPT_OUT_PREFIX}${LETTER[channel]}${toBase62(to)}${this.short(this.secret, to, channel)}`;
  }

  /** The link a message carries: the short one in an SMS, the long one elsewhere. */
  forMessage(to: string, channel: TextChannelName): string | null {
    return channel === 'SMS' ? this.shortUrl(to, channel) : this.url(to, channel);
  }

  verify(to: string, channel: TextChannelName, sig: string): boolean {
    return !!this.secret && same(sig, this.signature(this.secret, to, channel));
  }

  /** The number and channel of a short code, or null when it is not one we signed. */
  readShort(code: string): { to: string; channel: TextChannelName } | null {
    const match = /^([WS])([0-9A-Za-z]{1,9})([\w-]{8})$/.exec(code);
    if (!this.secret || !match) return null;
    const [, letter = '', number = '', sig = ''] = match;
    const channel: TextChannelName = letter === 'W' ? 'WHATSAPP' : 'SMS';
    const to = fromBase62(number);
    return /^\d{8,15}$/.test(to) && same(sig, this.short(this.secret, to, channel)) ? { to, channel } : null;
  }

  private signature(secret: string, to: string, channel: TextChannelName) {
    return sign(secret, `opt-out:${to}:${channel}`).slice(0, 32);
  }

  private short(secret: string, to: string, channel: TextChannelName) {
    return sign(secret, `opt-out-short:${to}:${channel}`).slice(0, SHORT_SIG);
  }
}
