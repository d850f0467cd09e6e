import { AddBusyCalendarSchema, BUSY_CALENDARS_MAX, maskCalendarUrl } from '@eazy2con/shared/validation/busy-calendars';
import { BUSY_DAYS_AHEAD } from '@eazy2con/shared/sessions';
import type { FastifyBaseLogger } from 'fastify';
import type { Tx } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import type { SealedSecrets } from '../../lib/sealed-secret';
import { isUuid } from '../../lib/uuid';
import { parseInput } from '../../lib/validate';
import type { MentorViewer } from '../accounts/viewer';
import type { BusyCalendarsRepo, Span } from './busy-calendars.repo';
import type { BusyCalendarRow } from './busy-calendars.schema';
import { CalendarFetchError, fetchCalendar, type FetchLimits, type FetchResult } from './ics-fetch';
import { busyIntervalsOf, NotACalendarError, parseCalendar } from './ics-expand';
import { clashesOf, type Clash, type MentorSession } from './clashes';

/** How often the job fetches each ICS calendar, how far ahead busy times are kept, and when the mentor is told. */
export const REFRESH_EVERY_MS = 10 * 60_000;
export const HORIZON_DAYS = BUSY_DAYS_AHEAD; // 26 weeks: the furthest a mentor takes bookings
export const MAX_FEED_BYTES = 5_000_000;
export const FAILURES_BEFORE_NOTICE = 3;
/** Calendars fetched in one run of the job; the rest wait for the next run, least recently fetched first. */
const PER_RUN = 200;
const PARALLEL = 4;
const DAY = 86_400_000;

export const NOT_A_CALENDAR =
  'This address does not answer with a calendar: paste the calendar’s secret address in iCal format (it ends in .ics)';

/** A busy calendar as myBusyCalendars lists it: the address masked, never the secret one. */
export interface BusyCalendarView {
  id: string;
  kind: BusyCalendarRow['kind'];
  url: string;
  lastFetchedAt: Date | null;
  lastError: string | null;
  busyCount: number;
}

export interface BusyCalendarsDeps {
  repo: BusyCalendarsRepo;
  secrets: SealedSecrets;
  limits: FetchLimits;
  now: () => Date;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /** The mentor's time zone (their availability's): floating and all-day times are read in it. */
  timeZoneOf: (mentorId: string) => Promise<string>;
  /** Tells the mentor a calendar keeps failing (once per run of failures). */
  tellFailing: (calendar: BusyCalendarView, mentorId: string) => Promise<void>;
  /** The mentor's booked sessions starting in [from, to), for clashes. */
  sessionsOf: (viewer: MentorViewer, from: Date, to: Date) => Promise<MentorSession[]>;
}

/**
 * A mentor's busy calendars (issue 37): pasted ICS addresses fetched now and every 10 minutes, and the Google
 * calendar whose free/busy import writes here too. Their busy times keep slots free and show clashes with sessions
 * booked before them.
 */
/** Said when a mentor removes their Google calendar from the list: disconnecting it is how. */
export const GOOGLE_ROW_REMOVED_BY_DISCONNECT =
  'To stop reading your Google calendar, disconnect it in the Google Calendar section';

export class BusyCalendarsService {
  constructor(private readonly deps: BusyCalendarsDeps) {}

  async list(viewer: MentorViewer): Promise<BusyCalendarView[]> {
    const rows = await this.deps.repo.ofMentor(viewer.mentor.id);
    const counts = await this.deps.repo.countsFrom(
      rows.map((r) => r.id),
      this.deps.now(),
    );
    return rows.map((row) => viewOf(row, counts.get(row.id) ?? 0));
  }

  /**
   * addBusyCalendar: the address is fetched and read at once; a failure (not a calendar, too large, too slow, a
   * private address, an address the host no longer shares) answers its reason and stores nothing.
   */
  async add(viewer: MentorViewer, input: unknown): Promise<BusyCalendarView> {
    const { url } = parseInput(AddBusyCalendarSchema, input);
    const mentorId = viewer.mentor.id;
    const fingerprint = this.deps.secrets.fingerprint(url);
    const existing = await this.deps.repo.ofMentor(mentorId);
    if (existing.some((c) => c.urlFingerprint === fingerprint))
      throw new AppError('CONFLICT', 'You have added this calendar already');
    if (existing.length >= BUSY_CALENDARS_MAX)
      throw new AppError('BAD_USER_INPUT', `You can add up to ${BUSY_CALENDARS_MAX} calendars`);
    const now = this.deps.now();
    let fetched: FetchResult;
    let intervals: Span[];
    try {
      fetched = await fetchCalendar(url, { etag: null, lastModified: null }, this.deps.limits);
      if (fetched.status !== 'ok') throw new CalendarFetchError('HTTP_ERROR', NOT_A_CALENDAR);
      intervals = await this.expand(fetched.body, mentorId, now);
    } catch (error) {
      throw new AppError('BAD_USER_INPUT', failureMessage(error), { reason: failureReason(error) });
    }
    const ok = fetched;
    const row = await this.deps.repo.transaction(async (repo) => {
      const inserted = await repo.insert({
        mentorId,
        kind: 'ics',
        urlSealed: this.deps.secrets.seal(url),
        urlMasked: maskCalendarUrl(url),
        urlFingerprint: fingerprint,
      });
      if (!inserted) throw new AppError('CONFLICT', 'You have added this calendar already');
      await repo.replaceIntervals(inserted, intervals, { at: now, etag: ok.etag, lastModified: ok.lastModified });
      return inserted;
    });
    return viewOf((await this.deps.repo.find(row.id)) ?? row, countFrom(intervals, now));
  }

