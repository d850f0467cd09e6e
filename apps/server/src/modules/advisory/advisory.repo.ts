import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { inTransaction, Tx } from '../../db/transaction';
import { bookAdvisory } from './advisory.schema';

export type BookAdvisoryRow = typeof bookAdvisory.$inferSelect;
export type NewBookAdvisory = typeof bookAdvisory.$inferInsert;

/** Advisory call bookings: the only code that reads or writes `book_advisory`. */
export class AdvisoryRepo {
  constructor(private readonly db: DbOrTx) {}

  /**
   * Runs `work` in one transaction (the caller's `within`, or a new one), with this repository bound to it and the
   * opaque `Tx` to hand to other modules' services.
   */
  transaction<T>(work: (repo: AdvisoryRepo, tx: Tx) => Promise<T>, within?: Tx): Promise<T> {
    return inTransaction(this.db, within, (handle, tx) => work(new AdvisoryRepo(handle), tx));
  }

  /** This repository writing through a caller's transaction. */
  in(tx: Tx): AdvisoryRepo {
    return new AdvisoryRepo(Tx.handle(tx));
  }

  /**
   * Books the slot unless it is taken: null when another booking holds (call_day, call_time). A concurrent insert of
   * the same slot waits for the other transaction and then finds the slot taken, so this never throws for a
   * double booking and never lets two through.
   */
  async insertIfFree(values: NewBookAdvisory): Promise<BookAdvisoryRow | null> {
    const [row] = await this.db
      .insert(bookAdvisory)
      .values(values)
      .onConflictDoNothing({ target: [bookAdvisory.callDay, bookAdvisory.callTime] })
      .returning();
    return row ?? null;
  }

  /**
   * Waits until no other transaction is booking for this e-mail and day, then holds that turn until this transaction
   * ends: with emailHasCallOn after it, two simultaneous bookings by one e-mail for one day cannot both pass.
   */
  async lockEmailDay(email: string, callDay: string): Promise<void> {
    await this.db.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`book_advisory:${email}:${callDay}`}, 0))`,
    );
  }

  async emailHasCallOn(email: string, callDay: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: bookAdvisory.id })
      .from(bookAdvisory)
      .where(and(eq(bookAdvisory.email, email), eq(bookAdvisory.callDay, callDay)))
      .limit(1);
    return row !== undefined;
  }

  /** The times booked on a day (YYYY-MM-DD), through the slot index. */
  async takenTimes(callDay: string): Promise<string[]> {
    const rows = await this.db
      .select({ callTime: bookAdvisory.callTime })
      .from(bookAdvisory)
      .where(eq(bookAdvisory.callDay, callDay))
      .orderBy(asc(bookAdvisory.callAt));
    return rows.map((row) => row.callTime);
  }

  /** Calls starting in (now, until] that were booked more than `leadMs` before their start (their reminders). */
  async startingBetween(now: Date, until: Date, leadMs: number): Promise<BookAdvisoryRow[]> {
    const b = bookAdvisory;
    return this.db
      .select()
      .from(b)
      .where(
        and(
          gt(b.callAt, now),
          lte(b.callAt, until),
          sql`${b.createdAt} < ${b.callAt} - make_interval(secs => ${leadMs / 1000})`,
        ),
      )
      .orderBy(asc(b.callAt));
  }
}
