import { describe, expect, it } from 'vitest';
import { freeSlots, longDate } from './free-slots';

describe('freeSlots', () => {
  const now = new Date('2026-11-24T08:30:00Z'); // 09:30 in Lagos

  it('offers every slot of a later day except the taken ones', () => {
    const slots = freeSlots('2026-11-25', ['9:00 AM', '12:20 PM'], now).map((s) => s.label);
    expect(slots).toHaveLength(22);
    expect(slots).not.toContain('9:00 AM');
    expect(slots).not.toContain('12:20 PM');
    expect(slots[0]).toBe('9:20 AM');
  });

  it('leaves out the slots of today that have started, by the Lagos clock', () => {
    expect(
      freeSlots('2026-11-24', [], now)
        .map((s) => s.label)
        .slice(0, 2),
    ).toEqual(['9:40 AM', '10:00 AM']);
    expect(freeSlots('2026-11-23', [], now)).toEqual([]);
  });

  it('offers nothing beyond the booking window', () => {
    expect(freeSlots('2027-01-23', [], now)).toHaveLength(24);
    expect(freeSlots('2027-01-24', [], now)).toEqual([]);
  });

  it('writes the day out in full', () => {
    expect(longDate('2026-11-24')).toMatch(/^Tuesday,? 24 November 2026$/);
  });
});
