import { lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { deleteWhere } from '../../db/delete-where';
import { contactUs } from './content.schema';

/** The content module's deletes of old rows, called by the retention purge (modules/retention). */
export class ContentRetentionRepo {
  constructor(private readonly db: DbOrTx) {}

  deleteContactMessagesBefore(cutoff: Date): Promise<number> {
    return deleteWhere(this.db, contactUs, lt(contactUs.createdAt, cutoff));
  }
}
