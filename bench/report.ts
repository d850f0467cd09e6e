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

export interface PageRun {
  /** The address measured. */
  route: string;
  /** Its route pattern (public-pages.ts); '*' is the Not Found page. */
  pattern: string;
  /** The median of three runs; every run is kept. */
  lighthouse: LighthouseResult;
  runs?: LighthouseResult[];
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
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);
const ms = (value: number | null) => (value === null ? '–' : `${(value / 1000).toFixed(2)} s`);

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
    lines.push('## Pages: Lighthouse 12, mobile (simulated slow 4G, 4× CPU slowdown), median of 3 runs', '');
    lines.push(
      '| route | performance | LCP | FCP | TBT | all runs | long tasks, unthrottled (ms) | benchmarkIndex | load average | browser |',
      '|---|---:|---:|---:|---:|---|---|---:|---:|---|',
    );
    for (const p of r.pages) {
      const note = p.pattern === '*' ? ' (Not Found page)' : '';
      const l = p.lighthouse;
      const all = (p.runs ?? [l]).map((run) => (run.score === null ? '–' : run.score.toFixed(2))).join(' / ');
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
      '| route | measured at | files | raw kB | gzip kB | within budget | largest files (gzip kB) |',
      '|---|---|---:|---:|---:|---|---|',
    );
    for (const f of r.firstLoad) {
      const largest = f.scripts
        .slice(0, 4)
        .map((s) => `${s.url.replace('/assets/', '')} ${kb(s.gzipBytes)}`)
        .join(', ');
      lines.push(
        `| ${f.pattern} | ${f.route} | ${f.scripts.length} | ${kb(f.bytes)} | ${kb(f.gzipBytes)} | ${f.gzipBytes <= r.firstLoadBudgetBytes ? 'yes' : 'no'} | ${largest} |`,
      );
    }
    lines.push('');
  }
  return lines.join('\n');
}
