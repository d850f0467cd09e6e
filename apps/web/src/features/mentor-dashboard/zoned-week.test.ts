import { describe, expect, it } from 'vitest';
import { addDays, localDate, mondayOf, weekLabel, zonedInstant } from './zoned-week';

describe('the week in a time zone', () => {
  it('finds the Monday of a date, across months and years', () => {
    expect(mondayOf('2026-12-02')).toBe('2026-11-30');
    expect(mondayOf('2026-11-30')).toBe('2026-11-30');
    expect(mondayOf('2027-01-03')).toBe('2026-12-28');
    expect(addDays('2026-12-28', 7)).toBe('2027-01-04');
    expect(weekLabel('2026-12-28')).toBe('28 December – 3 January');
  });

  it('turns a wall-clock time into an instant, clock changes included', () => {
    expect(zonedInstant('2026-11-30', 0, 'Africa/Lagos').toISOString()).toBe('2026-11-29T23:00:00.000Z');
    expect(zonedInstant('2026-07-06', 0, 'Europe/London').toISOString()).toBe('2026-07-05T23:00:00.000Z');
    expect(zonedInstant('2026-01-05', 0, 'America/New_York').toISOString()).toBe('2026-01-05T05:00:00.000Z');
    // London springs forward at 01:00 on 29 March 2026: 01:30 does not exist and moves to 02:30 BST.
    expect(zonedInstant('2026-03-29', 90, 'Europe/London').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    // And falls back on 25 October: 01:30 happens twice, the first (BST) is taken.
    expect(zonedInstant('2026-10-25', 90, 'Europe/London').toISOString()).toBe('2026-10-25T00:30:00.000Z');
  });

  it('reads the date of an instant in a zone', () => {
    const instant = new Date('2026-11-29T23:30:00Z');
    expect(localDate(instant, 'Africa/Lagos')).toBe('2026-11-30');
    expect(localDate(instant, 'Europe/London')).toBe('2026-11-29');
    expect(localDate(instant, 'Asia/Kolkata')).toBe('2026-11-30');
  });
});
