import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextIp } from '../../test/test-app';
import { signUpConfirmed } from '../accounts/test-helpers';
import { bookAdvisory } from '../advisory/advisory.schema';
import { campRegistrations } from '../camp/camp.schema';
import { ChangeWorld } from '../sessions/sessions-change.fixtures';
import { slotsOf } from '../sessions/sessions.fixtures';
import { FEED_READS } from './calendar-feed.service';

const ME = 'query { me { calendarFeedUrl } }';
const RENEW = 'mutation { renewCalendarFeed }';

const world = new ChangeWorld();
beforeAll(() => world.start());
afterAll(() => world.t.close());

const urlOf = async (cookie: string): Promise<string> => {
  const res = await world.t.gql<{ me: { calendarFeedUrl: string | null } }>(ME, {}, { cookie });
  const url = res.data?.me.calendarFeedUrl;
  if (!url) throw new Error(`no feed address: ${JSON.stringify(res.errors)}`);
  return url;
};

/** GET of a feed address through the real HTTP pipeline, from a fresh client address. */
const read = (url: string, headers: Record<string, string> = {}) =>
  world.t.app.http.inject({
    method: 'GET',
    url: new URL(url).pathname,
    headers: { 'x-forwarded-for': nextIp(), ...headers },
  });

interface ParsedEvent {
  uid: string;
  status: unknown;
  sequence: number;
  summary: string;
  location: unknown;
  start: string;
  end: string;
  utc: boolean;
}

/** The feed read back by an independent parser (ical.js): its events by UID. */
function parse(body: string): Map<string, ParsedEvent> {
  const calendar = ICAL.Component.fromString(body);
  expect(calendar.name).toBe('vcalendar');
  expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
  // A subscribed feed is not an iTIP message.
  expect(calendar.getFirstPropertyValue('method')).toBeNull();
  const events = new Map<string, ParsedEvent>();
  for (const vevent of calendar.getAllSubcomponents('vevent')) {
    const event = new ICAL.Event(vevent);
    const start = vevent.getFirstPropertyValue('dtstart');
    const end = vevent.getFirstPropertyValue('dtend');
    if (!(start instanceof ICAL.Time) || !(end instanceof ICAL.Time)) throw new Error('not date-times');
    events.set(event.uid, {
      uid: event.uid,
      status: vevent.getFirstPropertyValue('status'),
      sequence: event.sequence,
      summary: event.summary,
      location: vevent.getFirstPropertyValue('location'),
      start: start.toJSDate().toISOString(),
      end: end.toJSDate().toISOString(),
      utc: start.zone === ICAL.Timezone.utcTimezone && end.zone === ICAL.Timezone.utcTimezone,
    });
  }
  return events;
}

