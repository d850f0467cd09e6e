import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '@eazy2con/shared/zoned-time';
import { nextIp } from '../../test/test-app';
import { calendar, event, feed } from './busy-calendars.fixtures';
import { ADD, BusyWorld } from './busy-calendars-api.fixtures';
import { busyCalendars } from './busy-calendars.schema';

/**
 * Busy calendars (issue 37): a bad address gets a clear error and stores nothing (not a calendar, over 5 MB, too slow,
 * an expired secret, a loopback, private or link-local address); a feed failing three times in a row tells the
 * mentor once, and a success starts the count again. Against a local calendar host (node:http).
 */
const w = new BusyWorld();
beforeAll(() => w.start());
afterAll(() => w.close());
beforeEach(() => {
  w.offsetMs = 0;
  w.t.clientIp = nextIp();
});

describe('a bad address gets a clear error and stores nothing', () => {
  it.each([
    [
      'not a calendar',
      '/page.html',
      () => feed('<html><body>Sign in</body></html>', { contentType: 'text/html' }),
      /does not answer with a calendar/,
    ],
    [
      'larger than 5 MB',
      '/huge.ics',
      () => feed(`BEGIN:VCALENDAR\r\n${'X-PAD:'.padEnd(70, 'x').concat('\r\n').repeat(80_000)}END:VCALENDAR\r\n`),
      /larger than 5 MB/,
    ],
    ['too slow', '/slow.ics', () => feed('', { hang: true }), /did not answer within 1 seconds?/],
    ['an expired secret (404)', '/gone.ics', null, /not shared \(404\)/],
    ['an expired secret (403)', '/forbidden.ics', () => feed('', { status: 403 }), /not shared \(403\)/],
  ])('%s', async (_label, path, make, message) => {
    const m = await w.mentor();
    if (make) w.host.feeds.set(path, make());
    const answer = await w.add(m.cookie, w.host.url(path));
    expect(answer.errors?.[0]?.message).toMatch(message);
    expect(await w.listOf(m.cookie)).toEqual([]);
  });

  it('refuses loopback, private and link-local addresses not on the test allow-list, before any request', async () => {
    const m = await w.mentor();
    const port = new URL(w.host.server.url).port;
    const requests = w.host.server.requests.length;
    for (const url of [
      `https://localhost:${port}/weekly.ics`,
      `http://[::1]:${port}/weekly.ics`,
      `https://127.0.0.2:${port}/x.ics`,
      'https://169.254.169.254/latest/meta-data',
      'https://10.0.0.1/cal.ics',
      'https://[fd00::1]/cal.ics',
      'https://[::ffff:127.0.0.1]/cal.ics',
    ]) {
      const answer = await w.add(m.cookie, url);
      expect(answer.errors?.[0]?.message, url).toMatch(/private or local network/);
    }
    expect(w.host.server.requests.length).toBe(requests);
    // A redirect is checked as the first address was: from the allowed 127.0.0.1 to loopback under another name.
    w.host.feeds.set('/redirect.ics', feed('', { redirect: `http://localhost:${port}/weekly.ics` }));
    const redirected = await w.add(m.cookie, w.host.url('/redirect.ics'));
    expect(redirected.errors?.[0]?.message).toMatch(/private or local network/);
    expect(w.host.answers.get('/redirect.ics')).toEqual([302]);
    expect(w.host.answers.get('/weekly.ics') ?? []).toEqual([]);
    expect((await w.add(m.cookie, 'ftp://example.com/cal.ics')).errors?.[0]?.message).toBe(
      'A calendar address starts with https:// or webcal://',
    );
    expect(await w.listOf(m.cookie)).toEqual([]);
  });

  it('is for mentors only', async () => {
    const answer = await w.t.gql(ADD, { url: w.host.url('/weekly.ics') });
    expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('a feed that keeps failing', () => {
  it('tells the mentor once after three failures in a row; a success starts the count again', async () => {
    const m = await w.mentor();
    w.host.feeds.set('/flaky.ics', feed(calendar(event('f@test', addDays(w.monday, 2), '10:00', '11:00'))));
    expect((await w.add(m.cookie, w.host.url('/flaky.ics'))).errors).toBeUndefined();
    const notices = async () =>
      (await w.t.app.services.mail.list({ to: m.email, limit: 50 })).items.filter(
        (mail) => mail.rendered?.subject === 'We cannot read one of your calendars',
      );
    w.host.feeds.set('/flaky.ics', feed('', { status: 500 }));
    await w.tick();
    await w.tick();
    expect(await notices()).toHaveLength(0);
    await w.tick();
    expect(await notices()).toHaveLength(1);
    await w.tick();
    await w.tick();
    expect(await notices()).toHaveLength(1);
    const [listed] = await w.listOf(m.cookie);
    expect(listed?.lastError).toMatch(/error \(500\)/);
    expect(listed?.busyCount).toBe(1); // the last good busy times stay

    w.host.feeds.set('/flaky.ics', feed(calendar(event('f@test', addDays(w.monday, 2), '10:00', '11:00'))));
    await w.tick();
    const [row] = await w.t.database.db.select().from(busyCalendars).where(eq(busyCalendars.mentorId, m.mentorId));
    expect(row).toMatchObject({ consecutiveFailures: 0, lastError: null, failureNotifiedAt: null });
  });
});
