import { JobsRepo } from '../jobs/jobs.repo';
import { scheduledJobs } from '../jobs/jobs.schema';
import { GOOGLE_ROW_REMOVED_BY_DISCONNECT } from '../busy-calendars/busy-calendars.service';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { mentorSession } from '../accounts/test-helpers';
import { mentors } from '../mentors/mentors.schema';
import { mentorAvailability } from '../sessions/sessions.schema';
import { booked, bookingWith, CANCEL, RESCHEDULE, slotsOf } from '../sessions/sessions.fixtures';
import { startFakeGoogle, type FakeGoogle } from './fake-google.fixtures';
import { googleCalendarLinks } from './google-calendar.schema';
import { GOOGLE_GRANT_GONE, googleEventId } from './google-calendar.service';
import { signState } from './google-state';

let google: FakeGoogle;
let t: TestApp;
let mentor: { id: string; cookie: string };
/** The app's clock: the real time, moved on by the test (an access token's hour). */
let offsetMs = 0;
const now = () => new Date(Date.now() + offsetMs);

beforeAll(async () => {
  google = await startFakeGoogle();
  t = await createTestApp({ env: google.env, clock: { now } });
  const signedIn = await mentorSession(t, 'google-mentor@example.com');
  const db = t.database.db;
  await db.update(mentors).set({ status: 'ACCEPTED', isActive: true }).where(eq(mentors.id, signedIn.mentorId));
  await db.insert(mentorAvailability).values({
    mentorId: signedIn.mentorId,
    timeZone: 'Africa/Lagos',
    weekly: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, start: '00:00', end: '24:00' })),
    overrides: [],
    timeOff: [],
    minNoticeMinutes: 12 * 60,
    bufferMinutes: 15,
    horizonDays: 28,
    acceptingNewMentees: true,
  });
  mentor = { id: signedIn.mentorId, cookie: signedIn.cookie };
});
afterAll(async () => {
  await t.close();
  await google.server.close();
});

const get = (url: string, cookie = mentor.cookie) =>
  t.app.http.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const callback = (query: Record<string, string>) =>
  get(`/api/google-calendar/callback?${new URLSearchParams(query).toString()}`);
const STATUS = '{ me { googleCalendar { available connected connectPath lastError } } }';

