import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { createScratchDatabase, type ScratchDatabase } from '../db/scratch-database';
import { migrateAndSeedIfEmpty } from '../db/setup';
import { LocalFileStore } from '../modules/files/local-store';
import { backup, dataPaths, type DataSettings } from './backup';
import { MANIFEST_FILE, type Manifest } from './backup-manifest';
import { openPglite } from './pglite-files';
import { restore } from './restore';
import { collectStats, inStatsTransaction, type SqlRunner } from './table-stats';

const serverUrl = process.env.TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;

/** Runs `work` on a raw connection to the database `settings` point at (the server is not running). */
async function onDatabase<T>(settings: DataSettings, work: (run: SqlRunner) => Promise<T>): Promise<T> {
  if (settings.databaseUrl) {
    const client = new pg.Client({ connectionString: settings.databaseUrl });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  }
  const client = await openPglite(dataPaths(settings.dataDir).database);
  try {
    return await work(client);
  } finally {
    await client.close();
  }
}

const statsOf = (settings: DataSettings) =>
  onDatabase(settings, (run) => inStatsTransaction(run, () => collectStats(run)));

/** A copy of the backup whose manifest `edit` changed. */
async function alteredCopy(folder: string, edit: (manifest: Manifest) => void): Promise<string> {
  const copy = `${folder}-altered-${randomBytes(3).toString('hex')}`;
  await cp(folder, copy, { recursive: true });
  const manifest = JSON.parse(await readFile(path.join(copy, MANIFEST_FILE), 'utf8')) as Manifest;
  edit(manifest);
  await writeFile(path.join(copy, MANIFEST_FILE), JSON.stringify(manifest));
  return copy;
}

