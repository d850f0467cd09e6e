import ical, {
  escape,
  ICalAttendeeRole,
  ICalCalendarMethod,
  ICalEventStatus,
  ICalEventTransparency,
} from 'ical-generator';

/**
 * The app's one iCalendar writer (RFC 5545), over ical-generator: the mailed invites (mail/calendar-invite.ts) and
 * the calendar feeds (modules/calendar-feed) both write through it, so the escaping, folding and UTC rules below hold
 * for both. Times are always in UTC (the Z suffix) so no time-zone table is needed; the library folds lines at 75
 * octets and escapes TEXT values.
 */
export interface IcalEvent {
  /** Stable and globally unique: a calendar that reads the same UID again updates the event instead of doubling it. */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description?: string | null | undefined;
  location?: string | null | undefined;
  /** A page about the event (URL property). */
  url?: string | null | undefined;
  organizer?: { name: string; email: string } | undefined;
  /** People told about the event, not asked to reply (RSVP=FALSE). */
  attendees?: { name: string; email: string }[] | undefined;
  /**
   * Revision of the event, 0 for the first version. A calendar only applies an update or cancellation whose SEQUENCE
   * is higher than the one it holds, so each change of time or place must raise it.
   */
  sequence?: number | undefined;
  status?: 'CONFIRMED' | 'CANCELLED' | undefined;
  /** DTSTAMP: when the file is made (an invite) or when the event's information last changed (a feed, no METHOD). */
  stamp: Date;
}

export interface IcalCalendar {
  /** Names the producing product, e.g. 'Eazy2con' (PRODID). */
  product: string;
  /** PUBLISH, REQUEST or CANCEL (iTIP, RFC 5546); a subscribed feed has none. */
  method?: 'PUBLISH' | 'REQUEST' | 'CANCEL' | undefined;
  /** The calendar's name as a subscribing app shows it (NAME, X-WR-CALNAME). */
  name?: string | undefined;
  /** How often a subscriber should read it again, in seconds (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
  refreshSeconds?: number | undefined;
  events: readonly IcalEvent[];
}

const METHODS = {
  PUBLISH: ICalCalendarMethod.PUBLISH,
  REQUEST: ICalCalendarMethod.REQUEST,
  CANCEL: ICalCalendarMethod.CANCEL,
} as const;

/**
 * The library writes UID as given, unescaped, so a UID that needs TEXT escaping or holds a line break or control
 * character would corrupt the file. Ours are `<kind>-<id>@<host>`; anything else is a programming error.
 */
const PLAIN_UID = /^[^\p{Cc}\s\\;,]+$/u;

/**
 * The library TEXT-escapes the URL value (a comma becomes `\,`), which is wrong for a URI value and leaves a broken
 * link; percent-encoding those characters first leaves it nothing to escape and means the same to a web server.
 */
const uriValue = (url: string) => url.replace(/[\\;,]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * A parameter value (CN) is quoted and cannot hold a double quote (RFC 5545 §3.2); ical-generator 10 writes one as
 * `\"`, which readers cut short. The name loses its quotes instead: 'Tunde "TJ" Bakare' reads 'Tunde TJ Bakare'.
 */
const paramText = (value: string) => value.replace(/["\r\n]/g, '').trim();

function checked(event: IcalEvent): void {
  if (!PLAIN_UID.test(event.uid)) throw new Error(`iCalendar: unusable UID ${JSON.stringify(event.uid)}`);
  const sequence = event.sequence ?? 0;
  // The library writes the number as given; RFC 5545 §3.8.7.4 allows only a non-negative integer.
  if (!Number.isSafeInteger(sequence) || sequence < 0)
    throw new Error(`iCalendar: SEQUENCE must be a non-negative integer, got ${sequence}`);
}

export function icalFile(spec: IcalCalendar): string {
  spec.events.forEach(checked);
  const calendar = ical({
    // The library writes PRODID unescaped (it prefixes the '-' itself), so the product name is escaped here.
    prodId: `//${escape(spec.product, false)}//Bookings//EN`,
    scale: 'gregorian',
    method: spec.method ? METHODS[spec.method] : null,
    // The library writes the name unescaped too.
    name: spec.name ? escape(spec.name, false) : null,
    ttl: spec.refreshSeconds ?? null,
  });
  for (const event of spec.events) {
    calendar.createEvent({
      id: event.uid,
      sequence: event.sequence ?? 0,
      stamp: event.stamp,
      start: event.start,
      end: event.end,
      // No timezone and not floating: the library writes the times in UTC with the Z suffix.
      timezone: null,
      floating: false,
      summary: event.summary,
      // Empty strings are left out, as absent ones are.
      description: event.description || null,
      location: event.location || null,
      url: event.url ? uriValue(event.url) : null,
      organizer: event.organizer ? { name: paramText(event.organizer.name), email: event.organizer.email } : null,
      attendees: (event.attendees ?? []).map((a) => ({
        name: paramText(a.name),
        email: a.email,
        role: ICalAttendeeRole.REQ,
        rsvp: false,
      })),
      status: event.status === 'CANCELLED' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      transparency: ICalEventTransparency.OPAQUE,
    });
  }
  // The library folds lines at 75 octets and ends lines with CRLF, but leaves the last line (END:VCALENDAR) without
  // one; RFC 5545 §3.1 ends every content line with CRLF.
  return `${calendar.toString()}\r\n`;
}
