import { describe, expect, it } from 'vitest';
import { computeSlots, type AvailabilityRules, type Interval, type SlotQuery } from './slots';
import { at, EVERY_DAY, query, rules, starts } from './slots.fixtures';

describe('daylight saving time', () => {
  const mondayNine = (timeZone: string): Partial<AvailabilityRules> => ({
    timeZone,
    weekly: [{ day: 1, start: '09:00', end: '10:00' }],
  });

  it('follows London onto summer time (28 March 2027)', () => {
    const slots = computeSlots(
      query(
        { now: at('2027-03-01T00:00:00Z'), from: at('2027-03-20T00:00:00Z'), to: at('2027-04-01T00:00:00Z') },
        mondayNine('Europe/London'),
      ),
    );
    expect(starts(slots)).toEqual(['2027-03-22T09:00:00.000Z', '2027-03-29T08:00:00.000Z']);
  });

  it('follows New York off summer time (7 November 2027)', () => {
    const slots = computeSlots(
      query(
        { now: at('2027-10-20T00:00:00Z'), from: at('2027-10-30T00:00:00Z'), to: at('2027-11-10T00:00:00Z') },
        mondayNine('America/New_York'),
      ),
    );
    expect(starts(slots)).toEqual(['2027-11-01T13:00:00.000Z', '2027-11-08T14:00:00.000Z']);
  });

  it('converts every start of a range that crosses the spring-forward gap', () => {
    // London 00:00-04:00 on 28 March is three real hours; 01:00 wall time does not exist and maps to 02:00 BST.
    const slots = computeSlots(
      query(
        {
          now: at('2027-03-01T00:00:00Z'),
          from: at('2027-03-27T00:00:00Z'),
          to: at('2027-03-29T00:00:00Z'),
          stepMinutes: 60,
        },
        { timeZone: 'Europe/London', weekly: [{ day: 0, start: '00:00', end: '04:00' }] },
      ),
    );
    expect(starts(slots)).toEqual(['2027-03-28T00:00:00.000Z', '2027-03-28T01:00:00.000Z', '2027-03-28T02:00:00.000Z']);
  });

  it('maps a start inside the gap forward, and ends it by the real end of the range', () => {
    // 01:00-03:00 London on 28 March is only 01:00Z-02:00Z: one hour-long session fits.
    const slots = computeSlots(
      query(
        { now: at('2027-03-01T00:00:00Z'), from: at('2027-03-27T00:00:00Z'), to: at('2027-03-29T00:00:00Z') },
        { timeZone: 'Europe/London', weekly: [{ day: 0, start: '01:00', end: '03:00' }] },
      ),
    );
    expect(starts(slots)).toEqual(['2027-03-28T01:00:00.000Z']);
  });

  it('uses the first of a repeated wall time when clocks go back', () => {
    // London 00:00-03:00 on 31 October is four real hours (23:00Z-03:00Z). Starts stay on the wall-clock grid, and
    // the repeated 01:00 is taken at its first occurrence (00:00Z), so the second 01:00 hour gets no start.
    const slots = computeSlots(
      query(
        {
          now: at('2027-10-01T00:00:00Z'),
          from: at('2027-10-30T00:00:00Z'),
          to: at('2027-11-01T00:00:00Z'),
          stepMinutes: 60,
        },
        { timeZone: 'Europe/London', weekly: [{ day: 0, start: '00:00', end: '03:00' }] },
      ),
    );
    expect(starts(slots)).toEqual(['2027-10-30T23:00:00.000Z', '2027-10-31T00:00:00.000Z', '2027-10-31T02:00:00.000Z']);
  });
});

describe('many busy sessions', () => {
  it('matches a plain filter over 200 busy sessions in a 4-week window across a DST change', () => {
    // A deterministic generator, so a failure reproduces.
    let seed = 12345;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const from = at('2027-03-15T00:00:00Z');
    const to = at('2027-04-12T00:00:00Z');
    const busy: Interval[] = Array.from({ length: 200 }, () => {
      const start = from.getTime() + Math.floor(next() * 28 * 96) * 15 * 60_000;
      const minutes = 30 + Math.floor(next() * 4) * 30;
      return { start: new Date(start), end: new Date(start + minutes * 60_000) };
    });
    const base: SlotQuery = {
      rules: rules({
        timeZone: 'Europe/London',
        weekly: EVERY_DAY.map((day) => ({ day, start: '07:00', end: '21:00' })),
        bufferMinutes: 10,
      }),
      busy: [],
      now: at('2027-03-14T00:00:00Z'),
      from,
      to,
      durationMinutes: 60,
      maxSlots: 10_000,
    };
    const free = computeSlots(base);
    expect(free).toHaveLength(28 * 27);

    const buffer = 10 * 60_000;
    const expected = free.filter(
      (s) =>
        !busy.some((b) => s.start.getTime() - buffer < b.end.getTime() && b.start.getTime() < s.end.getTime() + buffer),
    );
    const actual = computeSlots({ ...base, busy });
    expect(starts(actual)).toEqual(starts(expected));
    // The busy sessions take a real share of the month, so the check above is not trivial either way.
    expect(actual.length).toBeGreaterThan(100);
    expect(actual.length).toBeLessThan(free.length - 100);
  });
});
