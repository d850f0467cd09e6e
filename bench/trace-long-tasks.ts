import type { Browser } from 'playwright-core';
import type { TraceEvent as ArrivalTraceEvent } from '../e2e/support/arrival-tasks';

/** The events of a Chromium trace this reads: the fields the browser tests read, and the CPU profile's. */
interface TraceEvent extends ArrivalTraceEvent {
  id?: string;
  args?: {
    name?: string;
    data?: {
      functionName?: string;
      url?: string;
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
      startTime?: number;
    };
  };
}
interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
];

const shortUrl = (url = '') => url.replace(/^.*\/assets\//, '').replace(/^https?:\/\/[^/]+/, '');

/**
 * Lighthouse's mobile run slows the CPU 4×, and counts what a task lasts beyond 50 ms as blocking: so every task of
 * more than 12.5 ms here becomes blocking time there. The first traces listed only tasks over 50 ms and missed the
 * 15–30 ms ones that made most of the total blocking time (issue 27, session 14).
 */
const LIGHTHOUSE_SLOWDOWN = 4;
const BLOCKING_MS = 50;
const LISTED_FROM_MS = Number(process.env.TRACE_TASKS_FROM_MS ?? BLOCKING_MS / LIGHTHOUSE_SLOWDOWN);

/**
 * One unthrottled first visit of `url` with a Chromium trace, summarised: each main-thread task over 12.5 ms
 * (TRACE_TASKS_FROM_MS) with what it spent its time on (the trace's own events: script evaluation, style
 * recalculation, layout, parsing) and the functions the CPU profiler sampled most inside it (self time, by function
 * and file), and the total blocking time those tasks would make under Lighthouse's 4× slowdown. Which sections
 * hydrate, which stylesheet is recalculated, whether Ant Design's style engine is at work: read from here, not guessed.
 */
export async function traceLongTasks(browser: Browser, url: string): Promise<string> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  try {
    const page = await context.newPage();
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1_000);
    const buffer = await browser.stopTracing();
    const parsed = JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] };
    return summarise(parsed.traceEvents);
  } finally {
    await context.close();
  }
}

function summarise(events: TraceEvent[]): string {
  // The page's renderer: of the renderer main threads (about:blank and Chromium's own pages have some too), the one
  // that ran the page's scripts.
  const ranPage = (t: TraceEvent) =>
    events.filter((e) => e.pid === t.pid && e.tid === t.tid && /^http/.test(e.args?.data?.url ?? '')).length;
  const main = events
    .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
    .sort((a, b) => ranPage(b) - ranPage(a))[0];
  if (!main) return '  (no renderer main thread in the trace)';
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.ph === 'X' && (e.tdur ?? 0) > LISTED_FROM_MS * 1000);
  const cpu = onMain
    .filter((e) => e.name === 'RunTask' && e.ph === 'X')
    .map((e) => Math.round((e.tdur ?? 0) / 1000))
    .sort((a, b) => b - a);
  // The main thread's own profile: the process's other threads (the service worker's) have profiles of their own.
  const profileId = events.find((e) => e.name === 'Profile' && e.pid === main.pid && e.tid === main.tid)?.id;
  const samples = profileSamples(events.filter((e) => e.pid === main.pid && e.id === profileId));
  const blocking = tasks.reduce(
    (sum, t) => sum + Math.max(0, ((t.tdur ?? 0) / 1000) * LIGHTHOUSE_SLOWDOWN - BLOCKING_MS),
    0,
  );
  const lines: string[] = [];
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    const inside = onMain.filter((e) => e.ph === 'X' && e.ts >= task.ts && e.ts < end && e !== task);
    const byKind = new Map<string, number>();
    for (const e of inside) {
      if (
        !['EvaluateScript', 'v8.compile', 'FunctionCall', 'UpdateLayoutTree', 'Layout', 'ParseHTML', 'Paint'].includes(
          e.name,
        )
      )
        continue;
      const label =
        e.name === 'FunctionCall' || e.name === 'EvaluateScript'
          ? `${e.name}(${e.args?.data?.functionName ?? ''} ${shortUrl(e.args?.data?.url ?? '')})`
          : e.name;
      byKind.set(label, (byKind.get(label) ?? 0) + (e.dur ?? 0));
    }
    const kinds = [...byKind.entries()].sort((a, b) => b[1] - a[1]).slice(0, 6);
    const selfTime = new Map<string, number>();
    for (const s of samples) {
      if (s.ts < task.ts || s.ts >= end) continue;
      selfTime.set(s.frame, (selfTime.get(s.frame) ?? 0) + s.dt);
    }
    const top = [...selfTime.entries()].sort((a, b) => b[1] - a[1]).slice(0, 8);
    lines.push(`  task ${Math.round((task.dur ?? 0) / 1000)} ms (cpu ${Math.round((task.tdur ?? 0) / 1000)} ms)`);
    lines.push(`    events: ${kinds.map(([k, d]) => `${k} ${Math.round(d / 1000)}`).join('; ')}`);
    lines.push(`    self:   ${top.map(([k, d]) => `${k} ${Math.round(d / 1000)}`).join('; ')}`);
  }
  lines.unshift(
    `  longest tasks by CPU time: ${cpu.slice(0, 6).join(' ')} ms; as blocking time under a 4× slowdown: ${Math.round(blocking)} ms`,
  );
  return lines.join('\n');
}

/** The CPU profiler's samples of the process, each with its time and the function it was in (self time). */
function profileSamples(events: TraceEvent[]): { ts: number; dt: number; frame: string }[] {
  const out: { ts: number; dt: number; frame: string }[] = [];
  const nodes = new Map<number, ProfileNode>();
  let clock = 0;
  for (const e of events) {
    if (e.name === 'Profile') clock = e.args?.data?.startTime ?? clock;
    if (e.name !== 'ProfileChunk') continue;
    const data = e.args?.data;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const ids = data?.cpuProfile?.samples ?? [];
    const deltas = data?.timeDeltas ?? [];
    ids.forEach((id, i) => {
      const dt = deltas[i] ?? 0;
      clock += dt;
      const frame = nodes.get(id)?.callFrame;
      const name = frame ? `${frame.functionName || '(anon)'}@${shortUrl(frame.url)}:${frame.lineNumber}` : '?';
      out.push({ ts: clock, dt: deltas[i + 1] ?? dt, frame: name });
    });
  }
  return out;
}
