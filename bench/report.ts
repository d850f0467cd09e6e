import type { LighthouseResult } from './lighthouse';
import type { LoadResult } from './load';
import type { PageLoad } from '../e2e/support/first-load';

export interface QueryComparison {
  query: string;
  sameRows: boolean;
  graphql: LoadResult;
  raw: LoadResult | null;
  /** GraphQL req/s divided by the raw route's. */
  ratio: number | null;
}

export interface DatabaseRun {
  database: 'pglite' | 'postgres';
  queries: QueryComparison[];
  /** mentorSlots for a mentor with many booked sessions (issue 22). */
  slots: { sessions: number; windowDays: number; slots: number; load: LoadResult } | null;
}

/** Issue 38's goals for every public page's Lighthouse performance score (median of three), per profile. */
export const LIGHTHOUSE_GOALS = { standard: 0.95, lowEnd: 0.9 } as const;

/** A page under the low-end profile (bench/low-end-multiplier.ts): the median of three runs, every run kept. */
export interface LowEndPageRun {
  lighthouse: LighthouseResult;
  runs: LighthouseResult[];
  /** The `--throttling.cpuSlowdownMultiplier` given to Lighthouse. */
  cpuSlowdownMultiplier: number;
  /** The host's benchmarkIndex it was derived from (the median of the page's standard runs). */
  hostBenchmarkIndex: number | null;
}

export interface PageRun {
  /** The address measured. */
  route: string;
  /** Its route pattern (public-pages.ts); '*' is the Not Found page. */
  pattern: string;
  /** The median of three runs on the standard profile (Lighthouse's 4× slowdown); every run is kept. */
  lighthouse: LighthouseResult;
  runs?: LighthouseResult[];
  /** The same page on the low-end profile (absent in results from before issue 38). */
  lowEnd?: LowEndPageRun;
  /** Main-thread tasks over 50 ms in an unthrottled first visit, longest first (bench/long-tasks.ts). */
  longTasksMs?: number[];
}

export interface BenchResult {
  date: string;
  label: string | null;
  note: string | null;
  machine: { cpus: number; loadAverage: number[]; node: string };
  volume: Record<string, number>;
  load: { connections: number; seconds: number; tool: string };
  servers: { api: string; web: string };
  api: DatabaseRun[];
  pages: PageRun[];
  firstLoad: PageLoad[];
  firstLoadBudgetBytes: number;
  /** The goals the pages' scores are held to (absent in results from before issue 38). */
  lighthouseGoals?: { standard: number; lowEnd: number };
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);
const ms = (value: number | null) => (value === null ? '–' : `${(value / 1000).toFixed(2)} s`);
const scoreAgainst = (l: LighthouseResult, goal: number) =>
  l.score === null ? `failed: ${l.error ?? ''}` : `${l.score.toFixed(2)} ${l.score >= goal ? 'met' : '**below**'}`;
const allScores = (runs: LighthouseResult[]) =>
  runs.map((run) => (run.score === null ? '–' : run.score.toFixed(2))).join(' / ');

/** Both profiles' medians side by side, against their goals, with what the low-end slowdown was derived from. */
function profilesTable(r: BenchResult): string[] {
  const goals = r.lighthouseGoals ?? LIGHTHOUSE_GOALS;
  const pages = r.pages.filter((p) => p.lowEnd);
  if (pages.length === 0) return [];
  const environment = pages[0]!.lowEnd!.lighthouse;
  const lines = [
    `## Lighthouse: standard and low-end profiles, median of 3 (goals: ≥ ${goals.standard.toFixed(2)} standard, ≥ ${goals.lowEnd.toFixed(2)} low-end)`,
    '',
    "Standard: Lighthouse's mobile defaults, 4× CPU slowdown. Low-end: the slowdown raised so this host plays a low-end " +
      "Android phone, twice what the throttling guide's calculator gives for its mid-tier phone from the host's benchmarkIndex " +
      `(docs/lighthouse-low-end-profile.md). ${environment.chromiumVersion ?? environment.browser ?? 'Chromium'}, Lighthouse ${environment.lighthouseVersion ?? '12'}.`,
    '',
    `| route | standard (goal ≥ ${goals.standard.toFixed(2)}) | low-end (goal ≥ ${goals.lowEnd.toFixed(2)}) | low-end runs | low-end LCP | low-end TBT | CPU slowdown applied | host benchmarkIndex | load average |`,
    '|---|---|---|---|---:|---:|---:|---:|---:|',
  ];
  for (const p of pages) {
    const low = p.lowEnd!;
    const l = low.lighthouse;
    const applied = l.cpuSlowdownMultiplier ?? low.cpuSlowdownMultiplier;
    lines.push(
      `| ${p.route}${p.pattern === '*' ? ' (Not Found page)' : ''} | ${scoreAgainst(p.lighthouse, goals.standard)} | ${scoreAgainst(l, goals.lowEnd)} | ${allScores(low.runs)} | ${ms(l.lcpMs)} | ${l.tbtMs === null ? '–' : `${l.tbtMs} ms`} | ${applied}× | ${low.hostBenchmarkIndex ?? '–'} | ${l.loadAverage} |`,
    );
  }
  lines.push('');
  return lines;
}

