import { describe, expect, it } from 'vitest';
import { formatCalendarDate } from './calendar-text';

describe('formatCalendarDate', () => {
  it('prints a day, the month and the year as en-GB does, in the zone asked for', () => {
    const long = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    for (let month = 0; month < 12; month++) {
      const date = new Date(Date.UTC(2030, month, month + 1));
      expect(formatCalendarDate(date, { month: 'long', zone: 'utc' })).toBe(long.format(date));
    }
  });

  it('shortens the month to its first three letters', () => {
    expect(formatCalendarDate(new Date('2026-09-05T00:00:00Z'), { month: 'short', zone: 'utc' })).toBe('5 Sep 2026');
    expect(formatCalendarDate(new Date('2026-11-27T00:00:00Z'), { month: 'short', zone: 'utc' })).toBe('27 Nov 2026');
  });

  it("reads a calendar date in UTC and an instant in the device's zone", () => {
    // 23:30 UTC on 31 December: still 31 December as a stored calendar date, the device's own day otherwise.
    const instant = new Date('2026-12-31T23:30:00Z');
    expect(formatCalendarDate(instant, { month: 'long', zone: 'utc' })).toBe('31 December 2026');
    const local = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
    expect(formatCalendarDate(instant, { month: 'long', zone: 'local' })).toBe(local.format(instant));
  });
});
