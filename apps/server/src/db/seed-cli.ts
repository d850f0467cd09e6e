import { loadEnvFileIfPresent } from '../config/env-file';
import { loadConfig } from '../config/env';
import { databaseTarget, openDatabase } from './client';
import { runMigrations } from './migrate';
import { seedContent } from './seed/seed';
import { withSetupLock } from './setup';

// The same configuration as `npm start`: the repo's .env when present, the real environment winning over it.
loadEnvFileIfPresent();
const config = loadConfig();
const database = await openDatabase(databaseTarget(config));
await withSetupLock(database, async () => {
  await runMigrations(database);
  await seedContent(database.db, { demo: config.seedDemo });
});
await database.close();
console.log(
  config.seedDemo
    ? `site and demo content seeded (${database.kind})`
    : `site content seeded (${database.kind}); demo content left out (SEED_DEMO is off)`,
);
