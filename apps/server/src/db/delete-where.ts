import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

/**
 * Deletes the rows of `table` that `where` selects and answers how many. Counted from RETURNING because PGlite and
 * node-postgres report affected rows differently. Only the table's owning module's repository calls it on a table.
 */
export async function deleteWhere(db: DbOrTx, table: PgTable, where: SQL | undefined): Promise<number> {
  const rows = await db
    .delete(table)
    .where(where)
    .returning({ one: sql<number>`1` });
  return rows.length;
}
