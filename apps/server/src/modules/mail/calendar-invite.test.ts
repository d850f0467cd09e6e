import { describe, expect, it } from 'vitest';
import { calendarFile, foldLine } from './calendar-invite';

const event = {
  uid: 'advisory-123@eazy2con.example',
  start: new Date('2026-11-24T08:20:00Z'),
  end: new Date('2026-11-24T08:40:00Z'),
  summary: 'Eazy2con advisory call',
  description: 'An advisor calls you on +234 803; bring questions, notes\nand your child\\s interests',
  location: 'Phone call',
  organizer: { name: 'Eazy2con "Team"', email: 'hello@eazy2con.example' },
  product: 'Eazy2con',
  now: new Date('2026-11-20T10:00:00.123Z'),
};

/** The unfolded content lines of a file. */
const unfold = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');

describe('calendar invite', () => {
  it('writes one PUBLISH event with UTC times, CRLF line ends and escaped text', () => {
    const ics = calendarFile(event);
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toContain('\n');
    const lines = unfold(ics);
    expect(lines.slice(0, 5)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Eazy2con//Bookings//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
    ]);
    expect(lines).toContain('UID:advisory-123@eazy2con.example');
    expect(lines).toContain('DTSTAMP:20261120T100000Z');
    expect(lines).toContain('DTSTART:20261124T082000Z');
    expect(lines).toContain('DTEND:20261124T084000Z');
    expect(lines).toContain(
      'DESCRIPTION:An advisor calls you on +234 803\\; bring questions\\, notes\\nand your child\\\\s interests',
    );
    expect(lines).toContain('ORGANIZER;CN="Eazy2con Team":mailto:hello@eazy2con.example');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const long = `SUMMARY:${'Ọ'.repeat(60)}`;
    const folded = foldLine(long);
    for (const line of folded.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(long);
    expect(foldLine('SHORT:x')).toBe('SHORT:x');
  });
});
