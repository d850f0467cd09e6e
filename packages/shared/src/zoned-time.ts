/**
 * Time-zone arithmetic on IANA zones with nothing but `Intl.DateTimeFormat` (no date library, no Temporal yet in
 * Node 24). Dates are plain 'YYYY-MM-DD' strings and wall-clock times are minutes since local midnight, so the
 * callers never hold a `Date` that pretends to be local time.
 */

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

export interface ZonedParts {
  year: number;
  month: number; // 1..12
  day: number;
  hour: number; // 0..23
  minute: number;
  weekday: number; // 0=Sunday..6=Saturday
}

/**
 * Building a formatter costs tens of microseconds and formatting a few, so each zone's formatter is built once. The
 * zone names come from users, and case variants of one zone are all valid ('europe/london'), so the cache is
 * bounded rather than trusted to stay small.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
const MAX_FORMATTERS = 500;

/**
 * Since ECMA-402 2024 (Node 22+), `Intl.DateTimeFormat` also accepts fixed offsets such as '+01:00'. A mentor's zone
 * must be a named IANA zone, which follows daylight-saving changes, so anything that does not start with a letter is
 * refused before Intl sees it, on every Node version alike.
 */
const NAMED_ZONE = /^[A-Za-z]/;

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (f) return f;
  if (!NAMED_ZONE.test(timeZone)) throw new RangeError(`Not a named time zone: ${timeZone}`);
  // Throws a RangeError for an unknown zone. A fixed locale, calendar and digits make the output parseable.
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
    second: 'numeric',
  });
  if (formatters.size >= MAX_FORMATTERS) formatters.clear();
  formatters.set(timeZone, f);
  return f;
}

export function isValidTimeZone(tz: string): boolean {
  if (typeof tz !== 'string' || tz === '') return false;
  try {
    formatterFor(tz);
    return true;
  } catch {
    return false;
  }
}

function assertTimeZone(timeZone: string): Intl.DateTimeFormat {
  try {
    return formatterFor(timeZone);
  } catch {
    throw new Error(`Unknown time zone: ${JSON.stringify(timeZone)}`);
  }
}

/** Wall-clock fields [year, month, day, hour, minute, second] of an instant (ms since the epoch) in the zone. */
function wallFields(f: Intl.DateTimeFormat, ms: number): [number, number, number, number, number, number] {
  // `format` is about three times faster than `formatToParts`; en-US with h23 prints "M/D/YYYY, HH:MM:SS", so the
  // six digit runs are the fields in that order. Should an ICU release change the shape, fall back to the parts.
  const runs = f.format(ms).match(/\d+/g);
  if (runs && runs.length === 6) {
    const [mo, d, y, h, mi, s] = runs.map(Number) as [number, number, number, number, number, number];
    // Some ICU versions print midnight as 24 even in h23.
    return [y, mo, d, h === 24 ? 0 : h, mi, s];
  }
  const get = (type: Intl.DateTimeFormatPartTypes): number => {
    const part = f.formatToParts(ms).find((p) => p.type === type);
    if (!part) throw new Error(`Cannot read the ${type} of a date`);
    return Number(part.value);
  };
  const h = get('hour');
  return [get('year'), get('month'), get('day'), h === 24 ? 0 : h, get('minute'), get('second')];
}

/** The zone's UTC offset in ms at an instant (local = utc + offset). Seconds count: old LMT offsets have them. */
function offsetAt(f: Intl.DateTimeFormat, ms: number): number {
  const [y, mo, d, h, mi, s] = wallFields(f, ms);
  const asUtc = Date.UTC(y, mo - 1, d, h, mi, s);
  // The formatter drops milliseconds, so compare against the instant truncated to its second.
  return asUtc - Math.floor(ms / 1000) * 1000;
}

function assertInstant(instant: Date): number {
  const ms = instant instanceof Date ? instant.getTime() : NaN;
  if (!Number.isFinite(ms)) throw new Error('Invalid date');
  return ms;
}

export function zonedParts(instant: Date, timeZone: string): ZonedParts {
  const ms = assertInstant(instant);
  const [year, month, day, hour, minute] = wallFields(assertTimeZone(timeZone), ms);
  // The weekday follows from the date, which avoids parsing localised day names.
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return { year, month, day, hour, minute, weekday };
}

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Splits a 'YYYY-MM-DD' into [year, month, day], throwing on anything that is not a real calendar date. */
export function parseDate(date: string): [number, number, number] {
  const m = typeof date === 'string' ? DATE_RE.exec(date) : null;
  if (m) {
    const y = Number(m[1]);
    const mo = Number(m[2]);
    const d = Number(m[3]);
    const check = new Date(Date.UTC(y, mo - 1, d));
    // Date.UTC rolls 2027-02-30 over into March; a round trip catches that.
    if (check.getUTCFullYear() === y && check.getUTCMonth() === mo - 1 && check.getUTCDate() === d) return [y, mo, d];
  }
  throw new Error(`Invalid date (want YYYY-MM-DD): ${JSON.stringify(date)}`);
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

function formatDate(y: number, mo: number, d: number): string {
  return `${pad(y, 4)}-${pad(mo, 2)}-${pad(d, 2)}`;
}

export function addDays(date: string, days: number): string {
  if (!Number.isInteger(days)) throw new Error(`addDays needs a whole number of days, got ${days}`);
  const [y, mo, d] = parseDate(date);
  // Calendar arithmetic on a UTC date has no DST, so day overflow into months and years is exact.
  const t = new Date(Date.UTC(y, mo - 1, d + days));
  return formatDate(t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate());
}

export function localDate(instant: Date, timeZone: string): string {
  const { year, month, day } = zonedParts(instant, timeZone);
  return formatDate(year, month, day);
}

/**
 * The UTC instant at which the wall clock in `timeZone` shows `date` at `minuteOfDay` (0..1440; 1440 is the next
 * day's midnight). Like Temporal's 'compatible' disambiguation: a wall time skipped by a forward jump maps forward by
 * the size of the jump (London 01:30 on the spring-forward day is 02:30 BST), and a wall time that happens twice
 * maps to the earlier instant.
 *
 * Two-pass offset iteration, seeded with the offset a day before. Treating the wall time as if it were UTC gives
 * `local`; the answer is `local - offset` for the offset in force at the answer. Seeding with the earlier offset is
 * what settles both ambiguities: in an overlap that earlier (larger) offset is already self-consistent and yields
 * the first occurrence; in a gap neither offset is self-consistent, and the earlier offset moves the time forward.
 * This assumes no two transitions within a day of each other, which no zone has had in living memory.
 */
export function wallTimeToUtc(date: string, minuteOfDay: number, timeZone: string): Date {
  if (!Number.isFinite(minuteOfDay) || minuteOfDay < 0 || minuteOfDay > 1440) {
    throw new Error(`minuteOfDay must be within 0..1440, got ${minuteOfDay}`);
  }
  const f = assertTimeZone(timeZone);
  const [y, mo, d] = parseDate(date);
  const local = Date.UTC(y, mo - 1, d) + minuteOfDay * MINUTE_MS;
  return new Date(resolveLocal(f, local));
}

function resolveLocal(f: Intl.DateTimeFormat, local: number): number {
  const before = offsetAt(f, local - DAY_MS);
  const first = local - before;
  const atFirst = offsetAt(f, first);
  if (atFirst === before) return first;
  const second = local - atFirst;
  const atSecond = offsetAt(f, second);
  if (atSecond === atFirst) return second;
  // A gap: the wall time never shows. The offset before the jump carries it forward by the jump.
  return first;
}