describe('calendar feed', () => {
  it("lists a mentor's booked, cancelled and moved sessions, answers 304 until one changes, and dies when renewed", async () => {
    const { cookie } = world.mentor;
    const url = await urlOf(cookie);
    expect(url).toMatch(new RegExp(`^${world.t.config.publicUrl}/api/calendar/[A-Za-z0-9_-]{65}\\.ics$`));
    // The same address on every ask until a new one is made.
    expect(await urlOf(cookie)).toBe(url);

    const kept = await world.withSession(0);
    const cancelled = await world.withSession(2);
    const moved = await world.withSession(4);
    expect((await world.cancel(cancelled.session.id, null, cookie, 'Mentor unwell')).errors).toBeUndefined();
    const free = (await slotsOf(world.t, world.mentor.id, 7)).at(-1);
    if (!free) throw new Error('no free slot');
    expect((await world.reschedule(moved.session.id, free.start, null, cookie)).errors).toBeUndefined();

    const first = await read(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(first.headers['cache-control']).toBe('private, no-cache');
    // RFC 5545 §3.1: CRLF line ends, no line over 75 octets.
    expect(first.body.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(first.body.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const events = parse(first.body);
    const host = new URL(world.t.config.publicUrl).hostname;
    const uid = (id: string) => `session-${id}@${host}`;
    expect([...events.keys()].sort()).toEqual(
      [uid(kept.session.id), uid(cancelled.session.id), uid(moved.session.id)].sort(),
    );

    const a = events.get(uid(kept.session.id));
    expect(a).toMatchObject({ status: 'CONFIRMED', sequence: 0, start: kept.session.start, utc: true });
    expect(a?.summary).toBe('React with Ada Obi');
    expect(String(a?.location)).toMatch(/^https:\/\/meet\.jit\.si\/eazy2con-/);
    const b = events.get(uid(cancelled.session.id));
    expect(b).toMatchObject({ status: 'CANCELLED', sequence: 1, utc: true });
    expect(b?.summary).toBe('Cancelled: React with Ada Obi');
    expect(b?.location).toBeNull();
    const c = events.get(uid(moved.session.id));
    expect(c).toMatchObject({ status: 'CONFIRMED', sequence: 1, start: new Date(free.start).toISOString(), utc: true });

    // Nothing changed: 304 without a body, for the tag as sent and as a weak one in a list.
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const same = await read(url, { 'if-none-match': String(etag) });
    expect(same.statusCode).toBe(304);
    expect(same.body).toBe('');
    expect((await read(url, { 'if-none-match': `"other", W/${String(etag)}` })).statusCode).toBe(304);

    // A change of a session changes the file and its tag.
    expect((await world.cancel(kept.session.id, null, cookie)).errors).toBeUndefined();
    const after = await read(url, { 'if-none-match': String(etag) });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(parse(after.body).get(uid(kept.session.id))).toMatchObject({ status: 'CANCELLED', sequence: 1 });

    // A new address: the old one is dead at once, the new one works.
    const renewed = await world.t.gql<{ renewCalendarFeed: string }>(RENEW, {}, { cookie });
    const next = renewed.data?.renewCalendarFeed ?? '';
    expect(next).not.toBe(url);
    expect(next).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{65}\.ics$/);
    expect((await read(url)).statusCode).toBe(404);
    expect((await read(next)).statusCode).toBe(200);
    expect(await urlOf(cookie)).toBe(next);
  });

  it("gives a learner their own sessions, calls and camp classes, never another learner's", async () => {
    const email = 'feed-learner@example.com';
    const mine = await world.withSession(6, email);
    const theirs = await world.withSession(8, 'feed-other@example.com');
    const db = world.t.database.db;
    const callAt = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000 + 3 * 86_400_000);
    const day = new Date(callAt.getTime() + 3_600_000).toISOString().slice(0, 10);
    const [call] = await db
      .insert(bookAdvisory)
      .values({
        fullName: 'Ada Obi',
        phone: '+2348030001111',
        email,
        callDate: day.split('-').reverse().join('-'),
        callDay: day,
        callTime: '10:00am',
        callAt,
      })
      .returning();
    const [camp] = await db
      .insert(campRegistrations)
      .values({
        parentName: 'Ada Obi',
        parentEmail: email,
        parentPhone: '+2348030001111',
        noOfKids: 1,
        parentConsentAt: new Date(),
        amountKobo: 1_000_000,
        accessTokenHash: 'f'.repeat(64),
        paymentStatus: 'PAID',
      })
      .returning();

    const cookie = await signUpConfirmed(world.t, email);
    const res = await read(await urlOf(cookie));
    expect(res.statusCode).toBe(200);
    const events = parse(res.body);
    const host = new URL(world.t.config.publicUrl).hostname;
    const session = events.get(`session-${mine.session.id}@${host}`);
    expect(session).toMatchObject({ status: 'CONFIRMED', sequence: 0, start: mine.session.start, utc: true });
    expect(session?.summary).toMatch(/^React with /);
    expect(events.has(`session-${theirs.session.id}@${host}`)).toBe(false);
    expect(events.get(`advisory-${call?.id}@${host}`)).toMatchObject({ start: callAt.toISOString(), utc: true });
    // The weekend classes from the registration on, eight weeks ahead: two a weekend, each two hours.
    const classes = [...events.values()].filter((e) => e.uid.startsWith(`camp-${camp?.id}-`));
    expect(classes.length).toBeGreaterThanOrEqual(14);
    expect(classes.every((e) => Date.parse(e.end) - Date.parse(e.start) === 2 * 3_600_000 && e.utc)).toBe(true);
  });

  it('answers 404 for a malformed, unknown or signed-out address, and 429 past the reads of one feed', async () => {
    expect((await read(`${world.t.config.publicUrl}/api/calendar/nope.ics`)).statusCode).toBe(404);
    expect((await read(`${world.t.config.publicUrl}/api/calendar/${'A'.repeat(65)}.ics`)).statusCode).toBe(404);
    const url = await urlOf(world.admin.cookie);
    const forged = url.replace(/([A-Za-z0-9_-])\.ics$/, (_m, last: string) => `${last === 'A' ? 'B' : 'A'}.ics`);
    expect((await read(forged)).statusCode).toBe(404);
    const signedOut = await world.t.gql<{ me: { calendarFeedUrl: string | null } }>(ME);
    expect(signedOut.data?.me.calendarFeedUrl).toBeNull();
    expect((await world.t.gql(RENEW)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    for (let i = 0; i < FEED_READS.max; i++) expect((await read(url)).statusCode).toBe(200);
    const limited = await read(url);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
