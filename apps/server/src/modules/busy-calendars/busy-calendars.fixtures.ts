import type { ServerResponse } from 'node:http';
import { startFakeHttpServer, type FakeHttpServer } from '../../test/fake-http-server';

/** Test calendars: iCalendar text as Google and Outlook publish it, and a local HTTP server that serves it. */

const LAGOS_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:Africa/Lagos',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0100',
  'TZNAME:WAT',
  'DTSTART:19700101T000000',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** Basic date-time text: 2026-05-06T10:00 → 20260506T100000. */
export const icsTime = (date: string, hhmm: string) => `${date.replaceAll('-', '')}T${hhmm.replace(':', '')}00`;

/** A whole calendar around the given VEVENT lines (each event's lines, BEGIN/END included). */
export function calendar(...events: string[][]): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Google Inc//Google Calendar 70.9054//EN',
    'CALSCALE:GREGORIAN',
    ...LAGOS_VTIMEZONE,
    ...events.flat(),
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

/** One event in Lagos time (TZID with its VTIMEZONE in the calendar). */
export function event(
  uid: string,
  date: string,
  from: string,
  to: string,
  extra: string[] = [],
  endDate: string = date,
): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${uid}`,
    'DTSTAMP:20260101T000000Z',
    `DTSTART;TZID=Africa/Lagos:${icsTime(date, from)}`,
    `DTEND;TZID=Africa/Lagos:${icsTime(endDate, to)}`,
    'SUMMARY:Busy',
    ...extra,
    'END:VEVENT',
  ];
}

/** A served calendar the test changes as it goes: its body, ETag, status, and a delay that never ends. */
export interface Feed {
  body: string;
  etag: string;
  status: number;
  contentType: string;
  /** Never answer (a slow host): the fetch's timeout must end it. */
  hang: boolean;
  /** Answer 302 to this address instead. */
  redirect?: string;
}

export interface FeedServer {
  server: FakeHttpServer;
  feeds: Map<string, Feed>;
  /** The address of a feed at `path` (served over http from 127.0.0.1). */
  url(path: string): string;
  /** What each request to `path` was answered: 200, 304, … */
  answers: Map<string, number[]>;
  /** The If-None-Match each request to `path` carried. */
  ifNoneMatch: Map<string, (string | null)[]>;
  close(): Promise<void>;
}

export function feed(body: string, over: Partial<Feed> = {}): Feed {
  return {
    body,
    etag: `"${body.length}-${Math.random().toString(36).slice(2)}"`,
    status: 200,
    contentType: 'text/calendar',
    hang: false,
    ...over,
  };
}

/** A local calendar host: each path answers its feed, with ETag and 304 for a matching If-None-Match. */
export async function startFeedServer(): Promise<FeedServer> {
  const feeds = new Map<string, Feed>();
  const answers = new Map<string, number[]>();
  const ifNoneMatch = new Map<string, (string | null)[]>();
  const answer = (path: string, res: ServerResponse, status: number) => {
    answers.set(path, [...(answers.get(path) ?? []), status]);
    res.statusCode = status;
  };
  const server = await startFakeHttpServer((req, res, raw) => {
    const path = req.url.pathname;
    const served = feeds.get(path);
    const sent = raw.headers['if-none-match'];
    ifNoneMatch.set(path, [...(ifNoneMatch.get(path) ?? []), typeof sent === 'string' ? sent : null]);
    if (!served) {
      answer(path, res, 404);
      res.end('Not found');
      return;
    }
    if (served.hang) return; // no answer at all: the client's timeout ends the request
    if (served.redirect) {
      answer(path, res, 302);
      res.setHeader('location', served.redirect);
      res.end();
      return;
    }
    if (served.status !== 200) {
      answer(path, res, served.status);
      res.end('error');
      return;
    }
    if (sent === served.etag) {
      answer(path, res, 304);
      res.end();
      return;
    }
    answer(path, res, 200);
    res.setHeader('content-type', served.contentType);
    res.setHeader('etag', served.etag);
    // Sent in pieces without a length, as a large feed streams: the size limit must hold while reading.
    const chunk = 64 * 1024;
    for (let i = 0; i < served.body.length; i += chunk) res.write(served.body.slice(i, i + chunk));
    res.end();
  });
  return {
    server,
    feeds,
    answers,
    ifNoneMatch,
    url: (path) => `${server.url}${path}`,
    close: () => server.close(),
  };
}
