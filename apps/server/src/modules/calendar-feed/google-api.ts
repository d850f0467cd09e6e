import type { GoogleEndpoints } from '../../config/env-google-calendar';

const DAY_MS = 86_400_000;
/** The longest range one free/busy query asks for (Google refuses more than about 90 days). */
export const FREEBUSY_WINDOW_DAYS = 60;

/**
 * Google's OAuth 2.0 and Calendar v3 endpoints as the calendar connection uses them (docs/google-calendar-contract.md):
 * plain fetch with a timeout, JSON in and out, the access token as a Bearer header. Nothing here decides anything;
 * google-calendar.service.ts does.
 */
export const GOOGLE_SCOPES = [
  'https://www.googleapis.com/auth/calendar.events',
  'https://www.googleapis.com/auth/calendar.freebusy',
] as const;

export interface GoogleClient {
  clientId: string;
  clientSecret: string;
}

export interface TokenAnswer {
  accessToken: string;
  expiresInSeconds: number;
  /** Only on the first exchange with offline access (and again when consent is asked again). */
  refreshToken: string | null;
  scope: string;
}

/** What Google answered that was not a success: its status, and its error code when it gave one. */
export class GoogleError extends Error {
  override name = 'GoogleError';
  constructor(
    readonly status: number,
    readonly code: string | null,
  ) {
    super(`Google answered ${status}${code ? ` (${code})` : ''}`);
  }

  /** The grant is gone (revoked by the person, expired): only connecting again helps. */
  get grantGone(): boolean {
    return this.code === 'invalid_grant' || this.status === 401;
  }
}

/** A Google Calendar event as we write it (events resource: id, summary, description, location, start, end, status). */
export interface GoogleEvent {
  id: string;
  summary: string;
  description: string;
  location: string | null;
  start: Date;
  end: Date;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

export class GoogleApi {
  constructor(
    private readonly endpoints: GoogleEndpoints,
    private readonly client: GoogleClient,
    private readonly timeoutMs = 10_000,
  ) {}

  /** Where the browser goes to ask the mentor (authorization-code flow, offline access, consent asked every time). */
  authorizeUrl(redirectUri: string, state: string, loginHint?: string): string {
    const url = new URL(this.endpoints.authorize);
    url.search = new URLSearchParams({
      client_id: this.client.clientId,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: GOOGLE_SCOPES.join(' '),
      access_type: 'offline',
      // Google gives a refresh token only with the first consent; asking again makes every connection get one.
      prompt: 'consent',
      include_granted_scopes: 'true',
      state,
      ...(loginHint ? { login_hint: loginHint } : {}),
    }).toString();
    return url.toString();
  }

  exchangeCode(code: string, redirectUri: string): Promise<TokenAnswer> {
    return this.token({ grant_type: 'authorization_code', code, redirect_uri: redirectUri });
  }

  refresh(refreshToken: string): Promise<TokenAnswer> {
    return this.token({ grant_type: 'refresh_token', refresh_token: refreshToken });
  }

  /**
   * The primary calendar's busy intervals for `days` from `from`, asked in windows of FREEBUSY_WINDOW_DAYS: Google
   * refuses a longer range ("The requested time range is too long", docs/google-calendar-contract.md).
   */
  async freeBusyAhead(accessToken: string, from: Date, days: number): Promise<{ start: Date; end: Date }[]> {
    const busy: { start: Date; end: Date }[] = [];
    for (let offset = 0; offset < days; offset += FREEBUSY_WINDOW_DAYS) {
      const start = new Date(from.getTime() + offset * DAY_MS);
      const end = new Date(from.getTime() + Math.min(days, offset + FREEBUSY_WINDOW_DAYS) * DAY_MS);
      busy.push(...(await this.freeBusy(accessToken, start, end)));
    }
    return busy;
  }

