import { lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { deleteWhere } from '../../db/delete-where';
import { mentorReviewCodes } from './mentor-reviews.schema';

/** The mentors module's deletes of expired rows, called by the retention purge (modules/retention). */
export class MentorsRetentionRepo {
  constructor(private readonly db: DbOrTx) {}

  /** Mentor review codes that expired unused. */
  deleteExpiredReviewCodes(now: Date): Promise<number> {
    return deleteWhere(this.db, mentorReviewCodes, lt(mentorReviewCodes.expiresAt, now));
  }
}
