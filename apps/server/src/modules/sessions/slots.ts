/**
 * The slot engine: which session start times a mentor offers, from their weekly hours in their own time zone, date
 * overrides, time off, notice, horizon, and the buffers around sessions already booked. Pure: everything it needs,
 * including "now", comes in the query.
 */
import { addDays, isValidTimeZone, localDate, parseDate, wallTimeToUtc } from '@eazy2con/shared/zoned-time';

export interface TimeRange {
  start: string; // 'HH:MM' 24h wall-clock
  end: string; // 'HH:MM', after start; may be '24:00'
}
export interface WeeklyHours extends TimeRange {
  day: number; // 0=Sunday..6=Saturday
}
/** Replaces that date's weekly hours; [] = not available that day. */
export interface DateOverride {
  date: string;
  hours: TimeRange[];
}
/** Inclusive dates 'YYYY-MM-DD' in the mentor's zone. */
export interface TimeOff {
  from: string;
  to: string;
}
export interface AvailabilityRules {
  timeZone: string; // IANA, the mentor's
  weekly: WeeklyHours[];
  overrides: DateOverride[];
  timeOff: TimeOff[];
  minNoticeMinutes: number; // no slot starting before now + notice
  bufferMinutes: number; // free time kept before and after every busy interval
  horizonDays: number; // no slot starting after now + horizon
}
export interface Interval {
  start: Date;
  end: Date;
}
export interface SlotQuery {
  rules: AvailabilityRules;
  busy: Interval[]; // the mentor's booked sessions (without buffers; the engine adds them)
  /**
   * Busy times of the mentor's own calendars (issue 37), blocked as they are: the buffer is for our sessions, and a
   * mentor who wants room around a meeting of their own keeps it in their calendar.
   */
  calendarBusy?: Interval[];
  now: Date;
  from: Date; // the window asked for; slots start in [from, to)
  to: Date;
  durationMinutes: number; // length of the session being booked
  stepMinutes?: number; // default 30: starts on the wall-clock grid from the start of each available range
  weekendsOnly?: boolean; // only starts on a Saturday or Sunday in the mentor's zone
  maxSlots?: number; // default 500, so a huge window cannot make a huge answer
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const DEFAULT_STEP = 30;
const DEFAULT_MAX_SLOTS = 500;

/** A range in minutes since local midnight. */
interface MinuteRange {
  start: number;
  end: number;
}

/** The query checked and put into the shapes the loop wants. */
interface Prepared {
  timeZone: string;
  weekly: MinuteRange[][]; // by weekday
  overrides: Map<string, MinuteRange[]>;
  timeOff: TimeOff[];
  /** Busy intervals widened by the buffer, sorted and merged, so they are disjoint and ordered by start and end. */
  blocked: { start: number; end: number }[];
  duration: number; // ms
  step: number; // minutes
  weekendsOnly: boolean;
  maxSlots: number;
  /** Slots start in [lo, hi]; both ends inclusive, in ms. */
  lo: number;
  hi: number;
}

const TIME_RE = /^(\d{2}):(\d{2})$/;

function parseTime(value: string, what: string): number {
  const m = typeof value === 'string' ? TIME_RE.exec(value) : null;
  const h = m ? Number(m[1]) : NaN;
  const min = m ? Number(m[2]) : NaN;
  if (!(h >= 0 && min >= 0 && min < 60 && (h < 24 || (h === 24 && min === 0)))) {
    throw new Error(`Invalid ${what} time (want HH:MM): ${JSON.stringify(value)}`);
  }
  return h * 60 + min;
}

function parseRange(r: TimeRange, what: string): MinuteRange {
  const start = parseTime(r.start, `${what} start`);
  const end = parseTime(r.end, `${what} end`);
  if (end <= start) throw new Error(`${what}: end ${r.end} is not after start ${r.start}`);
  return { start, end };
}

function instantMs(d: Date, what: string): number {
  const ms = d instanceof Date ? d.getTime() : NaN;
  if (!Number.isFinite(ms)) throw new Error(`Invalid ${what}`);
  return ms;
}

function nonNegative(n: number, what: string): number {
  if (!Number.isFinite(n) || n < 0) throw new Error(`${what} must be a non-negative number, got ${n}`);
  return n;
}

function positiveInteger(n: number, what: string): number {
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${what} must be a positive whole number, got ${n}`);
  return n;
}

function prepare(q: SlotQuery): Prepared {
  const { rules } = q;
  if (!isValidTimeZone(rules.timeZone)) throw new Error(`Unknown time zone: ${JSON.stringify(rules.timeZone)}`);

  const weekly: MinuteRange[][] = [[], [], [], [], [], [], []];
  for (const w of rules.weekly) {
    const day = weekly[w.day];
    if (!Number.isInteger(w.day) || !day) throw new Error(`Weekly hours: day must be 0..6, got ${w.day}`);
    day.push(parseRange(w, 'Weekly hours'));
  }

  const overrides = new Map<string, MinuteRange[]>();
  for (const o of rules.overrides) {
    parseDate(o.date);
    const hours = o.hours.map((h) => parseRange(h, `Override of ${o.date}`));
    // Two overrides of one date are read as one with both sets of hours, rather than letting list order decide.
    overrides.set(o.date, [...(overrides.get(o.date) ?? []), ...hours]);
  }

  for (const t of rules.timeOff) {
    parseDate(t.from);
    parseDate(t.to);
    if (t.to < t.from) throw new Error(`Time off ends (${t.to}) before it starts (${t.from})`);
  }

  const now = instantMs(q.now, 'now');
  const from = instantMs(q.from, 'window start');
  const to = instantMs(q.to, 'window end');
  const notice = nonNegative(rules.minNoticeMinutes, 'minNoticeMinutes') * MINUTE_MS;
  const buffer = nonNegative(rules.bufferMinutes, 'bufferMinutes') * MINUTE_MS;
  const horizon = nonNegative(rules.horizonDays, 'horizonDays') * DAY_MS;

  const widened = q.busy.map((b, i) => {
    const start = instantMs(b.start, `busy[${i}].start`);
    const end = instantMs(b.end, `busy[${i}].end`);
    if (end < start) throw new Error(`busy[${i}] ends before it starts`);
    return { start: start - buffer, end: end + buffer };
  });
  (q.calendarBusy ?? []).forEach((b, i) => {
    const start = instantMs(b.start, `calendarBusy[${i}].start`);
    const end = instantMs(b.end, `calendarBusy[${i}].end`);
    if (end < start) throw new Error(`calendarBusy[${i}] ends before it starts`);
    widened.push({ start, end });
  });
  widened.sort((a, b) => a.start - b.start);
  const blocked: { start: number; end: number }[] = [];
  for (const w of widened) {
    const last = blocked[blocked.length - 1];
    // Empty intervals (a zero-length booking with no buffer) block nothing in half-open arithmetic.
    if (w.end <= w.start) continue;
    if (last && w.start <= last.end) last.end = Math.max(last.end, w.end);
    else blocked.push({ ...w });
  }

  const maxSlots = q.maxSlots ?? DEFAULT_MAX_SLOTS;
  if (!Number.isInteger(maxSlots) || maxSlots < 0) throw new Error(`maxSlots must be a whole number >= 0`);

  return {
    timeZone: rules.timeZone,
    weekly,
    overrides,
    timeOff: rules.timeOff,
    blocked,
    duration: positiveInteger(q.durationMinutes, 'durationMinutes') * MINUTE_MS,
    step: positiveInteger(q.stepMinutes ?? DEFAULT_STEP, 'stepMinutes'),
    weekendsOnly: q.weekendsOnly ?? false,
    maxSlots,
    lo: Math.max(from, now + notice),
    // `to` is exclusive and the horizon inclusive; ms are whole, so to - 1 is the last allowed start.
    hi: Math.min(to - 1, now + horizon),
  };
}

/** Whether [start, end) touches a blocked interval; binary search over the disjoint, sorted list. */
function isBlocked(blocked: Prepared['blocked'], start: number, end: number): boolean {
  // The first blocked interval ending after `start` is the only one that can overlap: the ones before it end by
  // `start`, and the ones after it start later than it does.
  let lo = 0;
  let hi = blocked.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (blocked[mid]!.end <= start) lo = mid + 1;
    else hi = mid;
  }
  const b = blocked[lo];
  return b !== undefined && b.start < end;
}

function hoursOn(p: Prepared, date: string, weekday: number): MinuteRange[] {
  for (const t of p.timeOff) if (t.from <= date && date <= t.to) return [];
  return p.overrides.get(date) ?? p.weekly[weekday] ?? [];
}

function slotsIn(p: Prepared): Interval[] {
  if (p.lo > p.hi || p.maxSlots === 0) return [];
  // A start's local date is the date whose hours made it, except when a forward jump pushes a late wall time past
  // midnight; one day either side covers that.
  const first = addDays(localDate(new Date(p.lo), p.timeZone), -1);
  const last = addDays(localDate(new Date(p.hi), p.timeZone), 1);

  const starts: number[] = [];
  let date = first;
  let midnight: number | undefined; // this date's 00:00 in UTC, carried over from the day before
  let daysAfterCap = -1;
  while (date <= last) {
    const next = addDays(date, 1);
    const [y, mo, d] = parseDate(date);
    const weekday = new Date(Date.UTC(y, mo - 1, d)).getUTCDay();
    const ranges = p.weekendsOnly && weekday !== 0 && weekday !== 6 ? [] : hoursOn(p, date, weekday);
    if (ranges.length === 0) {
      // Days without hours cost no time-zone look-ups, so a long stretch of time off is cheap.
      midnight = undefined;
    } else {
      const dayStart = midnight ?? wallTimeToUtc(date, 0, p.timeZone).getTime();
      const nextMidnight = wallTimeToUtc(next, 0, p.timeZone).getTime();
      // A day of exactly 24 hours has no offset change in it, so wall minutes map to UTC by plain addition and the
      // zone need not be asked again. A DST day (23 or 25 hours) converts every time on its own.
      const steady = nextMidnight - dayStart === DAY_MS;
      const day = date;
      const toUtc = (minute: number) =>
        steady ? dayStart + minute * MINUTE_MS : wallTimeToUtc(day, minute, p.timeZone).getTime();
      for (const r of ranges) {
        const rangeEnd = toUtc(r.end);
        for (let m = r.start; m < r.end; m += p.step) {
          const start = toUtc(m);
          // Measured in real time, so on a DST day a session fits only if it really ends by the range's end.
          if (start + p.duration > rangeEnd) {
            // On a steady day later starts cannot fit either; on a DST day the wall-to-UTC mapping may step back.
            if (steady) break;
            continue;
          }
          if (start < p.lo || start > p.hi) continue;
          if (isBlocked(p.blocked, start, start + p.duration)) continue;
          starts.push(start);
        }
      }
      midnight = nextMidnight;
    }
    // Stop early once the cap is met: starts from a date two or more days later all come after this date's, so
    // one more date settles the order even around a DST jump.
    if (daysAfterCap >= 0) daysAfterCap++;
    else if (starts.length >= p.maxSlots) daysAfterCap = 0;
    if (daysAfterCap >= 1) break;
    date = next;
  }

  // Overlapping ranges and DST days can yield one start twice, and a gap can map times out of order.
  starts.sort((a, b) => a - b);
  const slots: Interval[] = [];
  for (let i = 0; i < starts.length && slots.length < p.maxSlots; i++) {
    const s = starts[i]!;
    if (i > 0 && s === starts[i - 1]) continue;
    slots.push({ start: new Date(s), end: new Date(s + p.duration) });
  }
  return slots;
}

/** Every bookable slot in [q.from, q.to), sorted by start, at most `maxSlots` of them. Throws on invalid input. */
export function computeSlots(q: SlotQuery): Interval[] {
  return slotsIn(prepare(q));
}

/**
 * Whether a session may be booked at `start`: true iff `start` is one of computeSlots' starts for the query, ignoring
 * `maxSlots` (the cap bounds the size of an answer, it does not make a later slot unbookable). Only the days around
 * `start` are computed.
 */
export function isSlotStart(q: SlotQuery, start: Date): boolean {
  const p = prepare(q);
  const s = instantMs(start, 'slot start');
  if (s < p.lo || s > p.hi) return false;
  const slots = slotsIn({ ...p, lo: s, hi: s, maxSlots: 1 });
  return slots[0]?.start.getTime() === s;
}
