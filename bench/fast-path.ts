// `npm run bench:fast-path` (issue 21, decision 0011): is the GraphQL route's fast path worth its code? The built
// server with GRAPHQL_FAST_PATH=1 and =0, interleaved (on, off, on, off, on, off), on one PostgreSQL database with the
// bench volume; per read, the server process's CPU time per request (from /proc, so the load generator and
// PostgreSQL, which share the machine, do not count) and the requests per second. Writes
// bench/results/latest-fast-path.md.
import { readFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../apps/server/src/db/client';
import { createScratchDatabase } from '../apps/server/src/db/scratch-database';
import { migrateAndSeedIfEmpty } from '../apps/server/src/db/setup';
import { benchQueries } from '../apps/server/src/bench/bench-queries';
import { runLoad } from './load';
import { seedVolume } from './seed-volume';
import { startBuiltServer } from './server-process';
import { percentile, round } from './scale/stats';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const entry = path.join(root, 'apps/server/dist/main.js');
const databaseServer = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ROUNDS = 3;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const READS = ['getMentor', 'listCourses'] as const;
const log = (line: string) => console.log(`[bench:fast-path] ${line}`);

/** User + system CPU time of a process so far, in microseconds (/proc/<pid>/stat, in clock ticks of 10 ms). */
function cpuMicros(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

interface Sample {
  mode: 'on' | 'off';
  read: (typeof READS)[number];
  cpuMicrosPerRequest: number;
  requestsPerSecond: number;
}

async function main() {
  const scratch = await createScratchDatabase(databaseServer, 'eazy2con_bench_fastpath');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'eazy2con-bench-fastpath-'));
  const samples: Sample[] = [];
  try {
    const database = await openDatabase({ kind: 'postgres', url: scratch.url });
    await migrateAndSeedIfEmpty(database, { demo: true });
    const { mentorIds } = await seedVolume(database.db);
    await database.close();
    const variables = {
      getMentor: benchQueries.getMentor.variables(mentorIds[0]!),
      listCourses: benchQueries.listCourses.variables(),
    };
    for (let round = 1; round <= ROUNDS; round += 1) {
      for (const mode of ['on', 'off'] as const) {
        const server = await startBuiltServer(entry, {
          DATA_DIR: dataDir,
          DATABASE_URL: scratch.url,
          RATE_LIMIT_SCALE: '1000',
          GRAPHQL_FAST_PATH: mode === 'on' ? '1' : '0',
        });
        try {
          for (const read of READS) {
            const test = {
              name: read,
              url: `${server.url}/graphql`,
              method: 'POST' as const,
              body: JSON.stringify({ query: benchQueries[read].graphql, variables: variables[read] }),
            };
            await runLoad(test, 2);
            const before = cpuMicros(server.pid);
            const load = await runLoad(test, SECONDS);
            const cpu = cpuMicros(server.pid) - before;
            if (load.errors > 0 || load.non2xx > 0) throw new Error(`${read} ${mode}: ${JSON.stringify(load)}`);
            samples.push({
              mode,
              read,
              cpuMicrosPerRequest: round1(cpu / load.requests),
              requestsPerSecond: load.requestsPerSecond,
            });
            log(
              `round ${round} ${mode} ${read}: ${round1(cpu / load.requests)} µs CPU/request, ${load.requestsPerSecond} req/s`,
            );
          }
        } finally {
          await server.stop();
        }
      }
    }
  } finally {
    await scratch.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const markdown = report(samples);
  const dir = path.join(root, 'bench/results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'latest-fast-path.md'), `${markdown}\n`);
  console.log(`\n${markdown}`);
}

const round1 = (value: number) => round(value, 1);

function report(samples: Sample[]): string {
  const lines = [
    `# GraphQL fast path on and off, ${new Date().toISOString()}`,
    '',
    `Machine: ${cpus().length} × ${cpus()[0]?.model ?? ''}, load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(
        ' / ',
      )} at the end, Node ${process.version}. ${ROUNDS} interleaved rounds, ${SECONDS} s of load per read and mode (autocannon, 20 connections), PostgreSQL with the bench volume.`,
    '',
    '| read | mode | CPU µs/request per round | median | req/s per round |',
    '|---|---|---|---|---|',
  ];
  for (const read of READS) {
    for (const mode of ['on', 'off'] as const) {
      const mine = samples.filter((s) => s.read === read && s.mode === mode);
      const cpu = mine.map((s) => s.cpuMicrosPerRequest);
      lines.push(
        `| ${read} | ${mode} | ${cpu.join(' / ')} | ${percentile(
          [...cpu].sort((a, b) => a - b),
          50,
        )} | ${mine.map((s) => s.requestsPerSecond).join(' / ')} |`,
      );
    }
  }
  return lines.join('\n');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