describe('Google Calendar connection', () => {
  it('connects with a state bound to the mentor, keeps sealed tokens, reads free/busy and writes sessions', async () => {
    const first = await booked(
      t,
      await bookingWith(t, mentor.id, { paid: true }),
      (await slotsOf(t, mentor.id, 7))[30]!.start,
    );
    const second = await booked(
      t,
      await bookingWith(t, mentor.id, { paid: true }),
      (await slotsOf(t, mentor.id, 7))[34]!.start,
    );

    // Connect: to Google's consent page with the authorization-code flow, offline access and both calendar scopes.
    const connect = await get('/api/google-calendar/connect');
    expect(connect.statusCode).toBe(303);
    const consent = new URL(String(connect.headers.location));
    expect(`${consent.origin}${consent.pathname}`).toBe(google.env.GOOGLE_OAUTH_URL);
    expect(Object.fromEntries(consent.searchParams)).toMatchObject({
      client_id: 'test-client',
      redirect_uri: `${t.config.publicUrl}/api/google-calendar/callback`,
      response_type: 'code',
      scope: 'https://www.googleapis.com/auth/calendar.events https://www.googleapis.com/auth/calendar.freebusy',
      access_type: 'offline',
      prompt: 'consent',
    });
    const state = consent.searchParams.get('state') ?? '';

    // A state made for another mentor, a tampered one, or none: refused, and nothing is asked of Google.
    const otherUrl = new URL(t.app.services.googleCalendar.connectUrl(crypto.randomUUID(), 'other@example.com'));
    const other = otherUrl.searchParams.get('state') ?? '';
    for (const bad of [other, `${state}x`, signState('wrong-secret-wrong-secret-wrong-secret', mentor.id, now())]) {
      const res = await callback({ code: 'good-code', state: bad });
      expect(res.headers.location).toBe('/mentor-dashboard/availability?google=refused');
    }
    expect(
      await get(`/api/google-calendar/callback?code=good-code&state=${encodeURIComponent(state)}`, ''),
    ).toMatchObject({
      headers: { location: '/mentor-dashboard/availability?google=refused' },
    });
    expect(google.tokenForms).toHaveLength(0);
    expect((await callback({ error: 'access_denied', state })).headers.location).toBe(
      '/mentor-dashboard/availability?google=denied',
    );

    google.busy = [
      {
        start: new Date(Date.now() + 2 * 86_400_000).toISOString(),
        end: new Date(Date.now() + 2 * 86_400_000 + 3_600_000).toISOString(),
      },
      // Five months ahead: a mentor may take bookings 26 weeks ahead, past one query's range at Google.
      {
        start: new Date(Date.now() + 150 * 86_400_000).toISOString(),
        end: new Date(Date.now() + 150 * 86_400_000 + 3_600_000).toISOString(),
      },
    ];
    const queriesBefore = google.log.filter((l) => l === 'POST /freeBusy').length;
    const done = await callback({ code: 'good-code', state });
    expect(done.headers.location).toBe('/mentor-dashboard/availability?google=connected');
    expect(google.tokenForms[0]).toMatchObject({
      grant_type: 'authorization_code',
      code: 'good-code',
      client_id: 'test-client',
      client_secret: 'test-secret',
      redirect_uri: `${t.config.publicUrl}/api/google-calendar/callback`,
    });

    // Sealed at rest: neither token is in the row as written.
    const [row] = await t.database.db
      .select()
      .from(googleCalendarLinks)
      .where(eq(googleCalendarLinks.mentorId, mentor.id));
    expect(row?.refreshTokenSealed).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toContain('rt-1');
    expect(JSON.stringify(row)).not.toContain('at-1');

    // The first sync: Google's busy time is the mentor's, and both sessions are events under their own ids.
    const busy = await t.app.services.busyCalendars.busyBetween(
      mentor.id,
      now(),
      new Date(Date.now() + 7 * 86_400_000),
    );
    expect(busy.map((b) => b.start.toISOString())).toContain(google.busy[0]?.start);
    const far = await t.app.services.busyCalendars.busyBetween(
      mentor.id,
      new Date(Date.now() + 140 * 86_400_000),
      new Date(Date.now() + 160 * 86_400_000),
    );
    expect(far.map((b) => b.start.toISOString())).toEqual([google.busy[1]?.start]);
    // 26 weeks in windows of at most 60 days: four queries, each within Google's range.
    expect(google.log.filter((l) => l === 'POST /freeBusy').length - queriesBefore).toBe(4);
    expect(google.events.get(googleEventId(first.id))).toMatchObject({ status: 'confirmed', start: first.start });
    expect(google.events.get(googleEventId(second.id))).toMatchObject({ status: 'confirmed', start: second.start });
    const status = await t.gql<{
      me: { googleCalendar: { available: boolean; connected: boolean; lastError: string | null } };
    }>(STATUS, {}, { cookie: mentor.cookie });
    expect(status.data?.me.googleCalendar).toMatchObject({ available: true, connected: true, lastError: null });

    // Listed with the mentor's calendars; only disconnecting removes it (its sync would make it again).
    const listed = await t.gql<{ myBusyCalendars: { id: string; kind: string }[] }>(
      '{ myBusyCalendars { id kind } }',
      {},
      { cookie: mentor.cookie },
    );
    const googleRow = listed.data?.myBusyCalendars.find((c) => c.kind === 'GOOGLE');
    const refused = await t.gql(
      'mutation ($id: ID!) { removeBusyCalendar(id: $id) }',
      { id: googleRow?.id },
      {
        cookie: mentor.cookie,
      },
    );
    expect(refused.errors?.[0]?.message).toBe(GOOGLE_ROW_REMOVED_BY_DISCONNECT);

    // A change to sessions makes the sync due at once (each instance's runner looks every few seconds).
    await new JobsRepo(t.database.db).ensure(['calendar-feed.google-sync']);
    const syncJob = eq(scheduledJobs.name, 'calendar-feed.google-sync');
    await t.database.db
      .update(scheduledJobs)
      .set({ nextRunAt: new Date(Date.now() + 3_600_000) })
      .where(syncJob);
    // The first moves, the second is cancelled; an hour later the access token has run out and is refreshed.
    const to = (await slotsOf(t, mentor.id, 7)).at(-1)!.start;
    expect((await t.gql(RESCHEDULE, { id: first.id, start: to }, { cookie: mentor.cookie })).errors).toBeUndefined();
    expect((await t.gql(CANCEL, { id: second.id }, { cookie: mentor.cookie })).errors).toBeUndefined();
    const [due] = await t.database.db.select().from(scheduledJobs).where(syncJob);
    expect(due?.nextRunAt.getTime()).toBeLessThanOrEqual(Date.now());
    offsetMs = 61 * 60_000;
    google.log.length = 0;
    expect(await t.app.services.googleCalendar.syncAll()).toEqual({ synced: 1, failed: 0 });
    expect(google.log[0]).toBe('POST /token refresh_token');
    expect(google.events.get(googleEventId(first.id))).toMatchObject({
      status: 'confirmed',
      start: new Date(to).toISOString(),
    });
    expect(google.events.get(googleEventId(second.id))?.status).toBe('cancelled');
    // Nothing changed since: free/busy is read again, no event is written.
    google.log.length = 0;
    await t.app.services.googleCalendar.syncAll();
    expect(google.log).toEqual(Array(4).fill('POST /freeBusy'));

    // The person withdrew our access at Google: the next sync says so to the mentor.
    google.refreshToken = null;
    offsetMs += 61 * 60_000;
    expect(await t.app.services.googleCalendar.syncAll()).toEqual({ synced: 0, failed: 1 });
    const after = await t.gql<{ me: { googleCalendar: { lastError: string | null } } }>(
      STATUS,
      {},
      { cookie: mentor.cookie },
    );
    expect(after.data?.me.googleCalendar.lastError).toBe(GOOGLE_GRANT_GONE);

    // Disconnected: the tokens and the busy times are gone.
    expect((await t.gql('mutation { disconnectGoogleCalendar }', {}, { cookie: mentor.cookie })).data).toEqual({
      disconnectGoogleCalendar: true,
    });
    expect(await t.database.db.select().from(googleCalendarLinks)).toHaveLength(0);
    expect(
      await t.app.services.busyCalendars.busyBetween(mentor.id, now(), new Date(Date.now() + 7 * 86_400_000)),
    ).toEqual([]);
  });

  it('offers nothing without Google keys', async () => {
    const bare = await createTestApp();
    try {
      const signedIn = await mentorSession(bare, 'no-google@example.com', { admin: true });
      const res = await bare.gql<{ me: { googleCalendar: { available: boolean } } }>(
        STATUS,
        {},
        { cookie: signedIn.cookie },
      );
      expect(res.data?.me.googleCalendar.available).toBe(false);
      const connect = await bare.app.http.inject({
        method: 'GET',
        url: '/api/google-calendar/connect',
        headers: { cookie: signedIn.cookie },
      });
      expect(connect.statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });
});
