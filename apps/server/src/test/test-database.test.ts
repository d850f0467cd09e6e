import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, templateRowCounts } from './test-database';

type Database = Awaited<ReturnType<typeof createTestDatabase>>;
/** The first row of a query (PGlite answers `{ rows }`). */
async function firstRow<T>(database: Database, query: ReturnType<typeof sql.raw>): Promise<T | undefined> {
  const result: unknown = await database.db.execute(query);
  return (result as { rows: T[] }).rows[0];
}
const countOf = async (database: Database, table: string) =>
  (await firstRow<{ n: number }>(database, sql.raw(`select count(*)::int as n from ${table}`)))?.n;

// Test files share PGlite databases within a worker (test-database.ts): each must still start from the template.
describe.skipIf(process.env.TEST_DB === 'postgres')('a PGlite test database handed to the next file', () => {
  it('starts from a template whose tables are empty, so emptying one gives the template back', async () => {
    const counts = await templateRowCounts();
    expect(Object.keys(counts).length).toBeGreaterThan(40);
    expect(Object.entries(counts).filter(([, rows]) => rows > 0)).toEqual([]);
  });

  it("comes back empty, its sequences restarted, and the first file's handle refuses queries", async () => {
    const first = await createTestDatabase();
    await first.db.execute(
      sql`insert into testimonials (id, position, title, body, image, client_name, portfolio)
          values ('t1', 1, 'Good', 'Very good', '/a.png', 'Ada', 'https://example.com')`,
    );
    await first.db.execute(sql`select nextval('ledger_entries_id_seq')`);
    expect(await countOf(first, 'testimonials')).toBe(1);
    await first.close();
    await expect(first.db.execute(sql`select 1`)).rejects.toMatchObject({ cause: { message: 'PGlite is closed' } });

    const next = await createTestDatabase();
    try {
      expect(await countOf(next, 'testimonials')).toBe(0);
      const sequence = await firstRow<{ last_value: number | null }>(
        next,
        sql.raw(`select last_value from pg_sequences where sequencename = 'ledger_entries_id_seq'`),
      );
      expect(sequence).toEqual({ last_value: null });
      expect(await countOf(next, 'drizzle.__drizzle_migrations')).toBeGreaterThan(20);
    } finally {
      await next.close();
    }
  });
});
