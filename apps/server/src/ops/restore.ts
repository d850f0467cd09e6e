import { existsSync } from 'node:fs';
import { copyFile, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { dataPaths, type DataSettings } from './backup';
import { BackupError, assertRestorableLevel, readManifest, type Manifest } from './backup-manifest';
import { restorePostgres, stagePglite } from './restore-database';
import { assertSameFiles, copyUploads, sha256File } from './upload-files';

export interface RestoreResult {
  manifest: Manifest;
  /** What the restore replaced, kept under a `.before-restore-…` name for the operator to delete. */
  keptAside: string[];
  /** Things the operator must know (uploads left in S3, …). */
  notes: string[];
}

/** Moves `live` aside (when there) and `staged` into its place; answers where the old one went. */
async function swapIn(live: string, staged: string, stamp: string): Promise<string | null> {
  let aside: string | null = null;
  if (existsSync(live)) {
    aside = `${live}.before-restore-${stamp}`;
    await rename(live, aside);
  }
  await rename(staged, live);
  return aside;
}

/** Refuses a backup that cannot be restored here, before anything is touched. */
async function checkBackup(folder: string, settings: DataSettings): Promise<Manifest> {
  const manifest = await readManifest(folder);
  assertRestorableLevel(manifest.migrations);
  const target = settings.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.database.kind !== target) {
    throw new BackupError(
      `this is a ${manifest.database.kind} backup and the database here is ${target}: ` +
        (target === 'postgres' ? 'unset DATABASE_URL to restore the embedded database' : 'set DATABASE_URL'),
    );
  }
  const dump = path.join(folder, manifest.database.file.name);
  if (!existsSync(dump) || (await sha256File(dump)).sha256 !== manifest.database.file.sha256) {
    throw new BackupError(`${dump} is missing or damaged (its checksum differs from the manifest's)`);
  }
  if (manifest.uploads.kind === 'local') {
    await assertSameFiles(path.join(folder, 'uploads'), manifest.uploads.files, "the backup's uploads");
  }
  return manifest;
}

/**
 * Restores a backup folder over the data `settings` point at: the database (verified table by table against the
 * manifest), the local uploads (verified file by file) and the fallback auth secret. The server must be stopped.
 * PostgreSQL is replaced in one transaction; the embedded database and the uploads are built beside the live
 * folders, verified, then swapped in, the old folders kept aside.
 */
export async function restore(settings: DataSettings, folder: string): Promise<RestoreResult> {
  const manifest = await checkBackup(folder, settings);
  const force = settings.force ?? false;
  const paths = dataPaths(settings.dataDir);
  const stamp = new Date().toISOString().replaceAll(':', '-');
  const dump = path.join(folder, manifest.database.file.name);
  const notes: string[] = [];
  const keptAside: string[] = [];

  const stagedUploads = `${paths.uploads}.restoring`;
  const uploads = manifest.uploads;
  const restoreUploads = uploads.kind === 'local' && !settings.s3Bucket;
  if (uploads.kind === 'local' && settings.s3Bucket) {
    notes.push(
      `the backup holds ${uploads.files.length} local upload(s) but S3_BUCKET is set: they were not restored; ` +
        `copy ${path.join(folder, 'uploads')} into the bucket if they belong there`,
    );
  }
  if (uploads.kind === 's3') notes.push(`uploads were not in this backup: ${uploads.note}`);
  if (restoreUploads) {
    await rm(stagedUploads, { recursive: true, force: true });
    await copyUploads(path.join(folder, 'uploads'), stagedUploads);
    await assertSameFiles(stagedUploads, uploads.files, 'the restored uploads');
  }

  try {
    if (settings.databaseUrl) {
      await restorePostgres(settings.databaseUrl, dump, manifest, force);
    } else {
      const staging = `${paths.database}.restoring`;
      await stagePglite(paths.database, staging, dump, manifest, force);
      const aside = await swapIn(paths.database, staging, stamp);
      if (aside) keptAside.push(aside);
    }
  } catch (error) {
    await rm(stagedUploads, { recursive: true, force: true });
    throw error;
  }

  if (restoreUploads) {
    const aside = await swapIn(paths.uploads, stagedUploads, stamp);
    if (aside) keptAside.push(aside);
  }
  if (manifest.authSecretFile) {
    const saved = path.join(folder, 'auth-secret');
    const current = existsSync(paths.authSecret) ? await readFile(paths.authSecret, 'utf8') : null;
    if (current !== (await readFile(saved, 'utf8'))) {
      if (current !== null) {
        const aside = `${paths.authSecret}.before-restore-${stamp}`;
        await rename(paths.authSecret, aside);
        keptAside.push(aside);
      }
      await copyFile(saved, paths.authSecret);
    }
  }
  return { manifest, keptAside, notes };
}
