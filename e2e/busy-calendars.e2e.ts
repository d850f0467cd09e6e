import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, goto, test } from './support/fixtures';
import { logInAsMentor } from './support/accounts';
import { startBuiltApp, type RunningApp } from './support/app-process';

/**
 * Busy calendars (issue 37): a mentor pastes the address of a calendar (here a local ICS server, node:http) on the
 * availability page; it is read at once, listed with its busy count, and its busy time is drawn in the week.
 *
 * The app is an instance of its own: a pasted address may not name a loopback host unless BUSY_CALENDAR_ALLOW_HOSTS
 * lists it, and that test setting is refused in production, so this instance runs the build as development.
 */
const HOUR = 3_600_000;
const ZONE = 'Africa/Lagos';

let site: RunningApp;
let dataDir: string;
let feedServer: Server;
let feedUrl: string;
// One busy hour tomorrow, 10:00-11:00 Lagos (UTC+1 all year): ahead of the clock whenever the test runs, on one day.
const tomorrow = new Date(Date.now() + HOUR + 24 * HOUR).toISOString().slice(0, 10);
const busyStart = new Date(`${tomorrow}T09:00:00Z`);
const busyEnd = new Date(busyStart.getTime() + HOUR);
const ics = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const body = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//eazy2con e2e//EN',
    'BEGIN:VEVENT',
    'UID:dentist@e2e',
    `DTSTAMP:${ics(new Date())}`,
    `DTSTART:${ics(busyStart)}`,
    `DTEND:${ics(busyEnd)}`,
    'SUMMARY:Dentist',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
  feedServer = createServer((req, res) => {
    if (req.url !== '/work.ics') {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8', etag: '"e2e-1"' }).end(body);
  });
  await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
  feedUrl = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}/work.ics`;
  dataDir = mkdtempSync(path.join(tmpdir(), 'eazy2con-busy-'));
  site = await startBuiltApp(
    { NODE_ENV: 'development', BUSY_CALENDAR_ALLOW_HOSTS: '127.0.0.1', RATE_LIMIT_SCALE: '20' },
    { dataDir, keepData: true },
  );
});

test.afterAll(async () => {
  await site?.stop();
  await new Promise((resolve) => feedServer?.close(resolve));
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const clock = (d: Date) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(d);
/** The weekday (0 Sunday) of an instant in Lagos. */
const lagosDay = (d: Date) => new Date(d.getTime() + HOUR).getUTCDay();

test('a mentor pastes a calendar address and sees its busy count and busy block', async ({ newPage }) => {
  const page = await newPage();
  const password = readFileSync(path.join(dataDir, 'demo-admin-password'), 'utf8').trim();
  await logInAsMentor(page, 'admin@eazy2con.demo', password, site.url);
  await goto(page, `${site.url}/mentor-dashboard/availability`);
  const section = page.getByTestId('busy-calendars');
  await section.getByRole('heading', { name: 'Busy calendars' }).waitFor();

  // Not a calendar: the server's reason, and nothing listed.
  await section.getByLabel('Calendar address').fill(feedUrl.replace('work.ics', 'nothing.ics'));
  await section.getByRole('button', { name: 'Add calendar' }).click();
  await expect(section.getByRole('alert')).toContainText('not shared (404)');
  await expect(section.getByTestId('busy-calendar')).toHaveCount(0);

  await section.getByLabel('Calendar address').fill(feedUrl);
  await section.getByRole('button', { name: 'Add calendar' }).click();
  const listed = section.getByTestId('busy-calendar');
  await expect(listed).toHaveCount(1);
  await expect(listed.getByTestId('busy-count')).toHaveText('1 busy time');
  await expect(listed).toContainText('127.0.0.1');

  // The week shown is this one (Monday to Sunday in Lagos): when today is Sunday, tomorrow is next week's.
  if (lagosDay(busyStart) === 1) {
    await section.getByRole('button', { name: 'Next week' }).click();
  }
  const block = section.getByTestId('busy-block');
  await expect(block).toHaveCount(1);
  await expect(block).toContainText(`Busy ${clock(busyStart)}–${clock(busyEnd)}`);
});
