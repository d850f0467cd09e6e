/**
 * The mentor's week in their availability time zone, with nothing but `Intl.DateTimeFormat` (the server does the
 * same in sessions/zoned-time.ts). Dates are 'YYYY-MM-DD' strings, so no `Date` here pretends to be local time.
 */

const DAY_MS = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    // A fixed locale, calendar and digits make the parts parseable whatever the browser's language.
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      calendar: 'gregory',
      numberingSystem: 'latn',
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** [year, month, day, hour, minute] of an instant on the zone's wall clock. */
function wallFields(ms: number, timeZone: string): [number, number, number, number, number] {
  const parts = formatterFor(timeZone).formatToParts(ms);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  // Some engines print midnight as 24 even in h23.
  return [get('year'), get('month'), get('day'), get('hour') % 24, get('minute')];
}

const pad = (n: number) => String(n).padStart(2, '0');
const isoDate = (t: Date) => `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`;
const utcMidnight = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** The calendar date of an instant in the zone. */
export function localDate(instant: Date, timeZone: string): string {
  const [y, mo, d] = wallFields(instant.getTime(), timeZone);
  return `${y}-${pad(mo)}-${pad(d)}`;
}

export function addDays(date: string, days: number): string {
  return isoDate(new Date(utcMidnight(date) + days * DAY_MS));
}

/** 0 Sunday … 6 Saturday, as the availability's weekly hours count days. */
export function weekdayOf(date: string): number {
  return new Date(utcMidnight(date)).getUTCDay();
}

/** The Monday of the week a date falls in. */
export function mondayOf(date: string): string {
  return addDays(date, -((weekdayOf(date) + 6) % 7));
}

/** The zone's offset (local minus UTC, in ms) at an instant. */
function offsetAt(ms: number, timeZone: string): number {
  const [y, mo, d, h, mi] = wallFields(ms, timeZone);
  return Date.UTC(y, mo - 1, d, h, mi) - Math.floor(ms / 60_000) * 60_000;
}

/**
 * The instant the zone's wall clock shows `date` at `minuteOfDay`. Seeded with the offset a day before, as the
 * server does, so a time skipped by a clock change moves forward and a repeated one takes its first occurrence.
 */
export function zonedInstant(date: string, minuteOfDay: number, timeZone: string): Date {
  const local = utcMidnight(date) + minuteOfDay * 60_000;
  const before = offsetAt(local - DAY_MS, timeZone);
  const first = local - before;
  const atFirst = offsetAt(first, timeZone);
  if (atFirst === before) return new Date(first);
  const second = local - atFirst;
  return new Date(offsetAt(second, timeZone) === atFirst ? second : first);
}

/** '30 November – 6 December' for the week starting on `monday`. */
export function weekLabel(monday: string): string {
  const f = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'long' });
  return `${f.format(utcMidnight(monday))} – ${f.format(utcMidnight(addDays(monday, 6)))}`;
}

/** A day heading: 'Monday 30 November' (the date is a calendar date, so it is formatted as UTC). */
export function dateHeading(date: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' }).format(
    utcMidnight(date),
  );
}

export const isIsoDate = (value: string | null): value is string =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(utcMidnight(value));
