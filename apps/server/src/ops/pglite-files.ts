import { existsSync } from 'node:fs';
import { readdir, readlink } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { BackupError } from './backup-manifest';

/**
 * Opens the embedded database's folder as the server does (db/client.ts: btree_gist backs the sessions' no-overlap
 * constraint), or creates it from a dump (`loadDataDir`, PGlite's gzipped tarball of a data folder).
 */
export async function openPglite(dataDir: string, dump?: Blob): Promise<PGlite> {
  const client = new PGlite(dataDir, { extensions: { btree_gist }, ...(dump ? { loadDataDir: dump } : {}) });
  await client.waitReady;
  return client;
}

/**
 * The processes that have files of `dataDir` open (Linux /proc; our own user's processes are readable). PGlite
 * keeps the folder's WAL and table files open while the database is open, and has no lock of its own: two
 * processes opening one folder would both write to it.
 */
async function holders(dataDir: string): Promise<number[] | null> {
  if (!existsSync('/proc/self/fd')) return null;
  const prefix = `${path.resolve(dataDir)}${path.sep}`;
  const pids = (await readdir('/proc')).filter((name) => /^\d+$/.test(name));
  const found: number[] = [];
  for (const pid of pids) {
    const fds = await readdir(`/proc/${pid}/fd`).catch(() => []);
    for (const fd of fds) {
      const target = await readlink(`/proc/${pid}/fd/${fd}`).catch(() => '');
      if (target.startsWith(prefix)) {
        found.push(Number(pid));
        break;
      }
    }
  }
  return found;
}

/**
 * Refuses to go on while a server (or anything else) has the embedded database open. PGlite writes
 * `postmaster.pid` when it opens a folder and removes it when it closes; the file alone cannot tell a running
 * server from one that was killed (it holds no real process id), so where /proc exists the open files decide. Where
 * it does not (macOS), the file decides unless `force` (the operator knows no server runs).
 */
export async function assertNotInUse(dataDir: string, force: boolean): Promise<void> {
  const using = await holders(dataDir);
  if (using && using.length > 0) {
    throw new BackupError(
      `the embedded database in ${dataDir} is open in process ${using.join(', ')} (the server?): stop it first`,
    );
  }
  if (using === null && !force && existsSync(path.join(dataDir, 'postmaster.pid'))) {
    throw new BackupError(
      `the embedded database in ${dataDir} is open, or its server was killed without closing it ` +
        '(postmaster.pid is there): stop the server, or pass --force when you are sure none is running',
    );
  }
}
