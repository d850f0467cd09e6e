import { sql } from 'drizzle-orm';
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, nextIp, type TestApp } from '../test/test-app';
import { NUL_IN_TEXT } from './input-checks';
import { yogaLogger } from './yoga';

interface LogLine {
  level: number;
  msg: string;
  size: number;
  text: string;
}

function capturingLog() {
  const lines: LogLine[] = [];
  const log = pino(
    { level: 'debug' },
    {
      write: (text: string) => {
        const line = JSON.parse(text) as { level: number; msg: string };
        lines.push({ level: line.level, msg: line.msg, size: text.length, text });
      },
    },
  ) as FastifyBaseLogger;
  return { log, lines };
}

const ERROR = 50;

let t: TestApp;
const logged = capturingLog();
beforeAll(async () => {
  t = await createTestApp({ seed: true, log: logged.log });
});
afterAll(() => t.close());
afterEach(() => {
  vi.restoreAllMocks();
  logged.lines.length = 0;
});

const CONTACT = `mutation ($input: CreateContactUsInput!) { createContactUs(input: $input) { id } }`;

async function post(body: unknown) {
  const response = await t.app.http.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp() },
    payload: JSON.stringify(body),
  });
  return {
    status: response.statusCode,
    size: response.body.length,
    body: response.json<{ errors?: { message: string; extensions?: Record<string, unknown> }[] }>(),
  };
}

describe('one request, 45 MB back and 45 MB of error logs (issue 7 §6)', () => {
  it('answers a 50 KB field with 60 unknown keys in a few KB, without echoing it, and logs no error', async () => {
    // 50 KB: the largest field that fits /graphql's 64 KB body limit beside the 60 keys (larger bodies get a 413).
    const input: Record<string, unknown> = { fullName: 'Ada', email: 'ada@example.com', message: 'm'.repeat(50_000) };
    for (let i = 0; i < 60; i++) input[`unknown${i}`] = 'x'.repeat(100);
    const createContactUs = vi.spyOn(t.app.services.content, 'createContactUs');

    const answer = await post({ query: CONTACT, variables: { input } });

    expect(answer.status).toBe(400);
    expect(answer.size).toBeLessThan(4_000);
    const errors = answer.body.errors ?? [];
    expect(errors).toHaveLength(11);
    expect(errors[0]).toEqual({
      message:
        'Variable "$input" got an invalid value at "input": Field "unknown0" is not defined by type "CreateContactUsInput"',
      extensions: { code: 'BAD_USER_INPUT', path: 'input' },
    });
    expect(errors[10]).toMatchObject({
      message: 'Too many errors: only the first 10 are shown',
      extensions: { code: 'TOO_MANY_ERRORS' },
    });
    expect(JSON.stringify(errors)).not.toContain('mmmm');
    expect(createContactUs).not.toHaveBeenCalled();

    expect(logged.lines.filter((line) => line.level >= ERROR)).toEqual([]);
    expect(logged.lines.length).toBeGreaterThan(0);
    expect(Math.max(...logged.lines.map((line) => line.size))).toBeLessThan(1_000);
  });

  it('names a value of the wrong type by its path, not by the value', async () => {
    const answer = await post({
      query:
        'query ($limit: Int, $filter: CourseFilterInput) { listCourses(limit: $limit, filter: $filter) { nextToken } }',
      variables: { limit: 'x'.repeat(10_000), filter: { search: ['y'.repeat(10_000)] } },
    });
    expect(answer.body.errors?.map((e) => e.message)).toEqual([
      'Variable "$limit" got an invalid value at "limit": Int cannot represent non-integer value',
      'Variable "$filter" got an invalid value at "filter.search": String cannot represent a non string value',
    ]);
    expect(answer.size).toBeLessThan(1_000);
  });

  it('clips a client-chosen key in the message', async () => {
    const input = {
      fullName: 'Ada',
      email: 'ada@example.com',
      message: 'Hello, I would like to know more.',
      ['k'.repeat(5_000)]: 1,
    };
    const answer = await post({ query: CONTACT, variables: { input } });
    expect(answer.body.errors?.[0]?.message).toBe(
      `Variable "$input" got an invalid value at "input": Field "${'k'.repeat(40)}…" is not defined by type "CreateContactUsInput"`,
    );
  });

  it('caps the errors of any response, validation included', async () => {
    const query = `{ ${Array.from({ length: 30 }, (_, i) => `nope${i}`).join(' ')} }`;
    const answer = await post({ query });
    expect(answer.body.errors).toHaveLength(11);
    expect(answer.body.errors?.[10]?.message).toBe('Too many errors: only the first 10 are shown');
    expect(logged.lines.filter((line) => line.level >= ERROR)).toEqual([]);
  });

  it('logs a database error at error level with its stack, but not the value the database quotes', async () => {
    const secret = 'the-secret-value-the-client-sent';
    const failure = await t.database.db.execute(sql`select ${secret}::int`).then(
      () => null,
      (error: unknown) => error,
    );
    // drizzle's message lists the parameters, and PostgreSQL's quotes the value it refused.
    expect(`${String(failure)} ${String((failure as Error).cause)}`).toContain(secret);

    const { log, lines } = capturingLog();
    yogaLogger(log).error(failure);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.level).toBe(ERROR);
    expect(lines[0]?.text).not.toContain(secret);
    expect(JSON.parse(lines[0]?.text ?? '{}')).toMatchObject({
      msg: 'Failed query: select $1::int',
      error: {
        stack: expect.stringMatching(/^ {4}at /) as unknown,
        causedBy: { message: 'invalid input syntax for type integer' },
      },
    });
  });

  it('logs an unexpected failure once, at error level, without the variables, and masks it', async () => {
    const broken = capturingLog();
    const app = await createTestApp({ log: broken.log });
    await app.database.close(); // every query now fails: an error no client can cause
    try {
      const secret = 'a message only the client should ever see';
      const answer = await app.gql(CONTACT, { input: { fullName: 'Ada', email: 'ada@example.com', message: secret } });
      expect(answer.errors).toEqual([
        expect.objectContaining({ message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }),
      ]);
      const errorLines = broken.lines.filter((line) => line.level >= ERROR);
      expect(errorLines).toHaveLength(1);
      expect(errorLines[0]?.text).not.toContain(secret);
      expect(errorLines[0]?.text).toContain('"path":["createContactUs"]');
    } finally {
      await app.app.http.close();
    }
  });
});

