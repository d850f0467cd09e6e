import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { TestApp } from './test-app';

/**
 * What every fuzzed call must hold to (issue 26): no 5xx, no error that is not masked, and no row changed by a
 * refused call, seen as a checksum of every table's rows before and after it.
 */

/** Tables a refused call may change: the request limiters count every call, refused or not. */
const COUNTING_TABLES = /rate_limit/;

/** Both drivers (PGlite, node-postgres) answer raw SQL with `rows`; the generic Db type does not say so. */
const Rows = z.object({ rows: z.array(z.record(z.string(), z.string())) });
const rowsOf = async (t: TestApp, query: SQL) => Rows.parse(await t.database.db.execute(query)).rows;

export async function tablesOf(t: TestApp): Promise<string[]> {
  const rows = await rowsOf(
    t,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return rows.map((row) => row.name ?? '').filter((name) => name && !COUNTING_TABLES.test(name));
}

/**
 * One checksum per table, in one statement: the row count and the sum of a hash of every row as text. Order-free,
 * so no sort; a changed, added or removed row changes it (a collision is one in billions, and a finding would be
 * missed, never invented).
 */
export async function checksums(t: TestApp, tables: readonly string[]): Promise<Record<string, string>> {
  const columns = tables.map(
    (name) =>
      sql`(select count(*) || ':' || coalesce(sum(hashtext(x::text)::bigint), 0) from ${sql.identifier(name)} x)::text as ${sql.identifier(name)}`,
  );
  const [row] = await rowsOf(t, sql`select ${sql.join(columns, sql`, `)}`);
  return row ?? {};
}

export const changedTables = (before: Record<string, string>, after: Record<string, string>): string[] =>
  Object.keys(before).filter((name) => before[name] !== after[name]);

export interface GraphQLAnswer {
  status: number;
  body: { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: unknown } }[] };
}

/** Error codes the API answers with on purpose; anything else (or a fault) is a finding. */
const KNOWN_CODES = new Set([
  'BAD_USER_INPUT',
  'GRAPHQL_VALIDATION_FAILED',
  'GRAPHQL_PARSE_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'UNAVAILABLE',
  'PAYMENT_FAILED',
  'TOO_MANY_ERRORS',
]);

/** Words that only an unmasked fault would show: a stack, SQL, a driver's message, a file path. */
const LEAKS =
  /\bat \/|node_modules|\bselect\b.*\bfrom\b|violates|relation "|syntax error at|duplicate key|TypeError|ReferenceError/i;

/** The problems of one answer ('' when none). */
export function faultOf(answer: GraphQLAnswer): string {
  if (answer.status >= 500) return `HTTP ${answer.status}`;
  for (const error of answer.body.errors ?? []) {
    const code = typeof error.extensions?.code === 'string' ? error.extensions.code : '(no code)';
    if (!KNOWN_CODES.has(code)) return `error code ${code}: ${error.message}`;
    if (LEAKS.test(error.message)) return `unmasked message: ${error.message}`;
  }
  return '';
}

/** Refused: errors, and the field answered nothing. */
export const refused = (answer: GraphQLAnswer, field: string): boolean =>
  (answer.body.errors?.length ?? 0) > 0 && (answer.body.data?.[field] ?? null) === null;
