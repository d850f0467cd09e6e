import { describe, expect, it } from 'vitest';
import { addDays, isValidTimeZone, localDate, parseDate, wallTimeToUtc, zonedParts } from './zoned-time';

const iso = (d: Date) => d.toISOString();

describe('isValidTimeZone', () => {
  it('accepts IANA zones and UTC', () => {
    expect(isValidTimeZone('Africa/Lagos')).toBe(true);
    expect(isValidTimeZone('Europe/London')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
  });

  it('rejects unknown zones, offsets and the empty string', () => {
    expect(isValidTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isValidTimeZone('+01:00')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
  });
});

describe('zonedParts', () => {
  it('gives the wall clock and weekday in the zone', () => {
    // 23:30Z on Sunday 28 Feb is already Monday 1 March in Lagos (UTC+1).
    expect(zonedParts(new Date('2027-02-28T23:30:00Z'), 'Africa/Lagos')).toEqual({
      year: 2027,
      month: 3,
      day: 1,
      hour: 0,
      minute: 30,
      weekday: 1,
    });
    expect(zonedParts(new Date('2027-03-01T03:15:00Z'), 'America/New_York')).toEqual({
      year: 2027,
      month: 2,
      day: 28,
      hour: 22,
      minute: 15,
      weekday: 0,
    });
  });

  it('reads midnight as hour 0 and follows summer time', () => {
    expect(zonedParts(new Date('2027-06-30T23:00:00Z'), 'Europe/London').hour).toBe(0);
    expect(zonedParts(new Date('2027-06-30T23:00:00Z'), 'Europe/London').day).toBe(1);
  });

  it('throws on a bad zone or an invalid date', () => {
    expect(() => zonedParts(new Date(), 'Nowhere/Land')).toThrow(/time zone/);
    expect(() => zonedParts(new Date(NaN), 'UTC')).toThrow();
  });
});

describe('addDays, localDate and parseDate', () => {
  it('adds days across months, years and leap days', () => {
    expect(addDays('2027-03-31', 1)).toBe('2027-04-01');
    expect(addDays('2027-12-31', 1)).toBe('2028-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2027-03-28', 0)).toBe('2027-03-28');
  });

  it('counts calendar days, not 24-hour periods, across a DST change', () => {
    expect(addDays('2027-03-27', 2)).toBe('2027-03-29');
  });

  it('gives the local date of an instant', () => {
    expect(localDate(new Date('2027-03-01T23:30:00Z'), 'Africa/Lagos')).toBe('2027-03-02');
    expect(localDate(new Date('2027-03-01T23:30:00Z'), 'UTC')).toBe('2027-03-01');
    expect(localDate(new Date('2027-03-02T03:00:00Z'), 'America/Los_Angeles')).toBe('2027-03-01');
  });

  it('rejects malformed and impossible dates', () => {
    expect(parseDate('2027-03-09')).toEqual([2027, 3, 9]);
    expect(() => parseDate('2027-3-9')).toThrow();
    expect(() => parseDate('2027-02-30')).toThrow();
    expect(() => parseDate('2027-13-01')).toThrow();
    expect(() => addDays('2027-03-01', 1.5)).toThrow();
  });
});

describe('wallTimeToUtc', () => {
  it('converts in a zone without DST', () => {
    expect(iso(wallTimeToUtc('2027-03-01', 9 * 60, 'Africa/Lagos'))).toBe('2027-03-01T08:00:00.000Z');
    expect(iso(wallTimeToUtc('2027-03-01', 0, 'Africa/Lagos'))).toBe('2027-02-28T23:00:00.000Z');
  });

  it('takes 24:00 as the next midnight', () => {
    expect(iso(wallTimeToUtc('2027-03-01', 1440, 'Africa/Lagos'))).toBe('2027-03-01T23:00:00.000Z');
  });

  it('uses the offset in force on that date, either side of a change', () => {
    expect(iso(wallTimeToUtc('2027-03-27', 9 * 60, 'Europe/London'))).toBe('2027-03-27T09:00:00.000Z');
    expect(iso(wallTimeToUtc('2027-03-28', 9 * 60, 'Europe/London'))).toBe('2027-03-28T08:00:00.000Z');
    // Just before and just after the jump on the day itself.
    expect(iso(wallTimeToUtc('2027-03-28', 59, 'Europe/London'))).toBe('2027-03-28T00:59:00.000Z');
    expect(iso(wallTimeToUtc('2027-03-28', 2 * 60, 'Europe/London'))).toBe('2027-03-28T01:00:00.000Z');
    expect(iso(wallTimeToUtc('2027-03-28', 3 * 60, 'Europe/London'))).toBe('2027-03-28T02:00:00.000Z');
  });

  it('moves a wall time inside a spring-forward gap forward by the gap', () => {
    // London skips 01:00-02:00 on 28 March 2027; 01:00 and 01:30 become 02:00 and 02:30 BST.
    expect(iso(wallTimeToUtc('2027-03-28', 60, 'Europe/London'))).toBe('2027-03-28T01:00:00.000Z');
    expect(iso(wallTimeToUtc('2027-03-28', 90, 'Europe/London'))).toBe('2027-03-28T01:30:00.000Z');
    // New York skips 02:00-03:00 on 14 March 2027; 02:30 becomes 03:30 EDT.
    expect(iso(wallTimeToUtc('2027-03-14', 150, 'America/New_York'))).toBe('2027-03-14T07:30:00.000Z');
  });

  it('picks the earlier instant of a wall time that happens twice', () => {
    // London 01:30 on 31 October 2027 is 00:30Z (BST) and again 01:30Z (GMT).
    expect(iso(wallTimeToUtc('2027-10-31', 90, 'Europe/London'))).toBe('2027-10-31T00:30:00.000Z');
    expect(iso(wallTimeToUtc('2027-10-31', 120, 'Europe/London'))).toBe('2027-10-31T02:00:00.000Z');
    // New York 01:30 on 7 November 2027 is 05:30Z (EDT) and again 06:30Z (EST).
    expect(iso(wallTimeToUtc('2027-11-07', 90, 'America/New_York'))).toBe('2027-11-07T05:30:00.000Z');
    expect(iso(wallTimeToUtc('2027-11-07', 180, 'America/New_York'))).toBe('2027-11-07T08:00:00.000Z');
  });

  it('handles zones east and west of UTC in the summer', () => {
    expect(iso(wallTimeToUtc('2027-07-01', 9 * 60, 'America/New_York'))).toBe('2027-07-01T13:00:00.000Z');
    expect(iso(wallTimeToUtc('2027-07-01', 9 * 60, 'Asia/Kolkata'))).toBe('2027-07-01T03:30:00.000Z');
    expect(iso(wallTimeToUtc('2027-07-01', 9 * 60, 'Australia/Sydney'))).toBe('2027-06-30T23:00:00.000Z');
  });

  it('throws on bad input', () => {
    expect(() => wallTimeToUtc('2027-03-01', 60, 'Nowhere/Land')).toThrow(/time zone/);
    expect(() => wallTimeToUtc('2027-03-32', 60, 'UTC')).toThrow();
    expect(() => wallTimeToUtc('2027-03-01', 1441, 'UTC')).toThrow();
    expect(() => wallTimeToUtc('2027-03-01', -1, 'UTC')).toThrow();
  });
});