describe(`npm run backup / restore on ${serverUrl ? 'PostgreSQL' : 'PGlite'}`, () => {
  let work: string;
  let scratch: ScratchDatabase | undefined;
  let settings: DataSettings;
  const fileBytes = randomBytes(70_000);
  const fileKey = 'profile-image-roundtrip.png';

  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'eazy2con-backup-'));
    scratch = serverUrl ? await createScratchDatabase(serverUrl, 'eazy2con_backup') : undefined;
    settings = { databaseUrl: scratch?.url, dataDir: path.join(work, 'data') };
    // The content a first start writes: migrations, the catalogue, blog posts and the demo mentors and learners.
    const database = await openDatabase(
      scratch
        ? { kind: 'postgres', url: scratch.url }
        : { kind: 'pglite', dataDir: dataPaths(settings.dataDir).database },
    );
    try {
      await migrateAndSeedIfEmpty(database, { demo: true });
    } finally {
      await database.close();
    }
    await new LocalFileStore(dataPaths(settings.dataDir).uploads).put(fileKey, Readable.from([fileBytes]), 'image/png');
  });
  afterAll(async () => {
    await scratch?.drop();
    await rm(work, { recursive: true, force: true });
  });

  /** Changes made after the backup, which a restore must undo. */
  async function changeEverything(): Promise<void> {
    await onDatabase(settings, async (run) => {
      await run.query('delete from testimonials');
      await run.query("update mentors set lastname = lastname || ' (changed)'");
      await run.query('delete from book_courses where ctid in (select ctid from book_courses limit 5)');
    });
    const uploads = dataPaths(settings.dataDir).uploads;
    await rm(path.join(uploads, fileKey), { force: true });
    await writeFile(path.join(uploads, 'added-later.pdf'), 'not in the backup');
  }

  it('restores every table (row counts and checksums) and the uploaded file byte for byte', async () => {
    const before = await statsOf(settings);
    const { manifest, folder } = await backup(settings, path.join(work, 'backups'));
    expect(manifest.database.kind).toBe(serverUrl ? 'postgres' : 'pglite');
    expect(manifest.tables).toEqual(before.tables);
    expect(manifest.migrations).toEqual(before.migrations);
    expect(manifest.migrations.newestTag).not.toBeNull();
    // Seeded content, not an empty schema: the demo learners' bookings, mentors, the catalogue.
    const rows = Object.fromEntries(before.tables.map((t) => [t.name, t.rows]));
    expect(rows.book_courses).toBeGreaterThan(5);
    expect(rows.testimonials).toBeGreaterThan(0);
    expect(rows.catalogue_courses).toBeGreaterThan(0);
    expect(manifest.uploads).toMatchObject({ kind: 'local', files: [{ name: fileKey, size: fileBytes.length }] });

    await changeEverything();
    const changed = await statsOf(settings);
    for (const name of ['testimonials', 'mentors', 'book_courses']) {
      expect(changed.tables.find((t) => t.name === name)).not.toEqual(before.tables.find((t) => t.name === name));
    }

    const result = await restore(settings, folder);
    expect(await statsOf(settings)).toEqual(before);
    const uploads = dataPaths(settings.dataDir).uploads;
    expect(Buffer.compare(await readFile(path.join(uploads, fileKey)), fileBytes)).toBe(0);
    await expect(readFile(path.join(uploads, 'added-later.pdf'))).rejects.toThrow(/ENOENT/);
    // What was replaced is kept aside, not deleted.
    expect(result.keptAside.some((kept) => kept.startsWith(`${uploads}.before-restore-`))).toBe(true);
    const database = dataPaths(settings.dataDir).database;
    expect(result.keptAside.some((kept) => kept.startsWith(`${database}.before-restore-`))).toBe(!serverUrl);
  });

  it('refuses a backup from a newer migration level than this build knows, touching nothing', async () => {
    const { folder } = await backup(settings, path.join(work, 'backups'));
    const newer = await alteredCopy(folder, (manifest) => {
      manifest.migrations.newestAt += 1;
      manifest.migrations.newestTag = '9999_from_the_future';
    });
    await changeEverything();
    const changed = await statsOf(settings);
    await expect(restore(settings, newer)).rejects.toThrow(/newer version of the app.*9999_from_the_future/);
    expect(await statsOf(settings)).toEqual(changed);
  });

  it('fails when the restored content differs from the manifest, and a damaged dump is refused', async () => {
    const { folder } = await backup(settings, path.join(work, 'backups'));
    const wrong = await alteredCopy(folder, (manifest) => {
      const table = manifest.tables.find((t) => t.name === 'mentors');
      if (table) table.checksum = '0'.repeat(32);
    });
    await changeEverything();
    const changed = await statsOf(settings);
    await expect(restore(settings, wrong)).rejects.toThrow(/public\.mentors: same row count, different content/);
    // The embedded database is built beside the live one and only swapped in once it matches.
    if (!serverUrl) expect(await statsOf(settings)).toEqual(changed);

    const damaged = await alteredCopy(folder, () => undefined);
    const manifest = JSON.parse(await readFile(path.join(damaged, MANIFEST_FILE), 'utf8')) as Manifest;
    await writeFile(path.join(damaged, manifest.database.file.name), 'truncated');
    await expect(restore(settings, damaged)).rejects.toThrow(/missing or damaged/);
  });

  it.runIf(!serverUrl)('refuses to back up the embedded database while it is open', async () => {
    const holder = await openPglite(dataPaths(settings.dataDir).database);
    try {
      await expect(backup(settings, path.join(work, 'backups'))).rejects.toThrow(
        new RegExp(`is open in process ${process.pid}`),
      );
    } finally {
      await holder.close();
    }
  });

  it.runIf(Boolean(serverUrl))('refuses to restore PostgreSQL while another connection is open', async () => {
    const { folder } = await backup(settings, path.join(work, 'backups'));
    const other = new pg.Client({ connectionString: settings.databaseUrl });
    await other.connect();
    try {
      await expect(restore(settings, folder)).rejects.toThrow(/1 other connection/);
      expect((await restore({ ...settings, force: true }, folder)).manifest.tables.length).toBeGreaterThan(50);
      // A table the backup lacks (a newer migration's) would outlive --clean: refused before anything is replaced.
      await other.query('create table public.added_by_a_newer_build (id int)');
      await expect(restore({ ...settings, force: true }, folder)).rejects.toThrow(
        /tables the backup does not \(public\.added_by_a_newer_build\)/,
      );
      await other.query('drop table public.added_by_a_newer_build');
    } finally {
      await other.end();
    }
  });
});
