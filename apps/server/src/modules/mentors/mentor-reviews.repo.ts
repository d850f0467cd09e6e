import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { inTransaction, Tx } from '../../db/transaction';
import { mentorBookings } from '../bookings/mentor-bookings.schema';
import { mentorReviewCodes, mentorReviews, type MentorReviewRow } from './mentor-reviews.schema';

export type ReviewCodeRow = typeof mentorReviewCodes.$inferSelect;

interface ReviewKey {
  mentorId: string;
  email: string;
}

/** Mentor reviews, the codes that prove a booker's e-mail, and the bookings that allow a review. */
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

  async hasBooked(key: ReviewKey): Promise<boolean> {
    const [row] = await this.db
      .select({ id: mentorBookings.id })
      .from(mentorBookings)
      .where(and(eq(mentorBookings.mentorId, key.mentorId), eq(mentorBookings.email, key.email)))
      .limit(1);
    return Boolean(row);
  }

  async hasReviewed(key: ReviewKey): Promise<boolean> {
    const [row] = await this.db
      .select({ id: mentorReviews.id })
      .from(mentorReviews)
      .where(and(eq(mentorReviews.mentorId, key.mentorId), eq(mentorReviews.email, key.email)))
      .limit(1);
    return Boolean(row);
  }

  /** Asking again for the same mentor and e-mail replaces the code and its attempts. */
  async saveCode(values: ReviewKey & { codeHash: string; expiresAt: Date }): Promise<void> {
    await this.db
      .insert(mentorReviewCodes)
      .values(values)
      .onConflictDoUpdate({
        target: [mentorReviewCodes.mentorId, mentorReviewCodes.email],
        set: { codeHash: values.codeHash, expiresAt: values.expiresAt, attempts: 0, updatedAt: new Date() },
      });
  }

  /** Counts one attempt before comparing, in one statement (see CourseRatingsRepo.claimAttempt). */
  async claimAttempt(key: ReviewKey, maxAttempts: number, now: Date): Promise<ReviewCodeRow | null> {
    const [row] = await this.db
      .update(mentorReviewCodes)
      .set({ attempts: sql`${mentorReviewCodes.attempts} + 1` })
      .where(
        and(
          eq(mentorReviewCodes.mentorId, key.mentorId),
          eq(mentorReviewCodes.email, key.email),
          lt(mentorReviewCodes.attempts, maxAttempts),
          gt(mentorReviewCodes.expiresAt, now),
        ),
      )
      .returning();
    return row ?? null;
  }

  async deleteCode(id: string): Promise<boolean> {
    const rows = await this.db
      .delete(mentorReviewCodes)
      .where(eq(mentorReviewCodes.id, id))
      .returning({ id: mentorReviewCodes.id });
    return rows.length > 0;
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
