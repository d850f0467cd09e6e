import { loadConfig } from '../config/env';
import { databaseTarget, openDatabase } from './client';
import { runMigrations } from './migrate';
import { seedDemoContent } from './seed/seed';

const config = loadConfig();
const database = await openDatabase(databaseTarget(config));
await runMigrations(database);
await seedDemoContent(database.db);
await database.close();
console.log(`demo content seeded (${database.kind})`);
