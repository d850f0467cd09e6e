// The scale-out figures of issue 25 (decision 0036), run by `npm run bench` after the single-instance figures, or
// alone with `npm run bench:scale`: chat delivery latency with 1,000 live subscribers on one instance and across two
// through Redis; listCourses throughput through haproxy with 1, 2 and 3 instances; a soak with memory measured.
// Needs the build, the local PostgreSQL (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres),
// Redis (BENCH_REDIS_URL, default redis://127.0.0.1:6379) and /usr/sbin/haproxy. BENCH_SOAK_MINUTES (default 10).
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../apps/server/src/db/client';
import { createScratchDatabase } from '../apps/server/src/db/scratch-database';
import { migrateAndSeedIfEmpty } from '../apps/server/src/db/setup';
import { measureThroughput, soak, SOAK_RATE } from './scale/cluster-runs';
import { scaleMarkdown, type ScaleResult } from './scale/scale-report';
import { measureSseLatency } from './scale/sse-latency';
import { startBuiltServer } from './server-process';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const entry = path.join(root, 'apps/server/dist/main.js');
const databaseServer = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const SUBSCRIBERS = Number(process.env.BENCH_SSE_SUBSCRIBERS ?? 1000);
const MESSAGES = 20;
const log = (line: string) => console.log(`[bench:scale] ${line}`);

/** 1,000 subscribers on one instance (events in process), then on two sharing events through Redis. */
async function sseRuns() {
  const scratch = await createScratchDatabase(databaseServer, 'eazy2con_bench_sse');
  try {
    const database = await openDatabase({ kind: 'postgres', url: scratch.url });
    await migrateAndSeedIfEmpty(database, { demo: true });
    await database.close();
    const env = { DATABASE_URL: scratch.url, RATE_LIMIT_SCALE: '1000', AUTH_SECRET: 'bench-scale-'.padEnd(40, 'x') };
    const one = await startBuiltServer(entry, env);
    let single;
    try {
      single = await measureSseLatency([one.url], SUBSCRIBERS, MESSAGES, log);
    } finally {
      await one.stop();
    }
    // One deployment of two instances: each is reached on its own address here (no balancer in front), so each has
    // its own PUBLIC_URL, and the Redis prefix that would come from it is named instead (decision 0036).
    const shared = { ...env, REDIS_URL: redisUrl, REDIS_PREFIX: 'eazy2con:bench-scale:' };
    const a = await startBuiltServer(entry, shared);
    const b = await startBuiltServer(entry, shared).catch(async (error: unknown) => {
      await a.stop();
      throw error;
    });
    try {
      return [single, await measureSseLatency([a.url, b.url], SUBSCRIBERS, MESSAGES, log)];
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  } finally {
    await scratch.drop();
  }
}

async function main() {
  const result: ScaleResult = {
    date: new Date().toISOString(),
    machine: { cpus: cpus().length, model: cpus()[0]?.model ?? '', loadAverage: loadavg(), node: process.version },
    sse: await sseRuns(),
    throughput: await measureThroughput(databaseServer, redisUrl, log),
    soak: null,
  };
  const minutes = Number(process.env.BENCH_SOAK_MINUTES ?? 10);
  if (minutes > 0) result.soak = await soak(databaseServer, redisUrl, minutes, log);
  const markdown = scaleMarkdown(result, { soakRate: SOAK_RATE });
  const dir = path.join(root, 'bench/results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'latest-scale.md'), `${markdown}\n`);
  writeFileSync(path.join(dir, 'latest-scale.json'), `${JSON.stringify(result, null, 2)}\n`);
  console.log(`\n${markdown}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
