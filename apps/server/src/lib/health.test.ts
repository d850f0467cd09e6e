import { once } from 'node:events';
import { createServer } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { RECONNECT_HINT_MS } from './health-streams';

const redisUrl = process.env.TEST_REDIS_URL;

describe('/healthz and /readyz', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('/healthz answers alive without asking the database', async () => {
    const res = await t.app.http.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('/readyz is ready when the database answers and is migrated for this build', async () => {
    const res = await t.app.http.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok' } });
  });

  it("/readyz is 503 naming the migrations while this build's newest migration is not applied", async () => {
    const newest: unknown = await t.database.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations) returning id, hash, created_at`,
    );
    const removed = (newest as { rows: { id: number; hash: string; created_at: string }[] }).rows[0];
    expect(removed).toBeDefined();
    try {
      const res = await t.app.http.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        status: 'unready',
        reason: "migrations: this build's migrations are not applied",
        checks: { database: 'ok' },
      });
    } finally {
      await t.database.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${removed?.id}, ${removed?.hash}, ${removed?.created_at})`,
      );
    }
    expect((await t.app.http.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });
});

describe('/readyz when the database does not answer', () => {
  it('is 503 naming the database, within the time limit', async () => {
    const t = await createTestApp();
    await t.database.close();
    const started = Date.now();
    const res = await t.app.http.inject({ method: 'GET', url: '/readyz' });
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(res.statusCode).toBe(503);
    const body = res.json<{ status: string; reason: string }>();
    expect(body.status).toBe('unready');
    expect(body.reason).toMatch(/^database: /);
    await t.app.http.close();
  });
});

describe.runIf(redisUrl)('/readyz with Redis', () => {
  it('asks Redis when REDIS_URL is set', async () => {
    const t = await createTestApp({ env: { REDIS_URL: String(redisUrl) } });
    try {
      await expect
        .poll(async () => (await t.app.http.inject({ method: 'GET', url: '/readyz' })).json<unknown>())
        .toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok', redis: 'ok' } });
    } finally {
      await t.close();
    }
  });

  it('is 503 naming Redis when Redis does not answer', async () => {
    // A server that takes the connection and never answers (a hung Redis): the client is never ready and its ping
    // would wait forever. Kept open until the test process ends, so the client neither errors nor reconnects.
    const silent = createServer(() => undefined).listen(0, '127.0.0.1');
    await once(silent, 'listening');
    const address = silent.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const t = await createTestApp({ env: { REDIS_URL: `redis://127.0.0.1:${port}` } });
    try {
      const started = Date.now();
      const res = await t.app.http.inject({ method: 'GET', url: '/readyz' });
      expect(Date.now() - started).toBeLessThan(3_000);
      expect(res.statusCode).toBe(503);
      expect(res.json<{ reason: string }>().reason).toMatch(/^redis: /);
    } finally {
      // Not t.close(): closing the event bus would wait for Redis to answer its QUIT.
      await t.app.http.close();
      await t.database.close();
    }
  });
});

describe('draining', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.http.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.http.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => t.close());

  /** Reserves a graphql-sse stream (single connection mode) and opens it; answers its reader. */
  async function openStream() {
    const reserved = await fetch(`${base}/graphql/stream`, { method: 'PUT' });
    expect(reserved.status).toBe(201);
    const token = await reserved.text();
    const res = await fetch(`${base}/graphql/stream`, {
      headers: { accept: 'text/event-stream', 'x-graphql-event-stream-token': token },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = res.body?.getReader();
    if (!reader) throw new Error('no body');
    return reader;
  }

  async function readToEnd(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<string> {
    const decoder = new TextDecoder();
    let text = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return text;
      text += decoder.decode(value, { stream: true });
    }
  }

  it('ends the open event streams with a reconnection hint, refuses new ones, and /readyz says 503', async () => {
    const first = await openStream();
    const second = await openStream();
    expect(t.app.lifecycle.streams.size).toBe(2);
    const ended = Promise.all([readToEnd(first), readToEnd(second)]);

    t.app.lifecycle.drain();
    for (const text of await ended) expect(text).toContain(`retry: ${RECONNECT_HINT_MS}\n\n`);
    expect(t.app.lifecycle.streams.size).toBe(0);

    // A stream opened while draining ends at once, with the same hint.
    expect(await readToEnd(await openStream())).toContain(`retry: ${RECONNECT_HINT_MS}`);
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'draining', reason: 'this instance is shutting down' });
    // Still alive.
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
  });
});
