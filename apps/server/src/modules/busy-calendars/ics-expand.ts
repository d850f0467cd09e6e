import ICAL from 'ical.js';
import { isValidTimeZone, wallTimeToUtc } from '@eazy2con/shared/zoned-time';

/** A busy time, half-open [start, end). */
export interface BusyInterval {
  start: Date;
  end: Date;
}

/** The feed is not iCalendar (an HTML login page, JSON, garbage): the message says so to the mentor. */
export class NotACalendarError extends Error {
  override name = 'NotACalendarError';
}

/** Occurrences of one recurring event walked at most: a FREQ=MINUTELY rule from 1970 must not stall the job. */
const MAX_STEPS_PER_EVENT = 20_000;
/** Busy times kept from one calendar: far more than any real 26 weeks, small enough for one insert. */
export const MAX_INTERVALS = 5_000;

type Time = InstanceType<typeof ICAL.Time>;
type Component = InstanceType<typeof ICAL.Component>;

/** Parses the text as iCalendar: the VCALENDAR component, or NotACalendarError. */
export function parseCalendar(text: string): Component {
  const trimmed = text.replace(/^\uFEFF/, '').trimStart();
  if (!/^BEGIN:VCALENDAR/i.test(trimmed)) throw new NotACalendarError('not iCalendar');
  let parsed: unknown;
  try {
    parsed = ICAL.parse(trimmed);
  } catch {
    throw new NotACalendarError('unreadable iCalendar');
  }
  // One calendar parses to one jCal array; several concatenated ones to a list of them: the first is read.
  const first = Array.isArray(parsed) && Array.isArray(parsed[0]) ? parsed[0] : parsed;
  const root = new ICAL.Component(first as unknown[]);
  if (root.name !== 'vcalendar') throw new NotACalendarError('no VCALENDAR');
  return root;
}

/**
 * A time as an instant. Times in UTC or in a zone the file defines (VTIMEZONE) are converted by ical.js; a floating
 * time, or one whose TZID the file does not define, is read as a wall time in `zone` (the TZID when it is an IANA
 * name, else the mentor's own zone); an all-day date starts at midnight there.
 */
function instantOf(time: Time, zone: string): Date {
  const local = time.isDate || time.zone === ICAL.Timezone.localTimezone || !time.zone;
  if (!local) return new Date(time.toUnixTime() * 1000);
  const date = `${String(time.year).padStart(4, '0')}-${String(time.month).padStart(2, '0')}-${String(time.day).padStart(2, '0')}`;
  const minutes = time.isDate ? 0 : time.hour * 60 + time.minute;
  return new Date(wallTimeToUtc(date, minutes, zone).getTime() + (time.isDate ? 0 : time.second * 1000));
}

/** Free or cancelled: TRANSP:TRANSPARENT, STATUS:CANCELLED, or Outlook's "show as free". */
function blocksNothing(event: Component): boolean {
  const text = (name: string) => String(event.getFirstPropertyValue(name) ?? '').toUpperCase();
  return (
    text('transp') === 'TRANSPARENT' || text('status') === 'CANCELLED' || text('x-microsoft-cdo-busystatus') === 'FREE'
  );
}

