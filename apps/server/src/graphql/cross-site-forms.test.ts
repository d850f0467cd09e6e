import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, nextIp, type TestApp } from '../test/test-app';
import { signUpConfirmed } from '../modules/accounts/test-helpers';
import { createCourse, createMentor } from '../modules/courses/courses.fixtures';
import { courseComments } from '../modules/courses/courses.schema';

// A page on another site can make a browser send a request with our cookie without asking first only as an HTML
// form: urlencoded, multipart or text/plain, by POST, or a GET. None of them may run an operation. (JSON needs a
// CORS preflight, which another site's origin does not pass; the session cookie is also SameSite=Lax.)
let t: TestApp;
let cookie: string;
let courseId: string;

beforeAll(async () => {
  t = await createTestApp();
  cookie = await signUpConfirmed(t, 'forms@example.com', 'secret-pass');
  courseId = (await createCourse(t.database.db, (await createMentor(t.database.db)).id)).id;
});
afterAll(() => t.close());

const comments = async () => (await t.database.db.select({ n: count() }).from(courseComments))[0]?.n ?? 0;
const mutation = () => `mutation { commentCourse(courseId: "${courseId}", text: "Sent by another site") { id } }`;
const fromAnotherSite = () => ({ origin: 'https://evil.example', cookie });

describe('a cross-site HTML form', () => {
  it.each([
    ['application/x-www-form-urlencoded', () => `query=${encodeURIComponent(mutation())}`],
    ['text/plain', () => JSON.stringify({ query: mutation() })],
    [
      'multipart/form-data; boundary=form',
      () => `--form\r\nContent-Disposition: form-data; name="query"\r\n\r\n${mutation()}\r\n--form--\r\n`,
    ],
  ])('posting %s is refused with 415 and runs nothing', async (type, payload) => {
    const res = await t.app.http.inject({
      method: 'POST',
      url: '/graphql',
      headers: { ...fromAnotherSite(), 'content-type': type, 'x-forwarded-for': nextIp() },
      payload: payload(),
    });
    expect(res.statusCode).toBe(415);
    expect(res.body).not.toContain('"data"');
    expect(await comments()).toBe(0);
  });

  it('cannot run a mutation by GET', async () => {
    const res = await t.app.http.inject({
      method: 'GET',
      url: `/graphql?query=${encodeURIComponent(mutation())}`,
      headers: { ...fromAnotherSite(), 'x-forwarded-for': nextIp() },
    });
    expect(res.statusCode).toBe(405);
    expect(await comments()).toBe(0);
  });

  it('the same mutation as JSON from our own site runs (the refusals above are about the form, not the mutation)', async () => {
    const res = await t.app.http.inject({
      method: 'POST',
      url: '/graphql',
      headers: { origin: t.config.publicUrl, cookie, 'content-type': 'application/json', 'x-forwarded-for': nextIp() },
      payload: JSON.stringify({ query: mutation() }),
    });
    expect(res.statusCode).toBe(200);
    expect(await comments()).toBe(1);
  });
});
