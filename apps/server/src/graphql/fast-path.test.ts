import Fastify from 'fastify';
import pino from 'pino';
import { createSchema, createYoga } from 'graphql-yoga';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { createAppEventBus, type AppEventBus } from '../modules/events';
import { trustedOrigins } from '../lib/site-origins';
import { createTestApp, type TestApp } from '../test/test-app';
import { createMaskError } from '../graphql-core/errors';
import { createFastPath } from './fast-path';
import { GRAPHQL_LIMITS } from '../graphql-core/limits';
import { protections } from './protections';
import { graphqlRouteHandler } from './route';
import type { GraphQLContext } from '../graphql-core/context';
import { createGraphQLFastPath, yogaLogger } from './yoga';
import type { GraphQLServerContext } from './graphql-server';

let fast: TestApp;
/** The same database behind an app without the fast path: every request through Yoga's HTTP layer. */
let yogaOnly: App;
let bus: AppEventBus;

beforeAll(async () => {
  fast = await createTestApp({ seed: true });
  bus = createAppEventBus(fast.config);
  yogaOnly = await buildApp(
    { config: fast.config, database: fast.database, bus, log: pino({ level: 'silent' }) },
    { webDist: null, graphqlFastPath: false },
  );
  await yogaOnly.http.ready();
});
afterAll(async () => {
  await yogaOnly?.http.close();
  await bus?.close();
  await fast?.close();
});

interface Ask {
  name: string;
  body: string;
  headers?: Record<string, string>;
}

const json = (query: string, variables?: unknown, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ query, variables, ...extra });
const LIST =
  'query Cards($limit: Int) { listCourses(limit: $limit) { items { id title mentor { id firstname } } nextToken } }';

/** Status, headers (but the date and the request's own id) and body of one answer. */
async function answer(app: App, ask: Ask) {
  const response = await app.http.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', ...ask.headers },
    payload: ask.body,
  });
  const { date: _date, 'x-request-id': _id, ...headers } = response.headers;
  return { status: response.statusCode, headers, body: response.body };
}

function cases(origin: string): Ask[] {
  const urql =
    'application/graphql-response+json, application/graphql+json, application/json, text/event-stream, multipart/mixed';
  return [
    { name: 'a public list', body: json(LIST, { limit: 3 }) },
    { name: 'from the site itself', body: json(LIST, { limit: 3 }), headers: { origin } },
    { name: 'from another site', body: json(LIST, { limit: 3 }), headers: { origin: 'https://evil.example' } },
    { name: 'from a null origin', body: json(LIST, { limit: 3 }), headers: { origin: 'null' } },
    { name: 'as urql asks', body: json(LIST, { limit: 3 }), headers: { accept: urql, origin } },
    { name: 'GraphQL response type only', body: json(LIST), headers: { accept: 'application/graphql-response+json' } },
    { name: 'an unacceptable type', body: json(LIST), headers: { accept: 'text/html' } },
    { name: 'a missing record', body: json('query ($id: ID!) { getCourse(id: $id) { id } }', { id: 'nope' }) },
    { name: 'a syntax error', body: json('{ listCourses {'), headers: { accept: urql } },
    { name: 'an unknown field', body: json('{ listCourses { items { nope } } }'), headers: { accept: urql } },
    {
      name: 'too deep',
      body: json(
        `{ listCourses { items { mentor { courses { items { mentor { courses { items { mentor { courses { items { id } } } } } } } } } } } }`,
      ),
    },
    {
      name: 'too many aliases',
      body: json(`{ ${Array.from({ length: 20 }, (_, i) => `a${i}: __typename`).join(' ')} }`),
    },
    { name: 'too large', body: json(`{ __typename ${' '.repeat(GRAPHQL_LIMITS.maxDocumentBytes)} }`) },
    {
      name: 'too costly',
      body: json('{ listCourses(limit: 100) { items { mentor { courses(limit: 100) { items { id } } } } } }'),
      headers: { accept: urql },
    },
    { name: 'a variable of the wrong type', body: json(LIST, { limit: 'ten' }), headers: { accept: urql } },
    { name: 'a NUL in a variable', body: json('query ($id: ID!) { getCourse(id: $id) { id } }', { id: 'a\u0000b' }) },
    { name: 'a bad nextToken', body: json('{ listCourses(nextToken: "xyz") { items { id } } }') },
    { name: 'an unknown operation name', body: json(LIST, {}, { operationName: 'Other' }) },
    { name: 'an unexpected parameter', body: json(LIST, {}, { foo: 1 }) },
    { name: 'variables that are a list', body: JSON.stringify({ query: LIST, variables: [1] }) },
    { name: 'a batch', body: JSON.stringify([{ query: LIST }]) },
    { name: 'a mutation', body: json('mutation { createContactUs(input: {}) { id } }') },
  ];
}

