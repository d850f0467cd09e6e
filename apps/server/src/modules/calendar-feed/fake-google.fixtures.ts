import type { IncomingMessage } from 'node:http';
import { sendJson, startFakeHttpServer, type FakeHttpServer } from '../../test/fake-http-server';

/** A stored event of the fake Google calendar. */
export interface FakeEvent {
  id: string;
  status: 'confirmed' | 'cancelled';
  summary: string;
  start: string;
  end: string;
  location: string | null;
}

export interface FakeGoogle {
  server: FakeHttpServer;
  /** The calls made, in order: `POST /token authorization_code`, `PATCH /events/<id>`, … */
  log: string[];
  /** Token requests' form fields, in order. */
  tokenForms: Record<string, string>[];
  events: Map<string, FakeEvent>;
  busy: { start: string; end: string }[];
  /** The refresh token Google still honours (null: revoked, every grant answers invalid_grant). */
  refreshToken: string | null;
  env: Record<string, string>;
}

const SCOPES = 'https://www.googleapis.com/auth/calendar.events https://www.googleapis.com/auth/calendar.freebusy';

async function bodyOf(raw: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of raw) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const FREEBUSY_MAX_MS = 90 * 86_400_000;

const googleError = (status: number, reason: string) => ({
  error: { code: status, message: reason, errors: [{ domain: 'global', reason, message: reason }] },
});

/**
 * A local Google that follows the contract the connection uses (docs/google-calendar-contract.md): the token endpoint
 * (authorization_code and refresh_token grants, form-encoded, JSON answers, invalid_grant as a 400), freeBusy, and
 * events insert (409 for an id already used), patch (404 for an unknown id) and delete (410 once deleted), each with
 * a Bearer access token it issued.
 */
export async function startFakeGoogle(code = 'good-code'): Promise<FakeGoogle> {
  const tokens = new Set<string>();
  let issued = 0;
  const fake: Omit<FakeGoogle, 'server' | 'env'> = {
    log: [],
    tokenForms: [],
    events: new Map(),
    busy: [],
    refreshToken: 'rt-1',
  };
  const server = await startFakeHttpServer(async (req, res, raw) => {
    const body = await bodyOf(raw);
    const path = req.url.pathname;
    if (req.method === 'POST' && path === '/token') {
      const form = Object.fromEntries(new URLSearchParams(body));
      fake.tokenForms.push(form);
      fake.log.push(`POST /token ${form.grant_type}`);
      const known =
        form.client_id === 'test-client' &&
        form.client_secret === 'test-secret' &&
        ((form.grant_type === 'authorization_code' && form.code === code) ||
          (form.grant_type === 'refresh_token' &&
            fake.refreshToken !== null &&
            form.refresh_token === fake.refreshToken));
      if (!known) return sendJson(res, 400, { error: 'invalid_grant', error_description: 'Bad Request' });
      const accessToken = `at-${++issued}`;
      tokens.add(accessToken);
      return sendJson(res, 200, {
        access_token: accessToken,
        expires_in: 3599,
        token_type: 'Bearer',
        scope: SCOPES,
        ...(form.grant_type === 'authorization_code' ? { refresh_token: fake.refreshToken } : {}),
      });
    }
    const bearer = /^Bearer (.+)$/.exec(raw.headers.authorization ?? '')?.[1];
    if (!bearer || !tokens.has(bearer)) return sendJson(res, 401, googleError(401, 'authError'));
    const json = body ? (JSON.parse(body) as Record<string, unknown>) : {};
    const date = (v: unknown) => String((v as { dateTime?: string } | undefined)?.dateTime);
    if (req.method === 'POST' && path === '/calendar/v3/freeBusy') {
      fake.log.push('POST /freeBusy');
      const timeMin = Date.parse(String(json.timeMin));
      const timeMax = Date.parse(String(json.timeMax));
      if (!(timeMax > timeMin)) return sendJson(res, 400, googleError(400, 'timeRangeEmpty'));
      // Google refuses a range longer than about 90 days (docs/google-calendar-contract.md).
      if (timeMax - timeMin > FREEBUSY_MAX_MS) {
        return sendJson(res, 400, googleError(400, 'The requested time range is too long.'));
      }
      // Busy blocks overlapping the window, cut to it, as Google answers.
      const busy = fake.busy
        .filter((b) => Date.parse(b.end) > timeMin && Date.parse(b.start) < timeMax)
        .map((b) => ({
          start: new Date(Math.max(Date.parse(b.start), timeMin)).toISOString(),
          end: new Date(Math.min(Date.parse(b.end), timeMax)).toISOString(),
        }));
      return sendJson(res, 200, {
        kind: 'calendar#freeBusy',
        timeMin: json.timeMin,
        timeMax: json.timeMax,
        calendars: { primary: { busy } },
      });
    }
    const eventPath = /^\/calendar\/v3\/calendars\/primary\/events(?:\/([a-v0-9]+))?$/.exec(path);
    if (!eventPath) return sendJson(res, 404, googleError(404, 'notFound'));
    const id = eventPath[1] ?? String(json.id);
    fake.log.push(`${req.method} /events/${id}`);
    const stored = fake.events.get(id);
    const write = (): FakeEvent => ({
      id,
      status: json.status === 'cancelled' ? 'cancelled' : 'confirmed',
      summary: String(json.summary),
      start: date(json.start),
      end: date(json.end),
      location: typeof json.location === 'string' ? json.location : null,
    });
    if (req.method === 'POST') {
      if (!/^[a-v0-9]{5,1024}$/.test(id)) return sendJson(res, 400, googleError(400, 'invalid'));
      if (stored) return sendJson(res, 409, googleError(409, 'duplicate'));
      fake.events.set(id, write());
      return sendJson(res, 200, fake.events.get(id));
    }
    if (!stored) return sendJson(res, 404, googleError(404, 'notFound'));
    if (req.method === 'PATCH') {
      fake.events.set(id, { ...stored, ...write() });
      return sendJson(res, 200, fake.events.get(id));
    }
    if (req.method === 'DELETE') {
      if (stored.status === 'cancelled') return sendJson(res, 410, googleError(410, 'deleted'));
      fake.events.set(id, { ...stored, status: 'cancelled' });
      res.writeHead(204).end();
      return undefined;
    }
    return sendJson(res, 405, googleError(405, 'methodNotAllowed'));
  });
  return Object.assign(fake, {
    server,
    env: {
      GOOGLE_CLIENT_ID: 'test-client',
      GOOGLE_CLIENT_SECRET: 'test-secret',
      GOOGLE_OAUTH_URL: `${server.url}/o/oauth2/v2/auth`,
      GOOGLE_TOKEN_URL: `${server.url}/token`,
      GOOGLE_CALENDAR_API_URL: `${server.url}/calendar/v3`,
    },
  });
}
