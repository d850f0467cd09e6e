import { createYoga, createSchema } from 'graphql-yoga';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { GRAPHQL_LIMITS } from '../graphql-core/limits';
import { protections } from './protections';

/**
 * The query bombs of issue 7 (an anonymous 660-byte query nesting 11 levels took 28 s; 12,000 aliases took 13.9 s;
 * 10,000 nested levels crashed the parser with a 500): each is refused with a clear error before any resolver
 * runs. The time bound is a loose guard only; what is asserted is the refusal and that the resolver never ran.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

interface Answer {
  status: number;
  errors: { message: string; extensions?: { code?: string } }[];
  ms: number;
}

async function post(query: string, variables?: Record<string, unknown>): Promise<Answer> {
  const started = performance.now();
  const response = await t.app.http.inject({
    method: 'POST',
    url: '/graphql',
    // What urql sends: with the GraphQL-over-HTTP media type first, request errors answer 400 (Yoga answers parse
    // errors to a plain application/json request with 200, as that spec allows).
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
    payload: JSON.stringify({ query, variables }),
  });
  const body = response.json<{ errors?: Answer['errors'] }>();
  return { status: response.statusCode, errors: body.errors ?? [], ms: performance.now() - started };
}

const spyOnCourses = () => vi.spyOn(t.app.services.courses, 'listPublic');

describe('query bombs', () => {
  it('refuses the 11-level listCourses → mentor → courses query by its depth', async () => {
    const query = `{ listCourses { items { mentor { courses { items { mentor { courses { items { mentor { courses { items { id } } } } } } } } } } } }`;
    expect(query.length).toBeLessThan(660);
    const listPublic = spyOnCourses();
    const answer = await post(query);
    expect(answer.status).toBe(400);
    expect(answer.errors[0]?.message).toMatch(`Query depth limit of ${GRAPHQL_LIMITS.maxDepth} exceeded, found 12`);
    expect(listPublic).not.toHaveBeenCalled();
    expect(answer.ms).toBeLessThan(2000);
  });

  it('refuses nested lists within the depth limit by their cost: each level multiplies by its page size', async () => {
    const query = `{ listCourses(limit: 100) { items { mentor { courses(limit: 100) { items { id title mentor { id } } } } } } }`;
    const listPublic = spyOnCourses();
    const answer = await post(query);
    expect(answer.errors[0]).toMatchObject({
      message: expect.stringMatching(/^This query asks for too much at once \(cost \d+, at most 4000\)/) as unknown,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(listPublic).not.toHaveBeenCalled();
  });

  it('refuses the cost of variables too: the page size of `$limit` counts', async () => {
    const query = `query ($limit: Int) { listCourses(limit: $limit) { items { mentor { courses(limit: $limit) { items { id } } } } } }`;
    expect((await post(query, { limit: 100 })).errors[0]?.message).toMatch(/too much at once/);
    const small = await post(query, { limit: 5 });
    expect(small.errors).toEqual([]);
  });

  it('refuses 12,000 aliases by the size of the request, before reading it whole', async () => {
    const query = `{ ${Array.from({ length: 12_000 }, (_, i) => `a${i}: __typename`).join(' ')} }`;
    const answer = await post(query);
    expect(answer.status).toBe(413);
    expect(answer.errors[0]?.extensions?.code).toBe('PAYLOAD_TOO_LARGE');
    expect(answer.ms).toBeLessThan(2000);
  });

  it('refuses 2,000 aliases (a request under the body limit) by the size of the query, before parsing', async () => {
    const query = `{ ${Array.from({ length: 2_000 }, (_, i) => `a${i}: __typename`).join(' ')} }`;
    expect(query.length).toBeLessThan(64 * 1024);
    const answer = await post(query);
    expect(answer.status).toBe(400);
    expect(answer.errors[0]?.message).toMatch(/^The query is too large \(\d+ bytes; at most 20000\)$/);
  });

  it('refuses more aliases than the limit in a query of allowed size', async () => {
    const query = `{ ${Array.from({ length: 100 }, (_, i) => `a${i}: listCourses { nextToken }`).join(' ')} }`;
    expect(query.length).toBeLessThan(GRAPHQL_LIMITS.maxDocumentBytes);
    const listPublic = spyOnCourses();
    const answer = await post(query);
    expect(answer.status).toBe(400);
    expect(answer.errors[0]?.message).toMatch(`Aliases limit of ${GRAPHQL_LIMITS.maxAliases} exceeded, found 100`);
    expect(listPublic).not.toHaveBeenCalled();
  });

  it('answers a document nested 10,000 levels with 400 and a clear error, not a parser crash (500)', async () => {
    const answer = await post(`{ ${'a { '.repeat(10_000)}b${' }'.repeat(10_000)} }`);
    expect(answer.status).toBe(400);
    expect(answer.errors).toHaveLength(1);
    expect(answer.errors[0]?.message).toMatch(/^The query is too large/);
  });

  it('stops a deeply nested document of allowed size at the token limit while parsing', async () => {
    const query = `{${'a{'.repeat(4_000)}b${'}'.repeat(4_000)}}`;
    expect(query.length).toBeLessThan(GRAPHQL_LIMITS.maxDocumentBytes);
    const answer = await post(query);
    expect(answer.status).toBe(400);
    expect(answer.errors[0]?.message).toBe(`Syntax Error: Token limit of ${GRAPHQL_LIMITS.maxTokens} exceeded.`);
  });

  it('refuses a pile of directives', async () => {
    const answer = await post(`{ __typename ${'@include(if: true) '.repeat(50)}}`);
    expect(answer.status).toBe(400);
    expect(answer.errors[0]?.message).toMatch(`Directives limit of ${GRAPHQL_LIMITS.maxDirectives} exceeded, found 50`);
  });
});

describe('the time budget', () => {
  it('stops an operation that runs past its budget and answers with an error naming it', async () => {
    let finished = false;
    const yoga = createYoga({
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
      plugins: protections({
        limits: { ...GRAPHQL_LIMITS, timeBudgetMs: 200 },
        isProduction: true,
        log: pino({ level: 'silent' }),
      }),
      logging: false,
    });
    const ask = async (query: string) => {
      const response = await yoga.fetch('http://localhost/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query }),
      });
      return {
        status: response.status,
        body: (await response.json()) as {
          data?: unknown;
          errors?: { message: string; extensions?: { code?: string } }[];
        },
      };
    };

    const started = performance.now();
    const slow = await ask('{ quick slow }');
    expect(slow.body.errors?.[0]).toMatchObject({
      message: 'The operation took longer than 0.2 seconds and was stopped',
      extensions: { code: 'TIMEOUT' },
    });
    expect(performance.now() - started).toBeLessThan(2000);
    expect(finished).toBe(false);

    expect((await ask('{ quick }')).body).toEqual({ data: { quick: 'ok' } });
  });
});
