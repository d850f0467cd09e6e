import { spawn } from 'node:child_process';
import { BackupError } from './backup-manifest';

/**
 * The connection string without its password, and the password for PGPASSWORD: a password in the arguments
 * would be readable by every user of the machine in the process list.
 */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

/** Runs a PostgreSQL client program; its messages go to our stderr, a failure becomes a BackupError. */
function runTool(program: 'pg_dump' | 'pg_restore', args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env, stdio: ['ignore', 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        new BackupError(
          error.code === 'ENOENT'
            ? `${program} was not found on PATH: install PostgreSQL's client programs, the server's major version ` +
                'or newer (Debian: apt-get install postgresql-client)'
            : `${program} could not start: ${error.message}`,
        ),
      );
    });
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new BackupError(`${program} failed (exit ${code}):\n${stderr.trim()}`));
    });
  });
}

/**
 * pg_dump's custom format (compressed, restorable table by table) of the snapshot `snapshot`, exported by the
 * transaction that computed the manifest's checksums: the dump and the manifest describe the same moment.
 */
export function pgDump(url: string, file: string, snapshot: string): Promise<void> {
  const { dbname, env } = connection(url);
  return runTool('pg_dump', ['--format=custom', `--snapshot=${snapshot}`, `--file=${file}`, `--dbname=${dbname}`], env);
}

/**
 * Replaces what the dump holds in `url`'s database, in one transaction (a failure leaves the database as it was).
 * --no-owner and --no-privileges: the restoring role owns everything, so a backup restores onto another server
 * whose roles differ.
 */
export function pgRestore(url: string, file: string): Promise<void> {
  const { dbname, env } = connection(url);
  return runTool(
    'pg_restore',
    ['--clean', '--if-exists', '--no-owner', '--no-privileges', '--single-transaction', `--dbname=${dbname}`, file],
    env,
  );
}
