import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from './support/fixtures';
import {
  runBuiltServer,
  startBuiltApp,
  startWithStartScript,
  waitForOutput,
  type RunningApp,
} from './support/app-process';

// Made in the worker, not at import: Playwright also imports this file in its main process to list the tests.
let dataDir: string;
test.beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'eazy2con-lifecycle-'));
});
test.afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function courseCount(url: string): Promise<number> {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ catalogueCourses { id } }' }),
  });
  const body = (await res.json()) as { data: { catalogueCourses: unknown[] } };
  return body.data.catalogueCourses.length;
}

const count = (text: string, part: string) => text.split(part).length - 1;

test.describe('running the product', () => {
  test('seeds an empty data folder, stops cleanly on SIGTERM, and keeps its data across restarts', async () => {
    const first = await startBuiltApp({ LOG_LEVEL: 'info' }, { dataDir, keepData: true });
    expect(first.output()).toContain('empty database: seeding demo content');
    expect(await courseCount(first.url)).toBe(9);
    // Production: the log names the file with the demo admin's password, never the password; without SMTP and
    // DEV_MAILBOX the held mail is the admin's to read in the outbox, and /dev/mailbox does not exist.
    const demoPassword = readFileSync(path.join(dataDir, 'demo-admin-password'), 'utf8').trim();
    expect(first.output()).toContain(path.join(dataDir, 'demo-admin-password'));
    expect(first.output()).not.toContain(demoPassword);
    expect(first.output()).toContain('mailOutbox');
    expect((await fetch(`${first.url}/dev/mailbox`)).status).toBe(404);
    await first.stop();
    expect(first.process.exitCode).toBe(0);
    expect(first.output()).toContain('stopped');

    const second = await startBuiltApp({ LOG_LEVEL: 'info' }, { dataDir, keepData: true });
    expect(second.output()).not.toContain('seeding');
    expect(await courseCount(second.url)).toBe(9);
    await second.stop();
  });

  test('stops cleanly on Ctrl-C under `npm start`, and starts again on the same data', async () => {
    test.setTimeout(120_000);
    const dir = mkdtempSync(path.join(tmpdir(), 'eazy2con-ctrl-c-'));
    const started: RunningApp[] = [];
    try {
      const first = await startWithStartScript({ LOG_LEVEL: 'info' }, { dataDir: dir, keepData: true });
      started.push(first);
      expect(await courseCount(first.url)).toBe(9);
      // The local demo setup (embedded database, no SMTP, PUBLIC_URL on this machine): `npm start` turns the
      // mailbox on for a browser on this machine, never for a request that came through a proxy.
      expect(first.output()).toContain('DEV_MAILBOX=1');
      expect((await fetch(`${first.url}/dev/mailbox`)).status).toBe(200);
      expect((await fetch(`${first.url}/dev/mailbox`, { headers: { 'x-forwarded-for': '203.0.113.5' } })).status).toBe(
        403,
      );
      // The terminal signals start.mjs and the server alike; the server must get it once and shut down in full.
      expect(await first.interrupt()).toBe(0);
      expect(count(first.output(), 'shutting down: finishing in-flight requests')).toBe(1);
      expect(first.output()).toContain('"signal":"SIGINT"');
      expect(first.output()).not.toContain('already shutting down');
      expect(first.output()).toContain('"msg":"stopped"');

      const second = await startWithStartScript({ LOG_LEVEL: 'info' }, { dataDir: dir, keepData: true });
      started.push(second);
      expect((await fetch(`${second.url}/healthz`)).status).toBe(200);
      expect(second.output()).not.toContain('seeding');
      expect(await courseCount(second.url)).toBe(9);

      // SIGINT to start.mjs alone (`kill -INT`): it cannot tell this from Ctrl-C, which the server gets itself, so
      // it waits a little before passing it on, and the server still stops, once.
      const closed = new Promise((resolve) => second.process.once('close', resolve));
      second.process.kill('SIGINT');
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(second.output()).not.toContain('shutting down');
      await closed;
      expect(second.process.exitCode).toBe(0);
      expect(count(second.output(), 'shutting down: finishing in-flight requests')).toBe(1);
      expect(second.output()).not.toContain('already shutting down');
      expect(second.output()).toContain('"msg":"stopped"');
    } finally {
      // Should an expectation fail while one is still running.
      for (const app of started) await app.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('finishes its shutdown when signalled again while stopping', async () => {
    const app = await startBuiltApp({ LOG_LEVEL: 'info' }, { dataDir, keepData: true });
    // A request that never finishes keeps the server stopping while the second signal arrives.
    const client = connect(Number(new URL(app.url).port), '127.0.0.1');
    await new Promise((resolve) => client.once('connect', resolve));
    client.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const closed = new Promise((resolve) => app.process.once('close', resolve));
    try {
      app.process.kill('SIGINT');
      await waitForOutput(app, 'shutting down: finishing in-flight requests');
      app.process.kill('SIGINT');
      await waitForOutput(app, 'already shutting down');
      expect(app.process.exitCode).toBeNull();
    } finally {
      client.destroy();
    }
    await closed;
    expect(app.process.exitCode).toBe(0);
    expect(app.output()).toContain('"msg":"stopped"');
  });

  test('refuses to start on a bad PORT, naming the variable', async () => {
    const { code, output } = await runBuiltServer({ PORT: 'eighty', DATA_DIR: dataDir });
    expect(code).toBe(1);
    expect(output).toContain('Invalid environment variables');
    expect(output).toContain('PORT: must be a number');
  });

  test('refuses to start with ADMIN_EMAIL but no ADMIN_PASSWORD, naming the missing one, before opening the database', async () => {
    const { code, output } = await runBuiltServer({
      ADMIN_EMAIL: 'owner@example.com',
      ADMIN_PASSWORD: '',
      DATA_DIR: dataDir,
    });
    expect(code).toBe(1);
    expect(output).toContain('Invalid environment variables');
    expect(output).toContain('ADMIN_PASSWORD: must be set when ADMIN_EMAIL is set');
    expect(output).not.toContain('    at ');
  });
});
