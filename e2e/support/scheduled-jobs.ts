import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';

/**
 * Makes periodic jobs due at once in a stopped app's embedded database (DATA_DIR/db, as the server opens it), so the
 * next start runs them at start-up.
 *
 * Why a test needs this: CLOCK_OFFSET_MINUTES moves the app's clock, but a job's next run is kept in scheduled_jobs on
 * the database's clock (decision 0035), which does not move, and a restart keeps that schedule. An app restarted "28
 * days later" a minute after the last run would otherwise wait the job's whole interval (the renewals: 10 minutes).
 * In real life those 28 days would have passed for the schedule too and the job would be overdue: this says so.
 * Only for a stopped app: PGlite allows one process on a data folder.
 */
export async function makeJobsDue(dataDir: string, names: readonly string[]): Promise<void> {
  const db = new PGlite(path.join(dataDir, 'db'), { extensions: { btree_gist } });
  try {
    const result = await db.query(
      'update scheduled_jobs set next_run_at = now(), locked_until = null, locked_by = null where name = any($1)',
      [names],
    );
    if (result.affectedRows !== names.length) {
      throw new Error(`expected the jobs ${names.join(', ')} in scheduled_jobs, found ${result.affectedRows ?? 0}`);
    }
  } finally {
    await db.close();
  }
}
