import { and, desc, eq, gt, inArray, isNotNull, like, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { Tx } from '../../db/transaction';
import { inTransaction } from '../../db/transaction';
import type { PageRequest } from '../../lib/paging';
import { ledgerEntries, ledgerTransactions } from './ledger.schema';

export interface NewLedgerEntry {
  account: string;
  amountKobo: number;
  mentorId: string | null;
  bookingKey: string | null;
}

/** One line of a mentor's history: the entry with its transaction's memo and source. */
export interface LedgerHistoryRow {
  id: number;
  account: string;
  amountKobo: number;
  memo: string;
  source: string;
  createdAt: Date;
}

/** Sums come back as bigint (text on the wire); kobo sums stay well inside a double's exact integers. */
const sum = (column: typeof ledgerEntries.amountKobo) => sql<string>`coalesce(sum(${column}), 0)::bigint`;

/** The ledger's two tables: inserts only, and sums. */
export class LedgerRepo {
  constructor(private readonly db: DbOrTx) {}

  transaction<T>(work: (repo: LedgerRepo, tx: Tx) => Promise<T>, within?: Tx): Promise<T> {
    return inTransaction(this.db, within, (handle, tx) => work(new LedgerRepo(handle), tx));
  }

  /**
   * Serialises the postings that read balances before writing (a mentor's, a booking's) until the transaction
   * ends. A transaction-level advisory lock: on PGlite (one connection) it never waits.
   */
  async lock(key: string): Promise<void> {
    await this.db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`ledger:${key}`}, 0))`);
  }

  /** Claims `source`: the new transaction's id, or null when that fact was already posted (ON CONFLICT DO NOTHING). */
  async claim(source: string, memo: string): Promise<string | null> {
    const [row] = await this.db
      .insert(ledgerTransactions)
      .values({ source, memo })
      .onConflictDoNothing({ target: ledgerTransactions.source })
      .returning({ id: ledgerTransactions.id });
    return row?.id ?? null;
  }

  async insertEntries(transactionId: string, entries: NewLedgerEntry[]): Promise<void> {
    if (entries.length === 0) return;
    await this.db.insert(ledgerEntries).values(entries.map((entry) => ({ ...entry, transactionId })));
  }

  /** The balance of each named account (0 for an account with no entries). */
  async balances(accounts: string[]): Promise<Map<string, number>> {
    const result = new Map(accounts.map((account) => [account, 0]));
    if (accounts.length === 0) return result;
    const rows = await this.db
      .select({ account: ledgerEntries.account, total: sum(ledgerEntries.amountKobo) })
      .from(ledgerEntries)
      .where(inArray(ledgerEntries.account, accounts))
      .groupBy(ledgerEntries.account);
    for (const row of rows) result.set(row.account, Number(row.total));
    return result;
  }

  /** An account's balance counting only one booking's entries. */
  async bookingBalance(account: string, bookingKey: string): Promise<number> {
    const [row] = await this.db
      .select({ total: sum(ledgerEntries.amountKobo) })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.bookingKey, bookingKey), eq(ledgerEntries.account, account)));
    return Number(row?.total ?? 0);
  }

  /**
   * The entries on `account` of transactions whose source matches the LIKE `pattern` (sources are built from ids and
   * fixed words, never from user text): their sum and how many.
   */
  async bySource(account: string, pattern: string, bookingKey?: string): Promise<{ total: number; count: number }> {
    const [row] = await this.db
      .select({ total: sum(ledgerEntries.amountKobo), count: sql<number>`count(*)::int` })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(
        and(
          eq(ledgerEntries.account, account),
          like(ledgerTransactions.source, pattern),
          bookingKey === undefined ? undefined : eq(ledgerEntries.bookingKey, bookingKey),
        ),
      );
    return { total: Number(row?.total ?? 0), count: row?.count ?? 0 };
  }

  /** The entries of the transaction that recorded `source` (empty when it was not posted, or posted nothing). */
  async entriesOf(source: string): Promise<NewLedgerEntry[]> {
    return this.db
      .select({
        account: ledgerEntries.account,
        amountKobo: ledgerEntries.amountKobo,
        mentorId: ledgerEntries.mentorId,
        bookingKey: ledgerEntries.bookingKey,
      })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(eq(ledgerTransactions.source, source))
      .orderBy(ledgerEntries.id);
  }

  /** How many transactions have a source matching the LIKE `pattern` (including those that posted no lines). */
  async countSources(pattern: string): Promise<number> {
    const [row] = await this.db
      .select({ count: sql<number>`count(*)::int` })
      .from(ledgerTransactions)
      .where(like(ledgerTransactions.source, pattern));
    return row?.count ?? 0;
  }

  /** Bookings with part of a mentor's share still pending: what a cycle's end may release. */
  pendingBookings(): Promise<{ bookingKey: string; mentorId: string }[]> {
    return this.db
      .select({
        bookingKey: sql<string>`${ledgerEntries.bookingKey}`,
        mentorId: sql<string>`${ledgerEntries.mentorId}`,
      })
      .from(ledgerEntries)
      .where(and(like(ledgerEntries.account, 'mentor_pending:%'), isNotNull(ledgerEntries.bookingKey)))
      .groupBy(ledgerEntries.bookingKey, ledgerEntries.mentorId)
      .having(lt(sql`sum(${ledgerEntries.amountKobo})`, 0));
  }

  /** Whether each of these facts was posted already. */
  async posted(sources: string[]): Promise<Set<string>> {
    if (sources.length === 0) return new Set();
    const rows = await this.db
      .select({ source: ledgerTransactions.source })
      .from(ledgerTransactions)
      .where(inArray(ledgerTransactions.source, sources));
    return new Set(rows.map((row) => row.source));
  }

  /** A mentor's entries, newest first, `take` of them after the cursor's id (ids rise with time). */
  history(mentorId: string, request: PageRequest): Promise<LedgerHistoryRow[]> {
    const after = request.after ? Number(request.after.id) : null;
    return this.db
      .select({
        id: ledgerEntries.id,
        account: ledgerEntries.account,
        amountKobo: ledgerEntries.amountKobo,
        memo: ledgerTransactions.memo,
        source: ledgerTransactions.source,
        createdAt: ledgerEntries.createdAt,
      })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(and(eq(ledgerEntries.mentorId, mentorId), after === null ? undefined : lt(ledgerEntries.id, after)))
      .orderBy(desc(ledgerEntries.id))
      .limit(request.take);
  }

  /** Every transaction that does not sum to zero (none, unless something bypassed the service and the trigger). */
  async unbalanced(): Promise<string[]> {
    const rows = await this.db
      .select({ id: ledgerEntries.transactionId })
      .from(ledgerEntries)
      .groupBy(ledgerEntries.transactionId)
      .having(gt(sql`abs(sum(${ledgerEntries.amountKobo}))`, 0));
    return rows.map((row) => row.id);
  }
}