  async remove(viewer: MentorViewer, id: string): Promise<boolean> {
    // The Google calendar's row is the connection's: its sync would make it again. Disconnecting removes it.
    const found = isUuid(id) ? await this.deps.repo.find(id) : null;
    if (found?.kind === 'google' && found.mentorId === viewer.mentor.id) {
      throw new AppError('BAD_USER_INPUT', GOOGLE_ROW_REMOVED_BY_DISCONNECT);
    }
    if (!isUuid(id) || !(await this.deps.repo.remove(viewer.mentor.id, id)))
      throw new AppError('NOT_FOUND', 'This calendar was not found');
    return true;
  }

  /**
   * The mentor's Google calendar's row (made on first use): the Google free/busy import writes its busy times with
   * replaceBusyIntervals and its failures with recordFailure. There is no address to fetch; the job skips it.
   */
  async googleCalendar(mentorId: string): Promise<BusyCalendarRow> {
    const found = await this.deps.repo.findByFingerprint(mentorId, 'google');
    if (found) return found;
    const made = await this.deps.repo.insert({
      mentorId,
      kind: 'google',
      urlSealed: null,
      urlMasked: 'Google Calendar',
      urlFingerprint: 'google',
    });
    const row = made ?? (await this.deps.repo.findByFingerprint(mentorId, 'google'));
    if (!row) throw new Error('google busy calendar: insert answered no row');
    return row;
  }

  /** Drops the mentor's Google calendar and its busy times (when they disconnect it). */
  async removeGoogleCalendar(mentorId: string): Promise<void> {
    const found = await this.deps.repo.findByFingerprint(mentorId, 'google');
    if (found) await this.deps.repo.remove(mentorId, found.id);
  }

  /**
   * Replaces a calendar's busy times with `intervals` in one transaction and records a successful fetch (the failure
   * count starts again). For the ICS job and the Google free/busy import alike.
   */
  async replaceBusyIntervals(calendarId: string, intervals: Span[]): Promise<void> {
    await this.deps.repo.transaction(async (repo) => {
      const calendar = await repo.find(calendarId);
      if (!calendar) throw new Error(`busy calendar ${calendarId} does not exist`);
      await repo.replaceIntervals(calendar, intervals, { at: this.deps.now() });
    });
  }

  /**
   * One more failure of a calendar in a row, with the mentor's words; the third in a row tells the mentor, once (a
   * success resets it). Its busy times from the last good fetch stay.
   */
  async recordFailure(calendarId: string, message: string): Promise<void> {
    const row = await this.deps.repo.markFailure(calendarId, message, this.deps.now());
    if (!row || row.consecutiveFailures < FAILURES_BEFORE_NOTICE) return;
    if (!(await this.deps.repo.claimNotice(row.id, this.deps.now()))) return;
    try {
      await this.deps.tellFailing(viewOf(row, 0), row.mentorId);
    } catch (error) {
      this.deps.log.error({ err: error, calendarId }, 'busy calendars: could not tell the mentor of a failing feed');
    }
  }

  /** The job (every 10 minutes): each ICS calendar not fetched in the last run, least recently fetched first. */
  async refreshDue(): Promise<{ fetched: number; failed: number }> {
    // A little under the period, so a calendar fetched by the last run late in its run is due again in this one.
    const before = new Date(this.deps.now().getTime() - REFRESH_EVERY_MS + 60_000);
    const due = await this.deps.repo.dueIcs(before, PER_RUN);
    let failed = 0;
    // A few at a time: one slow host (up to the timeout) does not hold up the others.
    for (let i = 0; i < due.length; i += PARALLEL) {
      const done = await Promise.all(due.slice(i, i + PARALLEL).map((calendar) => this.refresh(calendar)));
      failed += done.filter((ok) => !ok).length;
    }
    return { fetched: due.length, failed };
  }

