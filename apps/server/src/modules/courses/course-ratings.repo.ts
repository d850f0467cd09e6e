import type { DbOrTx } from '../../db/client';
import { inTransaction, Tx } from '../../db/transaction';
import { courseRatings } from './courses.schema';

interface RatingKey {
  courseId: string;
  email: string;
}

/** Course ratings that count (a confirmed e-mail); those waiting for a mailed code are one-time codes' payloads. */
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
}
