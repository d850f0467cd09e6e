import { openDatabase, type Database } from '../db/client';
import { createScratchDatabase } from '../db/scratch-database';
import { pgliteTemplate, postgresTemplate } from './migrated-templates';

/**
 * A fresh, migrated database for one test file: PGlite in memory by default, or a new database on the PostgreSQL
 * server named by TEST_DATABASE_URL when the 'postgres' test project runs (dropped afterwards). Either is a copy of
 * a template migrated once (migrated-templates.ts).
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  if (!serverUrl) {
    return openDatabase({ kind: 'memory', from: await pgliteTemplate() });
  }
  const scratch = await createScratchDatabase(serverUrl, 'eazy2con_test', await postgresTemplate(serverUrl));
  const database = await openDatabase({ kind: 'postgres', url: scratch.url });
  return {
    ...database,
    async close() {
      await database.close();
      await scratch.drop();
    },
  };
}
