import { eq } from 'drizzle-orm';
import { addDays, localDate, parseDate, wallTimeToUtc } from '@eazy2con/shared/zoned-time';
import { createTestApp, type TestApp } from '../../test/test-app';
import { mentorSession } from '../accounts/test-helpers';
import { mentors } from '../mentors/mentors.schema';
import { mentorAvailability } from '../sessions/sessions.schema';
import { SLOTS, type Slot } from '../sessions/sessions.fixtures';
import { startFeedServer, type FeedServer } from './busy-calendars.fixtures';

/**
 * The busy-calendars API tests' world: a test app whose clock is fixed on the first Monday after today at 08:00
 * Lagos (so the tests pass at any hour) and moved by `tick`, and a local calendar host (node:http) on 127.0.0.1,
 * which BUSY_CALENDAR_ALLOW_HOSTS lets the app fetch.
 */
export const ZONE = 'Africa/Lagos';
const MINUTE = 60_000;
const DAY = 86_400_000;

export const LIST = `{ myBusyCalendars { id url lastFetchedAt lastError busyCount } }`;
export const ADD = `mutation ($url: String!) { addBusyCalendar(url: $url) { id url lastFetchedAt lastError busyCount } }`;
export const REMOVE = `mutation ($id: ID!) { removeBusyCalendar(id: $id) }`;
export const CLASHES = `{ myCalendarClashes { sessionId start end learnerName busyStart busyEnd } }`;
export const KEEP = `mutation ($sessionId: ID!, $busyStart: DateTime!, $busyEnd: DateTime!) {
  keepCalendarClash(sessionId: $sessionId, busyStart: $busyStart, busyEnd: $busyEnd) }`;

export interface Listed {
  id: string;
  url: string;
  lastFetchedAt: string | null;
  lastError: string | null;
  busyCount: number;
}
export interface ClashSeen {
  sessionId: string;
  busyStart: string;
  busyEnd: string;
}

const weekday = (date: string) => {
  const [y, m, d] = parseDate(date);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
};
function nextMonday(): string {
  let day = addDays(localDate(new Date(), ZONE), 1);
  while (weekday(day) !== 1) day = addDays(day, 1);
  return day;
}
const as = (cookie: string) => ({ cookie });
let n = 0;

export class BusyWorld {
  t!: TestApp;
  host!: FeedServer;
  offsetMs = 0;
  /** The Monday the clock starts on (Lagos date). */
  readonly monday = nextMonday();
  readonly startMs = wallTimeToUtc(this.monday, 8 * 60, ZONE).getTime();
  readonly clock = { now: () => new Date(this.startMs + this.offsetMs) };

  async start(): Promise<void> {
    this.host = await startFeedServer();
    this.t = await createTestApp({
      clock: this.clock,
      env: { BUSY_CALENDAR_ALLOW_HOSTS: '127.0.0.1', BUSY_CALENDAR_TIMEOUT_MS: '300', RATE_LIMIT_SCALE: '100' },
    });
  }

  async close(): Promise<void> {
    await this.t.close();
    await this.host.close();
  }

  /** A Lagos wall time as an instant. */
  at(date: string, hhmm: string): Date {
    return wallTimeToUtc(date, Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3)), ZONE);
  }

  /** A signed-in, accepted mentor with hours every day 06:00-22:00 Lagos, 12 h notice, 15 min buffer, 5 weeks ahead. */
  async mentor() {
    n += 1;
    const email = `busy-mentor-${n}-${this.startMs}@example.com`;
    const session = await mentorSession(this.t, email);
    const db = this.t.database.db;
    await db.update(mentors).set({ status: 'ACCEPTED', isActive: true }).where(eq(mentors.id, session.mentorId));
    await db.insert(mentorAvailability).values({
      mentorId: session.mentorId,
      timeZone: ZONE,
      weekly: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, start: '06:00', end: '22:00' })),
      overrides: [],
      timeOff: [],
      minNoticeMinutes: 12 * 60,
      bufferMinutes: 15,
      horizonDays: 35,
      acceptingNewMentees: true,
    });
    return { ...session, email };
  }

  async listOf(cookie: string): Promise<Listed[]> {
    return (await this.t.gql<{ myBusyCalendars: Listed[] }>(LIST, {}, as(cookie))).data?.myBusyCalendars ?? [];
  }

  add(cookie: string, url: string) {
    return this.t.gql<{ addBusyCalendar: Listed }>(ADD, { url }, as(cookie));
  }

  async clashesOf(cookie: string): Promise<ClashSeen[]> {
    return (
      (await this.t.gql<{ myCalendarClashes: ClashSeen[] }>(CLASHES, {}, as(cookie))).data?.myCalendarClashes ?? []
    );
  }

  /** Four weeks of a mentor's 60-minute slots from now, asked a week at a time (an answer holds at most 500). */
  async fourWeeksOfSlots(mentorId: string): Promise<Slot[]> {
    const all: Slot[] = [];
    for (let week = 0; week < 4; week++) {
      const from = new Date(this.clock.now().getTime() + week * 7 * DAY);
      const to = new Date(from.getTime() + 7 * DAY);
      const res = await this.t.gql<{ mentorSlots: Slot[] }>(SLOTS, { mentorId, from, to, minutes: 60 });
      if (!res.data) throw new Error(JSON.stringify(res.errors));
      all.push(...res.data.mentorSlots);
    }
    return all;
  }

  /** Moves the clock `minutes` on and runs the refresh job as its schedule would. */
  tick(minutes = 10) {
    this.offsetMs += minutes * MINUTE;
    return this.t.app.services.busyCalendars.refreshDue();
  }
}
