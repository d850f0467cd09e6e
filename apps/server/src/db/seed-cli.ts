import { loadEnvFileIfPresent } from '../config/env-file';
import { loadConfig } from '../config/env';
import { databaseTarget, openDatabase } from './client';
import { runMigrations } from './migrate';
import { seedDemoContent } from './seed/seed';
import { withSetupLock } from './setup';

// The same configuration as `npm start`: the repo's .env when present, the real environment winning over it.
loadEnvFileIfPresent();
const config = loadConfig();
const database = await openDatabase(databaseTarget(config));
await withSetupLock(database, async () => {
  await runMigrations(database);
  await seedDemoContent(database.db);
});
await database.close();
console.log(`demo content seeded (${database.kind})`);
