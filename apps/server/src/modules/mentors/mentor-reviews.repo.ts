import { and, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { inTransaction, Tx } from '../../db/transaction';
import { mentorReviews, type MentorReviewRow } from './mentor-reviews.schema';

interface ReviewKey {
  mentorId: string;
  email: string;
}

/** Mentor reviews and the codes that prove a booker's e-mail (whether an e-mail booked: read-models/mentor-reads.repo.ts). */
export class MentorReviewsRepo {
  constructor(private readonly db: DbOrTx) {}

  /**
   * Runs `work` in one transaction (the caller's `within`, or a new one), with this repository bound to it and the
   * opaque `Tx` to hand to other modules' services.
   */
  transaction<T>(work: (repo: MentorReviewsRepo, tx: Tx) => Promise<T>, within?: Tx): Promise<T> {
    return inTransaction(this.db, within, (handle, tx) => work(new MentorReviewsRepo(handle), tx));
  }

  /** This repository writing through a caller's transaction. */
  in(tx: Tx): MentorReviewsRepo {
    return new MentorReviewsRepo(Tx.handle(tx));
  }

  async hasReviewed(key: ReviewKey): Promise<boolean> {
    const [row] = await this.db
      .select({ id: mentorReviews.id })
      .from(mentorReviews)
      .where(and(eq(mentorReviews.mentorId, key.mentorId), eq(mentorReviews.email, key.email)))
      .limit(1);
    return Boolean(row);
  }

  /** Null when this e-mail already reviewed this mentor (the unique index decides, also between parallel calls). */
  async insert(values: ReviewKey & { name: string; message: string; stars: number }): Promise<MentorReviewRow | null> {
    const [row] = await this.db.insert(mentorReviews).values(values).onConflictDoNothing().returning();
    return row ?? null;
  }

  listVisible(mentorId: string): Promise<MentorReviewRow[]> {
    return this.db
      .select()
      .from(mentorReviews)
      .where(and(eq(mentorReviews.mentorId, mentorId), isNull(mentorReviews.hiddenAt)))
      .orderBy(desc(mentorReviews.createdAt), desc(mentorReviews.id))
      .limit(200);
  }

  /** Hides a review (`now`) or shows it again (null). */
  async hide(id: string, now: Date | null): Promise<MentorReviewRow | null> {
    const [row] = await this.db
      .update(mentorReviews)
      .set({ hiddenAt: now })
      .where(eq(mentorReviews.id, id))
      .returning();
    return row ?? null;
  }
}
