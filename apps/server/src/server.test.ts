import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config/env';
import { databaseTarget, openDatabase } from './db/client';
import { isUnseeded } from './db/seed/seed';
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
  Promise.race([
    promise.then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms)),
  ]);

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
