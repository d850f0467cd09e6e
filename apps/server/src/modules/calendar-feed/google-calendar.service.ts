import { BUSY_DAYS_AHEAD } from '@eazy2con/shared/sessions';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { SealedSecrets } from '../../lib/sealed-secret';
import type { CalendarFeedReads, FeedSession } from './feed-entries';
import { GOOGLE_SCOPES, GoogleError, type GoogleApi } from './google-api';
import type { GoogleCalendarRepo } from './google-calendar.repo';
import type { GoogleCalendarLinkRow } from './google-calendar.schema';
import { signState, stateIsFor } from './google-state';

/** How often the job reads free/busy and writes changed sessions (decision 0035's jobs). */
export const GOOGLE_SYNC_EVERY_MS = 10 * 60_000;
/** Sessions that ended more than a day ago are not written any more. */
const SESSIONS_FROM_MS = 86_400_000;
const PER_RUN = 200;
const CHANGES_PER_SYNC = 200;
/** An access token within a minute of its end is refreshed first. */
const EXPIRY_MARGIN_MS = 60_000;

export const GOOGLE_NOT_CONFIGURED = 'Google Calendar is not available on this site';
export const GOOGLE_STATE_REFUSED = 'This Google Calendar link has expired or was made for another account. Try again.';
export const GOOGLE_SCOPES_MISSING =
  'Google did not give access to your calendar. Connect again and tick both calendar boxes.';
export const GOOGLE_GRANT_GONE = 'Google no longer lets us use your calendar. Connect it again.';

/**
 * What the connection asks of the busy-calendars module (its service `busyCalendars`, answered by the composition
 * root): the mentor's Google calendar row there, whose busy times the free/busy answer replaces.
 */
export interface GoogleBusyStore {
  googleCalendar(mentorId: string): Promise<{ id: string }>;
  replaceBusyIntervals(calendarId: string, intervals: { start: Date; end: Date }[]): Promise<void>;
  recordFailure(calendarId: string, message: string): Promise<void>;
  removeGoogleCalendar(mentorId: string): Promise<void>;
}

export interface GoogleCalendarDeps {
  /** Null without GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET: nothing can be connected. */
  api: GoogleApi | null;
  repo: GoogleCalendarRepo;
  reads: Pick<CalendarFeedReads, 'mentorSessionsChanged'>;
  busy: GoogleBusyStore;
  /** Seals the tokens at rest (AES-256-GCM, lib/sealed-secret.ts). */
  secrets: SealedSecrets;
  authSecret: string;
  publicUrl: string;
  siteName: string;
  now: () => Date;
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
}

export interface GoogleCalendarStatus {
  available: boolean;
  connected: boolean;
  connectedAt: Date | null;
  lastSyncAt: Date | null;
  lastError: string | null;
}

export const CALLBACK_PATH = '/api/google-calendar/callback';
export const CONNECT_PATH = '/api/google-calendar/connect';

/** A session's Google event id: base32hex (a–v, 0–9), so `s` and the UUID's hex digits; the same on every write. */
export const googleEventId = (sessionId: string): string => `ses${sessionId.replace(/-/g, '').toLowerCase()}`;

/**
 * A mentor's Google calendar (issue 37, decision 0051): connected by OAuth (authorization code, offline access, the
 * calendar.events and calendar.freebusy scopes, a signed state bound to the mentor), its busy times read every 10
 * minutes into the busy-calendars store, and the mentor's sessions written to it as events (created, moved,
 * cancelled) by the same run.
 */
export class GoogleCalendarService {
  constructor(private readonly deps: GoogleCalendarDeps) {}

  get available(): boolean {
    return this.deps.api !== null;
  }

  async status(mentorId: string): Promise<GoogleCalendarStatus> {
    const link = await this.deps.repo.of(mentorId);
    return {
      available: this.available,
      connected: link !== null,
      connectedAt: link?.connectedAt ?? null,
      lastSyncAt: link?.lastSyncAt ?? null,
      lastError: link?.lastError ?? null,
    };
  }

  /** Where the mentor's browser goes to let us use their calendar. */
  connectUrl(mentorId: string, email: string): string {
    const api = this.requireApi();
    return api.authorizeUrl(this.redirectUri(), signState(this.deps.authSecret, mentorId, this.deps.now()), email);
  }

  /** Google sent the mentor back with a code: exchanged, its tokens sealed and kept, and a first sync run. */
  async finish(mentorId: string, code: string, state: string): Promise<void> {
    const api = this.requireApi();
    if (!stateIsFor(this.deps.authSecret, state, mentorId, this.deps.now())) {
      throw new AppError('FORBIDDEN', GOOGLE_STATE_REFUSED);
    }
    const tokens = await api.exchangeCode(code, this.redirectUri());
    const granted = new Set(tokens.scope.split(' '));
    if (!GOOGLE_SCOPES.every((s) => granted.has(s))) throw new AppError('BAD_USER_INPUT', GOOGLE_SCOPES_MISSING);
    const previous = await this.deps.repo.of(mentorId);
    const refreshToken = tokens.refreshToken ?? (previous ? this.deps.secrets.open(previous.refreshTokenSealed) : null);
    if (!refreshToken) throw new AppError('BAD_USER_INPUT', GOOGLE_SCOPES_MISSING);
    const now = this.deps.now();
    await this.deps.repo.save({
      mentorId,
      refreshTokenSealed: this.deps.secrets.seal(refreshToken),
      accessTokenSealed: this.deps.secrets.seal(tokens.accessToken),
      accessExpiresAt: new Date(now.getTime() + tokens.expiresInSeconds * 1000),
      scope: tokens.scope,
      connectedAt: now,
      // Every session still to come (and yesterday's) is written on the first sync.
      eventsSyncedAt: previous?.eventsSyncedAt ?? new Date(0),
      lastSyncAt: null,
      lastError: null,
    });
    await this.deps.busy.googleCalendar(mentorId);
    const link = await this.deps.repo.of(mentorId);
    if (link) await this.sync(link);
  }

