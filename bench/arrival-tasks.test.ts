import { describe, expect, it } from 'vitest';
import { arrivalTasks, type TraceEvent } from '../e2e/support/arrival-tasks';

// The browser tests' reading of a first visit's trace (e2e/support/arrival-tasks.ts), on traces made to order.
const PAGE = { pid: 10, tid: 1 };
const OTHER_RENDERER = { pid: 20, tid: 1 };
const thread = (at: { pid: number; tid: number }): TraceEvent => ({
  name: 'thread_name',
  ph: 'M',
  ts: 0,
  ...at,
  args: { name: 'CrRendererMain' },
});
const task = (at: { pid: number; tid: number }, ts: number, cpuMs: number, wallMs = cpuMs): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  ts,
  dur: wallMs * 1000,
  tdur: cpuMs * 1000,
  ...at,
});
const painted = (ts: number): TraceEvent => ({ name: 'firstContentfulPaint', ph: 'R', ts, ...PAGE });

describe('arrivalTasks', () => {
  it("takes the page's main-thread tasks from its first contentful paint on, by CPU time, longest first", () => {
    const events = [
      thread(PAGE),
      thread(OTHER_RENDERER),
      // Before the first paint (the first style and layout): counted in FCP, not in blocking time.
      task(PAGE, 1_000, 40),
      painted(50_000),
      task(PAGE, 60_000, 3.14),
      // Descheduled on a busy machine: 150 ms of wall time, 9 of CPU.
      task(PAGE, 70_000, 9, 150),
      // Chromium's own pages, in another renderer.
      task(OTHER_RENDERER, 80_000, 130),
      { ...task(PAGE, 90_000, 20), name: 'Layout' },
    ];
    expect(arrivalTasks(events)).toEqual({ cpuMs: [9, 3.1], painted: true });
  });

  it('says when the page painted nothing, so no window can be judged', () => {
    expect(arrivalTasks([thread(PAGE), task(PAGE, 1_000, 5)])).toEqual({ cpuMs: [], painted: false });
  });
});
