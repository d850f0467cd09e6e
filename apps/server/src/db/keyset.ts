import { sql, type Column, type SQL } from 'drizzle-orm';
import type { Cursor } from '../lib/paging';

/**
 * A timestamp column as PostgreSQL prints it, to the microsecond (`2026-03-04 05:06:07.000334+00`): the `at` of a
 * page cursor. A JS Date keeps milliseconds only, and a cursor cut to the millisecond skips every row after it in
 * the same millisecond (rows written by one statement share now()); issue 26.
 */
export const cursorText = (column: Column): SQL<string> => sql<string>`${column}::text`;

/**
 * The rows past a (timestamp, uuid) cursor in a list ordered by both columns: older ones for newest first (DESC),
 * newer ones for oldest first. One row comparison, which an index on (at, id) or on at serves.
 */
export function pastCursor(at: Column, id: Column, cursor: Cursor, direction: 'ASC' | 'DESC' = 'DESC'): SQL {
  const bound = sql`(${cursor.at}::timestamptz, ${cursor.id}::uuid)`;
  return direction === 'DESC' ? sql`(${at}, ${id}) < ${bound}` : sql`(${at}, ${id}) > ${bound}`;
}
