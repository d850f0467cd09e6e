import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GraphQL answers and caches (issue 26)', () => {
  it('marks every answer no-store, fast path and Yoga alike', async () => {
    const json = await t.app.http.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: { query: '{ siteStats { courses } }' },
    });
    expect(json.statusCode).toBe(200);
    expect(json.headers['cache-control']).toBe('no-store');
    const get = await t.app.http.inject({ method: 'GET', url: '/graphql?query=%7BsiteStats%7Bcourses%7D%7D' });
    expect(get.statusCode).toBe(200);
    expect(get.headers['cache-control']).toBe('no-store');
  });

  it('refuses a GET that carries a session cookie or a token', async () => {
    const withToken = await t.app.http.inject({
      method: 'GET',
      url: '/graphql?query=query($t:String!){getBookAmentor(id:"x",token:$t){id}}&variables=%7B%22t%22%3A%22abc%22%7D',
    });
    expect(withToken.statusCode).toBe(405);
    expect(withToken.headers.allow).toBe('POST');
    const withCookie = await t.app.http.inject({
      method: 'GET',
      url: '/graphql?query=%7Bme%7Bemail%7D%7D',
      headers: { cookie: 'better-auth.session_token=abc' },
    });
    expect(withCookie.statusCode).toBe(405);
  });
});
