import { lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { deleteWhere } from '../../db/delete-where';
import { bookAdvisory } from './advisory.schema';

/** The advisory module's deletes of old rows, called by the retention purge (modules/retention). */
export class AdvisoryRetentionRepo {
  constructor(private readonly db: DbOrTx) {}

  /** Advisory calls whose call is longer ago than the cutoff (by `call_at`, indexed). */
  deleteCallsBefore(cutoff: Date): Promise<number> {
    return deleteWhere(this.db, bookAdvisory, lt(bookAdvisory.callAt, cutoff));
  }
}
