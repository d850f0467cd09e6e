import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { Client, Provider, fetchExchange } from 'urql';
import { vi } from 'vitest';
import { ShellDataProvider, ShellQuery } from '../core/shell-data';
import { AuthProvider } from '../features/accounts/auth-context';
import type { Me } from '../features/accounts/queries';

export const VISITOR_ME: Me = {
  role: 'VISITOR',
  isAuthenticated: false,
  sub: null,
  email: null,
  emailVerified: false,
  mentor: null,
};
export const USER_ME: Me = {
  role: 'USER',
  isAuthenticated: true,
  sub: 'user-1',
  email: 'ada@example.com',
  emailVerified: true,
  mentor: null,
};

export interface GraphQLCall {
  query: string;
  variables: Record<string, unknown>;
}

/** Answers a GraphQL request with `{ data }` or `{ errors }`, as the server would; undefined for the default. */
export type Responder = (call: GraphQLCall) => unknown;

/** A call to the account endpoints (/api/auth/*), its path without that prefix. */
export interface AuthCall {
  path: string;
  body: Record<string, unknown>;
}
type AuthAnswer = { status: number; body: Record<string, unknown> };

interface Options {
  /** The page's route; other paths render <Where>. */
  path?: string;
  /** Navigation state the page is opened with (as a link's `state`). */
  state?: unknown;
  /** The route pattern when the page reads path parameters (e.g. '/confirm-booking/:token'); else `path`. */
  route?: string;
  /** The session the AuthProvider reads (a visitor unless told); change it with setMe, e.g. once a sign-in succeeds. */
  me?: Me;
  /** Answers the page's GraphQL operations; siteInfo defaults to siteInfoData(), anything else to `{ data: null }`. */
  respond?: Responder;
  /** Answers the account endpoints; 200 with an empty body unless told. Throw to fail the request as offline. */
  auth?: (call: AuthCall) => AuthAnswer | undefined;
}

/** Shows where a navigation led (path and state), in place of the page that is not under test. */
function Where() {
  const location = useLocation();
  return (
    <p data-testid="where" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
    </p>
  );
}

const jsonResponse = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

/**
 * Renders a page inside the app's providers (antd App, urql, the AuthProvider, a memory router) with the server
 * replaced. `calls` lists the page's GraphQL operations (not the session check), `authCalls` its account calls.
 */
export function renderPage(page: ReactElement, options: Options = {}) {
  let me = options.me ?? VISITOR_ME;
  const calls: GraphQLCall[] = [];
  const authCalls: AuthCall[] = [];
  // The account endpoints are called with the global fetch; setup.ts unstubs it after each test.
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    const call = { path: url.pathname.replace('/api/auth', ''), body };
    authCalls.push(call);
    let answer: AuthAnswer | undefined;
    try {
      answer = options.auth?.(call);
    } catch (error) {
      // A responder that throws stands for a server that cannot be reached: fetch rejects, as a browser's does.
      return Promise.reject(error instanceof Error ? error : new TypeError(String(error)));
    }
    answer ??= { status: 200, body: {} };
    return jsonResponse(answer.body, answer.status);
  });
  const graphqlFetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const call = readCall(input, init);
    // A parent's children and an account's channels (`me { children … }`, `me { contactChannels … }`, `me { calendarFeedUrl }`) are the test's
    // to answer; any other `me` is the session.
    if (/\bme\s*\{(?!\s*(children|contactChannels|calendarFeedUrl|googleCalendar)\b)/.test(call.query)) {
      // The session check: the first load's query (the session and the site's details) or `refresh()` (the session).
      if (!call.query.includes('siteInfo')) return jsonResponse({ data: { me } });
      const answer = options.respond?.(call) as { data?: Record<string, unknown> } | undefined;
      return jsonResponse({ data: { ...siteInfoData(), ...answer?.data, me } });
    }
    calls.push(call);
    const answer = options.respond?.(call);
    if (answer !== undefined) return jsonResponse(answer);
    return jsonResponse(call.query.includes('siteInfo') ? { data: siteInfoData() } : { data: null });
  };
  const client = new Client({ url: 'http://localhost/graphql', exchanges: [fetchExchange], fetch: graphqlFetch });
  const path = options.path ?? '/';
  const rendered = render(
    <AntApp>
      <Provider value={client}>
        <ShellDataProvider query={ShellQuery}>
          <AuthProvider>
            <MemoryRouter
              initialEntries={[options.state === undefined ? path : { pathname: path, state: options.state }]}
            >
              <Routes>
                <Route path={options.route ?? path} element={page} />
                <Route path="*" element={<Where />} />
              </Routes>
            </MemoryRouter>
          </AuthProvider>
        </ShellDataProvider>
      </Provider>
    </AntApp>,
  );
  return {
    ...rendered,
    calls,
    authCalls,
    setMe(next: Me) {
      me = next;
    },
  };
}

/** urql sends queries by GET (in the URL) and mutations by POST (in the body). */
function readCall(input: RequestInfo | URL, init?: RequestInit): GraphQLCall {
  if (typeof init?.body === 'string') {
    const body = JSON.parse(init.body) as { query: string; variables?: Record<string, unknown> };
    return { query: body.query, variables: body.variables ?? {} };
  }
  const url = new URL(input instanceof Request ? input.url : String(input));
  const variables = url.searchParams.get('variables');
  return {
    query: url.searchParams.get('query') ?? '',
    variables: variables ? (JSON.parse(variables) as Record<string, unknown>) : {},
  };
}

/** A site-info answer with the configuration's defaults. */
export const siteInfoData = (overrides: Record<string, unknown> = {}) => ({
  siteInfo: {
    name: 'Eazy2con',
    address: '12 Admiralty Way, Lekki Phase 1, Lagos, Nigeria',
    phone: '+234 803 000 0000',
    email: 'hello@eazy2con.com',
    blogUrl: 'https://blog.eazy2con.com',
    socials: { facebook: 'f', twitter: 't', instagram: 'i', linkedin: 'l', __typename: 'SiteSocials' },
    bank: { name: 'b', accountNumber: '1', accountName: 'a', __typename: 'BankDetails' },
    hiringEndsAt: '2022-05-16',
    hiringFormUrl: null,
    googleSignIn: false,
    testPayments: false,
    __typename: 'SiteInfo',
    ...overrides,
  },
});
