import { localDate } from '@eazy2con/shared/zoned-time';
import type { AvailabilityRules, Interval, SlotQuery } from './slots';

// Shared by the slot engine's tests (slots.test.ts, slots-zones.test.ts).

export const at = (s: string) => new Date(s);
export const starts = (slots: Interval[]) => slots.map((s) => s.start.toISOString());
export const WEEKDAYS = [1, 2, 3, 4, 5];
export const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];

export function rules(over: Partial<AvailabilityRules> = {}): AvailabilityRules {
  return {
    timeZone: 'Africa/Lagos', // UTC+1 all year
    weekly: WEEKDAYS.map((day) => ({ day, start: '09:00', end: '17:00' })),
    overrides: [],
    timeOff: [],
    minNoticeMinutes: 0,
    bufferMinutes: 0,
    horizonDays: 60,
    ...over,
  };
}

/** Monday 1 March 2027 to the Monday after, seen from the Sunday before. */
export function query(over: Partial<SlotQuery> = {}, ruleOver: Partial<AvailabilityRules> = {}): SlotQuery {
  return {
    rules: rules(ruleOver),
    busy: [],
    now: at('2027-02-28T00:00:00Z'),
    from: at('2027-03-01T00:00:00Z'),
    to: at('2027-03-08T00:00:00Z'),
    durationMinutes: 60,
    ...over,
  };
}

/** The starts on one local date in Lagos. */
export const onDate = (slots: Interval[], date: string) =>
  starts(slots.filter((s) => localDate(s.start, 'Africa/Lagos') === date));
