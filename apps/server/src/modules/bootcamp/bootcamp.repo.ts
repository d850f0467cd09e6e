import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { inTransaction, Tx } from '../../db/transaction';
import { bootcampRegistrations, type BootcampRow, type NewBootcampRow } from './bootcamp.schema';

const inCohort = (cohortStartDate: string | null) =>
  cohortStartDate === null
    ? isNull(bootcampRegistrations.cohortStartDate)
    : eq(bootcampRegistrations.cohortStartDate, cohortStartDate);

/** Bootcamp registrations: the only code that reads or writes their table. */
export class BootcampRepo {
  constructor(private readonly db: DbOrTx) {}

  /**
   * Runs `work` in one transaction (the caller's `within`, or a new one), with this repository bound to it and the
   * opaque `Tx` to hand to other modules' services.
   */
  transaction<T>(work: (repo: BootcampRepo, tx: Tx) => Promise<T>, within?: Tx): Promise<T> {
    return inTransaction(this.db, within, (handle, tx) => work(new BootcampRepo(handle), tx));
  }

  /** This repository writing through a caller's transaction. */
  in(tx: Tx): BootcampRepo {
    return new BootcampRepo(Tx.handle(tx));
  }

  /**
   * Takes the seat lock until the surrounding transaction ends: registrations queue here one at a time, so the count
   * each one reads afterwards already holds every registration committed before it (READ COMMITTED takes a fresh
   * snapshot per statement), and two requests for the last seat cannot both find it free. A transaction-level
   * advisory lock, keyed by this table's oid in the two-number key space (apart from the one-number keys such as
   * db/setup.ts's), so it needs no row of its own and is freed by commit or rollback. On PGlite the one session runs
   * one transaction at a time anyway; the lock is harmless there.
   */
  async lockSeats(): Promise<void> {
    await this.db.execute(sql`select pg_advisory_xact_lock('bootcamp_registrations'::regclass::oid::integer, 0)`);
  }

  async countInCohort(cohortStartDate: string | null): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(bootcampRegistrations).where(inCohort(cohortStartDate));
    return row?.n ?? 0;
  }

  async emailInCohort(email: string, cohortStartDate: string | null): Promise<boolean> {
    const [row] = await this.db
      .select({ id: bootcampRegistrations.id })
      .from(bootcampRegistrations)
      .where(and(inCohort(cohortStartDate), eq(bootcampRegistrations.email, email)))
      .limit(1);
    return row !== undefined;
  }

  async insert(values: NewBootcampRow): Promise<BootcampRow> {
    const [row] = await this.db.insert(bootcampRegistrations).values(values).returning();
    if (!row) throw new Error('bootcamp registration insert returned no row');
    return row;
  }

  async findById(id: string): Promise<BootcampRow | undefined> {
    const [row] = await this.db.select().from(bootcampRegistrations).where(eq(bootcampRegistrations.id, id)).limit(1);
    return row;
  }

  async setTransferOption(id: string, transferOption: boolean): Promise<BootcampRow> {
    const [row] = await this.db
      .update(bootcampRegistrations)
      .set({ transferOption })
      .where(eq(bootcampRegistrations.id, id))
      .returning();
    if (!row) throw new Error(`bootcamp registration ${id} vanished`);
    return row;
  }
}
