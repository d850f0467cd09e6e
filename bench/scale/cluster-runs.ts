import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startCluster, type Cluster } from '../../scripts/cluster-topology.mjs';
import { benchQueries } from '../../apps/server/src/bench/bench-queries';
import { createScratchDatabase } from '../../apps/server/src/db/scratch-database';
import { runLoad, type LoadCase, type LoadResult } from '../load';
import { round } from './stats';

export interface ThroughputRun {
  instances: number;
  load: LoadResult;
  /** Requests per second relative to one instance. */
  scaling: number;
}

export interface SoakRun {
  minutes: number;
  requestsPerSecond: number;
  requests: number;
  errors: number;
  non2xx: number;
  p99Ms: number;
  /** Resident memory of each instance (MB) at start and end, and every sample in between. */
  memory: { instance: string; startMb: number; endMb: number; samplesMb: number[] }[];
}

/** A cluster of `instances` on its own database, ports and data folder, with the existing build. */
async function cluster(instances: number, databaseServer: string, redisUrl: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'eazy2con-bench-cluster-'));
  const scratch = await createScratchDatabase(databaseServer, 'eazy2con_bench_cluster');
  const running = await startCluster({
    instances,
    port: 8190,
    firstInstancePort: 3291,
    s3Port: 0,
    dataDir,
    databaseUrl: scratch.url,
    redisUrl,
    reuseBuild: true,
    // The load comes from one address; the per-address limits are not what is measured.
    env: { RATE_LIMIT_SCALE: '1000', LOG_LEVEL: 'warn' },
  });
  return {
    running,
    async stop() {
      await running.stop();
      rmSync(dataDir, { recursive: true, force: true });
      await scratch.drop();
    },
  };
}

const listCourses = (c: Cluster): LoadCase => ({
  name: 'listCourses through the balancer',
  url: `${c.url}/graphql`,
  method: 'POST',
  body: JSON.stringify({ query: benchQueries.listCourses.graphql, variables: benchQueries.listCourses.variables() }),
});

/** listCourses through haproxy with 1, 2 and 3 instances, each after a warm-up. */
export async function measureThroughput(
  databaseServer: string,
  redisUrl: string,
  log: (line: string) => void,
): Promise<ThroughputRun[]> {
  const runs: ThroughputRun[] = [];
  for (const instances of [1, 2, 3]) {
    const c = await cluster(instances, databaseServer, redisUrl);
    try {
      const test = listCourses(c.running);
      await runLoad(test, 3, 40);
      const load = await runLoad(test, undefined, 40);
      const scaling = runs[0] ? load.requestsPerSecond / runs[0].load.requestsPerSecond : 1;
      runs.push({ instances, load, scaling: round(scaling, 2) });
      log(`throughput with ${instances} instance(s): ${load.requestsPerSecond} req/s, p99 ${load.p99} ms`);
    } finally {
      await c.stop();
    }
  }
  return runs;
}

/** Resident memory of a process from /proc (Linux), in MB; NaN when it is gone. */
function residentMb(pid: number | undefined): number {
  if (pid === undefined) return NaN;
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? round(Number(kb) / 1024) : NaN;
  } catch {
    return NaN;
  }
}

/** The soak's steady rate: well under what two instances serve on this machine, as a day's traffic is. */
export const SOAK_RATE = 100;

/**
 * Two instances under a steady load (SOAK_RATE requests a second over 10 connections) for `minutes`, sampling
 * each instance's resident memory every 30 s: growth from start to end that does not level off is a leak.
 */
export async function soak(
  databaseServer: string,
  redisUrl: string,
  minutes: number,
  log: (line: string) => void,
): Promise<SoakRun> {
  const c = await cluster(2, databaseServer, redisUrl);
  try {
    const test = listCourses(c.running);
    await runLoad(test, 5, 10);
    const samples = c.running.instances.map(() => [] as number[]);
    const sample = () => c.running.instances.forEach((instance, i) => samples[i]!.push(residentMb(instance.pid)));
    sample();
    const timer = setInterval(sample, 30_000);
    let load: LoadResult;
    try {
      load = await runLoad(test, minutes * 60, 10, SOAK_RATE);
    } finally {
      clearInterval(timer);
    }
    sample();
    log(`soak ${minutes} min: ${load.requestsPerSecond} req/s, ${load.errors} errors, ${load.non2xx} non-2xx`);
    return {
      minutes,
      requestsPerSecond: load.requestsPerSecond,
      requests: load.requests,
      errors: load.errors,
      non2xx: load.non2xx,
      p99Ms: load.p99,
      memory: c.running.instances.map((instance, i) => ({
        instance: instance.name,
        startMb: samples[i]![0]!,
        endMb: samples[i]!.at(-1)!,
        samplesMb: samples[i]!,
      })),
    };
  } finally {
    await c.stop();
  }
}
