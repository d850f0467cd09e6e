// What the instances of `npm run cluster` share besides Redis: their PostgreSQL database (created when missing), an
// S3-compatible store (s3rver, in this process) and the secrets every instance must hold alike.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import S3rver from 's3rver';

export const S3_BUCKET = 'eazy2con-uploads';

/**
 * Creates the database of `databaseUrl` when it does not exist, connecting to the server's `postgres` database.
 * @param {string} databaseUrl
 */
export async function ensureDatabase(databaseUrl) {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!name) throw new Error(`DATABASE_URL names no database: ${databaseUrl}`);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
      console.log(`Created the database ${name}.`);
    }
  } finally {
    await client.end();
  }
}

/**
 * s3rver on `port` with its files in `dir`, the uploads bucket made; s3rver accepts its fixed credentials.
 * @param {string} dir
 * @param {number} port
 */
export async function startS3(dir, port) {
  mkdirSync(dir, { recursive: true });
  const server = new S3rver({
    port,
    address: '127.0.0.1',
    directory: dir,
    silent: true,
    configureBuckets: [{ name: S3_BUCKET, configs: [] }],
  });
  const { port: bound } = await server.run();
  return {
    env: {
      S3_BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${bound}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    close: () => server.close(),
  };
}

/**
 * A secret made once and kept in the cluster's data folder (readable by its owner only), so that a restarted
 * cluster keeps its sessions and its admin's password.
 * @param {string} dataDir
 * @param {string} name
 * @param {() => string} make
 */
export function keptSecret(dataDir, name, make) {
  const file = path.join(dataDir, name);
  if (existsSync(file)) {
    const saved = readFileSync(file, 'utf8').trim();
    if (saved) return saved;
  }
  const value = make();
  writeFileSync(file, `${value}\n`, { mode: 0o600 });
  return value;
}

/**
 * The cluster's shared secrets: AUTH_SECRET (cookies signed alike on every instance) and the admin's sign-in.
 * ADMIN_EMAIL/ADMIN_PASSWORD rather than the demo admin: the demo admin's password is made per data folder at
 * start-up, which several instances racing each other would make differently.
 * @param {string} dataDir
 */
export function clusterSecrets(dataDir) {
  return {
    AUTH_SECRET: keptSecret(dataDir, 'auth-secret', () => randomBytes(32).toString('hex')),
    ADMIN_EMAIL: 'admin@cluster.eazy2con.test',
    ADMIN_PASSWORD: keptSecret(dataDir, 'admin-password', () => `cluster-${randomBytes(12).toString('base64url')}`),
  };
}
