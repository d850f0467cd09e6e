import { loadConfig } from '../config/env';
import { databaseTarget, openDatabase } from './client';
import { runMigrations } from './migrate';

const config = loadConfig();
const database = await openDatabase(databaseTarget(config));
await runMigrations(database);
await database.close();
console.log(`migrations applied (${database.kind})`);
