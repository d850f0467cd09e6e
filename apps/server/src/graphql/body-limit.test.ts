import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { GRAPHQL_BODY_LIMIT } from './route';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A JSON body of exactly `bytes` bytes: a small query, padded with the whitespace JSON allows between tokens. */
function bodyOf(bytes: number): string {
  const frame = JSON.stringify({ query: '{ siteInfo { name } }' });
  return `${frame.slice(0, -1)}${' '.repeat(bytes - frame.length)}}`;
}

describe('the /graphql body limit (issue 26)', () => {
  it('is 64 KB', () => {
    expect(GRAPHQL_BODY_LIMIT).toBe(64 * 1024);
  });

  it('answers a body at the limit', async () => {
    const payload = bodyOf(GRAPHQL_BODY_LIMIT);
    expect(Buffer.byteLength(payload)).toBe(GRAPHQL_BODY_LIMIT);
    const res = await t.app.http.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { siteInfo: { name: 'Eazy2con' } } });
  });

  it.each(['/graphql', '/graphql/stream'])('refuses a larger one on %s with 413 and a GraphQL error', async (url) => {
    const res = await t.app.http.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload: bodyOf(GRAPHQL_BODY_LIMIT + 1),
    });
    expect(res.statusCode).toBe(413);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      errors: [
        {
          message: 'The request is too large: at most 64 KB',
          extensions: { code: 'PAYLOAD_TOO_LARGE' },
        },
      ],
    });
  });
});
