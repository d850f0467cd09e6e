import { describe, expect, it } from 'vitest';
import { watDate, watInstant, watMinutesOfDay } from './wat-time';

describe('West Africa Time', () => {
  it('is a day ahead of UTC from 23:00 UTC', () => {
    expect(watDate(new Date('2026-11-23T22:59:00Z'))).toBe('2026-11-23');
    expect(watDate(new Date('2026-11-23T23:00:00Z'))).toBe('2026-11-24');
  });

  it('counts minutes of the Lagos day and turns a wall-clock time back into an instant', () => {
    expect(watMinutesOfDay(new Date('2026-11-23T08:00:00Z'))).toBe(9 * 60);
    expect(watInstant('2026-11-24', 9 * 60).toISOString()).toBe('2026-11-24T08:00:00.000Z');
  });
});
