import type { Client, ExecutionResult, Sink } from 'graphql-sse';
import { requestHeaders } from './request-headers';

/**
 * The tab's one event stream for every subscription (decision 0022): graphql-sse in single connection mode against
 * /graphql/stream, so a tab holds one HTTP/1.1 connection however many subscriptions its pages open (browsers allow
 * six per site). graphql-sse is loaded on the first subscription only (a dynamic import), so no page's first load
 * carries it. The connection opens with the first subscription and closes shortly after the last one ends. Behind
 * a balancer its requests may reach different instances: the server passes them to the stream's (decision 0036).
 */
let client: Promise<Client<true>> | null = null;
const resumeListeners = new Set<() => void>();
/**
 * How long after a reconnection (or a resubscription) the pages catch up: graphql-sse sends the subscriptions again
 * once the stream is back, and the catch-up should follow them, so that nothing falls between the two. The query
 * overlaps what came live; pages merge by id.
 */
export const CATCH_UP_DELAY_MS = 1_000;

function resumed(): void {
  setTimeout(() => {
    for (const listener of resumeListeners) listener();
  }, CATCH_UP_DELAY_MS);
}

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
          if (reconnected) resumed();
        },
      },
    }),
  );
  return client;
}

/**
 * Runs `listener` once, a moment after a page's subscription started: a subscription has no acknowledgement, so what
 * happened between the page's query and the subscription being in place is fetched again by query.
 */
export function afterSubscribing(listener: () => void): () => void {
  const timer = setTimeout(listener, CATCH_UP_DELAY_MS);
  return () => clearTimeout(timer);
}

/**
 * Runs after live updates were interrupted (the stream dropped and came back, or the server ended subscriptions
 * because events may have been lost, as after a Redis restart): a page fetches what came after the last item it
 * has by an ordinary query (the chat's catch-up) or reloads its list.
 */
export function onLiveResumed(listener: () => void): () => void {
  resumeListeners.add(listener);
  return () => resumeListeners.delete(listener);
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

/**
 * Subscribes on the tab's stream; the returned function ends the subscription (before or after it started). The
 * app's subscriptions have no natural end: when the server completes one, it is because events may have been lost
 * (decision 0022), so it is started again at once and the pages catch up.
 */
export function subscribeOnStream(request: StreamRequest, sink: Sink<ExecutionResult>): () => void {
  let stop: (() => void) | null = null;
  let ended = false;
  const start = () => {
    streamClient().then(
      (c) => {
        if (ended) return;
        stop = c.subscribe(request, {
          next: (value: ExecutionResult) => sink.next(value),
          error: (error: unknown) => sink.error(error),
          complete: () => {
            if (ended) return sink.complete();
            start();
            resumed();
          },
        });
      },
      (error: unknown) => sink.error(error),
    );
  };
  start();
  return () => {
    ended = true;
    stop?.();
  };
}
