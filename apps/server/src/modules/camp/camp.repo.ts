import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { campRegistrations } from './camp.schema';

export type CampRegistrationRow = typeof campRegistrations.$inferSelect;
export type NewCampRegistration = typeof campRegistrations.$inferInsert;

/** Weekend camp registrations (the spec's BookKidmentor). The only code that touches their table. */
export class CampRepo {
  constructor(private readonly db: DbOrTx) {}

  /** Runs `work` in one transaction, with a repository (and the raw handle, for the outbox) bound to it. */
  transaction<T>(work: (repo: CampRepo, tx: DbOrTx) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new CampRepo(tx), tx));
  }

  async insert(values: NewCampRegistration): Promise<CampRegistrationRow> {
    const [row] = await this.db.insert(campRegistrations).values(values).returning();
    if (!row) throw new Error('camp registration insert returned no row');
    return row;
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
}
