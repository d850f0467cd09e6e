import { describe, expect, it } from 'vitest';
import { AddBusyCalendarSchema, busyCalendarMessages, maskCalendarUrl } from './busy-calendars';

const parse = (url: unknown) => AddBusyCalendarSchema.safeParse({ url });
const message = (url: unknown) => parse(url).error?.issues[0]?.message;

describe('a busy calendar address', () => {
  it('takes https, and webcal as https', () => {
    const google = 'https://calendar.google.com/calendar/ical/ada%40gmail.com/private-0123456789abcdef/basic.ics';
    expect(parse(`  ${google} `).data?.url).toBe(google);
    expect(parse('webcal://outlook.office365.com/owa/calendar/x/y/calendar.ics').data?.url).toBe(
      'https://outlook.office365.com/owa/calendar/x/y/calendar.ics',
    );
  });

  it('says what is wrong', () => {
    expect(message('')).toBe(busyCalendarMessages.required);
    expect(message('calendar.google.com/basic.ics')).toBe(busyCalendarMessages.notUrl);
    expect(message('ftp://example.com/a.ics')).toBe(busyCalendarMessages.scheme);
    expect(message('https://user:pw@example.com/a.ics')).toBe(busyCalendarMessages.credentials);
    expect(message('https://example.com/a.ics#x')).toBe(busyCalendarMessages.fragment);
    expect(message(`https://example.com/${'a'.repeat(2_000)}`)).toBe(busyCalendarMessages.tooLong);
  });

  it('is listed masked: the host and a short last part, never the secret', () => {
    expect(
      maskCalendarUrl('https://calendar.google.com/calendar/ical/ada%40gmail.com/private-0123456789abcdef/basic.ics'),
    ).toBe('https://calendar.google.com/…/basic.ics');
    expect(maskCalendarUrl('https://example.com/feeds/0123456789abcdef0123.ics?key=secret')).toBe(
      'https://example.com/…/',
    );
  });
});