  /** Forgets the tokens and the calendar's busy times; the events already written stay in the mentor's calendar. */
  async disconnect(mentorId: string): Promise<boolean> {
    const removed = await this.deps.repo.remove(mentorId);
    await this.deps.busy.removeGoogleCalendar(mentorId);
    return removed;
  }

  /** The job: every connected calendar, least recently synced first. */
  async syncAll(): Promise<{ synced: number; failed: number }> {
    if (!this.deps.api) return { synced: 0, failed: 0 };
    let failed = 0;
    const links = await this.deps.repo.due(PER_RUN);
    for (const link of links) if (!(await this.sync(link))) failed += 1;
    return { synced: links.length - failed, failed };
  }

  /** One calendar: its busy times in, its changed sessions out. False when Google refused or could not be reached. */
  async sync(link: GoogleCalendarLinkRow): Promise<boolean> {
    const api = this.requireApi();
    const now = this.deps.now();
    const calendar = await this.deps.busy.googleCalendar(link.mentorId);
    try {
      const token = await this.accessToken(api, link, now);
      const busy = await api.freeBusyAhead(token, now, BUSY_DAYS_AHEAD);
      await this.deps.busy.replaceBusyIntervals(calendar.id, busy);
      const written = await this.writeSessions(api, token, link, now);
      await this.deps.repo.update(link.mentorId, { lastSyncAt: now, lastError: null, eventsSyncedAt: written });
      return true;
    } catch (error) {
      const message =
        error instanceof GoogleError && error.grantGone ? GOOGLE_GRANT_GONE : 'Google Calendar could not be reached';
      if (!(error instanceof GoogleError)) this.deps.log.error({ err: error }, 'google calendar: sync failed');
      await this.deps.repo.update(link.mentorId, { lastSyncAt: now, lastError: message });
      await this.deps.busy.recordFailure(calendar.id, message);
      return false;
    }
  }

  /** Writes the sessions changed since the last sync; answers how far it got (the newest change written). */
  private async writeSessions(api: GoogleApi, token: string, link: GoogleCalendarLinkRow, now: Date): Promise<Date> {
    const from = new Date(now.getTime() - SESSIONS_FROM_MS);
    const changed = await this.deps.reads.mentorSessionsChanged(
      link.mentorId,
      link.eventsSyncedAt,
      from,
      CHANGES_PER_SYNC,
    );
    let upTo = link.eventsSyncedAt;
    for (const session of changed) {
      if (session.status === 'BOOKED') await api.putEvent(token, this.eventOf(session));
      else await api.deleteEvent(token, googleEventId(session.id));
      upTo = session.updatedAt;
    }
    return upTo;
  }

  private eventOf(s: FeedSession) {
    return {
      id: googleEventId(s.id),
      summary: `${this.deps.siteName}: ${s.course} with ${s.childName ?? s.learnerName}`,
      description: `${s.plan} plan session. Join the video room: ${s.roomUrl} (it opens 15 minutes before the start). Your sessions: ${this.deps.publicUrl}/mentor-dashboard/sessions`,
      location: s.roomUrl,
      start: s.startAt,
      end: s.endAt,
    };
  }

  /** The stored access token while it is good, else a new one from the refresh token (sealed and kept). */
  private async accessToken(api: GoogleApi, link: GoogleCalendarLinkRow, now: Date): Promise<string> {
    const current = link.accessTokenSealed ? this.deps.secrets.open(link.accessTokenSealed) : null;
    if (current && link.accessExpiresAt && link.accessExpiresAt.getTime() - EXPIRY_MARGIN_MS > now.getTime()) {
      return current;
    }
    const refreshToken = this.deps.secrets.open(link.refreshTokenSealed);
    if (!refreshToken) throw new GoogleError(401, 'invalid_grant');
    const fresh = await api.refresh(refreshToken);
    await this.deps.repo.update(link.mentorId, {
      accessTokenSealed: this.deps.secrets.seal(fresh.accessToken),
      accessExpiresAt: new Date(now.getTime() + fresh.expiresInSeconds * 1000),
      ...(fresh.refreshToken ? { refreshTokenSealed: this.deps.secrets.seal(fresh.refreshToken) } : {}),
    });
    return fresh.accessToken;
  }

  private redirectUri(): string {
    return `${this.deps.publicUrl}${CALLBACK_PATH}`;
  }

  private requireApi(): GoogleApi {
    if (!this.deps.api) throw new AppError('NOT_FOUND', GOOGLE_NOT_CONFIGURED);
    return this.deps.api;
  }
}
