import { describe, expect, it } from 'vitest';
import { CampRegistrationSchema } from './validation/camp';
import { campTuition, formatNaira, isCampKidCount, weekendClassesBetween } from './weekend-camp';

describe('isCampKidCount', () => {
  it('accepts what the registration schema accepts as a number of kids', () => {
    for (const kids of [-1, 0, 1, 1.5, 2, 9, 10, 10.5, 11, 100, Number.NaN, Infinity, '3', null, undefined]) {
      expect(isCampKidCount(kids), String(kids)).toBe(CampRegistrationSchema.shape.noOfKids.safeParse(kids).success);
    }
  });
});

describe('campTuition', () => {
  it('charges 10,000 for one child and 8,000 for each further child', () => {
    expect(campTuition(1)).toBe(10_000);
    expect(campTuition(2)).toBe(18_000);
    expect(campTuition(5)).toBe(10_000 * 5 - 2_000 * 4);
  });

  it('refuses fewer than one child or a fraction', () => {
    expect(() => campTuition(0)).toThrow();
    expect(() => campTuition(1.5)).toThrow();
  });

  it('formats naira', () => {
    expect(formatNaira(18_000)).toBe('₦18,000');
  });
});

describe('weekend class times', () => {
  it('lists the Saturday 10:00 and Sunday 16:00 Lagos classes in a range', () => {
    // Friday 27 November 2026, 12:00 Lagos, to the next Friday.
    const from = new Date('2026-11-27T11:00:00Z');
    expect(weekendClassesBetween(from, new Date('2026-12-04T11:00:00Z')).map((d) => d.toISOString())).toEqual([
      '2026-11-28T09:00:00.000Z',
      '2026-11-29T15:00:00.000Z',
    ]);
    // The end is left out, the start kept.
    expect(weekendClassesBetween(new Date('2026-11-28T09:00:00Z'), new Date('2026-11-29T15:00:00Z'))).toEqual([
      new Date('2026-11-28T09:00:00Z'),
    ]);
    // Late on a Saturday in UTC is already Sunday in Lagos.
    expect(weekendClassesBetween(new Date('2026-11-28T23:30:00Z'), new Date('2026-11-29T16:00:00Z'))).toEqual([
      new Date('2026-11-29T15:00:00Z'),
    ]);
  });
});