export function toMarkdown(r: BenchResult): string {
  const lines: string[] = [];
  lines.push(`# Bench ${r.label ? `(${r.label}) ` : ''}${r.date}`, '');
  if (r.note) lines.push(`> ${r.note}`, '');
  lines.push(
    `Machine: ${r.machine.cpus} cores, load average at start ${r.machine.loadAverage.map((l) => l.toFixed(2)).join(' / ')}, Node ${r.machine.node}. ` +
      `Volume: ${Object.entries(r.volume)
        .map(([k, v]) => `${v.toLocaleString('en')} ${k}`)
        .join(', ')}. ` +
      `Load: ${r.load.tool}, ${r.load.connections} connections, ${r.load.seconds} s per case, from the bench process to the server process on 127.0.0.1.`,
    '',
    `Servers: API \`${r.servers.api}\`, pages \`${r.servers.web}\`.`,
    '',
  );
  for (const run of r.api) {
    lines.push(
      `## API on ${run.database === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL'}: GraphQL vs the bare SQL route`,
      '',
    );
    lines.push(
      '| query | route | req/s | p50 ms | p95 ms | p99 ms | errors / non-2xx | GraphQL ÷ raw |',
      '|---|---|---:|---:|---:|---:|---:|---:|',
    );
    for (const q of run.queries) {
      const row = (route: string, l: LoadResult, ratio: string) =>
        `| ${q.query} | ${route} | ${l.requestsPerSecond} | ${l.p50} | ${l.p95} | ${l.p99} | ${l.errors} / ${l.non2xx} | ${ratio} |`;
      lines.push(row('GraphQL', q.graphql, q.ratio === null ? '–' : `**${q.ratio.toFixed(2)}**`));
      if (q.raw) lines.push(row('raw SQL', q.raw, ''));
      else lines.push(`| ${q.query} | raw SQL | not available in this build | | | | | |`);
      if (!q.sameRows) lines.push(`| ${q.query} | | **the two routes answered different rows** | | | | | |`);
    }
    lines.push('');
    if (run.slots) {
      const { load, sessions, windowDays, slots } = run.slots;
      lines.push(
        `mentorSlots, ${windowDays} days for a mentor with ${sessions} booked sessions (${slots} free starts), one connection: ${load.requestsPerSecond} req/s, p50 ${load.p50} ms, **p95 ${load.p95} ms**, p99 ${load.p99} ms, errors / non-2xx ${load.errors} / ${load.non2xx}.`,
        '',
      );
    }
  }
  if (r.pages.length > 0) {
    lines.push(...profilesTable(r));
    lines.push('## Pages: Lighthouse 12, mobile (simulated slow 4G, 4× CPU slowdown), median of 3 runs', '');
    lines.push(
      '| route | performance | LCP | FCP | TBT | all runs | long tasks, unthrottled (ms) | benchmarkIndex | load average | browser |',
      '|---|---:|---:|---:|---:|---|---|---:|---:|---|',
    );
    for (const p of r.pages) {
      const note = p.pattern === '*' ? ' (Not Found page)' : '';
      const l = p.lighthouse;
      const all = allScores(p.runs ?? [l]);
      lines.push(
        `| ${p.route}${note} | ${l.score === null ? `failed: ${l.error ?? ''}` : l.score.toFixed(2)} | ${ms(l.lcpMs)} | ${ms(l.fcpMs)} | ${l.tbtMs === null ? '–' : `${l.tbtMs} ms`} | ${all} | ${p.longTasksMs ? p.longTasksMs.slice(0, 5).join(', ') || 'none' : '–'} | ${l.benchmarkIndex ?? '–'} | ${l.loadAverage ?? '–'} | ${l.browser ?? '–'} |`,
      );
    }
    lines.push('');
  }
  if (r.firstLoad.length > 0) {
    lines.push(
      `## First load: JavaScript until the network is idle (Chromium, larger of phone and desktop; budget ${kb(r.firstLoadBudgetBytes)} kB gzip)`,
      '',
    );
    lines.push(
      // The first touch of a server-drawn page downloads its app (decision 0049): apart, beside the first load.
      '| route | measured at | files | raw kB | gzip kB | within budget | largest files (gzip kB) | first touch (gzip kB) |',
      '|---|---|---:|---:|---:|---|---|---:|',
    );
    for (const f of r.firstLoad) {
      const largest = f.scripts
        .slice(0, 4)
        .map((s) => `${s.url.replace('/assets/', '')} ${kb(s.gzipBytes)}`)
        .join(', ');
      lines.push(
        `| ${f.pattern} | ${f.route} | ${f.scripts.length} | ${kb(f.bytes)} | ${kb(f.gzipBytes)} | ${f.gzipBytes <= r.firstLoadBudgetBytes ? 'yes' : 'no'} | ${largest} | ${f.waitedForTouch ? kb(f.onTouchGzipBytes) : '–'} |`,
      );
    }
    lines.push('');
  }
  return lines.join('\n');
}