describe('the NUL character (issue 7 §7)', () => {
  const nulError = (at: string) => ({
    message: `${NUL_IN_TEXT} (at "${at}")`,
    extensions: expect.objectContaining({ code: 'BAD_USER_INPUT', path: at }) as unknown,
  });

  it('refuses it in a form field, with the field named', async () => {
    const createContactUs = vi.spyOn(t.app.services.content, 'createContactUs');
    const answer = await post({
      query: CONTACT,
      variables: {
        input: { fullName: 'A\u0000da', email: 'ada@example.com', message: 'Hello, I would like to know more.' },
      },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([nulError('input.fullName')]);
    expect(answer.body.errors?.[0]?.extensions?.fields).toEqual({ fullName: NUL_IN_TEXT });
    expect(createContactUs).not.toHaveBeenCalled();
  });

  it('refuses it in an input no shared schema checks (the course list search)', async () => {
    const answer = await post({
      query: 'query ($filter: CourseFilterInput) { listCourses(filter: $filter) { nextToken } }',
      variables: { filter: { search: 'java\u0000script' } },
    });
    expect(answer.body.errors).toEqual([nulError('filter.search')]);
  });

  it('refuses it in an argument written into the query', async () => {
    const answer = await post({ query: '{ listCourses(filter: { search: "java\\u0000script" }) { nextToken } }' });
    expect(answer.body.errors?.[0]).toMatchObject({
      message: `${NUL_IN_TEXT} (in a string of the query)`,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(logged.lines.filter((line) => line.level >= ERROR)).toEqual([]);
  });

  it('lets the same requests through without it', async () => {
    const answer = await post({ query: '{ listCourses(filter: { search: "javascript" }) { nextToken } }' });
    expect(answer.body.errors).toBeUndefined();
  });
});

describe('a crafted nextToken (issue 7 §7)', () => {
  const crafted = Buffer.from(JSON.stringify({ at: '2026-13-45 99:00:00', id: "x' or 1=1" })).toString('base64url');

  it.each([
    ['listCourses', '{ listCourses(nextToken: $token) { nextToken } }'],
    ['listTestimonials', '{ listTestimonials(nextToken: $token) { nextToken } }'],
    ['Mentor.courses', '{ listCourses(limit: 1) { items { mentor { courses(nextToken: $token) { nextToken } } } } }'],
  ])('%s answers BAD_USER_INPUT, not an unexpected error', async (_list, selection) => {
    const answer = await post({ query: `query ($token: String) ${selection}`, variables: { token: crafted } });
    expect(answer.body.errors?.[0]).toMatchObject({
      message: 'nextToken is not valid',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(logged.lines.filter((line) => line.level >= ERROR)).toEqual([]);
  });
});

describe("'Did you mean' hints", () => {
  const misspelt = async (app: TestApp) => {
    const field = await app.gql('{ listCoursez { nextToken } }');
    const key = await app.gql(CONTACT, {
      input: { fullNam: 'Ada', email: 'ada@example.com', message: 'Hello, I would like to know more.' },
    });
    // An enum value written in the query itself: graphql-js's own validation rule words the hint (issue 26).
    const value = await app.gql(
      '{ mentorSessions(from: "2030-01-01T00:00:00Z", to: 5) { status } adminSessions(status: BOOKE) { nextToken } }',
    );
    return [field.errors?.[0]?.message, key.errors?.[0]?.message, value.errors?.map((e) => e.message).join(' | ')];
  };

  it('are given in development', async () => {
    expect(await misspelt(t)).toEqual([
      expect.stringContaining('Did you mean "listCourses"'),
      expect.stringContaining('Did you mean "fullName"'),
      expect.stringContaining('Did you mean the enum value "BOOKED"'),
    ]);
  });

  it('are not given in production', async () => {
    const production = await createTestApp({ env: { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32) } });
    try {
      expect(await misspelt(production)).toEqual([
        'Cannot query field "listCoursez" on type "Query".',
        'Variable "$input" got an invalid value at "input": Field "fullNam" is not defined by type "CreateContactUsInput"',
        expect.stringMatching(/^(?!.*Did you mean).*does not exist in "SessionStatus" enum/s),
      ]);
    } finally {
      await production.close();
    }
  });
});