  /** POST /freeBusy for the primary calendar: its busy intervals in [from, to). */
  async freeBusy(accessToken: string, from: Date, to: Date): Promise<{ start: Date; end: Date }[]> {
    const body = await this.call(accessToken, 'POST', '/freeBusy', {
      timeMin: from.toISOString(),
      timeMax: to.toISOString(),
      items: [{ id: 'primary' }],
    });
    const calendar = isRecord(body) && isRecord(body.calendars) ? body.calendars.primary : undefined;
    if (!isRecord(calendar)) throw new GoogleError(502, 'no_primary_calendar');
    if (Array.isArray(calendar.errors) && calendar.errors.length > 0) {
      const first: unknown = calendar.errors[0];
      throw new GoogleError(502, isRecord(first) && typeof first.reason === 'string' ? first.reason : 'freebusy_error');
    }
    const busy = Array.isArray(calendar.busy) ? calendar.busy : [];
    return busy.flatMap((b: unknown) => {
      if (!isRecord(b) || typeof b.start !== 'string' || typeof b.end !== 'string') return [];
      const span = { start: new Date(b.start), end: new Date(b.end) };
      return Number.isNaN(span.start.getTime()) || Number.isNaN(span.end.getTime()) || span.end <= span.start
        ? []
        : [span];
    });
  }

  /**
   * Writes the event under our own id: PATCH (status confirmed, so an event deleted before comes back), or INSERT
   * with that id when Google has none.
   */
  async putEvent(accessToken: string, event: GoogleEvent): Promise<void> {
    const resource = {
      summary: event.summary,
      description: event.description,
      location: event.location,
      start: { dateTime: event.start.toISOString() },
      end: { dateTime: event.end.toISOString() },
      status: 'confirmed',
    };
    try {
      await this.call(accessToken, 'PATCH', `/calendars/primary/events/${event.id}`, resource);
    } catch (error) {
      if (!(error instanceof GoogleError) || (error.status !== 404 && error.status !== 410)) throw error;
      await this.call(accessToken, 'POST', '/calendars/primary/events', { id: event.id, ...resource });
    }
  }

  /** Deletes the event; one already gone (404, 410) is what was wanted. */
  async deleteEvent(accessToken: string, id: string): Promise<void> {
    try {
      await this.call(accessToken, 'DELETE', `/calendars/primary/events/${id}`);
    } catch (error) {
      if (!(error instanceof GoogleError) || (error.status !== 404 && error.status !== 410)) throw error;
    }
  }

  private async token(params: Record<string, string>): Promise<TokenAnswer> {
    const res = await fetch(this.endpoints.token, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: this.client.clientId,
        client_secret: this.client.clientSecret,
        ...params,
      }).toString(),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    const body: unknown = await res.json().catch(() => null);
    if (!res.ok || !isRecord(body) || typeof body.access_token !== 'string') {
      throw new GoogleError(
        res.ok ? 502 : res.status,
        isRecord(body) && typeof body.error === 'string' ? body.error : null,
      );
    }
    return {
      accessToken: body.access_token,
      expiresInSeconds: typeof body.expires_in === 'number' ? body.expires_in : 3600,
      refreshToken: typeof body.refresh_token === 'string' ? body.refresh_token : null,
      scope: typeof body.scope === 'string' ? body.scope : '',
    };
  }

  private async call(accessToken: string, method: string, path: string, json?: unknown): Promise<unknown> {
    const res = await fetch(`${this.endpoints.calendar}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${accessToken}`,
        ...(json === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(json === undefined ? {} : { body: JSON.stringify(json) }),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    const text = await res.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON (a proxy's error page): the status says enough.
    }
    if (!res.ok) {
      const error = isRecord(body) && isRecord(body.error) ? body.error : null;
      const reason =
        error && Array.isArray(error.errors) && isRecord(error.errors[0]) && typeof error.errors[0].reason === 'string'
          ? error.errors[0].reason
          : error && typeof error.status === 'string'
            ? error.status
            : null;
      throw new GoogleError(res.status, reason);
    }
    return body;
  }
}
