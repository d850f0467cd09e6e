import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
/**
 * The Drizzle client, whichever engine is underneath. Only repositories use it. It is made without the tables: the
 * repositories name the tables they query (`db.select().from(table)`), and nothing uses Drizzle's relational
 * `db.query` API, so the foundation names no module (decision 0041); drizzle-kit finds the tables by glob.
 */
export type Db = PgDatabase<PgQueryResultHKT>;

/** btree_gist backs the sessions' no-overlap constraint (migration 0012), as on PostgreSQL. */
export const PGLITE_EXTENSIONS = { btree_gist };
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
  /** One `select 1` on the engine itself (readiness: the database answers). */
  ping(): Promise<void>;
  /** The pool's connections (PostgreSQL); null for PGlite, which has one connection and no pool. */
  poolStats(): PoolStats | null;
  /**
   * PGlite only: the whole data directory as it is now, to open copies with `{ kind: 'memory', from }`. Opening a
   * copy skips initdb and the migrations, about five times faster than a new database (the API tests' template).
   */
  snapshot?: () => Promise<Blob>;
  close(): Promise<void>;
}

export interface PoolStats {
  /** Connections open, in use or idle. */
  total: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
  max: number;
}

/**
 * 'transaction': a pooler (PgBouncer in transaction mode) may run each transaction on a different server
 * connection, so nothing may rely on a connection's own state: statements are never prepared by name.
 */
export type PoolMode = 'session' | 'transaction';

/** The pool's size per instance: several instances share the server's max_connections (or the pooler's). */
const POOL_MAX = 10;

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolMode?: PoolMode }
  | { kind: 'pglite'; dataDir: string }
  /** In memory; `from` is a data directory taken with `snapshot()` to start from (the tests' migrated template). */
  | { kind: 'memory'; from?: Blob };

interface DatabaseSettings {
  DATABASE_URL?: string | undefined;
  DATABASE_POOL_MODE?: PoolMode;
  DATA_DIR: string;
}

export function databaseTarget(config: DatabaseSettings): DatabaseTarget {
  if (config.DATABASE_URL) {
    return { kind: 'postgres', url: config.DATABASE_URL, poolMode: config.DATABASE_POOL_MODE ?? 'session' };
  }
  return { kind: 'pglite', dataDir: path.resolve(config.DATA_DIR, 'db') };
}

/**
 * Where migrations and seeding run: PostgreSQL itself (DATABASE_DIRECT_URL) when set, because they hold a
 * session-level advisory lock (setup.ts) that a pooler in transaction mode would not keep on one server connection;
 * null when the app's own database is the right one.
 */
export function setupTarget(
  config: DatabaseSettings & { DATABASE_DIRECT_URL?: string | undefined },
): DatabaseTarget | null {
  if (!config.DATABASE_URL || !config.DATABASE_DIRECT_URL) return null;
  return { kind: 'postgres', url: config.DATABASE_DIRECT_URL, poolMode: 'session' };
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
    const pool = new pg.Pool({ connectionString: target.url, max: POOL_MAX });
    // Named statements (the repositories' `.prepare(name)`) live in one server session; behind a transaction-mode
    // pooler the next run may land on a session that does not have them. Unnamed statements are parsed each time.
    if (target.poolMode === 'transaction') pool.on('connect', withoutStatementNames);
    // An idle connection that dies (a PostgreSQL restart or failover) is emitted as 'error' on the pool, and an
    // 'error' event with no listener would crash the server. The pool drops that connection and opens a new one
    // when next needed, so noting it is enough.
    pool.on('error', onIdleError);
    // Fail fast with a clear error when the server is unreachable, instead of on the first request.
    const conn = await pool.connect();
    conn.release();
    const db = drizzlePg({ client: pool }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      withAdvisoryLock: (key, work) => withPgAdvisoryLock(pool, key, work),
      ping: async () => {
        await pool.query('select 1');
      },
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: POOL_MAX }),
      close: () => pool.end(),
    };
  }
  const extensions = PGLITE_EXTENSIONS;
  let client: PGlite;
  if (target.kind === 'pglite') {
    mkdirSync(target.dataDir, { recursive: true });
    client = new PGlite(target.dataDir, { extensions });
  } else {
    client = new PGlite({ extensions, ...(target.from ? { loadDataDir: target.from } : {}) });
  }
  await client.waitReady;
  return pgliteDatabase(client);
}

/** The Database over a ready PGlite (the API tests hand one PGlite to file after file; test/test-database.ts). */
export function pgliteDatabase(client: PGlite): Database {
  const db = drizzlePglite({ client }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    withAdvisoryLock: (_key, work) => work(),
    ping: async () => {
      await client.query('select 1');
    },
    poolStats: () => null,
    snapshot: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}

type QueryFunction = (...args: unknown[]) => unknown;

/** Drops the `name` of every query config this connection is given, so no statement is prepared by name. */
function withoutStatementNames(client: pg.PoolClient): void {
  const target = client as unknown as { query: QueryFunction };
  const query = target.query.bind(client);
  target.query = (...args: unknown[]) => {
    const [first, ...rest] = args;
    if (typeof first === 'object' && first !== null && 'name' in first) {
      const { name: _unnamed, ...config } = first;
      return query(config, ...rest);
    }
    return query(...args);
  };
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
