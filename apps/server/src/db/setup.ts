import { openDatabase, type Database, type DatabaseTarget } from './client';
import { runMigrations } from './migrate';
import { isUnseeded, seedContent } from './seed/seed';

/**
 * Key of the PostgreSQL advisory lock taken around migrating and seeding (an arbitrary fixed number, "E2C" in
 * ASCII; advisory locks are per database, so it only needs to differ from other locks taken on this one).
 */
export const SETUP_LOCK_KEY = 0x453243;

/**
 * Runs `work` (migrations, seeding) alone: instances starting together on one PostgreSQL, or a `npm run db:seed`
 * during a start, would otherwise both create the migrations table, apply the same migration or seed twice.
 */
export function withSetupLock<T>(database: Database, work: () => Promise<T>): Promise<T> {
  return database.withAdvisoryLock(SETUP_LOCK_KEY, work);
}

/**
 * Start-up: applies the migrations and seeds an empty database (the site's content, and the demo content when
 * `demo`, i.e. SEED_DEMO), one instance at a time. Whoever comes second finds the database migrated and seeded,
 * and does nothing. Returns whether this call seeded.
 */
export function migrateAndSeedIfEmpty(
  database: Database,
  options: { demo: boolean; onSeeding?: () => void },
): Promise<boolean> {
  return withSetupLock(database, async () => {
    await runMigrations(database);
    if (!(await isUnseeded(database.db))) return false;
    options.onSeeding?.();
    await seedContent(database.db, { demo: options.demo });
    return true;
  });
}

/**
 * Runs `work` on the database setup belongs to: a connection of its own to `direct` (DATABASE_DIRECT_URL, past a
 * pooler in transaction mode; closed afterwards) when given, otherwise the app's `database`.
 */
export async function onSetupDatabase<T>(
  database: Database,
  direct: DatabaseTarget | null,
  work: (setup: Database) => Promise<T>,
): Promise<T> {
  if (!direct) return work(database);
  const setup = await openDatabase(direct);
  try {
    return await work(setup);
  } finally {
    await setup.close();
  }
}
