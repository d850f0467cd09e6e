import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { getCarriesSecret } from './get-secrets';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.http.inject({ method: 'GET', url, headers });
/** `token` spelt so that the raw address never holds the word: percent-encoded, as a client may. */
const hidden = (text: string) => text.replaceAll('token', '%74oken');
const READ_BOOKING = 'query($t:String!){getBookAmentor(id:"00000000-0000-4000-8000-000000000000",token:$t){id}}';

describe('no token in a GET to /graphql, judged on the decoded request (issue 34)', () => {
  it('refuses a token argument whose name is percent-encoded', async () => {
    const url = `/graphql?query=${hidden(READ_BOOKING)}&variables=${encodeURIComponent('{"t":"abc"}')}`;
    expect(url).not.toMatch(/token/i);
    const res = await get(url);
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('POST');
  });

  it('refuses a token carried in the variables, under an escaped or encoded key, or as a parameter of its own', async () => {
    const escaped = encodeURIComponent(String.raw`{"\u0074oken":"abc","input":{"access\u0054oken":"def"}}`);
    for (const url of [
      `/graphql?query=%7BsiteStats%7Bcourses%7D%7D&variables=${escaped}`,
      `/graphql?query=%7BsiteStats%7Bcourses%7D%7D&variables=${hidden(encodeURIComponent('{"input":{"token":"x"}}'))}`,
      `/graphql?query=%7BsiteStats%7Bcourses%7D%7D&extensions=${hidden(encodeURIComponent('{"token":"x"}'))}`,
      `/graphql?query=%7BsiteStats%7Bcourses%7D%7D&${hidden('token')}=abc`,
    ]) {
      expect(url).not.toMatch(/token/i);
      expect((await get(url)).statusCode, url).toBe(405);
    }
  });

  it('refuses a GET carrying the visitor token header, as one carrying the session cookie', async () => {
    const res = await get('/graphql?query=%7BsiteStats%7Bcourses%7D%7D', { 'x-visitor-token': 'abc' });
    expect(res.statusCode).toBe(405);
  });

  it('still answers ordinary public reads by GET, a paged one (nextToken) included', async () => {
    const plain = await get('/graphql?query=%7BsiteStats%7Bcourses%7D%7D');
    expect(plain.statusCode).toBe(200);
    expect(plain.json()).toMatchObject({ data: { siteStats: { courses: expect.any(Number) as number } } });
    const paged = await get(
      `/graphql?query=${encodeURIComponent('query Page($n: String) { listCourses(limit: 2, nextToken: $n) { nextToken items { id } } }')}&variables=${encodeURIComponent('{"n":null}')}&operationName=Page`,
    );
    expect(paged.statusCode).toBe(200);
    expect(paged.json()).toMatchObject({ data: { listCourses: { items: expect.any(Array) as unknown[] } } });
  });
});

describe('getCarriesSecret', () => {
  it.each([
    ['/graphql?query=' + encodeURIComponent('{ invoice(id: "x", token: "y") { id } }'), true],
    ['/graphql?query=' + encodeURIComponent('{ mySessions(bookingId: "x", token: "y") { bookingId } }'), true],
    ['/graphql?query=' + encodeURIComponent('{ f(input: { accessToken: "y" }) }'), true],
    ['/graphql?query=' + encodeURIComponent('{ f(@ broken token'), true],
    ['/graphql?variables=' + encodeURIComponent('[{"deep":[{"Token":1}]}]'), true],
    ['/graphql?variables=' + encodeURIComponent('{not json token'), true],
    ['/graphql?query=' + encodeURIComponent('{ listCourses(nextToken: "x") { nextToken } }'), false],
    ['/graphql?query=' + encodeURIComponent('query Token { siteStats { courses } }') + '&operationName=Token', false],
    ['/graphql', false],
  ])('%s → %s', (url, expected) => {
    expect(getCarriesSecret(url)).toBe(expected);
  });
});
