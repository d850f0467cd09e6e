import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduledJobs } from '../modules/jobs/jobs.schema';
import { openDatabase, type Database, type PoolMode } from './client';
import { runMigrations } from './migrate';
import { createScratchDatabase, type ScratchDatabase } from './scratch-database';
import { migrateAndSeedIfEmpty, onSetupDatabase } from './setup';

// Named statements and connections of its own: only the 'server-postgres' project has a PostgreSQL server.
const serverUrl = process.env.TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;

describe.runIf(serverUrl)('pool modes on PostgreSQL', () => {
  let scratch: ScratchDatabase;
  beforeAll(async () => {
    scratch = await createScratchDatabase(String(serverUrl), 'eazy2con_pool');
    const setup = await openDatabase({ kind: 'postgres', url: scratch.url });
    await runMigrations(setup);
    await setup.close();
  });
  afterAll(() => scratch.drop());

  /** Runs a statement prepared by name (as the repositories do) and lists the session's prepared statements. */
  async function preparedAfterNamedQuery(poolMode: PoolMode): Promise<string[]> {
    const database = await openDatabase({ kind: 'postgres', url: scratch.url, poolMode });
    try {
      // One transaction: one connection, so the listing sees the session that ran the statement.
      return await database.db.transaction(async (tx) => {
        const named = tx.select().from(scheduledJobs).prepare('pool_mode_probe');
        await named.execute();
        await named.execute();
        const raw: unknown = await tx.execute(sql`select name from pg_prepared_statements order by name`);
        return (raw as { rows: { name: string }[] }).rows.map((row) => row.name);
      });
    } finally {
      await database.close();
    }
  }

  it('session mode prepares the repositories’ named statements on the connection', async () => {
    expect(await preparedAfterNamedQuery('session')).toContain('pool_mode_probe');
  });

  it('transaction mode (PgBouncer) prepares nothing by name: the next transaction may be on another session', async () => {
    expect(await preparedAfterNamedQuery('transaction')).toEqual([]);
  });

  it('setup runs on its own connection to DATABASE_DIRECT_URL, closed afterwards', async () => {
    const app = await openDatabase({ kind: 'postgres', url: scratch.url, poolMode: 'transaction' });
    let used: Database | undefined;
    try {
      const seeded = await onSetupDatabase(
        app,
        { kind: 'postgres', url: scratch.url, poolMode: 'session' },
        (setup) => {
          used = setup;
          return migrateAndSeedIfEmpty(setup, { demo: false });
        },
      );
      expect(seeded).toBe(true);
      expect(used).toBeDefined();
      expect(used).not.toBe(app);
      // Closed: its pool refuses new queries; the app's own pool is untouched.
      await expect(used?.ping()).rejects.toThrow();
      await expect(app.ping()).resolves.toBeUndefined();
      expect(await onSetupDatabase(app, null, (setup) => Promise.resolve(setup === app))).toBe(true);
    } finally {
      await app.close();
    }
  });
});
