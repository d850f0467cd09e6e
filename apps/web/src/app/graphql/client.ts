import { Client, cacheExchange, fetchExchange, subscriptionExchange } from 'urql';
import { subscribeOnStream } from './event-stream';
import { requestHeaders } from './request-headers';

/**
 * One client for the whole app; same origin, so the session cookie rides along. Subscriptions (urql's
 * useSubscription) go over the tab's one event stream (event-stream.ts), loaded on the first one.
 */
export const graphqlClient = new Client({
  url: '/graphql',
  exchanges: [
    cacheExchange,
    fetchExchange,
    subscriptionExchange({
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
    }),
  ],
  fetchOptions: () => ({ credentials: 'same-origin', headers: requestHeaders() }),
  preferGetMethod: false,
});
