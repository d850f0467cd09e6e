import { lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { deleteWhere } from '../../db/delete-where';
import { webinarAttendees } from './webinar.schema';

/** The webinar module's deletes of old rows, called by the retention purge (modules/retention). */
export class WebinarRetentionRepo {
  constructor(private readonly db: DbOrTx) {}

  /** Webinar registrations last made (or repeated) before the cutoff (by `updated_at`, indexed). */
  deleteRegistrationsBefore(cutoff: Date): Promise<number> {
    return deleteWhere(this.db, webinarAttendees, lt(webinarAttendees.updatedAt, cutoff));
  }
}
