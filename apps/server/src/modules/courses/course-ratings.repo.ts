import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { inTransaction, Tx } from '../../db/transaction';
import { courseRatingCodes, courseRatings } from './courses.schema';

export type RatingCodeRow = typeof courseRatingCodes.$inferSelect;

interface RatingKey {
  courseId: string;
  email: string;
}

/** Course ratings: the counted ones (confirmed e-mail) and those waiting for a mailed code. */
export class CourseRatingsRepo {
  constructor(private readonly db: DbOrTx) {}

  /**
   * Runs `work` in one transaction (the caller's `within`, or a new one), with this repository bound to it and the
   * opaque `Tx` to hand to other modules' services.
   */
  transaction<T>(work: (repo: CourseRatingsRepo, tx: Tx) => Promise<T>, within?: Tx): Promise<T> {
    return inTransaction(this.db, within, (handle, tx) => work(new CourseRatingsRepo(handle), tx));
  }

  /** This repository writing through a caller's transaction. */
  in(tx: Tx): CourseRatingsRepo {
    return new CourseRatingsRepo(Tx.handle(tx));
  }

  /** Stores confirmed stars; for the same e-mail and course they replace the earlier ones (one per person). */
  async upsertConfirmed(values: RatingKey & { stars: number }, now: Date): Promise<void> {
    await this.db
      .insert(courseRatings)
      .values({ ...values, confirmedAt: now })
      .onConflictDoUpdate({
        target: [courseRatings.courseId, courseRatings.email],
        set: { stars: values.stars, confirmedAt: now, updatedAt: now },
      });
  }

  /** Keeps stars waiting for a code; asking again for the same course and e-mail replaces stars and code. */
  async savePending(values: RatingKey & { stars: number; codeHash: string; expiresAt: Date }): Promise<void> {
    await this.db
      .insert(courseRatingCodes)
      .values(values)
      .onConflictDoUpdate({
        target: [courseRatingCodes.courseId, courseRatingCodes.email],
        set: {
          stars: values.stars,
          codeHash: values.codeHash,
          expiresAt: values.expiresAt,
          attempts: 0,
          updatedAt: new Date(),
        },
      });
  }

  /**
   * Counts one attempt at the pending code of this course and e-mail and answers it, or null when there is none,
   * it has expired or its attempts are used up. Counting before comparing, in one statement, means parallel
   * guesses cannot get more than `maxAttempts` between them.
   */
  async claimAttempt(key: RatingKey, maxAttempts: number, now: Date): Promise<RatingCodeRow | null> {
    const [row] = await this.db
      .update(courseRatingCodes)
      .set({ attempts: sql`${courseRatingCodes.attempts} + 1` })
      .where(
        and(
          eq(courseRatingCodes.courseId, key.courseId),
          eq(courseRatingCodes.email, key.email),
          lt(courseRatingCodes.attempts, maxAttempts),
          gt(courseRatingCodes.expiresAt, now),
        ),
      )
      .returning();
    return row ?? null;
  }

  /** Deletes a pending rating; false when another request spent it first. */
  async deletePending(id: string): Promise<boolean> {
    const rows = await this.db
      .delete(courseRatingCodes)
      .where(eq(courseRatingCodes.id, id))
      .returning({ id: courseRatingCodes.id });
    return rows.length > 0;
  }
}