describe('the GraphQL fast path', () => {
  it("answers every request exactly as Yoga's HTTP layer does: status, headers (CORS included) and body", async () => {
    const origin = trustedOrigins(fast.config)[0]!;
    for (const ask of cases(origin)) {
      const [mine, yogas] = await Promise.all([answer(fast.app, ask), answer(yogaOnly, ask)]);
      expect({ case: ask.name, ...mine }).toEqual({ case: ask.name, ...yogas });
    }
  });

  it("answers a plain query itself, and leaves the rest to Yoga's HTTP layer", async () => {
    const fastPath = createGraphQLFastPath(fast.app.graphql, fast.app.services, pino({ level: 'silent' }));
    const probe = Fastify();
    probe.post('/graphql', async (req, reply) =>
      (await fastPath(req, reply)) ? reply : reply.status(299).send('to Yoga'),
    );
    const status = async (body: string) =>
      (
        await probe.inject({
          method: 'POST',
          url: '/graphql',
          headers: { 'content-type': 'application/json' },
          payload: body,
        })
      ).statusCode;
    expect(await status(json(LIST))).toBe(200);
    expect(await status(json('query ($id: ID!) { getCourse(id: $id) { id } }', { id: 'a\u0000b' }))).toBe(400);
    expect(await status(json('mutation { createContactUs(input: {}) { id } }'))).toBe(299);
    expect(await status(json('{ listCourses {'))).toBe(299);
    expect(await status(json('{ listCourses { items { nope } } }'))).toBe(299);
    await probe.close();
  });

  it('sends CORS headers only to the site, and a Vary on Origin to everyone', async () => {
    const origin = trustedOrigins(fast.config)[0]!;
    const site = await answer(fast.app, { name: 'site', body: json(LIST), headers: { origin } });
    expect(site.headers).toMatchObject({
      'access-control-allow-origin': origin,
      'access-control-allow-credentials': 'true',
      vary: 'Origin',
    });
    const other = await answer(fast.app, {
      name: 'other',
      body: json(LIST),
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    expect(other.headers.vary).toBe('Origin');
  });
});

describe("the fast path's time budget", () => {
  it('stops a query that runs past it, with the answer Yoga gives', async () => {
    let finished = false;
    const log = pino({ level: 'silent' });
    // Typed as the app's server so the route takes it; the test's resolvers read nothing from the context.
    const yoga = createYoga<GraphQLServerContext, GraphQLContext>({
      schema: createSchema({
        typeDefs: 'type Query { slow: String, quick: String }',
        resolvers: {
          Query: {
            quick: () => 'ok',
            // Longer than the test may take: only the budget can end this operation in time.
            slow: () =>
              new Promise<string>((resolve) =>
                setTimeout(() => {
                  finished = true;
                  resolve('too late');
                }, 5_000).unref(),
              ),
          },
        },
      }),
      plugins: protections({ limits: { ...GRAPHQL_LIMITS, timeBudgetMs: 200 }, isProduction: true, log }),
      logging: false,
    });
    const fastPath = createFastPath({
      yoga,
      cors: () => false,
      maxDocumentBytes: GRAPHQL_LIMITS.maxDocumentBytes,
      maxErrors: GRAPHQL_LIMITS.maxErrors,
      maskError: createMaskError(log),
      logger: yogaLogger(log),
    });
    const servers = [Fastify(), Fastify()];
    servers[0]!.post('/graphql', graphqlRouteHandler(yoga, fastPath));
    servers[1]!.post('/graphql', graphqlRouteHandler(yoga, null));
    const ask = async (index: number, query: string) => {
      const response = await servers[index]!.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json' },
        payload: json(query),
      });
      return {
        status: response.statusCode,
        body: response.json<{ data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] }>(),
      };
    };

    const started = performance.now();
    const slow = await ask(0, '{ quick slow }');
    expect(slow.body.errors?.[0]).toMatchObject({
      message: 'The operation took longer than 0.2 seconds and was stopped',
      extensions: { code: 'TIMEOUT' },
    });
    expect(performance.now() - started).toBeLessThan(2000);
    expect(finished).toBe(false);
    expect(slow).toEqual(await ask(1, '{ quick slow }'));
    expect((await ask(0, '{ quick }')).body).toEqual({ data: { quick: 'ok' } });
    await Promise.all(servers.map((server) => server.close()));
  });
});