/** The zone a floating or undefined-TZID time of this event is read in. */
function fallbackZone(event: Component, mentorZone: string): string {
  const tzid = event.getFirstProperty('dtstart')?.getParameter('tzid');
  const name = typeof tzid === 'string' ? tzid.replace(/^\//, '') : '';
  return name && isValidTimeZone(name) ? name : mentorZone;
}

/**
 * The busy times of a calendar overlapping [from, to): every opaque, not-cancelled event, recurring ones expanded
 * (RRULE, RDATE, EXDATE, and RECURRENCE-ID overrides that move, shorten, free or cancel one occurrence), and the busy
 * periods of its free/busy components. Sorted by start; at most MAX_INTERVALS.
 */
export function busyIntervalsOf(calendar: Component, from: Date, to: Date, mentorZone: string): BusyInterval[] {
  const out: BusyInterval[] = [];
  const lo = from.getTime();
  const hi = to.getTime();
  const add = (start: Date, end: Date) => {
    if (end.getTime() > start.getTime() && start.getTime() < hi && end.getTime() > lo) out.push({ start, end });
  };
  const vevents = calendar.getAllSubcomponents('vevent');
  const uidOf = (v: Component) => String(v.getFirstPropertyValue('uid') ?? '');
  const masters = new Set(vevents.filter((v) => !v.hasProperty('recurrence-id')).map(uidOf));
  // Each series' overrides by its UID: ical.js would otherwise relate every override in the file to every series.
  const overridesOf = new Map<string, Component[]>();
  for (const v of vevents.filter((v) => v.hasProperty('recurrence-id')))
    overridesOf.set(uidOf(v), [...(overridesOf.get(uidOf(v)) ?? []), v]);
  for (const vevent of vevents) {
    if (out.length >= MAX_INTERVALS) break;
    if (!vevent.hasProperty('dtstart')) continue;
    const overrides = vevent.hasProperty('recurrence-id');
    // An override is read through its series; one whose series is not in the file is an event of its own.
    if (overrides && masters.has(uidOf(vevent))) continue;
    const zone = fallbackZone(vevent, mentorZone);
    const event = new ICAL.Event(vevent, { exceptions: overrides ? [] : (overridesOf.get(uidOf(vevent)) ?? []) });
    if (overrides || !event.isRecurring()) {
      if (!blocksNothing(vevent)) add(instantOf(event.startDate, zone), instantOf(event.endDate, zone));
      continue;
    }
    expandSeries(event, zone, hi, (item, start, end) => {
      if (!blocksNothing(item)) add(start, end);
    });
  }
  for (const period of busyPeriodsOf(calendar, mentorZone)) add(period.start, period.end);
  out.sort((a, b) => a.start.getTime() - b.start.getTime());
  return out.slice(0, MAX_INTERVALS);
}

type Period = InstanceType<typeof ICAL.Period>;

/**
 * The busy periods of a free/busy calendar (a VFREEBUSY component, what a "free/busy only" address serves, RFC 5545
 * §3.6.4): every FREEBUSY period whose FBTYPE is BUSY (the default), BUSY-UNAVAILABLE or BUSY-TENTATIVE (a tentative
 * event blocks too, as a VEVENT does unless it says it is free). FREE periods block nothing; an unknown FBTYPE is read
 * as BUSY, as the RFC says. Periods are in UTC by the RFC; one that is not is read in the mentor's zone.
 */
function busyPeriodsOf(calendar: Component, mentorZone: string): BusyInterval[] {
  const out: BusyInterval[] = [];
  for (const freebusy of calendar.getAllSubcomponents('vfreebusy')) {
    for (const property of freebusy.getAllProperties('freebusy')) {
      const type = property.getParameter('fbtype');
      if (typeof type === 'string' && type.toUpperCase() === 'FREE') continue;
      for (const value of property.getValues()) {
        if (!(value instanceof ICAL.Period)) continue;
        const period: Period = value;
        out.push({ start: instantOf(period.start, mentorZone), end: instantOf(period.getEnd(), mentorZone) });
        if (out.length >= MAX_INTERVALS) return out;
      }
    }
  }
  return out;
}

type Occurrence = (item: Component, start: Date, end: Date) => void;

function expandSeries(event: InstanceType<typeof ICAL.Event>, zone: string, hi: number, each: Occurrence): void {
  const iterator = event.iterator();
  for (let step = 0; step < MAX_STEPS_PER_EVENT; step++) {
    const next = iterator.next();
    if (!next) return;
    const details = event.getOccurrenceDetails(next);
    const start = instantOf(details.startDate, zone);
    // An override may move an occurrence earlier than its series position; a day's margin keeps those.
    if (instantOf(next, zone).getTime() >= hi + 86_400_000 && start.getTime() >= hi) return;
    each(details.item.component, start, instantOf(details.endDate, zone));
  }
}
