import { describe, expect, it } from 'vitest';
import { localDate, zonedParts } from '@eazy2con/shared/zoned-time';
import { computeSlots, isSlotStart } from './slots';
import { at, EVERY_DAY, onDate, query, starts } from './slots.fixtures';

describe('computeSlots: weekly hours', () => {
  it('offers 09:00-16:00 Lagos starts (08:00Z-15:00Z) every half hour on weekdays', () => {
    const slots = computeSlots(query());
    expect(slots).toHaveLength(5 * 15);
    expect(slots[0]).toEqual({ start: at('2027-03-01T08:00:00Z'), end: at('2027-03-01T09:00:00Z') });
    expect(slots.at(-1)).toEqual({ start: at('2027-03-05T15:00:00Z'), end: at('2027-03-05T16:00:00Z') });
    expect(onDate(slots, '2027-03-01')).toEqual(
      Array.from({ length: 15 }, (_, i) => at('2027-03-01T08:00:00Z').getTime() + i * 30 * 60_000).map((ms) =>
        new Date(ms).toISOString(),
      ),
    );
    // Nothing on the weekend.
    expect(onDate(slots, '2027-03-06')).toEqual([]);
    expect(onDate(slots, '2027-03-07')).toEqual([]);
  });

  it('returns the slots sorted and without duplicates when ranges overlap', () => {
    const slots = computeSlots(
      query(
        { to: at('2027-03-02T00:00:00Z') },
        {
          weekly: [
            { day: 1, start: '09:00', end: '12:00' },
            { day: 1, start: '11:00', end: '13:00' },
            { day: 1, start: '08:00', end: '09:30' },
          ],
        },
      ),
    );
    expect(starts(slots)).toEqual([
      '2027-03-01T07:00:00.000Z',
      '2027-03-01T07:30:00.000Z',
      '2027-03-01T08:00:00.000Z',
      '2027-03-01T08:30:00.000Z',
      '2027-03-01T09:00:00.000Z',
      '2027-03-01T09:30:00.000Z',
      '2027-03-01T10:00:00.000Z',
      '2027-03-01T10:30:00.000Z',
      '2027-03-01T11:00:00.000Z',
    ]);
  });

  it('keeps only starts inside [from, to)', () => {
    const slots = computeSlots(query({ from: at('2027-03-01T08:30:00Z'), to: at('2027-03-01T10:00:00Z') }));
    expect(starts(slots)).toEqual(['2027-03-01T08:30:00.000Z', '2027-03-01T09:00:00.000Z', '2027-03-01T09:30:00.000Z']);
  });

  it('returns nothing for an empty window', () => {
    expect(computeSlots(query({ to: at('2027-03-01T00:00:00Z') }))).toEqual([]);
  });

  it('accepts a range ending at 24:00', () => {
    const slots = computeSlots(
      query({ to: at('2027-03-02T00:00:00Z') }, { weekly: [{ day: 1, start: '22:00', end: '24:00' }] }),
    );
    // 22:00 and 22:30 and 23:00 Lagos; 23:00 ends exactly at midnight.
    expect(starts(slots)).toEqual(['2027-03-01T21:00:00.000Z', '2027-03-01T21:30:00.000Z', '2027-03-01T22:00:00.000Z']);
  });
});

describe('computeSlots: notice and horizon', () => {
  it('drops starts before now + notice', () => {
    // Now is 10:10 in Lagos; two hours' notice leaves 12:30 Lagos (11:30Z) as the first start.
    const slots = computeSlots(query({ now: at('2027-03-01T09:10:00Z') }, { minNoticeMinutes: 120 }));
    expect(slots[0]!.start).toEqual(at('2027-03-01T11:30:00Z'));
    expect(onDate(slots, '2027-03-01')).toHaveLength(8);
  });

  it('drops starts after now + horizon', () => {
    const slots = computeSlots(query({}, { horizonDays: 3 }));
    // Now + 3 days is midnight UTC between Tuesday and Wednesday: Monday and Tuesday only.
    expect(slots).toHaveLength(2 * 15);
    expect(slots.at(-1)!.start).toEqual(at('2027-03-02T15:00:00Z'));
  });

  it('keeps a start exactly at now + horizon', () => {
    const slots = computeSlots(query({ now: at('2027-02-28T08:00:00Z') }, { horizonDays: 1 }));
    expect(starts(slots)).toEqual(['2027-03-01T08:00:00.000Z']);
  });
});

