import ical, {
  escape,
  ICalAttendeeRole,
  ICalCalendarMethod,
  ICalEventStatus,
  ICalEventTransparency,
} from 'ical-generator';
import type { MailAttachmentInput } from './attachments';

/**
 * One event as an iCalendar file (RFC 5545) that mail clients offer to add to the reader's calendar. By default
 * METHOD:PUBLISH (an announcement, not a meeting request asking for replies); REQUEST and CANCEL make it an iTIP
 * (RFC 5546) meeting invite or its withdrawal. Times are always in UTC so no time-zone table is needed.
 */
export interface CalendarEvent {
  /** Stable and globally unique: a calendar that imports the same UID again updates the event instead of doubling it. */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description?: string;
  location?: string;
  /** A page about the event (URL property), e.g. the booking's page. */
  url?: string;
  organizer: { name: string; email: string };
  /** Invited people; they are told about the event, not asked to reply (RSVP=FALSE). */
  attendees?: { name: string; email: string }[];
  /** PUBLISH (the default) announces, REQUEST invites, CANCEL withdraws an invite sent before with the same UID. */
  method?: 'PUBLISH' | 'REQUEST' | 'CANCEL';
  /**
   * Revision of the event, 0 for the first version (the default). A calendar only applies an update or cancellation
   * whose SEQUENCE is higher than the one it holds, so each change of time or place must raise it.
   */
  sequence?: number;
  /** CONFIRMED by default; a CANCEL is always CANCELLED, whatever is given here. */
  status?: 'CONFIRMED' | 'CANCELLED';
  /** Names the producing product, e.g. 'Eazy2con'. */
  product: string;
  /** When the file is made (DTSTAMP). */
  now?: Date;
}

type CalendarMethod = NonNullable<CalendarEvent['method']>;

const METHODS: Record<CalendarMethod, ICalCalendarMethod> = {
  PUBLISH: ICalCalendarMethod.PUBLISH,
  REQUEST: ICalCalendarMethod.REQUEST,
  CANCEL: ICalCalendarMethod.CANCEL,
};

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

export function calendarFile(event: CalendarEvent): string {
  if (!PLAIN_UID.test(event.uid)) throw new Error(`calendar invite: unusable UID ${JSON.stringify(event.uid)}`);
  const sequence = event.sequence ?? 0;
  // The library writes the number as given; RFC 5545 §3.8.7.4 allows only a non-negative integer.
  if (!Number.isSafeInteger(sequence) || sequence < 0)
    throw new Error(`calendar invite: SEQUENCE must be a non-negative integer, got ${sequence}`);
  const method = event.method ?? 'PUBLISH';

  const calendar = ical({
    // The library writes PRODID unescaped (it prefixes the '-' itself), so the product name is escaped here.
    prodId: `//${escape(event.product, false)}//Bookings//EN`,
    scale: 'gregorian',
    method: METHODS[method],
  });
  calendar.createEvent({
    id: event.uid,
    sequence,
    stamp: event.now ?? new Date(),
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
    organizer: { name: paramText(event.organizer.name), email: event.organizer.email },
    attendees: (event.attendees ?? []).map((a) => ({
      name: paramText(a.name),
      email: a.email,
      role: ICalAttendeeRole.REQ,
      rsvp: false,
    })),
    // RFC 5546 §3.2.5: a cancelled event goes out as STATUS:CANCELLED.
    status: method === 'CANCEL' || event.status === 'CANCELLED' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    transparency: ICalEventTransparency.OPAQUE,
  });
  // The library folds lines at 75 octets and ends lines with CRLF, but leaves the last line (END:VCALENDAR) without
  // one; RFC 5545 §3.1 ends every content line with CRLF.
  return `${calendar.toString()}\r\n`;
}

/** The event as a mail attachment; the content type carries the method too, as iTIP over mail asks (RFC 6047 §2.4). */
/**
 * A parameter value (CN) is quoted and cannot hold a double quote (RFC 5545 §3.2); ical-generator 10 writes one as
 * `\"`, which readers cut short. The name loses its quotes instead: 'Tunde "TJ" Bakare' reads 'Tunde TJ Bakare'.
 */
const paramText = (value: string) => value.replace(/["\r\n]/g, '').trim();

export function calendarAttachment(filename: string, event: CalendarEvent): MailAttachmentInput {
  return {
    filename,
    contentType: `text/calendar; charset=utf-8; method=${event.method ?? 'PUBLISH'}`,
    content: calendarFile(event),
  };
}
