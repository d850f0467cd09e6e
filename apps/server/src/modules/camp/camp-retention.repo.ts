import { and, isNull, lt, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { deleteWhere } from '../../db/delete-where';
import { campRegistrations } from './camp.schema';

/** The camp module's deletes and erasures of old registrations, called by the retention purge (modules/retention). */
export class CampRetentionRepo {
  constructor(private readonly db: DbOrTx) {}

  /** Camp registrations never paid (awaiting payment, or failed) made before `cutoff`, with their child's details. */
  deleteUnpaidRegistrationsBefore(cutoff: Date): Promise<number> {
    return deleteWhere(
      this.db,
      campRegistrations,
      and(ne(campRegistrations.paymentStatus, 'PAID'), lt(campRegistrations.createdAt, cutoff)),
    );
  }

  /** Removes the child's name, age and interest from camp registrations made before `cutoff`; the rest stays. */
  async eraseChildDetailsBefore(cutoff: Date, now: Date): Promise<number> {
    const rows = await this.db
      .update(campRegistrations)
      .set({ firstChildName: null, firstChildAge: null, firstChildInterest: null, childDetailsErasedAt: now })
      .where(and(isNull(campRegistrations.childDetailsErasedAt), lt(campRegistrations.createdAt, cutoff)))
      .returning({ id: campRegistrations.id });
    return rows.length;
  }

  /** Camp registrations whose booking record has been kept as long as the rules ask. */
  deleteRegistrationsBefore(cutoff: Date): Promise<number> {
    return deleteWhere(this.db, campRegistrations, lt(campRegistrations.createdAt, cutoff));
  }
}
