import { existsSync } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { z } from 'zod';
import { BackupError, type Manifest } from './backup-manifest';
import { assertNotInUse, openPglite } from './pglite-files';
import { pgRestore } from './pg-tools';
import { assertSameTables, collectStats, inStatsTransaction } from './table-stats';

const countRow = z.object({ n: z.coerce.number().int() });
const tableRow = z.object({ name: z.string() });

/**
 * Before pg_restore replaces anything: nobody else may be connected (running instances would write into a database
 * being replaced, and their locks would stall the restore), and the database may hold no table the backup lacks
 * (--clean drops only what the dump holds, so a newer migration's table would outlive the restore and the next
 * start's migrations would trip over it).
 */
async function checkPostgresTarget(client: pg.Client, manifest: Manifest, force: boolean): Promise<void> {
  const others = countRow.parse(
    (
      await client.query(
        'select count(*) as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      )
    ).rows[0],
  ).n;
  if (others > 0 && !force) {
    throw new BackupError(
      `${others} other connection(s) to this database are open: stop every app instance (and pause a pooler in ` +
        'front of it) before restoring, or pass --force when they are idle connections you know about',
    );
  }
  const listed = await client.query(
    `select table_schema || '.' || table_name as name from information_schema.tables
     where table_type = 'BASE TABLE' and table_schema in ('public', 'drizzle')`,
  );
  const known = new Set(manifest.tables.map((t) => `${t.schema}.${t.name}`));
  const extra = listed.rows.map((row) => tableRow.parse(row).name).filter((name) => !known.has(name));
  if (extra.length > 0) {
    throw new BackupError(
      `this database has tables the backup does not (${extra.join(', ')}): it is newer than the backup. ` +
        'Restore into a new, empty database (createdb) and point DATABASE_URL at it',
    );
  }
}

/** Replaces the PostgreSQL database's content with the dump, then checks every table against the manifest. */
export async function restorePostgres(url: string, dump: string, manifest: Manifest, force: boolean): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await checkPostgresTarget(client, manifest, force);
    await pgRestore(url, dump);
    const stats = await inStatsTransaction(client, () => collectStats(client));
    assertSameTables(manifest.tables, stats.tables);
  } finally {
    await client.end();
  }
}

/**
 * Builds the embedded database from the dump in `staging` (beside the live folder, which is not touched) and checks
 * it against the manifest; the caller swaps it in. A dump that does not match leaves nothing behind.
 */
export async function stagePglite(live: string, staging: string, dump: string, manifest: Manifest, force: boolean) {
  if (existsSync(live)) await assertNotInUse(live, force);
  await rm(staging, { recursive: true, force: true });
  await mkdir(path.dirname(staging), { recursive: true });
  try {
    const client = await openPglite(staging, new Blob([await readFile(dump)]));
    try {
      const stats = await inStatsTransaction(client, () => collectStats(client));
      assertSameTables(manifest.tables, stats.tables);
    } finally {
      await client.close();
    }
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
}
