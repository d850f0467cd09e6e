import { openDatabase, type Database } from '../db/client';
import { runMigrations } from '../db/migrate';
import { createScratchDatabase } from '../db/scratch-database';

/**
 * A fresh, migrated database for one test file: PGlite in memory by default, or a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL when the 'postgres' test project runs (dropped afterwards).
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  if (!serverUrl) {
    const database = await openDatabase({ kind: 'memory' });
    await runMigrations(database);
    return database;
  }
  const scratch = await createScratchDatabase(serverUrl, 'eazy2con_test');
  const database = await openDatabase({ kind: 'postgres', url: scratch.url });
  await runMigrations(database);
  return {
    ...database,
    async close() {
      await database.close();
      await scratch.drop();
    },
  };
}
