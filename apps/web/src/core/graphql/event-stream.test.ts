import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ExecutionResult, Sink } from 'graphql-sse';

/** A stand-in for graphql-sse's client: records the sinks, so a test plays the server's side. */
const sinks: Sink<ExecutionResult>[] = [];
const created: { headers: () => Record<string, string> }[] = [];
vi.mock('graphql-sse', () => ({
  createClient: (options: { headers: () => Record<string, string> }) => {
    created.push(options);
    return {
      subscribe: (_request: unknown, sink: Sink<ExecutionResult>) => {
        sinks.push(sink);
        return () => {};
      },
      dispose: () => {},
    };
  },
}));

const { onLiveResumed, resetEventStream, subscribeOnStream } = await import('./event-stream');
const { addRequestHeaders } = await import('./request-headers');

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.useRealTimers();
  sinks.length = 0;
});

describe('the event stream', () => {
  it('subscribes again when the server completes a subscription, and tells the pages to catch up', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const caughtUp = vi.fn();
    const stopListening = onLiveResumed(caughtUp);
    const received: unknown[] = [];
    const complete = vi.fn();
    const stop = subscribeOnStream(
      { query: 'subscription { x }' },
      { next: (v) => received.push(v), error: () => {}, complete },
    );
    await vi.waitFor(() => expect(sinks).toHaveLength(1));
    sinks[0]?.next({ data: { x: 1 } });
    sinks[0]?.complete();
    await vi.waitFor(() => expect(sinks).toHaveLength(2));
    expect(complete).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(caughtUp).toHaveBeenCalledTimes(1);
    sinks[1]?.next({ data: { x: 2 } });
    expect(received).toEqual([{ data: { x: 1 } }, { data: { x: 2 } }]);
    stop();
    stopListening();
  });

  it('reads the headers features add, in a fresh object, when a stream opens', async () => {
    resetEventStream();
    const remove = addRequestHeaders(() => ({ 'X-Visitor-Token': 'secret' }));
    const stop = subscribeOnStream(
      { query: 'subscription { x }' },
      { next: () => {}, error: () => {}, complete: () => {} },
    );
    await settle();
    const headers = created.at(-1)?.headers();
    expect(headers).toEqual({ 'X-Visitor-Token': 'secret' });
    expect(created.at(-1)?.headers()).not.toBe(headers);
    stop();
    remove();
  });
});
