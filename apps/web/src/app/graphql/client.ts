import { Client, cacheExchange, fetchExchange } from 'urql';

/** One client for the whole app; same origin, so the session cookie rides along. */
export const graphqlClient = new Client({
  url: '/graphql',
  exchanges: [cacheExchange, fetchExchange],
  fetchOptions: { credentials: 'same-origin' },
  preferGetMethod: false,
});
