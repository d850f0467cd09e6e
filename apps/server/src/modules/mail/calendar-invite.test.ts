import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { calendarAttachment, calendarFile, type CalendarEvent } from './calendar-invite';
import { MailAttachmentSchema } from './attachments';

const event: CalendarEvent = {
  uid: 'advisory-123@eazy2con.example',
  start: new Date('2026-11-24T08:20:00Z'),
  end: new Date('2026-11-24T08:40:00Z'),
  summary: 'Eazy2con advisory call, 20 minutes; by phone',
  description: 'An advisor calls you on +234 803; bring questions, notes\nand your child\\s interests — Ọ̀ṣun, Àbújá',
  location: 'Phone call; Lagos, Nigeria',
  organizer: { name: 'Eazy2con "Team"', email: 'hello@eazy2con.example' },
  product: 'Eazy2con',
  now: new Date('2026-11-20T10:00:00.123Z'),
};

/** The file read back by an independent parser: the calendar and its one event. */
function parse(ics: string) {
  const calendar = ICAL.Component.fromString(ics);
  const events = calendar.getAllSubcomponents('vevent');
  expect(events).toHaveLength(1);
  const vevent = events[0]!;
  return { calendar, vevent, event: new ICAL.Event(vevent) };
}

/** A DATE-TIME property as written: its instant, and whether it is in UTC (the Z suffix, not a TZID or floating). */
function utcInstant(vevent: ICAL.Component, name: string) {
  const value = vevent.getFirstPropertyValue(name);
  if (!(value instanceof ICAL.Time)) throw new Error(`${name} is not a date-time`);
  return { iso: value.toJSDate().toISOString(), utc: value.zone === ICAL.Timezone.utcTimezone };
}

describe('calendar invite', () => {
  it('writes one PUBLISH event by default, with UTC times and text that round-trips', () => {
    const { calendar, vevent, event: parsed } = parse(calendarFile(event));

    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Eazy2con//Bookings//EN');
    expect(calendar.getFirstPropertyValue('calscale')).toBe('GREGORIAN');
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');

    expect(parsed.uid).toBe('advisory-123@eazy2con.example');
    expect(utcInstant(vevent, 'dtstamp')).toEqual({ iso: '2026-11-20T10:00:00.000Z', utc: true });
    expect(utcInstant(vevent, 'dtstart')).toEqual({ iso: '2026-11-24T08:20:00.000Z', utc: true });
    expect(utcInstant(vevent, 'dtend')).toEqual({ iso: '2026-11-24T08:40:00.000Z', utc: true });
    expect(parsed.summary).toBe(event.summary);
    expect(parsed.description).toBe(event.description);
    expect(parsed.location).toBe(event.location);
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(parsed.sequence).toBe(0);
    expect(vevent.getFirstPropertyValue('transp')).toBe('OPAQUE');
    expect(vevent.getFirstPropertyValue('url')).toBeNull();
    expect(parsed.attendees).toEqual([]);

    const organizer = vevent.getFirstProperty('organizer');
    expect(organizer?.getFirstValue()).toBe('mailto:hello@eazy2con.example');
    expect(organizer?.getParameter('cn')).toBe('Eazy2con Team');
  });

  it('writes a REQUEST with its sequence, attendees and URL, and says so in the content type', () => {
    const request: CalendarEvent = {
      ...event,
      method: 'REQUEST',
      sequence: 2,
      url: 'https://eazy2con.example/bookings/123?view=a,b;c',
      attendees: [
        { name: 'Adaeze Okafor', email: 'ada@example.com' },
        { name: 'Tunde "TJ" Bakare', email: 'tunde@example.com' },
      ],
    };
    const attachment = calendarAttachment('advisory-call.ics', request);
    expect(attachment.contentType).toBe('text/calendar; charset=utf-8; method=REQUEST');
    expect(MailAttachmentSchema.safeParse(attachment).success).toBe(true);

    const { calendar, vevent, event: parsed } = parse(attachment.content);
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(parsed.sequence).toBe(2);
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
    // Percent-encoded rather than TEXT-escaped: a URI value has no backslash escapes.
    expect(vevent.getFirstPropertyValue('url')).toBe('https://eazy2con.example/bookings/123?view=a%2Cb%3Bc');
    expect(
      parsed.attendees.map((a) => ({
        address: String(a.getFirstValue()).toLowerCase(),
        cn: a.getParameter('cn'),
        role: a.getParameter('role'),
        rsvp: a.getParameter('rsvp'),
      })),
    ).toEqual([
      { address: 'mailto:ada@example.com', cn: 'Adaeze Okafor', role: 'REQ-PARTICIPANT', rsvp: 'FALSE' },
      { address: 'mailto:tunde@example.com', cn: 'Tunde TJ Bakare', role: 'REQ-PARTICIPANT', rsvp: 'FALSE' },
    ]);
  });

  it('writes a CANCEL as METHOD:CANCEL with STATUS:CANCELLED', () => {
    const cancel: CalendarEvent = {
      ...event,
      method: 'CANCEL',
      sequence: 3,
      attendees: [{ name: 'Adaeze Okafor', email: 'ada@example.com' }],
    };
    const attachment = calendarAttachment('advisory-call.ics', cancel);
    expect(attachment.contentType).toBe('text/calendar; charset=utf-8; method=CANCEL');
    expect(MailAttachmentSchema.safeParse(attachment).success).toBe(true);

    const { calendar, vevent, event: parsed } = parse(attachment.content);
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(parsed.uid).toBe(event.uid);
    expect(parsed.sequence).toBe(3);
  });

  it('keeps the PUBLISH content type for the default event', () => {
    const attachment = calendarAttachment('advisory-call.ics', event);
    expect(attachment.contentType).toBe('text/calendar; charset=utf-8; method=PUBLISH');
    expect(MailAttachmentSchema.safeParse(attachment).success).toBe(true);
  });

  it('folds long lines at 75 octets, and parsing restores the value', () => {
    // Multi-byte letters (3 and 4 octets in UTF-8) so a fold in the middle of a character would show.
    const description = `${'Ọ'.repeat(60)} ${'🙂'.repeat(30)} ${'plain ascii text '.repeat(10)}`;
    const ics = calendarFile({ ...event, description });

    const lines = ics.split('\r\n');
    expect(lines.filter((l) => l.startsWith(' ')).length).toBeGreaterThan(3);
    for (const line of lines) {
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
      // A fold inside an emoji would leave half a surrogate pair, which does not survive a trip through UTF-8.
      expect(Buffer.from(line, 'utf8').toString('utf8')).toBe(line);
    }
    expect(parse(ics).event.description).toBe(description);
  });

  it('ends every line with CRLF', () => {
    const ics = calendarFile({ ...event, method: 'REQUEST', attendees: [{ name: 'A', email: 'a@example.com' }] });
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('refuses a UID or sequence the file cannot carry', () => {
    expect(() => calendarFile({ ...event, uid: 'advisory-1\r\nX-INJECTED:1' })).toThrow(/UID/);
    expect(() => calendarFile({ ...event, sequence: 1.5 })).toThrow(/SEQUENCE/);
    expect(() => calendarFile({ ...event, sequence: -1 })).toThrow(/SEQUENCE/);
  });
});
