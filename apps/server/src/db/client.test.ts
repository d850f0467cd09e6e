import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client';

// A real PostgreSQL server ending our idle connections (as a restart or failover does): only the 'server-postgres'
// test project has one.
const serverUrl = process.env.TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;

describe.runIf(serverUrl)('PostgreSQL connection pool', () => {
  const name = `eazy2con_test_${randomBytes(6).toString('hex')}`;
  let database: Database;
  const idleErrors: Error[] = [];

  async function asAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  }

  beforeAll(async () => {
    await asAdmin((c) => c.query(`CREATE DATABASE ${name}`));
    const url = new URL(serverUrl ?? '');
    url.pathname = `/${name}`;
    database = await openDatabase({ kind: 'postgres', url: url.toString() }, (error) => idleErrors.push(error));
  });
  afterAll(async () => {
    await database.close();
    await asAdmin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  });

  it('survives the server ending its idle connections, and answers the next query on a new one', async () => {
    await Promise.all([1, 2, 3].map(() => database.db.execute(sql`select pg_sleep(0.05)`)));
    const ended = await asAdmin((c) =>
      c.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [
        name,
      ]),
    );
    expect(ended.rowCount).toBeGreaterThan(0);
    await expect.poll(() => idleErrors.length).toBe(ended.rowCount);
    // Db is engine-neutral, so a raw query's result has no type here; node-postgres answers { rows }.
    const raw: unknown = await database.db.execute(sql`select 1 as one`);
    const result = raw as { rows: { one: number }[] };
    expect(result.rows[0]).toEqual({ one: 1 });
  });
});
