/**
 * A busy calendar's address as a mentor pastes it (issue 37): Google's "secret address in iCal format", Outlook's
 * published calendar, any ICS link. Checked by the server and by the page that sends it. Where the address may point
 * (no private or loopback hosts) is the server's check: it needs the address's DNS answer.
 */
import { z } from 'zod';

/** Longest address taken: real secret addresses are about 150 characters. */
export const BUSY_CALENDAR_URL_MAX = 2_000;
/** Calendars one mentor may add. */
export const BUSY_CALENDARS_MAX = 10;

export const busyCalendarMessages = {
  required: 'Paste your calendar’s address',
  tooLong: `A calendar address is at most ${BUSY_CALENDAR_URL_MAX} characters`,
  notUrl: 'This is not a web address: paste the whole address, starting with https:// or webcal://',
  scheme: 'A calendar address starts with https:// or webcal://',
  credentials: 'Paste an address without a user name or password in it',
  fragment: 'Paste the address without the part after #',
} as const;

/**
 * The address, trimmed, with `webcal://` read as `https://` (webcal is only a hint to open a calendar app). http is
 * let through here so a local test feed can be named; the server refuses it for any host not on its test allow-list.
 */
export const BusyCalendarUrlSchema = z
  .string({ error: busyCalendarMessages.required })
  .trim()
  .min(1, busyCalendarMessages.required)
  .max(BUSY_CALENDAR_URL_MAX, busyCalendarMessages.tooLong)
  .transform((value, ctx) => {
    const raw = /^webcals?:\/\//i.test(value) ? value.replace(/^webcals?:\/\//i, 'https://') : value;
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      ctx.addIssue({ code: 'custom', message: busyCalendarMessages.notUrl });
      return z.NEVER;
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
      ctx.addIssue({ code: 'custom', message: busyCalendarMessages.scheme });
      return z.NEVER;
    }
    if (url.username || url.password) {
      ctx.addIssue({ code: 'custom', message: busyCalendarMessages.credentials });
      return z.NEVER;
    }
    if (url.hash) {
      ctx.addIssue({ code: 'custom', message: busyCalendarMessages.fragment });
      return z.NEVER;
    }
    return url.toString();
  });

export const AddBusyCalendarSchema = z.object({ url: BusyCalendarUrlSchema });

/**
 * How an address is listed: its host and the last part of its path, the rest (where the secret is) elided, e.g.
 * `https://calendar.google.com/…/basic.ics`.
 */
export function maskCalendarUrl(address: string): string {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return '…';
  }
  const parts = url.pathname.split('/').filter(Boolean);
  const last = parts.length > 0 ? parts[parts.length - 1] : '';
  const tail = last && last.length <= 16 ? last : '';
  return `${url.protocol}//${url.host}/${parts.length > 1 || !tail ? '…/' : ''}${tail}`;
}
