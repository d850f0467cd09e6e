/** What the stream needs of the app's event bus (lib/pubsub.ts): to hear that events may have been lost. */
export interface ResyncSource {
  onResync(listener: () => void): () => void;
}

/**
 * The events of `source` that `keep` accepts, until the bus says events may have been lost (a Redis reconnection):
 * then the subscription completes rather than carry on as if nothing had been missed, and the browser's client
 * (core/graphql/event-stream.ts) subscribes again and catches up by an ordinary query. It completes rather than
 * fails: graphql-sse 2.6 answers a failing source by throwing into the tab's whole stream, an unhandled rejection
 * that would stop the server (graphql/subscription-guard.ts now ends such a subscription alone). It also completes at
 * the first event of any of `endWhen` (the asker's visitor token revoked, the mentor's session or role gone, a
 * child's consent withdrawn). Shared by the modules with live streams (chat, families).
 */
export async function* liveEvents<T>(
  source: AsyncIterable<T>,
  keep: (event: T) => boolean,
  bus: ResyncSource,
  endWhen: AsyncIterable<unknown>[] = [],
): AsyncGenerator<T> {
  const iterator = source[Symbol.asyncIterator]();
  let interrupt: () => void = () => {};
  const interrupted = new Promise<'interrupted'>((resolve) => {
    interrupt = () => resolve('interrupted');
  });
  const stopListening = bus.onResync(interrupt);
  const endings = endWhen.map((end) => end[Symbol.asyncIterator]());
  for (const ending of endings) void ending.next().then(interrupt, interrupt);
  try {
    for (;;) {
      const next = await Promise.race([iterator.next(), interrupted]);
      if (next === 'interrupted' || next.done) return;
      if (keep(next.value)) yield next.value;
    }
  } finally {
    stopListening();
    await Promise.all([iterator.return?.(), ...endings.map((ending) => ending.return?.())]);
  }
}
