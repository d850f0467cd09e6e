import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

interface Line {
  level: number;
  msg: string;
  reqId?: string;
  method?: string;
  path?: string;
  status?: number;
  ms?: number;
  operation?: string;
}

describe('one log line per request, with its id and GraphQL operation', () => {
  const lines: Line[] = [];
  let t: TestApp;
  beforeAll(async () => {
    const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line) as Line) });
    t = await createTestApp({ log });
  });
  afterAll(() => t.close());
  beforeEach(() => {
    lines.length = 0;
  });

  const post = (body: unknown, headers: Record<string, string> = {}) =>
    t.app.http.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', ...headers },
      payload: JSON.stringify(body),
    });

  it('logs the operation named by the request, and answers its own request id in X-Request-Id', async () => {
    const before = performance.now();
    const res = await post({ query: 'query SiteHeader { __typename }', operationName: 'SiteHeader' });
    const took = performance.now() - before;
    expect(res.statusCode).toBe(200);
    const id = res.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const requestLines = lines.filter((line) => line.reqId === id);
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]).toMatchObject({
      msg: 'request',
      method: 'POST',
      path: '/graphql',
      status: 200,
      operation: 'SiteHeader',
    });
    // The request's own duration in milliseconds, to a tenth: within what the test measured around the request.
    const ms = requestLines[0]?.ms ?? Number.NaN;
    expect(ms).toBeGreaterThan(0);
    expect(ms).toBeLessThanOrEqual(took);
    expect(Math.round(ms * 10) / 10).toBe(ms);
    // Fastify's own two lines are gone.
    expect(lines.some((line) => line.msg === 'incoming request' || line.msg === 'request completed')).toBe(false);
  });

  it("takes the document's first named operation when none is named, and 'anonymous' for none", async () => {
    await post({ query: 'fragment F on Query { __typename } query FromDocument { ...F }' });
    await post({ query: '{ __typename }' });
    expect(lines.filter((line) => line.msg === 'request').map((line) => line.operation)).toEqual([
      'FromDocument',
      'anonymous',
    ]);
  });

  it("keeps a caller's safe request id, and replaces one that could forge or flood a log line", async () => {
    const kept = await post({ query: '{ __typename }' }, { 'x-request-id': 'lb-7f3a9c2e.0001' });
    expect(kept.headers['x-request-id']).toBe('lb-7f3a9c2e.0001');
    expect(lines.some((line) => line.reqId === 'lb-7f3a9c2e.0001')).toBe(true);
    for (const unsafe of ['short', 'x'.repeat(65), 'id with spaces', 'id"}\n{"forged":1']) {
      const res = await post({ query: '{ __typename }' }, { 'x-request-id': unsafe });
      expect(res.headers['x-request-id']).not.toBe(unsafe);
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('logs other routes without an operation and without the query string', async () => {
    const res = await t.app.http.inject({ method: 'GET', url: '/api/nothing-here?token=secret-value' });
    expect(res.statusCode).toBe(404);
    const line = lines.find((l) => l.reqId === res.headers['x-request-id']);
    expect(line).toMatchObject({ msg: 'request', method: 'GET', path: '/api/nothing-here', status: 404 });
    expect(line?.operation).toBeUndefined();
    expect(JSON.stringify(lines)).not.toContain('secret-value');
  });

  it("names an operation name that is no GraphQL name 'invalid' rather than logging it", async () => {
    await post({ query: 'query A { __typename }', operationName: 'A"; DROP' });
    expect(lines.find((line) => line.msg === 'request')?.operation).toBe('invalid');
  });
});
