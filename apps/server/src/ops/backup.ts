import { existsSync } from 'node:fs';
import { copyFile, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { z } from 'zod';
import {
  BACKUP_FORMAT,
  BackupError,
  appVersion,
  writeManifest,
  type Manifest,
  type MigrationLevel,
  type TableStat,
} from './backup-manifest';
import { assertNotInUse, openPglite } from './pglite-files';
import { pgDump } from './pg-tools';
import { collectStats, inStatsTransaction } from './table-stats';
import { copyUploads, sha256File } from './upload-files';

/** Where the data is: the same settings the server reads (config/env.ts). */
export interface DataSettings {
  /** PostgreSQL: DATABASE_DIRECT_URL when set (a transaction-mode pooler cannot dump), else DATABASE_URL. */
  databaseUrl?: string | undefined;
  /** DATA_DIR: the embedded database (db/), local uploads (uploads/) and the fallback auth secret. */
  dataDir: string;
  /** S3_BUCKET: uploads are in the bucket, not in DATA_DIR. */
  s3Bucket?: string | undefined;
  /** Go on although the embedded database looks open and /proc cannot say by whom (see pglite-files.ts). */
  force?: boolean;
}

export const S3_NOTE =
  'Uploads are in the S3 bucket and are not copied: protect them with the store’s own versioning and ' +
  'replication (docs/deploy.md, "Backup and restore").';

export const dataPaths = (dataDir: string) => ({
  database: path.resolve(dataDir, 'db'),
  uploads: path.resolve(dataDir, 'uploads'),
  authSecret: path.resolve(dataDir, 'auth-secret'),
});

interface DumpResult {
  file: string;
  serverVersion: string;
  tables: TableStat[];
  migrations: MigrationLevel;
}

const snapshotRow = z.object({ id: z.string(), version: z.string() });

async function dumpPostgres(url: string, folder: string): Promise<DumpResult> {
  const file = 'database.pgdump';
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await inStatsTransaction(client, async () => {
      const snapshot = snapshotRow.parse(
        (await client.query("select pg_export_snapshot() as id, current_setting('server_version') as version")).rows[0],
      );
      const stats = await collectStats(client);
      // pg_dump reads the snapshot this transaction exported, so it must stay open until the dump is written.
      await pgDump(url, path.join(folder, file), snapshot.id);
      return { file, serverVersion: `PostgreSQL ${snapshot.version}`, ...stats };
    });
  } finally {
    await client.end();
  }
}

async function dumpPglite(dataDir: string, folder: string, force: boolean): Promise<DumpResult> {
  const file = 'database.tar.gz';
  const { database } = dataPaths(dataDir);
  if (!existsSync(path.join(database, 'PG_VERSION'))) {
    throw new BackupError(`there is no embedded database in ${database} (DATA_DIR is ${dataDir})`);
  }
  await assertNotInUse(database, force);
  const client = await openPglite(database);
  try {
    const stats = await inStatsTransaction(client, () => collectStats(client));
    const version = await client.query("select current_setting('server_version') as version");
    const dump = await client.dumpDataDir('gzip');
    await writeFile(path.join(folder, file), Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
    const { version: serverVersion } = snapshotRow.pick({ version: true }).parse(version.rows[0]);
    return { file, serverVersion: `PGlite (PostgreSQL ${serverVersion})`, ...stats };
  } finally {
    await client.close();
  }
}

/**
 * Takes one backup into a new folder under `outRoot` and answers it: the database's dump, the local uploads, the
 * fallback auth secret when there is one, and manifest.json. The folder is written under a `.partial` name and
 * renamed when complete, so a folder without that suffix is a whole backup.
 */
export async function backup(settings: DataSettings, outRoot: string): Promise<{ folder: string; manifest: Manifest }> {
  const kind = settings.databaseUrl ? 'postgres' : 'pglite';
  const createdAt = new Date();
  const folder = path.resolve(outRoot, `eazy2con-${kind}-${createdAt.toISOString().replaceAll(':', '-')}`);
  const partial = `${folder}.partial`;
  await mkdir(partial, { recursive: true, mode: 0o700 });
  try {
    const dumped = settings.databaseUrl
      ? await dumpPostgres(settings.databaseUrl, partial)
      : await dumpPglite(settings.dataDir, partial, settings.force ?? false);
    if (dumped.migrations.applied === 0) {
      throw new BackupError(
        'this database has no migrations applied: it is not an eazy2con database (check DATABASE_URL)',
      );
    }
    const paths = dataPaths(settings.dataDir);
    const uploads: Manifest['uploads'] = settings.s3Bucket
      ? { kind: 's3', bucket: settings.s3Bucket, note: S3_NOTE }
      : { kind: 'local', files: await copyUploads(paths.uploads, path.join(partial, 'uploads')) };
    const authSecretFile = existsSync(paths.authSecret);
    if (authSecretFile) await copyFile(paths.authSecret, path.join(partial, 'auth-secret'));
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      createdAt: createdAt.toISOString(),
      app: appVersion(),
      database: {
        kind,
        file: { name: dumped.file, ...(await sha256File(path.join(partial, dumped.file))) },
        serverVersion: dumped.serverVersion,
      },
      migrations: dumped.migrations,
      tables: dumped.tables,
      uploads,
      authSecretFile,
    };
    await writeManifest(partial, manifest);
    await rename(partial, folder);
    return { folder, manifest };
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
}
