/** How long a client told to reconnect by a draining instance waits first (the SSE `retry` field, milliseconds). */
export const RECONNECT_HINT_MS = 1_000;

const encoder = new TextEncoder();

/**
 * The open event streams (GraphQL over SSE) of this instance: counted for /metrics, and ended at a stop with a
 * reconnection hint, since a stream never finishes by itself and the stop waits for every request in flight. The
 * client (graphql-sse) sees its stream close with subscriptions still open, reconnects through the balancer to an
 * instance that is not stopping and subscribes again; the pages then catch up by query (decision 0022). An
 * EventSource would honour the `retry:` field; graphql-sse skips it like a ping.
 */
export class EventStreams {
  private readonly open = new Set<() => void>();
  private closing = false;

  get size(): number {
    return this.open.size;
  }

  /** Wraps a stream's body so it can be ended from here; once closing, a new stream ends at once. */
  track(body: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
    const reader = body.getReader();
    let ended = false;
    const end = (controller: ReadableStreamDefaultController<Uint8Array>, hint: boolean) => {
      if (ended) return;
      ended = true;
      this.open.delete(stop);
      if (hint) controller.enqueue(encoder.encode(`retry: ${RECONNECT_HINT_MS}\n\n`));
      controller.close();
    };
    let stop: () => void = () => undefined;
    return new ReadableStream<Uint8Array>({
      start: (controller) => {
        stop = () => {
          end(controller, true);
          // Ends the subscriptions behind the stream (graphql-sse returns their iterators).
          reader.cancel().catch(() => undefined);
        };
        if (this.closing) stop();
        else this.open.add(stop);
      },
      pull: async (controller) => {
        let chunk: ReadableStreamReadResult<Uint8Array>;
        try {
          chunk = await reader.read();
        } catch (error) {
          if (ended) return;
          ended = true;
          this.open.delete(stop);
          controller.error(error);
          return;
        }
        if (ended) return;
        if (chunk.done) end(controller, false);
        else controller.enqueue(chunk.value);
      },
      cancel: async (reason) => {
        // The client went away: Fastify cancels the body.
        ended = true;
        this.open.delete(stop);
        await reader.cancel(reason);
      },
    });
  }

  /** Ends every open stream with the reconnection hint, and every stream opened from now on. */
  closeAll(): void {
    this.closing = true;
    for (const end of [...this.open]) end();
  }
}
