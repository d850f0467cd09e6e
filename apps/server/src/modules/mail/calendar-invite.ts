import { icalFile } from '../../lib/ical-file';
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

/**
 * The event as one iCalendar file, written by the app's one writer (lib/ical-file.ts, shared with the calendar
 * feeds). A CANCEL is always STATUS:CANCELLED, whatever is given.
 */
export function calendarFile(event: CalendarEvent): string {
  const method = event.method ?? 'PUBLISH';
  return icalFile({
    product: event.product,
    method,
    events: [
      {
        ...event,
        stamp: event.now ?? new Date(),
        // RFC 5546 §3.2.5: a cancelled event goes out as STATUS:CANCELLED.
        status: method === 'CANCEL' || event.status === 'CANCELLED' ? 'CANCELLED' : 'CONFIRMED',
      },
    ],
  });
}

/** The event as a mail attachment; the content type carries the method too, as iTIP over mail asks (RFC 6047 §2.4). */
export function calendarAttachment(filename: string, event: CalendarEvent): MailAttachmentInput {
  return {
    filename,
    contentType: `text/calendar; charset=utf-8; method=${event.method ?? 'PUBLISH'}`,
    content: calendarFile(event),
  };
}
