import { DEFAULT_TIME_ZONE } from '@eazy2con/shared/sessions';

/** No WhatsApp or SMS between 21:00 and 07:00 in the person's zone (Lagos until people choose their own). */
export const QUIET_HOURS = { from: 21, until: 7 } as const;
/** A message about something that happens within this long still goes in quiet hours (the hour-before reminder). */
export const URGENT_WITHIN_MS = 60 * 60_000;

interface LocalTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function localTime(at: Date, timeZone: string): LocalTime {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

/** How far the zone's wall clock is ahead of UTC at this instant, in milliseconds. */
function offsetMs(at: Date, timeZone: string): number {
  const l = localTime(at, timeZone);
  const wall = Date.UTC(l.year, l.month - 1, l.day, l.hour, l.minute, l.second);
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

/** Whether `at` falls in quiet hours in `timeZone`. */
export function inQuietHours(at: Date, timeZone: string = DEFAULT_TIME_ZONE): boolean {
  const { hour } = localTime(at, timeZone);
  return hour >= QUIET_HOURS.from || hour < QUIET_HOURS.until;
}

/**
 * When a message planned for `at` may go: `at` itself, or 07:00 the next morning when `at` is in quiet hours,
 * unless what it is about (`eventAt`) happens within the hour, which a sleeper would rather be woken for than miss.
 */
export function sendTimeFor(at: Date, options: { eventAt?: Date | null; timeZone?: string } = {}): Date {
  const timeZone = options.timeZone ?? DEFAULT_TIME_ZONE;
  if (options.eventAt && options.eventAt.getTime() - at.getTime() <= URGENT_WITHIN_MS) return at;
  if (!inQuietHours(at, timeZone)) return at;
  const l = localTime(at, timeZone);
  // Evening: tomorrow's 07:00; after midnight: today's.
  const day = l.hour >= QUIET_HOURS.from ? l.day + 1 : l.day;
  const wall = Date.UTC(l.year, l.month - 1, day, QUIET_HOURS.until, 0, 0);
  const guess = new Date(wall - offsetMs(at, timeZone));
  // Once more with the offset at the morning itself, in case the zone changed its clock overnight.
  return new Date(wall - offsetMs(guess, timeZone));
}
