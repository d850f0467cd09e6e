import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';
// The one upward import of the foundation at run time: Drizzle's typed client needs every module's tables.
import * as schema from '../modules/tables';

export type Schema = typeof schema;
/** The Drizzle client, whichever engine is underneath. Only repositories use it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A transaction handle; repositories accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Runs `work` while holding the PostgreSQL advisory lock `key`, so other processes on the same database that ask
   * for it wait their turn (see setup.ts). On PGlite `work` just runs: the database belongs to this one process and
   * has a single session, and a session-level advisory lock is re-entrant within its session, so it would exclude
   * nothing.
   */
  withAdvisoryLock<T>(key: number, work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string } | { kind: 'memory' };

export function databaseTarget(config: { DATABASE_URL?: string | undefined; DATA_DIR: string }): DatabaseTarget {
  if (config.DATABASE_URL) return { kind: 'postgres', url: config.DATABASE_URL };
  return { kind: 'pglite', dataDir: path.resolve(config.DATA_DIR, 'db') };
}

/** Told when an idle pooled connection fails (the server restarted, an admin ended the session). */
export type IdleConnectionErrorHandler = (error: Error) => void;

const warnOnStderr: IdleConnectionErrorHandler = (error) =>
  console.warn(`database: an idle connection failed: ${error.message}`);

export async function openDatabase(
  target: DatabaseTarget,
  onIdleError: IdleConnectionErrorHandler = warnOnStderr,
): Promise<Database> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle connection that dies (a PostgreSQL restart or failover) is emitted as 'error' on the pool, and an
    // 'error' event with no listener would crash the server. The pool drops that connection and opens a new one
    // when next needed, so noting it is enough.
    pool.on('error', onIdleError);
    // Fail fast with a clear error when the server is unreachable, instead of on the first request.
    const conn = await pool.connect();
    conn.release();
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      withAdvisoryLock: (key, work) => withPgAdvisoryLock(pool, key, work),
      close: () => pool.end(),
    };
  }
  // btree_gist backs the sessions' no-overlap constraint (migration 0012), as on PostgreSQL.
  const extensions = { btree_gist };
  let client: PGlite;
  if (target.kind === 'pglite') {
    mkdirSync(target.dataDir, { recursive: true });
    client = new PGlite(target.dataDir, { extensions });
  } else {
    client = new PGlite({ extensions });
  }
  await client.waitReady;
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return { db, kind: 'pglite', withAdvisoryLock: (_key, work) => work(), close: () => client.close() };
}

/**
 * A session-level lock lives on one connection: this holds one pooled connection for the lock while `work` runs on
 * the others, then unlocks on that same connection. A connection that cannot unlock is discarded instead of going
 * back to the pool; closing its session frees the lock all the same.
 */
async function withPgAdvisoryLock<T>(pool: pg.Pool, key: number, work: () => Promise<T>): Promise<T> {
  const conn = await pool.connect();
  let broken: Error | undefined;
  try {
    await conn.query('SELECT pg_advisory_lock($1)', [key]);
    return await work();
  } finally {
    try {
      await conn.query('SELECT pg_advisory_unlock($1)', [key]);
    } catch (error) {
      broken = error instanceof Error ? error : new Error(String(error));
    }
    conn.release(broken);
  }
}
