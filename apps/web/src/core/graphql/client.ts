import {
  Client,
  cacheExchange,
  fetchExchange,
  ssrExchange,
  subscriptionExchange,
  type Exchange,
  type SSRData,
} from 'urql';
import { subscribeOnStream } from './event-stream';
import { requestHeaders } from './request-headers';
import { SERVER_DATA_ELEMENT_ID } from './server-data-id';

/** Where a server-rendered page carries the answers it was rendered with (see readServerData). */
export { SERVER_DATA_ELEMENT_ID };

interface ClientOptions {
  url: string;
  /** The answers a server-rendered page came with (in the browser), or a collector for them (on the server). */
  ssr: ReturnType<typeof ssrExchange>;
  /** The server renders with suspense, so a page waits for its data; the browser never does. */
  suspense: boolean;
  fetch?: typeof fetch;
  headers: () => Record<string, string>;
  subscriptions: boolean;
}

function eventStreamExchange(): Exchange {
  return subscriptionExchange({
    forwardSubscription: (request) => ({
      subscribe: (sink) => ({
        unsubscribe: subscribeOnStream(
          { query: request.query ?? '', variables: request.variables, operationName: request.operationName },
          {
            next: (value) => sink.next(value),
            error: (error: unknown) => sink.error(error),
            complete: () => sink.complete(),
          },
        ),
      }),
    }),
  });
}

export function createGraphqlClient(options: ClientOptions): Client {
  return new Client({
    url: options.url,
    exchanges: [cacheExchange, options.ssr, fetchExchange, ...(options.subscriptions ? [eventStreamExchange()] : [])],
    fetchOptions: () => ({ credentials: 'same-origin', headers: options.headers() }),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    suspense: options.suspense,
    preferGetMethod: false,
  });
}

/** The answers the server rendered this page with: a JSON data block (no script runs, so CSP needs no exception). */
function readServerData(): SSRData | undefined {
  if (typeof document === 'undefined') return undefined;
  const text = document.getElementById(SERVER_DATA_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as SSRData;
  } catch {
    return undefined;
  }
}

const serverData = readServerData();

/** True when this page arrived rendered by the server, with its data: main.tsx hydrates it instead of rendering. */
export const arrivedServerRendered = serverData !== undefined;

/**
 * The browser's one client for the whole app; same origin, so the session cookie rides along. A server-rendered
 * page's answers are served once from the page itself (urql's ssrExchange), so hydration sees what the server
 * rendered and the first load sends no request for them. Subscriptions (urql's useSubscription) go over the tab's
 * one event stream (event-stream.ts), loaded on the first one.
 */
export const graphqlClient = createGraphqlClient({
  url: '/graphql',
  ssr: ssrExchange({ isClient: true, initialState: serverData }),
  suspense: false,
  headers: requestHeaders,
  subscriptions: true,
});
