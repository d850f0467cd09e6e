import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { paths } from '../paths';
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
