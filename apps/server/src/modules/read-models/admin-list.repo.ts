import { and, asc, count, desc, ilike, inArray, or, sql, type SQL, type Subquery } from 'drizzle-orm';
import { countryOptions } from '@eazy2con/shared/countries';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { ADMIN_MESSAGES, type AdminListQuery } from '@eazy2con/shared/validation/admin';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AdminPage } from '../admin/admin-list-types';

export type { AdminPage };

type Expr = SQL | SQL.Aliased | PgColumn;

/**
 * A list's allow-lists: the columns its search box and per-column search look in (text expressions, matched with
 * ILIKE), the columns it sorts by (createdAt always among them) and the unique column that breaks sort ties so a
 * row never shows on two pages. Only these names reach SQL; anything else a client sends is BAD_USER_INPUT.
 */
export interface AdminListSpec {
  searchable: Record<string, Expr>;
  sortable: Record<string, Expr> & { createdAt: Expr };
  tieBreaker: Expr;
  /** More the search box matches, beyond the columns (a country's name, when only its code is stored). */
  searchAlso?: (term: string) => SQL | undefined;
  /** Rows this list is made of (e.g. the custom bookings only), ANDed with the search. */
  where?: SQL;
}

/** The created date as the search box matches it: the Lagos calendar day, 'YYYY-MM-DD'. */
export const createdDay = (column: PgColumn) => sql`to_char(${column} at time zone 'Africa/Lagos', 'YYYY-MM-DD')`;

/**
 * Countries are stored as ISO codes: a search for a country's name ('niger') matches the codes of the countries
 * whose name contains it.
 */
export function countryNamed(column: PgColumn): (term: string) => SQL | undefined {
  return (term) => {
    const lower = term.toLowerCase();
    const codes = countryOptions.filter((c) => c.name.toLowerCase().includes(lower)).map((c) => c.code);
    return codes.length > 0 ? inArray(column, codes) : undefined;
  };
}

/** `%` and `_` typed by an admin are searched for as themselves, not as wildcards. */
export const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

const contains = (expr: Expr, term: string) => ilike(expr, `%${escapeLike(term)}%`);

/** The WHERE and ORDER BY of one page of a list, from the checked arguments and the list's allow-lists. */
export function listClauses(spec: AdminListSpec, query: AdminListQuery): { where: SQL | undefined; orderBy: SQL[] } {
  const conditions: (SQL | undefined)[] = [spec.where];
  if (query.search) {
    const term = query.search;
    const matches = [...Object.values(spec.searchable).map((expr) => contains(expr, term)), spec.searchAlso?.(term)];
    conditions.push(or(...matches));
  }
  for (const { column, value } of query.columns) {
    const expr = Object.hasOwn(spec.searchable, column) ? spec.searchable[column] : undefined;
    if (!expr)
      throw new AppError('BAD_USER_INPUT', ADMIN_MESSAGES.badColumn, { fields: { columns: ADMIN_MESSAGES.badColumn } });
    conditions.push(contains(expr, value));
  }
  const sortExpr = Object.hasOwn(spec.sortable, query.sortBy) ? spec.sortable[query.sortBy] : undefined;
  if (!sortExpr)
    throw new AppError('BAD_USER_INPUT', ADMIN_MESSAGES.badSort, { fields: { sortBy: ADMIN_MESSAGES.badSort } });
  const direction = query.sortDirection === 'ASC' ? asc : desc;
  return { where: and(...conditions), orderBy: [direction(sortExpr), direction(spec.tieBreaker)] };
}

/**
 * One page of a list, read by the database: the page's rows (ORDER BY, LIMIT, OFFSET) and the total matching the
 * same WHERE, in two statements. `source` is a table or a sub-query (the kids list unites two tables).
 */
export async function readAdminPage<T>(
  db: DbOrTx,
  source: AdminListSource,
  spec: AdminListSpec,
  query: AdminListQuery,
): Promise<AdminPage<T>> {
  const { where } = listClauses(spec, query);
  const [items, totals] = await Promise.all([
    readRows<T>(db, source, spec, query),
    db.select({ total: count() }).from(asTable(source)).where(where),
  ]);
  return { items, total: totals[0]?.total ?? 0 };
}

/** Every row of a list with its search and sort, in pages, for the CSV export (never the whole table in memory). */
export async function* readAllRows<T>(
  db: DbOrTx,
  source: AdminListSource,
  spec: AdminListSpec,
  query: Omit<AdminListQuery, 'offset' | 'limit'>,
  batch = 500,
): AsyncGenerator<T> {
  for (let offset = 0; ; offset += batch) {
    const rows = await readRows<T>(db, source, spec, { ...query, offset, limit: batch });
    for (const row of rows) yield row;
    if (rows.length < batch) return;
  }
}

/** A table, or a sub-query with named columns (the kids list unites two tables). */
export type AdminListSource = PgTable | Subquery;

// Drizzle reads a sub-query with select() just as a table, but its generic from() cannot take the union of both.
const asTable = (source: AdminListSource) => source as PgTable;

async function readRows<T>(
  db: DbOrTx,
  source: AdminListSource,
  spec: AdminListSpec,
  query: AdminListQuery,
): Promise<T[]> {
  const { where, orderBy } = listClauses(spec, query);
  const rows = await db
    .select()
    .from(asTable(source))
    .where(where)
    .orderBy(...orderBy)
    .limit(query.limit)
    .offset(query.offset);
  // The rows are the source's columns; each list names their type (T) from its table.
  return rows as T[];
}
