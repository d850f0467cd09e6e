import { describe, expect, it } from 'vitest';
import { calendar, event } from './busy-calendars.fixtures';
import { busyIntervalsOf, NotACalendarError, parseCalendar } from './ics-expand';

/** The expansion of iCalendar events into busy times (ical.js underneath), on fixed dates. */
const FROM = new Date('2026-03-02T00:00:00Z'); // a Monday
const TO = new Date('2026-04-27T00:00:00Z'); // 8 weeks later
const iso = (list: { start: Date; end: Date }[]) => list.map((i) => [i.start.toISOString(), i.end.toISOString()]);
const expand = (text: string, zone = 'Africa/Lagos') => iso(busyIntervalsOf(parseCalendar(text), FROM, TO, zone));

describe('busy times of a calendar', () => {
  it('expands a weekly event with an EXDATE and a moved occurrence (RECURRENCE-ID), in its VTIMEZONE', () => {
    const text = calendar(
      event('weekly', '2026-03-04', '10:00', '12:00', [
        'RRULE:FREQ=WEEKLY;COUNT=4',
        'EXDATE;TZID=Africa/Lagos:20260311T100000',
      ]),
      event('weekly', '2026-03-18', '15:00', '16:00', ['RECURRENCE-ID;TZID=Africa/Lagos:20260318T100000']),
    );
    expect(expand(text)).toEqual([
      ['2026-03-04T09:00:00.000Z', '2026-03-04T11:00:00.000Z'],
      ['2026-03-18T14:00:00.000Z', '2026-03-18T15:00:00.000Z'],
      ['2026-03-25T09:00:00.000Z', '2026-03-25T11:00:00.000Z'],
    ]);
  });

  it('leaves out free (TRANSP:TRANSPARENT, Outlook FREE) and cancelled events, and a cancelled occurrence', () => {
    const text = calendar(
      event('free', '2026-03-05', '10:00', '11:00', ['TRANSP:TRANSPARENT']),
      event('outlook-free', '2026-03-05', '12:00', '13:00', ['X-MICROSOFT-CDO-BUSYSTATUS:FREE']),
      event('cancelled', '2026-03-06', '10:00', '11:00', ['STATUS:CANCELLED']),
      event('daily', '2026-03-09', '08:00', '09:00', ['RRULE:FREQ=DAILY;COUNT=2']),
      event('daily', '2026-03-10', '08:00', '09:00', [
        'RECURRENCE-ID;TZID=Africa/Lagos:20260310T080000',
        'STATUS:CANCELLED',
      ]),
    );
    expect(expand(text)).toEqual([['2026-03-09T07:00:00.000Z', '2026-03-09T08:00:00.000Z']]);
  });

  it('reads floating times and all-day dates in the mentor’s zone, and an undefined TZID that is an IANA name in it', () => {
    const text = calendar(
      ['BEGIN:VEVENT', 'UID:f', 'DTSTART:20260303T090000', 'DTEND:20260303T100000', 'END:VEVENT'],
      ['BEGIN:VEVENT', 'UID:d', 'DTSTART;VALUE=DATE:20260304', 'DTEND;VALUE=DATE:20260305', 'END:VEVENT'],
      ['BEGIN:VEVENT', 'UID:z', 'DTSTART;TZID=America/New_York:20260310T090000', 'DURATION:PT1H', 'END:VEVENT'],
      ['BEGIN:VEVENT', 'UID:u', 'DTSTART:20260311T090000Z', 'DTEND:20260311T093000Z', 'END:VEVENT'],
    );
    expect(expand(text, 'Europe/London')).toEqual([
      ['2026-03-03T09:00:00.000Z', '2026-03-03T10:00:00.000Z'],
      ['2026-03-04T00:00:00.000Z', '2026-03-05T00:00:00.000Z'],
      // New York is on daylight time from 8 March 2026: UTC-4.
      ['2026-03-10T13:00:00.000Z', '2026-03-10T14:00:00.000Z'],
      ['2026-03-11T09:00:00.000Z', '2026-03-11T09:30:00.000Z'],
    ]);
  });

  it('reads a free/busy calendar (VFREEBUSY): busy, unavailable and tentative periods block, free ones do not', () => {
    const text = calendar(
      [
        'BEGIN:VFREEBUSY',
        'DTSTAMP:20260301T000000Z',
        'DTSTART:20260301T000000Z',
        'DTEND:20260501T000000Z',
        'FREEBUSY;FBTYPE=BUSY:20260303T090000Z/20260303T100000Z,20260304T090000Z/PT1H30M',
        'FREEBUSY;FBTYPE=FREE:20260305T090000Z/20260305T100000Z',
        'FREEBUSY:20260306T090000Z/PT2H',
        'FREEBUSY;FBTYPE=BUSY-TENTATIVE:20260307T090000Z/20260307T093000Z',
        'FREEBUSY;FBTYPE=BUSY-UNAVAILABLE:20260308T090000Z/20260308T093000Z',
        // Outside the window: left out as an event would be.
        'FREEBUSY:20260601T090000Z/20260601T100000Z',
        'END:VFREEBUSY',
      ],
      event('meeting', '2026-03-03', '12:00', '13:00'),
    );
    expect(expand(text)).toEqual([
      ['2026-03-03T09:00:00.000Z', '2026-03-03T10:00:00.000Z'],
      ['2026-03-03T11:00:00.000Z', '2026-03-03T12:00:00.000Z'],
      ['2026-03-04T09:00:00.000Z', '2026-03-04T10:30:00.000Z'],
      ['2026-03-06T09:00:00.000Z', '2026-03-06T11:00:00.000Z'],
      ['2026-03-07T09:00:00.000Z', '2026-03-07T09:30:00.000Z'],
      ['2026-03-08T09:00:00.000Z', '2026-03-08T09:30:00.000Z'],
    ]);
  });

  it('keeps only what overlaps the window, and stops an endless rule at its end', () => {
    const text = calendar(
      event('old', '2020-01-01', '10:00', '11:00'),
      event('forever', '2026-01-05', '07:00', '07:30', ['RRULE:FREQ=DAILY']),
    );
    const out = expand(text);
    expect(out).toHaveLength(56);
    expect(out[0]).toEqual(['2026-03-02T06:00:00.000Z', '2026-03-02T06:30:00.000Z']);
  });

  it('refuses what is not iCalendar', () => {
    expect(() => parseCalendar('<html><body>Sign in</body></html>')).toThrow(NotACalendarError);
    expect(() => parseCalendar('BEGIN:VCALENDAR\r\nthis is not\r\n')).toThrow(NotACalendarError);
  });
});
