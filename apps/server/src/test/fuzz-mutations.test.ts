import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../graphql/schema';
import { adminTestPeople } from '../modules/admin/test-helpers';
import { newVisitor } from '../modules/chat/chat.fixtures';
import { createCourse, createMentor } from '../modules/courses/courses.fixtures';
import { documentOf, InputArbitraries } from './fuzz-arbitraries';
import { changedTables, checksums, faultOf, refused, tablesOf, type GraphQLAnswer } from './fuzz-checks';
import { createTestApp, nextIp, type TestApp } from './test-app';

/**
 * Fuzzing every mutation of the schema (issue 26) on PGlite, through the real HTTP pipeline, as a signed-in admin
 * (who is also an accepted mentor) carrying a chat visitor's token, so the guards let most cases reach the input
 * parsing and the services. A fixed seed makes a run repeatable; FUZZ_CASES sets the total (`npm run fuzz` runs
 * a longer one), FUZZ_SEED another seed. Each case holds to fuzz-checks.ts.
 */
const TOTAL = Number(process.env.FUZZ_CASES ?? 5_000);
const SEED = Number(process.env.FUZZ_SEED ?? 26);

let t: TestApp;
let headers: Record<string, string>;
let arbitraries: InputArbitraries;
let tables: string[];
let ran = 0;
let refusedCount = 0;
/** Where the time goes: calls, and the table checksums. */
const spent = { callMs: 0, checksumMs: 0 };
const timed = async <T>(key: keyof typeof spent, work: () => Promise<T>): Promise<T> => {
  const start = performance.now();
  try {
    return await work();
  } finally {
    spent[key] += performance.now() - start;
  }
};

beforeAll(async () => {
  // Limits scaled up: the fuzz sends thousands of calls from few addresses; limits have their own tests.
  t = await createTestApp({ env: { RATE_LIMIT_SCALE: '1000' } });
  const people = await adminTestPeople(t);
  const visitor = await newVisitor(t, 'Fuzz Visitor');
  const mentor = await createMentor(t.database.db);
  const course = await createCourse(t.database.db, mentor.id);
  headers = { cookie: people.admin.cookie, 'x-visitor-token': visitor.token };
  arbitraries = new InputArbitraries(schema, { ids: [visitor.id, course.id, mentor.id] });
  tables = await tablesOf(t);
}, 120_000);

afterAll(async () => {
  // Recorded in the test output: how many cases ran, and how many were refused (and checked for writes).
  const ms = (n: number) => `${Math.round(n / 1000)} s`;
  console.info(
    `fuzz: ${ran} cases over ${fieldCount()} mutations (seed ${SEED}), ${refusedCount} refused; ` +
      `calls ${ms(spent.callMs)}, checksums ${ms(spent.checksumMs)}`,
  );
  await t.close();
});

const fieldCount = () => arbitraries.mutations().length;

async function send(document: string, variables: Record<string, unknown>): Promise<GraphQLAnswer> {
  const res = await t.app.http.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp(), ...headers },
    payload: JSON.stringify({ query: document, variables }),
  });
  try {
    return { status: res.statusCode, body: JSON.parse(res.body) as GraphQLAnswer['body'] };
  } catch {
    const message = `not JSON: ${res.body.slice(0, 200)}`;
    return { status: res.statusCode, body: { errors: [{ message, extensions: { code: 'NOT_JSON' } }] } };
  }
}

describe('fuzzed mutations: no 5xx, no unmasked error, no write by a refused call', () => {
  it('sees a write in the checksums, and a fault in an answer (the checks can fail)', async () => {
    const before = await checksums(t, tables);
    const input = { fullName: 'Ada Obi', email: 'ada@example.com', message: 'A question about the plans.' };
    const answer = await send('mutation ($input: CreateContactUsInput!) { createContactUs(input: $input) { id } }', {
      input,
    });
    expect(refused(answer, 'createContactUs')).toBe(false);
    expect(changedTables(before, await checksums(t, tables)).length).toBeGreaterThan(0);
    expect(faultOf({ status: 500, body: {} })).toBe('HTTP 500');
    const leaked = { message: 'duplicate key value violates unique constraint', extensions: { code: 'CONFLICT' } };
    expect(faultOf({ status: 200, body: { errors: [leaked] } })).toMatch(/^unmasked/);
    const masked = { message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } };
    expect(faultOf({ status: 200, body: { errors: [masked] } })).toMatch(/^error code INTERNAL_SERVER_ERROR/);
  });

  it('fuzzes every mutation of the schema', async () => {
    const mutations = arbitraries.mutations();
    expect(mutations.length).toBeGreaterThan(60);
    const perMutation = Math.ceil(TOTAL / mutations.length);
    let last: Record<string, string> | null = null;
    for (const [index, field] of mutations.entries()) {
      const document = documentOf(field);
      await fc.assert(
        fc.asyncProperty(arbitraries.args(field.args), async (variables) => {
          // The state after the last refused call is the state before this one; taken again after an accepted one.
          const before = last ?? (await timed('checksumMs', () => checksums(t, tables)));
          const answer = await timed('callMs', () => send(document, variables));
          ran += 1;
          expect(faultOf(answer), `${field.name} ${JSON.stringify(variables).slice(0, 300)}`).toBe('');
          // Refused before execution (the variables did not fit the types): no resolver ran, nothing to compare.
          if (!('data' in answer.body)) {
            refusedCount += 1;
            return;
          }
          if (!refused(answer, field.name)) {
            last = null;
            return;
          }
          refusedCount += 1;
          last = await timed('checksumMs', () => checksums(t, tables));
          expect(changedTables(before, last), `${field.name} refused but wrote`).toEqual([]);
        }),
        { seed: SEED + index, numRuns: perMutation, endOnFailure: true },
      );
    }
    expect(ran).toBeGreaterThanOrEqual(TOTAL);
  }, 3_600_000);
});
