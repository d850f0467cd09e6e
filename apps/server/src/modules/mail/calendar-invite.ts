import type { MailAttachmentInput } from './attachments';

/**
 * One event as an iCalendar file (RFC 5545) that mail clients offer to add to the reader's calendar: METHOD:PUBLISH
 * (an announcement, not a meeting request asking for replies), times in UTC so no time-zone table is needed.
 */
export interface CalendarEvent {
  /** Stable and globally unique: a calendar that imports the same UID again updates the event instead of doubling it. */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description?: string;
  location?: string;
  organizer: { name: string; email: string };
  /** Names the producing product, e.g. 'Eazy2con'. */
  product: string;
  /** When the file is made (DTSTAMP). */
  now?: Date;
}

/** 20261124T081000Z */
const utc = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545 §3.3.11). */
const text = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** A parameter value is quoted, and a quote cannot appear inside one (RFC 5545 §3.2). */
const param = (value: string) => `"${value.replace(/["\r\n]/g, '')}"`;

/** Lines longer than 75 octets continue on the next line after a space, never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    // The first line holds 75 octets; continuation lines 74 plus their leading space.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function calendarFile(event: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${text(event.product)}//Bookings//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${text(event.uid)}`,
    `DTSTAMP:${utc(event.now ?? new Date())}`,
    `DTSTART:${utc(event.start)}`,
    `DTEND:${utc(event.end)}`,
    `SUMMARY:${text(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${text(event.description)}`] : []),
    ...(event.location ? [`LOCATION:${text(event.location)}`] : []),
    `ORGANIZER;CN=${param(event.organizer.name)}:mailto:${event.organizer.email}`,
    'STATUS:CONFIRMED',
    'SEQUENCE:0',
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** The event as a mail attachment. */
export function calendarAttachment(filename: string, event: CalendarEvent): MailAttachmentInput {
  return { filename, contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: calendarFile(event) };
}
