// `npm run bench`: measures the built product (see README, "Measure it"). Writes bench/results/latest.{md,json}, and
// with BENCH_LABEL=before|after|… also bench/results/<date>-<label>.{md,json}.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { openDatabase, type Database } from '../apps/server/src/db/client';
import { createScratchDatabase } from '../apps/server/src/db/scratch-database';
import { migrateAndSeedIfEmpty } from '../apps/server/src/db/setup';
import { benchQueries, type BenchQueryName } from '../apps/server/src/bench/bench-queries';
import {
  FIRST_LOAD_BUDGET_BYTES,
  PUBLIC_PAGES,
  examplePath,
  measurePublicPages,
  type PageLoad,
} from '../e2e/support/first-load';
import { medianBenchmarkIndex, runLighthouseMedian } from './lighthouse';
import { longTasks } from './long-tasks';
import { LOAD, runLoad, type LoadCase } from './load';
import {
  LIGHTHOUSE_GOALS,
  toMarkdown,
  type BenchResult,
  type DatabaseRun,
  type PageRun,
  type QueryComparison,
} from './report';
import { seedVolume, VOLUME } from './seed-volume';
import { seedBusyMentor, SLOTS_VOLUME } from './seed-sessions';
import { startBuiltServer, type BenchServer } from './server-process';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = path.join(root, 'bench/results');
const ownServer = path.join(root, 'apps/server/dist/main.js');
// Another build may be measured (e.g. a copy of the previous release): its server entry, which serves its web build.
const apiServerEntry = path.resolve(process.env.BENCH_SERVER_ENTRY ?? ownServer);
const webServerEntry = path.resolve(process.env.BENCH_WEB_SERVER_ENTRY ?? apiServerEntry);
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const log = (message: string) => console.log(`[bench] ${message}`);

function ensureBuild() {
  if (existsSync(ownServer) && existsSync(path.join(root, 'apps/web/dist/index.html'))) return;
  log('no build found: npm run build');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run build failed');
}

interface Prepared {
  env: Record<string, string>;
  ids: { courseId: string; mentorId: string; busyMentorId: string };
  cleanup(): Promise<void>;
}

