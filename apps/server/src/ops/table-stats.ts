import { z } from 'zod';
import { BackupError, journalEntries, type MigrationLevel, type TableStat } from './backup-manifest';

/** What both engines' raw clients offer: node-postgres' Client and PGlite answer `query(text)` with `{ rows }`. */
export interface SqlRunner {
  query(text: string): Promise<{ rows: unknown[] }>;
}

/** The schemas a backup covers: the app's tables and drizzle's record of applied migrations. */
const SCHEMAS = ['public', 'drizzle'];

/**
 * A row's text form depends on session settings (time zone, date style, float digits): these fix them, so the
 * checksums of a backup taken from one machine's session compare with a restore checked from another's. Run inside
 * a transaction (`set local`), they end with it.
 */
const FIXED_SETTINGS = [
  "set local timezone to 'UTC'",
  "set local datestyle to 'ISO, YMD'",
  "set local intervalstyle to 'postgres'",
  'set local extra_float_digits to 1',
  "set local bytea_output to 'hex'",
];

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

const tableRow = z.object({ table_schema: z.string(), table_name: z.string() });
const statRow = z.object({ rows: z.coerce.number().int(), checksum: z.string() });
const migrationRow = z.object({ applied: z.coerce.number().int(), newest: z.coerce.number().nullable() });

/**
 * Every table's row count and checksum (an md5 over the sorted md5s of its rows' text: independent of physical
 * order, and one hash per row in memory rather than the whole table), and the migration level. Call it inside a
 * transaction that sees the state being backed up or checked.
 */
export async function collectStats(run: SqlRunner): Promise<{ tables: TableStat[]; migrations: MigrationLevel }> {
  for (const statement of FIXED_SETTINGS) await run.query(statement);
  const listed = await run.query(
    `select table_schema, table_name from information_schema.tables
     where table_type = 'BASE TABLE' and table_schema in (${SCHEMAS.map((s) => `'${s}'`).join(', ')})
     order by table_schema, table_name`,
  );
  const tables: TableStat[] = [];
  for (const row of listed.rows) {
    const { table_schema: schema, table_name: name } = tableRow.parse(row);
    const result = await run.query(
      `select count(*) as rows,
              md5(coalesce(string_agg(md5(t::text), '' order by md5(t::text)), '')) as checksum
       from ${quoteIdent(schema)}.${quoteIdent(name)} t`,
    );
    const stat = statRow.parse(result.rows[0]);
    tables.push({ schema, name, rows: stat.rows, checksum: stat.checksum });
  }
  return { tables, migrations: await migrationLevel(run, tables) };
}

async function migrationLevel(run: SqlRunner, tables: TableStat[]): Promise<MigrationLevel> {
  if (!tables.some((t) => t.schema === 'drizzle' && t.name === '__drizzle_migrations')) {
    return { applied: 0, newestAt: 0, newestTag: null };
  }
  const result = await run.query(
    'select count(*) as applied, max(created_at) as newest from drizzle.__drizzle_migrations',
  );
  const row = migrationRow.parse(result.rows[0]);
  const newestAt = row.newest ?? 0;
  const tag = journalEntries().find((entry) => entry.when === newestAt)?.tag ?? null;
  return { applied: row.applied, newestAt, newestTag: tag };
}

/** Runs `work` in one read-only snapshot (repeatable read), so every table is read as of the same moment. */
export async function inStatsTransaction<T>(run: SqlRunner, work: () => Promise<T>): Promise<T> {
  await run.query('begin isolation level repeatable read read only');
  try {
    const result = await work();
    await run.query('commit');
    return result;
  } catch (error) {
    await run.query('rollback');
    throw error;
  }
}

/**
 * Compares what a restored database holds with what the manifest recorded; throws naming every table that differs,
 * is missing or was not in the backup.
 */
export function assertSameTables(expected: TableStat[], actual: TableStat[]): void {
  const key = (t: TableStat) => `${t.schema}.${t.name}`;
  const found = new Map(actual.map((t) => [key(t), t]));
  const problems: string[] = [];
  for (const want of expected) {
    const got = found.get(key(want));
    found.delete(key(want));
    if (!got) problems.push(`${key(want)}: missing`);
    else if (got.rows !== want.rows) problems.push(`${key(want)}: ${got.rows} rows, the backup had ${want.rows}`);
    else if (got.checksum !== want.checksum) problems.push(`${key(want)}: same row count, different content`);
  }
  for (const extra of found.keys()) problems.push(`${extra}: not in the backup`);
  if (problems.length > 0) {
    throw new BackupError(`the restored database does not match the backup:\n  ${problems.join('\n  ')}`);
  }
}
