import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { inTransaction, Tx } from '../../db/transaction';
import { campRegistrationChildren, campRegistrations } from './camp.schema';

export type CampRegistrationRow = typeof campRegistrations.$inferSelect;
export type NewCampRegistration = typeof campRegistrations.$inferInsert;

/** Weekend camp registrations (the spec's BookKidmentor). The only code that touches their table. */
export class CampRepo {
  constructor(private readonly db: DbOrTx) {}

  /**
   * Runs `work` in one transaction (the caller's `within`, or a new one), with this repository bound to it and the
   * opaque `Tx` to hand to other modules' services.
   */
  transaction<T>(work: (repo: CampRepo, tx: Tx) => Promise<T>, within?: Tx): Promise<T> {
    return inTransaction(this.db, within, (handle, tx) => work(new CampRepo(handle), tx));
  }

  /** This repository writing through a caller's transaction. */
  in(tx: Tx): CampRepo {
    return new CampRepo(Tx.handle(tx));
  }

  async insert(values: NewCampRegistration): Promise<CampRegistrationRow> {
    const [row] = await this.db.insert(campRegistrations).values(values).returning();
    if (!row) throw new Error('camp registration insert returned no row');
    return row;
  }

  /** The parent's child profiles a registration is for. */
  async addChildren(registrationId: string, childIds: readonly string[]): Promise<void> {
    await this.db.insert(campRegistrationChildren).values(childIds.map((childId) => ({ registrationId, childId })));
  }

  async findById(id: string): Promise<CampRegistrationRow | undefined> {
    const [row] = await this.db.select().from(campRegistrations).where(eq(campRegistrations.id, id)).limit(1);
    return row;
  }

  /** Deletes a registration (an admin's action); the deleted row, or undefined when there was none. */
  async deleteById(id: string): Promise<CampRegistrationRow | undefined> {
    const [row] = await this.db.delete(campRegistrations).where(eq(campRegistrations.id, id)).returning();
    return row;
  }

  async setTransferOption(id: string, transferOption: boolean): Promise<CampRegistrationRow | undefined> {
    const [row] = await this.db
      .update(campRegistrations)
      .set({ transferOption })
      .where(eq(campRegistrations.id, id))
      .returning();
    return row;
  }

  /**
   * Paid registrations made before `before`, still standing (not cancelled, the child's details kept), whose parent
   * chose WhatsApp or SMS: those a class reminder is for.
   */
  async remindable(before: Date): Promise<CampRegistrationRow[]> {
    const c = campRegistrations;
    return this.db
      .select()
      .from(c)
      .where(
        and(
          eq(c.paymentStatus, 'PAID'),
          isNull(c.cancelledAt),
          isNull(c.childDetailsErasedAt),
          lt(c.createdAt, before),
          sql`${c.channels} ?| array['WHATSAPP', 'SMS']`,
        ),
      )
      .orderBy(asc(c.createdAt));
  }
}
