// `npx tsx bench/long-tasks-probe.ts`: the long tasks of unthrottled first visits to the public routes issue 27 names,
// several visits each, against a built server (BENCH_SERVER_ENTRY, default apps/server/dist/main.js) on a fresh data
// folder with the demo content. With PROBE_TRACE=1 it also records one Chromium trace per route and prints what each
// task over 12.5 ms was made of (the heaviest functions, style recalculation, layout; see trace-long-tasks.ts), to
// compare builds on one load.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { PUBLIC_PAGES, examplePath } from '../e2e/support/first-load';
import { longTasks } from './long-tasks';
import { startBuiltServer } from './server-process';
import { traceLongTasks } from './trace-long-tasks';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const entry = path.resolve(process.env.BENCH_SERVER_ENTRY ?? path.join(root, 'apps/server/dist/main.js'));
const ROUTES = (
  process.env.PROBE_ROUTES ?? '/,/pricing,/featured-courses/:id,/kid-tech,/discover-mentors,/mentors/:id,/book-mentor'
).split(',');
const VISITS = Number(process.env.PROBE_VISITS ?? 3);

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'eazy2con-probe-'));
  const server = await startBuiltServer(entry, { DATA_DIR: dataDir, DATABASE_URL: '', STATS_FLOOR: '0' });
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
    });
    console.log(
      `load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}, ${entry}`,
    );
    for (const pattern of ROUTES) {
      const page = PUBLIC_PAGES.find((p) => p.pattern === pattern);
      if (!page) throw new Error(`no public page ${pattern}`);
      const url = `${server.url}${await examplePath(server.url, page)}`;
      const visits: number[][] = [];
      for (let i = 0; i < VISITS; i += 1) visits.push(await longTasks(browser, url));
      console.log(`${pattern.padEnd(22)} ${visits.map((v) => `[${v.join(' ')}]`).join(' ')}`);
      if (process.env.PROBE_TRACE) console.log(await traceLongTasks(browser, url));
    }
  } finally {
    await browser?.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
