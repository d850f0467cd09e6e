import { loadEnvFileIfPresent } from '../config/env-file';
import { loadConfig } from '../config/env';
import { databaseTarget, openDatabase, setupTarget } from './client';
import { runMigrations } from './migrate';
import { onSetupDatabase, withSetupLock } from './setup';

// The same configuration as `npm start`: the repo's .env when present, the real environment winning over it.
loadEnvFileIfPresent();
const config = loadConfig();
const database = await openDatabase(databaseTarget(config));
// Past a pooler in transaction mode, through DATABASE_DIRECT_URL (the lock is session-level).
await onSetupDatabase(database, setupTarget(config), (setup) => withSetupLock(setup, () => runMigrations(setup)));
await database.close();
console.log(`migrations applied (${database.kind})`);
