import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { paths } from '../paths';
import { hasSqlState } from '../lib/sql-state';
import type { Database } from './client';

/** Applies the committed drizzle-kit migrations; safe to run on every start. */
export async function runMigrations(database: Database): Promise<void> {
  const options = { migrationsFolder: paths.migrations };
  if (database.kind === 'postgres') {
    await migratePg(database.db as unknown as NodePgDatabase, options);
  } else {
    await migratePglite(database.db as unknown as PgliteDatabase, options);
  }
}

/** When the newest committed migration was made (drizzle-kit's journal), read once. */
let newestMigration: number | null = null;
function newestMigrationMillis(): number {
  if (newestMigration === null) {
    const journal: unknown = JSON.parse(readFileSync(path.join(paths.migrations, 'meta', '_journal.json'), 'utf8'));
    const entries = (journal as { entries: { when: number }[] }).entries;
    newestMigration = Math.max(0, ...entries.map((entry) => entry.when));
  }
  return newestMigration;
}

/**
 * Whether every migration this build carries is applied (readiness). Drizzle's migrator records each applied
 * migration's journal time in drizzle.__drizzle_migrations and applies those newer than the last recorded, so the
 * database is up to date when its newest record is at least this build's newest migration. A newer build's
 * migrations (a rolling upgrade) leave an older instance ready: migrations are additive (docs/deploy.md).
 */
export async function migrationsApplied(database: Database): Promise<boolean> {
  let raw: unknown;
  try {
    raw = await database.db.execute(sql`select max(created_at) as newest from drizzle.__drizzle_migrations`);
  } catch (error) {
    // No migrations table (42P01) or schema (3F000) yet: nothing is applied. Anything else is the database's.
    if (hasSqlState(error, '42P01') || hasSqlState(error, '3F000')) return false;
    throw error;
  }
  const newest = (raw as { rows: { newest: string | number | null }[] }).rows[0]?.newest;
  return newest !== null && newest !== undefined && Number(newest) >= newestMigrationMillis();
}