describe('computeSlots: busy sessions and buffers', () => {
  const busy = [{ start: at('2027-03-01T10:00:00Z'), end: at('2027-03-01T11:00:00Z') }];

  it('blocks only the overlapping starts without a buffer', () => {
    const slots = computeSlots(query({ busy }));
    const monday = onDate(slots, '2027-03-01');
    expect(monday).toContain('2027-03-01T09:00:00.000Z'); // ends as the session begins
    expect(monday).not.toContain('2027-03-01T09:30:00.000Z');
    expect(monday).not.toContain('2027-03-01T10:00:00.000Z');
    expect(monday).not.toContain('2027-03-01T10:30:00.000Z');
    expect(monday).toContain('2027-03-01T11:00:00.000Z'); // begins as the session ends
    expect(monday).toHaveLength(12);
  });

  it('keeps the buffer free before and after a busy session', () => {
    const slots = computeSlots(query({ busy }, { bufferMinutes: 15 }));
    expect(onDate(slots, '2027-03-01')).toEqual([
      '2027-03-01T08:00:00.000Z',
      '2027-03-01T08:30:00.000Z',
      // 09:00Z would end at 10:00Z, inside the 15 minutes before the session; 11:00Z starts inside the 15 after.
      '2027-03-01T11:30:00.000Z',
      '2027-03-01T12:00:00.000Z',
      '2027-03-01T12:30:00.000Z',
      '2027-03-01T13:00:00.000Z',
      '2027-03-01T13:30:00.000Z',
      '2027-03-01T14:00:00.000Z',
      '2027-03-01T14:30:00.000Z',
      '2027-03-01T15:00:00.000Z',
    ]);
    // Other days are untouched.
    expect(onDate(slots, '2027-03-02')).toHaveLength(15);
  });

  it('handles unsorted and overlapping busy sessions', () => {
    const slots = computeSlots(
      query({
        to: at('2027-03-02T00:00:00Z'),
        busy: [
          { start: at('2027-03-01T13:00:00Z'), end: at('2027-03-01T14:00:00Z') },
          { start: at('2027-03-01T08:00:00Z'), end: at('2027-03-01T12:00:00Z') },
          { start: at('2027-03-01T09:00:00Z'), end: at('2027-03-01T09:30:00Z') },
          { start: at('2027-03-01T11:30:00Z'), end: at('2027-03-01T12:30:00Z') },
        ],
      }),
    );
    expect(starts(slots)).toEqual(['2027-03-01T14:00:00.000Z', '2027-03-01T14:30:00.000Z', '2027-03-01T15:00:00.000Z']);
  });
});

describe('computeSlots: overrides and time off', () => {
  it('replaces a weekday with its override, and opens a day that has no weekly hours', () => {
    const slots = computeSlots(
      query(
        {},
        {
          overrides: [
            { date: '2027-03-02', hours: [{ start: '10:00', end: '12:00' }] },
            { date: '2027-03-06', hours: [{ start: '10:00', end: '11:00' }] },
          ],
        },
      ),
    );
    expect(onDate(slots, '2027-03-02')).toEqual([
      '2027-03-02T09:00:00.000Z',
      '2027-03-02T09:30:00.000Z',
      '2027-03-02T10:00:00.000Z',
    ]);
    expect(onDate(slots, '2027-03-06')).toEqual(['2027-03-06T09:00:00.000Z']);
    expect(onDate(slots, '2027-03-01')).toHaveLength(15);
  });

  it('removes a day overridden with no hours and the days of time off (inclusive)', () => {
    const slots = computeSlots(
      query(
        {},
        {
          overrides: [{ date: '2027-03-03', hours: [] }],
          timeOff: [{ from: '2027-03-04', to: '2027-03-05' }],
        },
      ),
    );
    expect([...new Set(slots.map((s) => localDate(s.start, 'Africa/Lagos')))]).toEqual(['2027-03-01', '2027-03-02']);
    expect(slots).toHaveLength(30);
  });

  it('lets time off win over an override', () => {
    const slots = computeSlots(
      query(
        {},
        {
          overrides: [{ date: '2027-03-06', hours: [{ start: '10:00', end: '11:00' }] }],
          timeOff: [{ from: '2027-03-06', to: '2027-03-06' }],
        },
      ),
    );
    expect(onDate(slots, '2027-03-06')).toEqual([]);
  });
});

describe('computeSlots: options', () => {
  it('keeps only weekend starts with weekendsOnly', () => {
    const slots = computeSlots(
      query({ weekendsOnly: true }, { weekly: EVERY_DAY.map((day) => ({ day, start: '09:00', end: '17:00' })) }),
    );
    expect(slots).toHaveLength(2 * 15);
    for (const s of slots) expect([0, 6]).toContain(zonedParts(s.start, 'Africa/Lagos').weekday);
    expect(slots[0]!.start).toEqual(at('2027-03-06T08:00:00Z'));
  });

  it('steps by stepMinutes from the start of each range', () => {
    expect(onDate(computeSlots(query({ stepMinutes: 60 })), '2027-03-01')).toHaveLength(8);
    expect(onDate(computeSlots(query({ stepMinutes: 15 })), '2027-03-01')).toHaveLength(29);
    const offGrid = computeSlots(query({}, { weekly: [{ day: 1, start: '09:15', end: '11:00' }] }));
    // 10:15 Lagos would end at 11:15, after the range.
    expect(starts(offGrid)).toEqual(['2027-03-01T08:15:00.000Z', '2027-03-01T08:45:00.000Z']);
  });

  it('fits the session length into the range', () => {
    const slots = computeSlots(query({ durationMinutes: 90 }));
    expect(onDate(slots, '2027-03-01').at(-1)).toBe('2027-03-01T14:30:00.000Z');
    expect(computeSlots(query({ durationMinutes: 9 * 60 }))).toEqual([]);
  });

  it('caps the answer at maxSlots, keeping the earliest', () => {
    const slots = computeSlots(query({ maxSlots: 10 }));
    expect(slots).toHaveLength(10);
    expect(slots[0]!.start).toEqual(at('2027-03-01T08:00:00Z'));
    expect(slots[9]!.start).toEqual(at('2027-03-01T12:30:00Z'));
    expect(computeSlots(query({ maxSlots: 0 }))).toEqual([]);
  });

  it('caps a huge window at the default of 500', () => {
    const slots = computeSlots(query({ to: at('2028-03-01T00:00:00Z') }, { horizonDays: 400 }));
    expect(slots).toHaveLength(500);
    // 500 slots at 15 a weekday is 33 full weekdays (to Wednesday 14 April) and 5 slots of Thursday 15 April.
    expect(slots.at(-1)!.start).toEqual(at('2027-04-15T10:00:00Z'));
  });
});

