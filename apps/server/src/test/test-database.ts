import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { openDatabase, PGLITE_EXTENSIONS, pgliteDatabase, type Database } from '../db/client';
import { createScratchDatabase } from '../db/scratch-database';
import { pgliteTemplate, postgresTemplate } from './migrated-templates';

/**
 * A fresh, migrated database for one test file: PGlite in memory by default, or a new database on the PostgreSQL
 * server named by TEST_DATABASE_URL when the 'postgres' test project runs (dropped afterwards). Either starts as a
 * copy of a template migrated once (migrated-templates.ts).
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  if (!serverUrl) return takePglite();
  const scratch = await createScratchDatabase(serverUrl, 'eazy2con_test', await postgresTemplate(serverUrl));
  const database = await openDatabase({ kind: 'postgres', url: scratch.url });
  return {
    ...database,
    async close() {
      await database.close();
      await scratch.drop();
    },
  };
}

/*
 * PGlite databases the worker's earlier test files closed. Opening a copy of the template is 3–5 s of CPU (PGlite
 * starts its WebAssembly Postgres and unpacks 44 MB), most of a small file's time, 160 times a run; emptying a used
 * one is a TRUNCATE. The server's test files share a worker's module graph (vitest `isolate: false`), so a database
 * closed by one file is emptied and handed to the next. The template holds no rows but the migrations' own
 * (checked when a database is first emptied), so "empty" is the template's state: every table truncated, every
 * sequence restarted.
 */
const idle: PGlite[] = [];

async function takePglite(): Promise<Database> {
  let client = idle.pop();
  if (client) await emptyAgain(pgliteDatabase(client));
  else {
    client = new PGlite({ extensions: PGLITE_EXTENSIONS, loadDataDir: await pgliteTemplate() });
    await client.waitReady;
  }
  const shared = client;
  // The file's own handle: once it closes, every query through it fails as on a closed PGlite (tests close their
  // database to see how the app fails), while the PGlite itself waits for the next file.
  let closed = false;
  const handle = new Proxy(shared, {
    get(target, property) {
      if (closed && (property === 'query' || property === 'exec' || property === 'transaction')) {
        return () => Promise.reject(new Error('PGlite is closed'));
      }
      const value: unknown = Reflect.get(target, property);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  return {
    ...pgliteDatabase(handle),
    close() {
      if (!closed) idle.push(shared);
      closed = true;
      return Promise.resolve();
    },
  };
}

interface PublicSchema {
  tables: string[];
  sequences: string[];
}
let schema: PublicSchema | undefined;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const quoted = (name: string) => `public."${name.replaceAll('"', '""')}"`;

async function publicSchema(database: Database): Promise<PublicSchema> {
  if (schema) return schema;
  const tables = rowsOf<{ name: string }>(
    await database.db.execute(sql`select tablename as name from pg_tables where schemaname = 'public'`),
  ).map((row) => row.name);
  const sequences = rowsOf<{ name: string }>(
    await database.db.execute(sql`select sequencename as name from pg_sequences where schemaname = 'public'`),
  ).map((row) => row.name);
  return (schema = { tables, sequences });
}

/** Back to the template's state: the migrations' table (outside `public`) untouched, everything in `public` empty. */
async function emptyAgain(database: Database): Promise<void> {
  const { tables, sequences } = await publicSchema(database);
  await database.db.execute(sql.raw(`TRUNCATE ${tables.map(quoted).join(', ')} RESTART IDENTITY CASCADE`));
  for (const sequence of sequences) await database.db.execute(sql.raw(`ALTER SEQUENCE ${quoted(sequence)} RESTART`));
}

/**
 * For the test that proves the reuse safe: the template's tables in `public` are all empty (a migration that seeds
 * rows would make `emptyAgain` lose them, and this says so).
 */
export async function templateRowCounts(): Promise<Record<string, number>> {
  const database = await openDatabase({ kind: 'memory', from: await pgliteTemplate() });
  try {
    const { tables } = await publicSchema(database);
    const counts: Record<string, number> = {};
    for (const table of tables) {
      const [row] = rowsOf<{ n: number }>(
        await database.db.execute(sql.raw(`select count(*)::int as n from ${quoted(table)}`)),
      );
      counts[table] = row?.n ?? 0;
    }
    return counts;
  } finally {
    await database.close();
  }
}
