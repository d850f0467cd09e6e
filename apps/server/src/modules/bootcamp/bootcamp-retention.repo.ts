import { lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { deleteWhere } from '../../db/delete-where';
import { bootcampRegistrations } from './bootcamp.schema';

/** The bootcamp module's deletes of old rows, called by the retention purge (modules/retention). */
export class BootcampRetentionRepo {
  constructor(private readonly db: DbOrTx) {}

  /** Bootcamp registrations older than the keeping time of booking and payment records. */
  deleteRegistrationsBefore(cutoff: Date): Promise<number> {
    return deleteWhere(this.db, bootcampRegistrations, lt(bootcampRegistrations.createdAt, cutoff));
  }
}
