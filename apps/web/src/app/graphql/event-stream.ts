import type { Client, ExecutionResult, Sink } from 'graphql-sse';
import { requestHeaders } from './request-headers';

/**
 * The tab's one event stream for every subscription (decision 0022): graphql-sse in single connection mode against
 * /graphql/stream, so a tab holds one HTTP/1.1 connection however many subscriptions its pages open (browsers allow
 * six per site). graphql-sse is loaded on the first subscription only (a dynamic import), so no page's first load
 * carries it. The connection opens with the first subscription and closes shortly after the last one ends.
 */
let client: Promise<Client<true>> | null = null;
const reconnectListeners = new Set<() => void>();

function streamClient(): Promise<Client<true>> {
  client ??= import('graphql-sse').then(({ createClient }) =>
    createClient({
      url: '/graphql/stream',
      singleConnection: true,
      credentials: 'same-origin',
      // Read when the stream connects: the visitor token (if any) goes with the session cookie.
      headers: () => requestHeaders(),
      // A dropped stream (a proxy, a server restart, a Redis restart) reconnects with graphql-sse's randomised backoff.
      retryAttempts: 1_000,
      on: {
        connected: (reconnected) => {
          if (reconnected) for (const listener of reconnectListeners) listener();
        },
      },
    }),
  );
  return client;
}

/**
 * Runs after the stream came back from a drop: events sent meanwhile were missed, so a page fetches what came
 * after the last item it has by an ordinary query (the chat's catch-up).
 */
export function onStreamReconnect(listener: () => void): () => void {
  reconnectListeners.add(listener);
  return () => reconnectListeners.delete(listener);
}

/**
 * Closes the stream so the next subscription opens a new one with the current headers: after the visitor token
 * changes (a visitor made, or forgotten), since the stream's operations carry the headers it connected with.
 */
export function resetEventStream(): void {
  const current = client;
  client = null;
  void current?.then((c) => c.dispose());
}

export interface StreamRequest {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}

/** Subscribes on the tab's stream; the returned function ends the subscription (before or after it started). */
export function subscribeOnStream(request: StreamRequest, sink: Sink<ExecutionResult>): () => void {
  let stop: (() => void) | null = null;
  let ended = false;
  void streamClient().then(
    (c) => {
      if (!ended) stop = c.subscribe(request, sink);
    },
    (error: unknown) => sink.error(error),
  );
  return () => {
    ended = true;
    stop?.();
  };
}
