/** One request of a burst: what it was, and the id the server acknowledged (null when it was not). */
export interface Outcome {
  kind: 'booking' | 'message';
  id: string | null;
  failure: string | null;
  /** When the request was sent and when its answer (or failure) came, ms since the epoch. */
  sentAt: number;
  endedAt: number;
}

/**
 * Runs `tasks` with at most `concurrency` in flight, calling `midway` (once) when `midwayAt` of them have started,
 * while the others go on: the SIGKILL lands among requests in flight.
 */
export async function runBurst(
  tasks: (() => Promise<Outcome>)[],
  o: { concurrency: number; midwayAt: number; midway: () => Promise<void> },
): Promise<Outcome[]> {
  const outcomes: Outcome[] = new Array<Outcome>(tasks.length);
  let next = 0;
  const midway: Promise<void>[] = [];
  const worker = async () => {
    while (next < tasks.length) {
      const index = next;
      next += 1;
      if (index === o.midwayAt) midway.push(o.midway());
      const task = tasks[index];
      if (task) outcomes[index] = await task();
    }
  };
  await Promise.all(Array.from({ length: o.concurrency }, worker));
  await Promise.all(midway);
  return outcomes;
}

/** The acknowledged outcome of a request, or the reason it was not acknowledged (never thrown: a burst goes on). */
export async function outcome(kind: Outcome['kind'], request: () => Promise<string>): Promise<Outcome> {
  const sentAt = Date.now();
  try {
    const id = await request();
    return { kind, id, failure: null, sentAt, endedAt: Date.now() };
  } catch (error) {
    return { kind, id: null, failure: describe(error), sentAt, endedAt: Date.now() };
  }
}

/** An error with its cause: fetch's own message ('fetch failed') says nothing without it. */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.cause === undefined ? error.message : `${error.message} (${describe(error.cause)})`;
}
