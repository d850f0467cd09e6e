// `npm run cluster` as a function (issue 25): the topology of compose.yaml on this machine without containers —
// N instances of the built server on the local PostgreSQL and Redis with an S3-compatible store (s3rver), behind
// the Debian haproxy, round-robin, no stickiness. The CLI (scripts/cluster.mjs) and the chaos tests (chaos/) start it.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { ensureBuild, root } from './build-freshness.mjs';
import { serverStates, startHaproxy, writeHaproxyConfig } from './cluster-haproxy.mjs';
import { instanceSlot } from './cluster-instance.mjs';
import { clusterSecrets, ensureDatabase, startS3 } from './cluster-services.mjs';

export const CLUSTER_DEFAULTS = {
  instances: 2,
  port: 8080,
  firstInstancePort: 3101,
  s3Port: 4569,
  dataDir: path.join(root, 'data/cluster'),
  databaseUrl: 'postgres://postgres@127.0.0.1:5432/eazy2con_cluster',
  // The app has no Redis key or channel prefix and uses Redis only for pub/sub, whose channels ignore the db number:
  // a cluster shares its Redis's channels with anything else on it (at worst, live lists refresh for nothing).
  redisUrl: 'redis://127.0.0.1:6379',
};

/**
 * @typedef {object} ClusterOptions
 * @property {number} [instances]
 * @property {number} [port] the balancer's
 * @property {number} [firstInstancePort] instance i listens on firstInstancePort + i
 * @property {number} [s3Port] 0: any free port
 * @property {string} [dataDir] secrets, logs, the balancer's configuration, the S3 store's files
 * @property {string} [databaseUrl] created when missing
 * @property {string} [redisUrl]
 * @property {boolean} [reuseBuild] run the existing build even when sources are newer (--no-build)
 * @property {Record<string, string>} [env] more settings for every instance
 */

/** @param {ClusterOptions} [options] */
export async function startCluster(options = {}) {
  const o = { ...CLUSTER_DEFAULTS, ...options };
  ensureBuild({ reuse: o.reuseBuild ?? false });
  const logDir = path.join(o.dataDir, 'logs');
  mkdirSync(logDir, { recursive: true });
  const url = `http://127.0.0.1:${o.port}`;
  const instancePorts = Array.from({ length: o.instances }, (_, i) => o.firstInstancePort + i);

  await ensureDatabase(o.databaseUrl);
  const s3 = await startS3(path.join(o.dataDir, 's3'), o.s3Port);
  /** @type {import('./cluster-instance.mjs').InstanceExit[]} */
  const exits = [];
  const env = {
    NODE_ENV: 'production',
    MULTI_INSTANCE: '1',
    DATABASE_URL: o.databaseUrl,
    REDIS_URL: o.redisUrl,
    ...s3.env,
    ...clusterSecrets(o.dataDir),
    PUBLIC_URL: url,
    // A demo and test site: test payments (its pages say so) and mail readable at /dev/mailbox, as `npm start`
    // turns them on for the local try-out (scripts/start.mjs).
    PAYMENTS_SANDBOX: '1',
    DEV_MAILBOX: '1',
    SMTP_URL: '',
    SEED_DEMO: '1',
    // The balancer runs on this machine: its X-Forwarded-For is believed, a visitor's own is not.
    TRUST_PROXY: 'loopback',
    // Every instance shares one data folder: with PostgreSQL and S3 nothing of the app's own state is kept there.
    DATA_DIR: path.join(o.dataDir, 'app'),
    ...o.env,
  };
  const instances = instancePorts.map((port, i) =>
    instanceSlot({
      name: `app${i + 1}`,
      port,
      env,
      logFile: path.join(logDir, `app${i + 1}.log`),
      onExit: (exit) => exits.push(exit),
    }),
  );
  const { configFile, statsSocket } = writeHaproxyConfig({
    dataDir: o.dataDir,
    port: o.port,
    publicHost: new URL(url).host,
    instancePorts,
  });
  const haproxy = startHaproxy(configFile, path.join(logDir, 'haproxy.log'));

  const stop = async () => {
    // The instances first, each draining its requests and streams; then the balancer and the store they used.
    await Promise.all(instances.map((instance) => instance.stop()));
    if (haproxy.exitCode === null && haproxy.signalCode === null) {
      const gone = new Promise((resolve) => haproxy.once('exit', resolve));
      haproxy.kill('SIGTERM');
      await gone;
    }
    await s3.close();
  };

  try {
    // The first instance migrates, seeds and makes the admin account; the others start once it is ready (the admin
    // account's start-up step is not under the migration lock, so two first starts would race for it).
    const [first, ...rest] = instances;
    first?.start();
    await first?.waitReady();
    for (const instance of rest) instance.start();
    await Promise.all(rest.map((instance) => instance.waitReady()));
    await waitForBalancer(statsSocket, instances.length);
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    url,
    dataDir: o.dataDir,
    databaseUrl: o.databaseUrl,
    redisUrl: o.redisUrl,
    admin: { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD },
    instances,
    haproxyPid: haproxy.pid,
    logDir,
    /** Every instance exit so far, with whether it was asked for (kill, restart, stop). */
    exits,
    /** haproxy's view of each instance ('UP', 'DOWN', …) by name. */
    serverStates: () => serverStates(statsSocket),
    /** Resolves when haproxy sees `count` instances UP (after a restart: its checks need two passes). */
    waitForBalancer: (count = instances.length, timeoutMs = 30_000) => waitForBalancer(statsSocket, count, timeoutMs),
    /** Starts a stopped or killed instance again and waits until it is ready and the balancer routes to it. */
    async restart(index) {
      const instance = instances[index];
      if (!instance) throw new Error(`no instance ${index}`);
      instance.start();
      await instance.waitReady();
      await waitForBalancer(statsSocket, instances.filter((i) => i.running()).length);
    },
    stop,
  };
}

/** @typedef {Awaited<ReturnType<typeof startCluster>>} Cluster */

/**
 * @param {string} statsSocket
 * @param {number} count
 */
async function waitForBalancer(statsSocket, count, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  let states = new Map();
  while (Date.now() < until) {
    states = await serverStates(statsSocket).catch(() => new Map());
    if ([...states.values()].filter((state) => state === 'UP').length >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`haproxy does not see ${count} instances up: ${JSON.stringify(Object.fromEntries(states))}`);
}
