import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config/env';
import { databaseTarget, openDatabase, type Database } from './db/client';
import { isUnseeded } from './db/seed/seed';
import { demoMentors } from './db/seed/mentors';
import { testimonials as testimonialSeeds } from './db/seed/testimonials';
import { mentors } from './modules/mentors/mentors.schema';
import { testimonials } from './modules/content/content.schema';
import { startServer } from './server';

const dataDir = mkdtempSync(path.join(tmpdir(), 'eazy2con-server-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  return typeof address === 'object' && address ? address.port : 0;
}

const settledWithin = (promise: Promise<unknown>, ms: number) =>
  Promise.race([promise.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms))]);

describe('stopping the server', () => {
  it('when a connection holds up the graceful stop, a forced stop drops it and still closes the database', async () => {
    const port = await freePort();
    const config = loadConfig({
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
    });
    const server = await startServer(config);

    // A client that started a request and never finished it: Fastify's close waits for it.
    const client = connect(port, '127.0.0.1');
    await once(client, 'connect');
    client.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n');
    const dropped = once(client, 'close');
    await new Promise((resolve) => setTimeout(resolve, 100));

    const stopped = server.stop();
    expect(await settledWithin(stopped, 500)).toBe(false);

    await server.forceStop();
    await dropped;
    expect(await settledWithin(stopped, 1_000)).toBe(true);

    // The embedded database was shut down and opens again with its data.
    const reopened = await openDatabase(databaseTarget(config));
    try {
      expect(await isUnseeded(reopened.db)).toBe(false);
    } finally {
      await reopened.close();
    }
    // Opening and migrating a new embedded database on disk takes a while on a busy machine.
  }, 60_000);
});

/** A logger whose lines (JSON, as in production) are kept for the test to read. */
function capturedLog() {
  const lines: string[] = [];
  const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) }) as FastifyBaseLogger;
  return { log, text: () => lines.join('') };
}

async function demoCounts(database: Database) {
  const [mentorRows] = await database.db.select({ n: count() }).from(mentors);
  const [testimonialRows] = await database.db.select({ n: count() }).from(testimonials);
  return { mentors: mentorRows?.n ?? 0, testimonials: testimonialRows?.n ?? 0 };
}

const postgresUrl = process.env.TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;

describe('starting in production', () => {
  // On the embedded database (once: the postgres project runs the case below instead).
  it.skipIf(postgresUrl)(
    'embedded: seeds the demo, names the file with the demo password and never logs the password',
    async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'eazy2con-prod-'));
      const config = loadConfig({
        NODE_ENV: 'production',
        PAYMENTS_SANDBOX: '1',
        DATA_DIR: dir,
        PORT: String(await freePort()),
        HOST: '127.0.0.1',
      });
      const { log, text } = capturedLog();
      const server = await startServer(config, log);
      try {
        const password = readFileSync(path.join(dir, 'demo-admin-password'), 'utf8').trim();
        expect(text()).toContain('seeding demo content');
        expect(text()).toContain(path.join(dir, 'demo-admin-password'));
        expect(text()).not.toContain(password);
        // No SMTP and no DEV_MAILBOX: the log says where mail is read, and /dev/mailbox does not exist.
        expect(text()).toContain('mailOutbox');
        expect((await fetch(`${server.url}/dev/mailbox`)).status).toBe(404);
      } finally {
        await server.stop();
      }
      const reopened = await openDatabase(databaseTarget(config));
      try {
        // The demo mentors and the demo admin's record.
        expect(await demoCounts(reopened)).toEqual({
          mentors: demoMentors.length + 1,
          testimonials: testimonialSeeds.length,
        });
      } finally {
        await reopened.close();
        rmSync(dir, { recursive: true, force: true });
      }
    },
    60_000,
  );

  it.runIf(postgresUrl)(
    'with DATABASE_URL: no demo mentors, testimonials or demo admin unless SEED_DEMO is on',
    async () => {
      const name = `eazy2con_test_${randomBytes(6).toString('hex')}`;
      const admin = async (statement: string) => {
        const client = new pg.Client({ connectionString: postgresUrl });
        await client.connect();
        await client.query(statement).finally(() => client.end());
      };
      await admin(`CREATE DATABASE ${name}`);
      const url = new URL(postgresUrl ?? '');
      url.pathname = `/${name}`;
      const dir = mkdtempSync(path.join(tmpdir(), 'eazy2con-prod-pg-'));
      try {
        const config = loadConfig({
          NODE_ENV: 'production',
          PAYMENTS_SANDBOX: '1',
          DATABASE_URL: url.toString(),
          // Required in production on PostgreSQL, where several instances may run (decision 0036).
          AUTH_SECRET: 'production-test-auth-secret-0123456789',
          PUBLIC_URL: 'https://eazy2con.example',
          DATA_DIR: dir,
          PORT: String(await freePort()),
          HOST: '127.0.0.1',
        });
        const { log, text } = capturedLog();
        const server = await startServer(config, log);
        await server.stop();
        expect(text()).toContain('no demo content (SEED_DEMO is off)');
        expect(text()).toContain('No admin account');
        expect(text()).not.toContain('Demo admin');
        expect(existsSync(path.join(dir, 'demo-admin-password'))).toBe(false);
        const database = await openDatabase({ kind: 'postgres', url: url.toString() });
        try {
          expect(await isUnseeded(database.db)).toBe(false);
          expect(await demoCounts(database)).toEqual({ mentors: 0, testimonials: 0 });
        } finally {
          await database.close();
        }
      } finally {
        rmSync(dir, { recursive: true, force: true });
        await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }
    },
    60_000,
  );
});