  /** Fetches one calendar (conditionally) and stores its busy times; false when it failed. */
  async refresh(calendar: BusyCalendarRow): Promise<boolean> {
    const url = calendar.urlSealed ? this.deps.secrets.open(calendar.urlSealed) : null;
    if (!url) {
      // Sealed under another key (AUTH_SECRET changed): only the mentor can paste it again.
      await this.recordFailure(calendar.id, 'We can no longer read this address: remove it and paste it again');
      return false;
    }
    const now = this.deps.now();
    try {
      // The day's first fetch asks for the whole calendar: the busy times are then expanded again, so their far end
      // moves on with the days even while the host answers 304 Not Modified.
      const validators = sameUtcDay(calendar.lastFetchedAt, now) ? calendar : { etag: null, lastModified: null };
      const fetched = await fetchCalendar(url, validators, this.deps.limits);
      if (fetched.status === 'not-modified') {
        // Nothing changed at the host; the stored busy times stand (expanded HORIZON_DAYS ahead at today's first fetch).
        await this.deps.repo.markSuccess(calendar.id, { at: now });
        return true;
      }
      const intervals = await this.expand(fetched.body, calendar.mentorId, now);
      await this.deps.repo.transaction((repo) =>
        repo.replaceIntervals(calendar, intervals, {
          at: now,
          etag: fetched.etag,
          lastModified: fetched.lastModified,
        }),
      );
      return true;
    } catch (error) {
      if (!(error instanceof CalendarFetchError) && !(error instanceof NotACalendarError))
        this.deps.log.warn({ err: error, calendarId: calendar.id }, 'busy calendars: refresh failed');
      await this.recordFailure(calendar.id, failureMessage(error));
      return false;
    }
  }

  /** The mentor's imported busy times overlapping [from, to): what slots leave free (the sessions module's port). */
  async busyBetween(mentorId: string, from: Date, to: Date, tx?: Tx): Promise<Span[]> {
    if (!isUuid(mentorId) || to <= from) return [];
    return (tx ? this.deps.repo.in(tx) : this.deps.repo).busyBetween(mentorId, from, to);
  }

  /** myBusyTimes: the mentor's own busy times in a window of at most 10 weeks (the availability week view). */
  async busyTimes(viewer: MentorViewer, from: Date, to: Date): Promise<Span[]> {
    const end = new Date(Math.min(to.getTime(), from.getTime() + 70 * DAY));
    return this.busyBetween(viewer.mentor.id, from, end);
  }

  /** The mentor's sessions booked over one of their busy times, except the clashes they chose to keep. */
  async clashes(viewer: MentorViewer): Promise<Clash[]> {
    const now = this.deps.now();
    const to = new Date(now.getTime() + HORIZON_DAYS * DAY);
    const sessions = await this.deps.sessionsOf(viewer, now, to);
    const busy = await this.deps.repo.busyBetween(viewer.mentor.id, now, to);
    const kept = await this.deps.repo.keeps(viewer.mentor.id);
    return clashesOf(sessions, busy, kept);
  }

  /** "Keep": the session stays over this busy time and the clash is not shown again. */
  async keepClash(viewer: MentorViewer, sessionId: string, busy: Span): Promise<boolean> {
    const clash = (await this.clashes(viewer)).find(
      (c) =>
        c.sessionId === sessionId &&
        c.busyStart.getTime() === busy.start.getTime() &&
        c.busyEnd.getTime() === busy.end.getTime(),
    );
    if (!clash) throw new AppError('NOT_FOUND', 'This clash is no longer there');
    await this.deps.repo.keep(viewer.mentor.id, sessionId, busy);
    return true;
  }

  private async expand(body: string, mentorId: string, now: Date): Promise<Span[]> {
    const calendar = parseCalendar(body);
    const zone = await this.deps.timeZoneOf(mentorId);
    return busyIntervalsOf(calendar, now, new Date(now.getTime() + HORIZON_DAYS * DAY), zone);
  }
}

function viewOf(row: BusyCalendarRow, busyCount: number): BusyCalendarView {
  return {
    id: row.id,
    kind: row.kind,
    url: row.urlMasked,
    lastFetchedAt: row.lastFetchedAt,
    lastError: row.lastError,
    busyCount,
  };
}

const countFrom = (intervals: Span[], from: Date) => intervals.filter((s) => s.end > from).length;

function failureMessage(error: unknown): string {
  if (error instanceof CalendarFetchError) return error.message;
  if (error instanceof NotACalendarError) return NOT_A_CALENDAR;
  return 'We could not read this calendar; we will try again';
}

function failureReason(error: unknown): string {
  if (error instanceof CalendarFetchError) return error.reason;
  if (error instanceof NotACalendarError) return 'NOT_A_CALENDAR';
  return 'UNREADABLE';
}

const sameUtcDay = (a: Date | null, b: Date): boolean =>
  a !== null && a.toISOString().slice(0, 10) === b.toISOString().slice(0, 10);
