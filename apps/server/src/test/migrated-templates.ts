import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import pg from 'pg';
import { openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { paths } from '../paths';

/*
 * Every API test file starts from a migrated, empty database. Making one from nothing is initdb plus every migration:
 * about 2.5 s of CPU on PGlite, more than many test files' own tests, times two database variants and 120 files.
 * So the migrated database is made once and copied: a PGlite data directory kept in a file, and a PostgreSQL
 * template database. Both are named by a digest of the migrations (and PGlite's version), so a new migration makes a
 * new template and a stale one is never used.
 */

const require = createRequire(import.meta.url);

function migrationsDigest(): string {
  const hash = createHash('sha256');
  // PGlite's own build (its data directory format): the file its package resolves to.
  hash.update(readFileSync(require.resolve('@electric-sql/pglite')));
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else hash.update(entry.name).update(readFileSync(file));
    }
  };
  walk(paths.migrations);
  return hash.digest('hex').slice(0, 16);
}

let digest: string | undefined;
const templateDigest = (): string => (digest ??= migrationsDigest());

/**
 * The migrated PGlite data directory, from a file shared by every test worker of every run on this machine. Two
 * workers that miss it at once both make it; each writes its own file and renames it into place, so a reader never
 * sees half a file.
 */
export async function pgliteTemplate(): Promise<Blob> {
  const dir = path.join(tmpdir(), 'eazy2con-test-templates');
  const file = path.join(dir, `pglite-${templateDigest()}.tar`);
  try {
    return new Blob([readFileSync(file)]);
  } catch {
    const database = await openDatabase({ kind: 'memory' });
    try {
      await runMigrations(database);
      const snapshot = database.snapshot;
      if (!snapshot) throw new Error('an in-memory database can always be snapshotted');
      const blob = await snapshot();
      mkdirSync(dir, { recursive: true });
      const partial = `${file}.${process.pid}.${Date.now()}`;
      writeFileSync(partial, Buffer.from(await blob.arrayBuffer()));
      renameSync(partial, file);
      return blob;
    } finally {
      await database.close();
    }
  }
}

/** A lock number of our own for making the template (pg_advisory_lock takes a bigint). */
const TEMPLATE_LOCK = 0x2c0e7e5;

/**
 * The name of a migrated template database on the PostgreSQL server of `serverUrl`, made by the first test file
 * that asks (under an advisory lock, so parallel workers wait for it rather than race). It is made under another
 * name and renamed when complete: a template that exists is a whole one. Older templates are left alone (a few MB
 * each): another checkout on this machine may be running its tests from one.
 */
export async function postgresTemplate(serverUrl: string): Promise<string> {
  const name = `eazy2con_template_${templateDigest()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const exists = async () =>
      (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
    if (await exists()) return name;
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    try {
      if (await exists()) return name;
      const building = `${name}_building`;
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${building}`);
      const url = new URL(serverUrl);
      url.pathname = `/${building}`;
      const database = await openDatabase({ kind: 'postgres', url: url.toString() });
      try {
        await runMigrations(database);
      } finally {
        await database.close();
      }
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      return name;
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    }
  } finally {
    await admin.end();
  }
}
