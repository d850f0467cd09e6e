import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, type ScratchDatabase } from './db/scratch-database';
import { RECONNECT_HINT_MS } from './lib/health-streams';

/**
 * Issue 25, lifecycle: the real process (`src/main.ts`, as `npm run dev` runs it without the watcher) is sent SIGTERM
 * while a request is in flight and an event stream is open. The request is answered, the stream ends with its
 * reconnection hint, no new connection is taken, and the process exits 0. On the embedded database, and on
 * PostgreSQL in the 'server-postgres' project.
 */
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const postgresUrl = process.env.TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  return typeof address === 'object' && address ? address.port : 0;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('SIGTERM', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'eazy2con-lifecycle-'));
  let scratch: ScratchDatabase | undefined;
  let child: ChildProcess;
  let output = '';
  let port: number;
  let base: string;

  beforeAll(async () => {
    if (postgresUrl) scratch = await createScratchDatabase(postgresUrl, 'eazy2con_lifecycle');
    port = await freePort();
    base = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: scratch?.url ?? '',
        REDIS_URL: '',
        SMTP_URL: '',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const until = Date.now() + 110_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited: ${output}`);
      const ready = await fetch(`${base}/readyz`).then(
        (res) => res.ok,
        () => false,
      );
      if (ready) return;
      if (Date.now() > until) throw new Error(`the server did not become ready: ${output}`);
      await sleep(250);
    }
  }, 120_000);

  afterAll(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await once(child, 'exit');
    }
    rmSync(dataDir, { recursive: true, force: true });
    await scratch?.drop();
  });

  it('answers the request in flight, ends the event stream with a retry hint, takes no new connection, exits 0', async () => {
    // An event stream (graphql-sse's single connection mode), which would otherwise never end.
    const token = await (await fetch(`${base}/graphql/stream`, { method: 'PUT' })).text();
    const stream = await fetch(`${base}/graphql/stream`, {
      headers: { accept: 'text/event-stream', 'x-graphql-event-stream-token': token },
    });
    expect(stream.status).toBe(200);
    const streamText = stream.text();

    // A request in flight: its body arrives slowly, half before the signal and half after.
    const body = JSON.stringify({ query: 'query InFlight { __typename }', operationName: 'InFlight' });
    const socket = connect(port, '127.0.0.1');
    await once(socket, 'connect');
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    const closed = once(socket, 'close');
    socket.write(
      `POST /graphql HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
    );
    await sleep(300);

    const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
    const signalled = Date.now();
    child.kill('SIGTERM');

    // The stream ends at once with the hint, so the stop is not held up by it.
    expect(await streamText).toContain(`retry: ${RECONNECT_HINT_MS}\n\n`);
    // No new connections: the listener is closed while the request above is still in flight.
    await expect
      .poll(
        () =>
          fetch(`${base}/healthz`).then(
            () => 'answered',
            () => 'refused',
          ),
        { timeout: 5_000 },
      )
      .toBe('refused');
    expect(child.exitCode).toBeNull();

    socket.write(body.slice(10));
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toContain('{"data":{"__typename":"Query"}}');
    expect(answer.toLowerCase()).toContain('x-request-id:');

    const [code, signal] = await exited;
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    expect(Date.now() - signalled).toBeLessThan(30_000);
    expect(output).toContain('shutting down: finishing in-flight requests');
    expect(output).toContain('"operation":"InFlight"');
  }, 60_000);
});