/** A new database with the schema, the demo content and the bench volume, closed again before the server opens it. */
async function prepare(kind: 'pglite' | 'postgres'): Promise<Prepared> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'eazy2con-bench-'));
  let database: Database;
  let env: Record<string, string>;
  let dropDatabase = async () => {};
  if (kind === 'pglite') {
    database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
    env = { DATA_DIR: dataDir, DATABASE_URL: '' };
  } else {
    const serverUrl = process.env.BENCH_DATABASE_URL!;
    const scratch = await createScratchDatabase(serverUrl, 'eazy2con_bench');
    database = await openDatabase({ kind: 'postgres', url: scratch.url });
    env = { DATA_DIR: dataDir, DATABASE_URL: scratch.url };
    dropDatabase = scratch.drop;
  }
  const started = Date.now();
  await migrateAndSeedIfEmpty(database, { demo: true });
  const { courseIds, mentorIds } = await seedVolume(database.db);
  const busyMentorId = mentorIds[0]!;
  await seedBusyMentor(database.db, busyMentorId);
  await database.close();
  log(
    `${kind}: seeded ${VOLUME.mentors} mentors, ${VOLUME.courses} courses, ${VOLUME.bookings} bookings in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return {
    env,
    // The newest course (first on listCourses) and its mentor: a page a visitor is likely to open.
    ids: {
      courseId: courseIds.at(-1)!,
      mentorId: mentorIds[(VOLUME.courses - 1) % VOLUME.mentors]!,
      busyMentorId,
    },
    async cleanup() {
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The variables and raw address of a bench query: the lists take none, a single read the id of its record. */
function requestOf(name: BenchQueryName, ids: Prepared['ids']): { variables: unknown; rawPath: string } {
  if (name === 'listCourses' || name === 'listMentors')
    return { variables: benchQueries[name].variables(), rawPath: benchQueries[name].raw() };
  const id = name === 'getMentor' ? ids.mentorId : ids.courseId;
  return { variables: benchQueries[name].variables(id), rawPath: benchQueries[name].raw(id) };
}

function casesFor(server: BenchServer, name: BenchQueryName, ids: Prepared['ids']) {
  const q = benchQueries[name];
  const { variables, rawPath } = requestOf(name, ids);
  const graphql: LoadCase = {
    name: `${name} GraphQL`,
    url: `${server.url}/graphql`,
    method: 'POST',
    body: JSON.stringify({ query: q.graphql, variables }),
  };
  const raw: LoadCase = { name: `${name} raw`, url: `${server.url}${rawPath}`, method: 'GET' };
  return { graphql, raw, q };
}

/** Asks both routes once: the comparison only means something if they answer the same rows. */
async function compareRows(
  name: BenchQueryName,
  graphql: LoadCase,
  raw: LoadCase,
): Promise<{ sameRows: boolean; rawAvailable: boolean }> {
  const q = benchQueries[name];
  const g = (await (
    await fetch(graphql.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: graphql.body })
  ).json()) as { data?: unknown; errors?: unknown };
  if (g.errors || !g.data) throw new Error(`${name}: GraphQL answered ${JSON.stringify(g)}`);
  const rawResponse = await fetch(raw.url);
  if (rawResponse.status === 404 || !/json/.test(rawResponse.headers.get('content-type') ?? ''))
    return { sameRows: true, rawAvailable: false };
  const rows = q.rowsOf.raw(await rawResponse.json());
  const expected = q.rowsOf.graphql(g.data);
  return {
    sameRows: JSON.stringify(rows) === JSON.stringify(expected) && expected.length > 0 && expected[0] !== null,
    rawAvailable: true,
  };
}

async function benchApi(kind: 'pglite' | 'postgres', prepared: Prepared): Promise<DatabaseRun> {
  // The load comes from one address: the per-address limits (mentorSlots: 300 in 10 minutes) would answer 429s.
  const server = await startBuiltServer(apiServerEntry, {
    ...prepared.env,
    BENCH_RAW_ROUTES: '1',
    RATE_LIMIT_SCALE: '1000',
  });
  const queries: QueryComparison[] = [];
  let slots: DatabaseRun['slots'];
  try {
    for (const name of Object.keys(benchQueries) as BenchQueryName[]) {
      const { graphql, raw } = casesFor(server, name, prepared.ids);
      const { sameRows, rawAvailable } = await compareRows(name, graphql, raw);
      await runLoad(graphql, LOAD.warmupSeconds);
      log(`${kind} ${name}: GraphQL…`);
      const graphqlResult = await runLoad(graphql);
      let rawResult = null;
      if (rawAvailable) {
        await runLoad(raw, LOAD.warmupSeconds);
        log(`${kind} ${name}: raw…`);
        rawResult = await runLoad(raw);
      }
      const ratio = rawResult
        ? Math.round((graphqlResult.requestsPerSecond / rawResult.requestsPerSecond) * 100) / 100
        : null;
      log(
        `${kind} ${name}: ${graphqlResult.requestsPerSecond} vs ${rawResult?.requestsPerSecond ?? '–'} req/s (ratio ${ratio ?? '–'})`,
      );
      queries.push({ query: name, sameRows, graphql: graphqlResult, raw: rawResult, ratio });
    }
    slots = await benchSlots(kind, server, prepared.ids.busyMentorId);
  } finally {
    await server.stop();
  }
  return { database: kind, queries, slots };
}

/**
 * mentorSlots over four weeks for the mentor with 200 booked sessions, one request at a time (issue 22: p95 under
 * 20 ms on PostgreSQL).
 */
async function benchSlots(kind: string, server: BenchServer, mentorId: string) {
  const from = new Date();
  const to = new Date(from.getTime() + SLOTS_VOLUME.windowDays * 24 * 3_600_000);
  const slots: LoadCase = {
    name: 'mentorSlots GraphQL',
    url: `${server.url}/graphql`,
    method: 'POST',
    body: JSON.stringify({
      query:
        'query ($m: ID!, $f: DateTime!, $t: DateTime!) { mentorSlots(mentorId: $m, from: $f, to: $t) { start end } }',
      variables: { m: mentorId, f: from.toISOString(), t: to.toISOString() },
    }),
  };
  const check = (await (
    await fetch(slots.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: slots.body })
  ).json()) as { data?: { mentorSlots: unknown[] }; errors?: unknown };
  if (!check.data?.mentorSlots.length) throw new Error(`mentorSlots answered ${JSON.stringify(check)}`);
  // One learner's wait for their week of times: one connection, so the figure is the request's own time, not a queue.
  await runLoad(slots, LOAD.warmupSeconds, 1);
  log(`${kind} mentorSlots…`);
  const result = await runLoad(slots, LOAD.seconds, 1);
  log(`${kind} mentorSlots: ${result.requestsPerSecond} req/s, p95 ${result.p95} ms`);
  return {
    sessions: SLOTS_VOLUME.sessions,
    windowDays: SLOTS_VOLUME.windowDays,
    slots: check.data.mentorSlots.length,
    load: result,
  };
}

async function benchPages(prepared: Prepared): Promise<{ pages: PageRun[]; firstLoad: PageLoad[] }> {
  const server = await startBuiltServer(webServerEntry, prepared.env);
  try {
    const pages: PageRun[] = [];
    // Lighthouse takes about a minute a run, three runs a page and profile: the pages issue 8 names (and any marked
    // so in public-pages.ts), on the standard profile and then the low-end one (issue 38).
    for (const page of PUBLIC_PAGES.filter((p) => p.lighthouse)) {
      const route = await examplePath(server.url, page);
      log(`lighthouse ${route}…`);
      const { median, runs } = await runLighthouseMedian(`${server.url}${route}`);
      log(`lighthouse ${route}: ${runs.map((r) => r.score ?? r.error).join(' / ')} (median ${median.score ?? '–'})`);
      // The host measured just now, in this page's own runs: a slower moment gets a smaller slowdown.
      const low = await runLighthouseMedian(`${server.url}${route}`, 'low-end', {
        hostBenchmarkIndex: medianBenchmarkIndex(runs),
      });
      log(
        `lighthouse low-end ${route}: ${low.runs.map((r) => r.score ?? r.error).join(' / ')} (median ${low.median.score ?? '–'}, ${low.cpuSlowdownMultiplier}× from benchmarkIndex ${low.hostBenchmarkIndex})`,
      );
      pages.push({
        route,
        pattern: page.pattern,
        lighthouse: median,
        runs,
        lowEnd: {
          lighthouse: low.median,
          runs: low.runs,
          cpuSlowdownMultiplier: low.cpuSlowdownMultiplier,
          hostBenchmarkIndex: low.hostBenchmarkIndex,
        },
      });
    }
    log('long tasks and first-load sizes…');
    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      headless: true,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    try {
      for (const page of pages) {
        page.longTasksMs = await longTasks(browser, `${server.url}${page.route}`);
        log(`long tasks ${page.route}: ${page.longTasksMs.join(', ') || 'none'}`);
      }
      return { pages, firstLoad: await measurePublicPages(browser, server.url) };
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
  }
}

async function main() {
  ensureBuild();
  const label = process.env.BENCH_LABEL?.trim() || null;
  const result: BenchResult = {
    date: new Date().toISOString(),
    label,
    note: process.env.BENCH_NOTE?.trim() || null,
    machine: { cpus: cpus().length, loadAverage: loadavg(), node: process.version },
    volume: { ...VOLUME },
    load: { connections: LOAD.connections, seconds: LOAD.seconds, tool: 'autocannon 9' },
    servers: {
      api: path.relative(root, apiServerEntry) || apiServerEntry,
      web: path.relative(root, webServerEntry) || webServerEntry,
    },
    api: [],
    pages: [],
    firstLoad: [],
    firstLoadBudgetBytes: FIRST_LOAD_BUDGET_BYTES,
    lighthouseGoals: { ...LIGHTHOUSE_GOALS },
  };
  const kinds: ('pglite' | 'postgres')[] = [
    'pglite',
    ...(process.env.BENCH_DATABASE_URL ? (['postgres'] as const) : []),
  ];
  for (const kind of kinds) {
    const prepared = await prepare(kind);
    try {
      // BENCH_SKIP_API=1: the pages alone (their first loads and Lighthouse on both profiles, about 20 minutes).
      if (process.env.BENCH_SKIP_API !== '1') result.api.push(await benchApi(kind, prepared));
      if (kind === 'pglite' && process.env.BENCH_SKIP_PAGES !== '1') Object.assign(result, await benchPages(prepared));
    } finally {
      await prepared.cleanup();
    }
  }
  mkdirSync(resultsDir, { recursive: true });
  const markdown = toMarkdown(result);
  const json = `${JSON.stringify(result, null, 2)}\n`;
  writeFileSync(path.join(resultsDir, 'latest.md'), `${markdown}\n`);
  writeFileSync(path.join(resultsDir, 'latest.json'), json);
  if (label) {
    const stem = `${result.date.slice(0, 10)}-${label.replace(/[^a-z0-9-]+/gi, '-')}`;
    writeFileSync(path.join(resultsDir, `${stem}.md`), `${markdown}\n`);
    writeFileSync(path.join(resultsDir, `${stem}.json`), json);
  }
  console.log(`\n${markdown}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
