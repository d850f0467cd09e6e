import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './free-port';

const execFileAsync = promisify(execFile);

interface RunAs {
  uid?: number;
  gid?: number;
}

/** The newest installed PostgreSQL's programs (Debian: /usr/lib/postgresql/<major>/bin). */
function postgresBin(): string {
  const base = '/usr/lib/postgresql';
  const majors = existsSync(base)
    ? readdirSync(base)
        .filter((v) => existsSync(path.join(base, v, 'bin/initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!majors[0]) throw new Error(`no PostgreSQL server programs under ${base} (apt-get install postgresql)`);
  return path.join(base, majors[0], 'bin');
}

/**
 * A PostgreSQL server of the test's own (initdb into a temporary folder, on a free port), so that stopping it
 * disturbs nobody else's tests (the machine's PostgreSQL on 5432 is shared). PostgreSQL refuses to run as root:
 * as root, its programs run as the `postgres` user, who then owns the folder.
 */
export class PrivatePostgres {
  private readonly bin = postgresBin();
  private readonly runAs: RunAs;

  private constructor(
    readonly dir: string,
    readonly port: number,
  ) {
    this.runAs = process.getuid?.() === 0 ? postgresUser() : {};
  }

  static async create(folder: string): Promise<PrivatePostgres> {
    const server = new PrivatePostgres(folder, await freePort());
    mkdirSync(folder, { recursive: true });
    if (server.runAs.uid !== undefined && server.runAs.gid !== undefined) {
      chownSync(folder, server.runAs.uid, server.runAs.gid);
    }
    await server.run('initdb', ['-D', server.dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
    await server.up();
    return server;
  }

  private get dataDir(): string {
    return path.join(this.dir, 'data');
  }

  /** A URL of a database on this server. */
  url(database: string): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  async up(): Promise<void> {
    const options = `-p ${this.port} -c listen_addresses=127.0.0.1 -k ${this.dir} -c fsync=off -c max_connections=100`;
    await this.run('pg_ctl', [
      '-D',
      this.dataDir,
      '-l',
      path.join(this.dir, 'server.log'),
      '-o',
      options,
      '-w',
      'start',
    ]);
  }

  /** Stops it the way an operator's restart does: 'fast' ends every session at once (clients see their connection go). */
  async down(): Promise<void> {
    await this.run('pg_ctl', ['-D', this.dataDir, '-m', 'fast', '-w', 'stop']);
  }

  private async run(program: string, args: string[]): Promise<void> {
    try {
      await execFileAsync(path.join(this.bin, program), args, { ...this.runAs, cwd: this.dir });
    } catch (error) {
      const output = error as { stderr?: string; stdout?: string };
      throw new Error(`${program} failed: ${output.stderr ?? ''}${output.stdout ?? String(error)}`, { cause: error });
    }
  }
}

function postgresUser(): RunAs {
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}
