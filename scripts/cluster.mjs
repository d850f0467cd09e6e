// `npm run cluster`: the balanced topology of compose.yaml on this machine, without containers (docs/deploy.md).
//   npm run cluster -- [--instances N] [--port 8080] [--no-build] [--data <dir>] [--database-url <url>]
//                      [--redis-url <url>] [--s3-port 4569]
// Ctrl-C or SIGTERM stops everything: the instances drain (SIGTERM), then the balancer and the S3 store stop.
import { parseArgs } from 'node:util';
import { BuildFailed } from './build-freshness.mjs';
import { CLUSTER_DEFAULTS, startCluster } from './cluster-topology.mjs';

const { values } = parseArgs({
  options: {
    instances: { type: 'string' },
    port: { type: 'string' },
    'no-build': { type: 'boolean' },
    data: { type: 'string' },
    'database-url': { type: 'string' },
    'redis-url': { type: 'string' },
    's3-port': { type: 'string' },
  },
});

/** @param {string | undefined} value @param {number} fallback @param {string} flag */
function whole(value, fallback, flag, max = 65535) {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > max) {
    console.error(`--${flag} must be a whole number between 1 and ${max} (got ${value})`);
    process.exit(2);
  }
  return n;
}

let cluster;
try {
  cluster = await startCluster({
    instances: whole(values.instances, CLUSTER_DEFAULTS.instances, 'instances', 16),
    port: whole(values.port, CLUSTER_DEFAULTS.port, 'port'),
    s3Port: whole(values['s3-port'], CLUSTER_DEFAULTS.s3Port, 's3-port'),
    reuseBuild: values['no-build'] ?? false,
    ...(values.data ? { dataDir: values.data } : {}),
    ...(values['database-url'] ? { databaseUrl: values['database-url'] } : {}),
    ...(values['redis-url'] ? { redisUrl: values['redis-url'] } : {}),
  });
} catch (error) {
  if (error instanceof BuildFailed) process.exit(error.status);
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const running = cluster;
console.log(`
Cluster ready: ${running.url}  (haproxy, round-robin, no stickiness; pid ${running.haproxyPid})
${running.instances.map((i) => `  ${i.name}: ${i.url}  pid ${i.pid}`).join('\n')}
  database ${running.databaseUrl}, Redis ${running.redisUrl}
  admin: ${running.admin.email}, password in ${running.dataDir}/admin-password
  logs: ${running.logDir}/
Try failover: kill -9 <an instance's pid>, and the site keeps answering through the other. Ctrl-C stops everything.`);

// An instance that ends by itself is reported; the cluster keeps running on the others (restart with a new cluster).
let reported = 0;
const watch = setInterval(() => {
  for (const exit of running.exits.slice(reported)) {
    if (!exit.expected) console.log(`${exit.name} (pid ${exit.pid}) exited: ${exit.signal ?? `code ${exit.code}`}`);
  }
  reported = running.exits.length;
}, 500);

let stopping = false;
const shutdown = (signal) => {
  if (stopping) return;
  stopping = true;
  clearInterval(watch);
  console.log(`${signal}: stopping the instances (they drain), then the balancer…`);
  running.stop().then(
    () => process.exit(0),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
