import { DEFAULT_QUIET_HOURS, minutesOfDay } from '@eazy2con/shared/validation/contact-channels';
import { DEFAULT_TIME_ZONE } from '@eazy2con/shared/sessions';

/** Quiet hours as minutes after local midnight; over midnight when `to` comes before `from` (21:00–07:00). */
export interface QuietWindow {
  from: number;
  to: number;
}

const minutes = (time: string): number => minutesOfDay(time) ?? 0;

/** No WhatsApp or SMS between 21:00 and 07:00 Lagos, unless the number's account chose its own (decision 0044). */
export const DEFAULT_QUIET_WINDOW: QuietWindow = {
  from: minutes(DEFAULT_QUIET_HOURS.from),
  to: minutes(DEFAULT_QUIET_HOURS.to),
};
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

const minuteOf = (l: LocalTime) => l.hour * 60 + l.minute;

/** Whether a minute of the day falls in the window (from inclusive, to exclusive). */
function within(minute: number, window: QuietWindow): boolean {
  return window.from < window.to
    ? minute >= window.from && minute < window.to
    : minute >= window.from || minute < window.to;
}

/** Whether `at` falls in quiet hours in `timeZone` (the product's, or the window given). */
export function inQuietHours(
  at: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
  window: QuietWindow = DEFAULT_QUIET_WINDOW,
): boolean {
  return within(minuteOf(localTime(at, timeZone)), window);
}

/**
 * When a message planned for `at` may go: `at` itself, or the end of the quiet hours it falls in (07:00 the next
 * morning with the product's), unless what it is about (`eventAt`) happens within the hour, which a sleeper would
 * rather be woken for than miss.
 */
export function sendTimeFor(
  at: Date,
  options: { eventAt?: Date | null; timeZone?: string; window?: QuietWindow } = {},
): Date {
  const timeZone = options.timeZone ?? DEFAULT_TIME_ZONE;
  const window = options.window ?? DEFAULT_QUIET_WINDOW;
  if (options.eventAt && options.eventAt.getTime() - at.getTime() <= URGENT_WITHIN_MS) return at;
  const l = localTime(at, timeZone);
  if (!within(minuteOf(l), window)) return at;
  // The window ends at its next `to`: later today when that is still ahead, else tomorrow (an evening's quiet hours).
  const day = minuteOf(l) < window.to ? l.day : l.day + 1;
  const wall = Date.UTC(l.year, l.month - 1, day, Math.floor(window.to / 60), window.to % 60, 0);
  const guess = new Date(wall - offsetMs(at, timeZone));
  // Once more with the offset at the end itself, in case the zone changed its clock in between.
  return new Date(wall - offsetMs(guess, timeZone));
}
