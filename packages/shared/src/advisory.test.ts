import { describe, expect, it } from 'vitest';
import {
  ADVISORY_DAYS_AHEAD,
  addDays,
  advisorySlotLabels,
  advisorySlots,
  bookableDays,
  callDateFromIsoDay,
  isoDayFromCallDate,
  slotByLabel,
  slotState,
} from './advisory';

describe('advisory slots', () => {
  it('are the 24 twenty-minute calls from 9:00 AM to 4:40 PM', () => {
    expect(advisorySlots).toHaveLength(24);
    expect(advisorySlotLabels.slice(0, 4)).toEqual(['9:00 AM', '9:20 AM', '9:40 AM', '10:00 AM']);
    expect(advisorySlotLabels).toContain('11:40 AM');
    expect(advisorySlotLabels).toContain('12:00 PM');
    expect(advisorySlotLabels).toContain('12:20 PM');
    expect(advisorySlotLabels.at(-1)).toBe('4:40 PM');
    expect(new Set(advisorySlotLabels).size).toBe(24);
    expect(slotByLabel('4:40 PM')?.minutes).toBe(16 * 60 + 40);
    expect(slotByLabel('5:00 PM')).toBeUndefined();
    expect(slotByLabel('09:00 AM')).toBeUndefined();
  });

  it('reads and writes the spec date DD-MM-YYYY, refusing dates that do not exist', () => {
    expect(isoDayFromCallDate('24-11-2026')).toBe('2026-11-24');
    expect(isoDayFromCallDate('29-02-2028')).toBe('2028-02-29');
    for (const bad of ['31-02-2026', '29-02-2027', '00-01-2026', '2026-11-24', '1-1-2026', '24/11/2026', '']) {
      expect(isoDayFromCallDate(bad), bad).toBeNull();
    }
    expect(callDateFromIsoDay('2026-11-24')).toBe('24-11-2026');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('counts past and too-far in Lagos time, whatever the UTC date', () => {
    // 23:30 UTC on the 23rd is 00:30 on the 24th in Lagos: the 23rd is gone, the 24th has every slot open.
    const lateNight = new Date('2026-11-23T23:30:00Z');
    expect(bookableDays(lateNight)).toEqual({ first: '2026-11-24', last: addDays('2026-11-24', ADVISORY_DAYS_AHEAD) });
    expect(slotState('2026-11-23', 16 * 60 + 40, lateNight)).toBe('past');
    expect(slotState('2026-11-24', 9 * 60, lateNight)).toBe('open');

    // 09:10 in Lagos: 9:00 has started (past), 9:20 is open.
    const morning = new Date('2026-11-24T08:10:00Z');
    expect(slotState('2026-11-24', 9 * 60, morning)).toBe('past');
    expect(slotState('2026-11-24', 9 * 60 + 20, morning)).toBe('open');
    // A slot starting this very minute has started.
    expect(slotState('2026-11-24', 9 * 60 + 20, new Date('2026-11-24T08:20:00Z'))).toBe('past');

    expect(slotState(addDays('2026-11-24', ADVISORY_DAYS_AHEAD), 16 * 60 + 40, morning)).toBe('open');
    expect(slotState(addDays('2026-11-24', ADVISORY_DAYS_AHEAD + 1), 9 * 60, morning)).toBe('too-far');
  });
});
