/**
 * What a first visit's main thread does between its first contentful paint and the network going quiet, before the
 * person touches the page: the window in which Lighthouse counts total blocking time (tasks before the first paint
 * delay the paint, and Lighthouse counts them in FCP and LCP instead). Read from a Chromium trace, in each task's
 * thread (CPU) time: on a loaded two-core machine a task's wall time includes the time its thread waited for a core
 * (a 15 ms task reported at 110–250 ms), its CPU time does not. Issue 38: no task over 50 ms under Lighthouse's 4×
 * slowdown, so no task over 12.5 ms of CPU here.
 */

/** The Trace Event Format fields this reads (bench/trace-long-tasks.ts reads more of them). */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread (CPU) time, in microseconds: on a loaded machine a task's wall time includes the time it waited to run. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
}

/** The trace categories that hold the events read here (the renderer's tasks and its paint timing). */
export const ARRIVAL_TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading'];

export interface ArrivalTasks {
  /** The CPU time of each of the page's main-thread tasks in the window, in ms (one decimal), longest first. */
  cpuMs: number[];
  /** Whether the page painted any content at all in the trace (without it there is no window to judge). */
  painted: boolean;
}

const ms = (microseconds: number) => Math.round(microseconds / 100) / 10;

/**
 * The page's main-thread tasks from its first contentful paint to the end of the trace. The page's renderer is the
 * process that painted its first content; the trace also holds other renderers (Chromium's own pages), whose tasks
 * are not the page's.
 */
export function arrivalTasks(events: readonly TraceEvent[]): ArrivalTasks {
  const paint = events.find((e) => e.name === 'firstContentfulPaint');
  if (!paint) return { cpuMs: [], painted: false };
  const main = events.find((e) => e.name === 'thread_name' && e.pid === paint.pid && e.args?.name === 'CrRendererMain');
  if (!main) return { cpuMs: [], painted: true };
  const cpuMs = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.name === 'RunTask' && e.ph === 'X')
    .filter((e) => e.ts >= paint.ts)
    .map((e) => ms(e.tdur ?? e.dur ?? 0))
    .sort((a, b) => b - a);
  return { cpuMs, painted: true };
}