describe('computeSlots: validation', () => {
  it('throws on a bad time zone', () => {
    expect(() => computeSlots(query({}, { timeZone: 'Lagos' }))).toThrow(/time zone/);
    expect(() => computeSlots(query({}, { timeZone: '' }))).toThrow(/time zone/);
  });

  it('throws on malformed hours, dates and numbers', () => {
    expect(() => computeSlots(query({}, { weekly: [{ day: 1, start: '9:00', end: '17:00' }] }))).toThrow();
    expect(() => computeSlots(query({}, { weekly: [{ day: 1, start: '17:00', end: '09:00' }] }))).toThrow();
    expect(() => computeSlots(query({}, { weekly: [{ day: 1, start: '09:00', end: '24:30' }] }))).toThrow();
    expect(() => computeSlots(query({}, { weekly: [{ day: 7, start: '09:00', end: '17:00' }] }))).toThrow();
    expect(() => computeSlots(query({}, { overrides: [{ date: '2027-02-30', hours: [] }] }))).toThrow();
    expect(() => computeSlots(query({}, { timeOff: [{ from: '2027-03-05', to: '2027-03-04' }] }))).toThrow();
    expect(() => computeSlots(query({}, { bufferMinutes: -5 }))).toThrow();
    expect(() => computeSlots(query({ durationMinutes: 0 }))).toThrow();
    expect(() => computeSlots(query({ stepMinutes: 0 }))).toThrow();
    expect(() => computeSlots(query({ maxSlots: -1 }))).toThrow();
    expect(() => computeSlots(query({ now: new Date(NaN) }))).toThrow();
    expect(() => computeSlots(query({ busy: [{ start: at('2027-03-01T10:00:00Z'), end: new Date(NaN) }] }))).toThrow();
  });
});

describe('isSlotStart', () => {
  const busy = [{ start: at('2027-03-01T10:00:00Z'), end: at('2027-03-01T11:00:00Z') }];
  const q = query({ busy }, { bufferMinutes: 15, minNoticeMinutes: 60 });

  it('is true for a start computeSlots offers', () => {
    expect(isSlotStart(q, at('2027-03-01T08:00:00Z'))).toBe(true);
    expect(isSlotStart(q, at('2027-03-05T15:00:00Z'))).toBe(true);
  });

  it('is false off the grid, near a busy session, outside hours, or too soon', () => {
    expect(isSlotStart(q, at('2027-03-01T08:15:00Z'))).toBe(false); // 09:15 Lagos
    expect(isSlotStart(q, at('2027-03-01T08:00:00.001Z'))).toBe(false);
    expect(isSlotStart(q, at('2027-03-01T10:00:00Z'))).toBe(false); // the busy session itself
    expect(isSlotStart(q, at('2027-03-01T09:00:00Z'))).toBe(false); // runs into its buffer
    expect(isSlotStart(q, at('2027-03-01T16:00:00Z'))).toBe(false); // would end at 18:00 Lagos
    expect(isSlotStart(q, at('2027-03-06T08:00:00Z'))).toBe(false); // Saturday
    expect(isSlotStart(q, at('2027-03-08T08:00:00Z'))).toBe(false); // outside [from, to)
    expect(isSlotStart({ ...q, now: at('2027-03-01T07:30:00Z') }, at('2027-03-01T08:00:00Z'))).toBe(false);
  });

  it('agrees with computeSlots on every half hour of the week', () => {
    const offered = new Set(starts(computeSlots(q)));
    for (let ms = q.from.getTime(); ms < q.to.getTime(); ms += 30 * 60_000) {
      const t = new Date(ms);
      expect(isSlotStart(q, t), t.toISOString()).toBe(offered.has(t.toISOString()));
    }
  });

  it('is not limited by maxSlots', () => {
    expect(isSlotStart({ ...q, maxSlots: 1 }, at('2027-03-05T15:00:00Z'))).toBe(true);
  });
});
