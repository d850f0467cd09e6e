import { loadEnvFileIfPresent } from '../config/env-file';
import { loadConfig } from '../config/env';
import { databaseTarget, openDatabase } from './client';
import { runMigrations } from './migrate';
import { withSetupLock } from './setup';

// The same configuration as `npm start`: the repo's .env when present, the real environment winning over it.
loadEnvFileIfPresent();
const config = loadConfig();
const database = await openDatabase(databaseTarget(config));
await withSetupLock(database, () => runMigrations(database));
await database.close();
console.log(`migrations applied (${database.kind})`);
