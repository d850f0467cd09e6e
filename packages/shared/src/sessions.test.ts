import { describe, expect, it } from 'vitest';
import { AvailabilitySchema, dayLabel, defaultAvailability, slotLabel } from './sessions';

describe('slotLabel', () => {
  it('shows Lagos time alone for a viewer in Lagos, and both clocks for a viewer elsewhere', () => {
    const at = new Date('2027-03-22T09:00:00Z');
    expect(slotLabel(at, 'Africa/Lagos')).toBe('10:00 WAT');
    expect(slotLabel(at, 'Europe/London')).toBe('10:00 WAT · 09:00 GMT');
  });

  it("follows the viewer's daylight-saving change (Europe/London, March 2027)", () => {
    // The same Lagos 10:00 before and after the clocks go forward on 28 March: London moves from GMT to BST.
    expect(slotLabel(new Date('2027-03-26T09:00:00Z'), 'Europe/London')).toBe('10:00 WAT · 09:00 GMT');
    expect(slotLabel(new Date('2027-03-29T09:00:00Z'), 'Europe/London')).toBe('10:00 WAT · 10:00 BST');
    expect(dayLabel(new Date('2027-03-28T23:30:00Z'), 'Europe/London')).toBe('Monday 29 March');
    expect(dayLabel(new Date('2027-03-28T23:30:00Z'), 'Africa/Lagos')).toBe('Monday 29 March');
  });
});

describe('AvailabilitySchema', () => {
  const valid = { ...defaultAvailability(), weekly: [{ day: 1, start: '09:00', end: '17:00' }] };

  it('takes weekly hours, overrides and time off in the mentor’s zone', () => {
    expect(AvailabilitySchema.parse(valid).weekly).toHaveLength(1);
  });

  it('refuses overlapping hours, an end before its start, a zone that does not exist and a day twice overridden', () => {
    const messages = (input: unknown) => AvailabilitySchema.safeParse(input).error?.issues.map((i) => i.message);
    expect(messages({ ...valid, weekly: [...valid.weekly, { day: 1, start: '16:00', end: '18:00' }] })).toContain(
      'Hours on the same day must not overlap',
    );
    expect(messages({ ...valid, weekly: [{ day: 2, start: '10:00', end: '09:00' }] })).toContain(
      'The end must be after the start',
    );
    expect(messages({ ...valid, timeZone: 'Mars/Olympus' })).toContain('Choose a time zone from the list');
    const day = { date: '2027-01-04', hours: [] };
    expect(messages({ ...valid, overrides: [day, day] })).toContain('Each date can have one override');
  });
});
