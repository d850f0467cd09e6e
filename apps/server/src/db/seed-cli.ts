import { loadEnvFileIfPresent } from '../config/env-file';
import { loadConfig } from '../config/env';
import { databaseTarget, openDatabase, setupTarget } from './client';
import { runMigrations } from './migrate';
import { seedContent } from './seed/seed';
import { onSetupDatabase, withSetupLock } from './setup';

// The same configuration as `npm start`: the repo's .env when present, the real environment winning over it.
loadEnvFileIfPresent();
const config = loadConfig();
const database = await openDatabase(databaseTarget(config));
await onSetupDatabase(database, setupTarget(config), (setup) =>
  withSetupLock(setup, async () => {
    await runMigrations(setup);
    await seedContent(setup.db, { demo: config.seedDemo });
  }),
);
await database.close();
console.log(
  config.seedDemo
    ? `site and demo content seeded (${database.kind})`
    : `site content seeded (${database.kind}); demo content left out (SEED_DEMO is off)`,
);
