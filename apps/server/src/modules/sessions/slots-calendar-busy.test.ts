import { describe, expect, it } from 'vitest';
import { computeSlots, isSlotStart } from './slots';
import { at, onDate, query } from './slots.fixtures';

/** The mentor's own calendars' busy times (issue 37): one more input of the slot engine, blocked without a buffer. */
describe('computeSlots: calendar busy times', () => {
  const day = { to: at('2027-03-02T00:00:00Z') }; // Monday 1 March, 09:00-17:00 Lagos (08:00Z-16:00Z)

  it('leaves out exactly the starts whose session would overlap a busy time', () => {
    const busy = [{ start: at('2027-03-01T10:00:00Z'), end: at('2027-03-01T11:00:00Z') }];
    const without = onDate(computeSlots(query(day)), '2027-03-01');
    const slots = onDate(computeSlots(query({ ...day, calendarBusy: busy })), '2027-03-01');
    // 60-minute sessions: 09:30Z and 10:00Z and 10:30Z overlap 10:00Z-11:00Z; 09:00Z ends as it starts, 11:00Z starts as it ends.
    expect(without.filter((s) => !slots.includes(s))).toEqual([
      '2027-03-01T09:30:00.000Z',
      '2027-03-01T10:00:00.000Z',
      '2027-03-01T10:30:00.000Z',
    ]);
  });

  it('adds no buffer around them, while the buffer still applies to booked sessions', () => {
    const calendarBusy = [{ start: at('2027-03-01T10:00:00Z'), end: at('2027-03-01T11:00:00Z') }];
    const busy = [{ start: at('2027-03-01T13:00:00Z'), end: at('2027-03-01T14:00:00Z') }];
    const q = query({ ...day, calendarBusy, busy }, { bufferMinutes: 30 });
    const slots = onDate(computeSlots(q), '2027-03-01');
    expect(slots).toContain('2027-03-01T09:00:00.000Z');
    expect(slots).toContain('2027-03-01T11:00:00.000Z');
    // The session's 30-minute buffer blocks 12:30Z-14:30Z.
    expect(slots).toContain('2027-03-01T11:30:00.000Z');
    expect(slots).not.toContain('2027-03-01T12:00:00.000Z');
    expect(slots).not.toContain('2027-03-01T14:00:00.000Z');
    expect(slots).toContain('2027-03-01T14:30:00.000Z');
    expect(isSlotStart(q, at('2027-03-01T10:30:00Z'))).toBe(false);
    expect(isSlotStart(q, at('2027-03-01T11:00:00Z'))).toBe(true);
  });

  it('merges busy times that overlap each other or a session, and refuses one that ends before it starts', () => {
    const calendarBusy = [
      { start: at('2027-03-01T09:00:00Z'), end: at('2027-03-01T10:00:00Z') },
      { start: at('2027-03-01T09:30:00Z'), end: at('2027-03-01T12:00:00Z') },
    ];
    const busy = [{ start: at('2027-03-01T11:30:00Z'), end: at('2027-03-01T13:00:00Z') }];
    const slots = onDate(computeSlots(query({ ...day, calendarBusy, busy })), '2027-03-01');
    expect(slots[0]).toBe('2027-03-01T08:00:00.000Z');
    expect(slots[1]).toBe('2027-03-01T13:00:00.000Z');
    const backwards = [{ start: at('2027-03-01T10:00:00Z'), end: at('2027-03-01T09:00:00Z') }];
    expect(() => computeSlots(query({ calendarBusy: backwards }))).toThrow('calendarBusy[0] ends before it starts');
  });
});
