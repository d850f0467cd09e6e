import { and, count, desc, eq, gte, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { PaymentStatus } from '@eazy2con/shared/bookings';
import type { DbOrTx } from '../../db/client';
import { inTransaction, Tx } from '../../db/transaction';
import { mentors } from '../mentors/mentors.schema';
import {
  mentorBookings,
  type MentorBookingRow,
  type MentorBookingStatus,
  type NewMentorBookingRow,
} from './mentor-bookings.schema';
import { trialClaims } from './trial-claims.schema';

/** The mentor a booking names, as its mails greet them. */
export interface BookedMentor {
  id: string;
  firstname: string;
  lastname: string;
}

/** Mentor bookings (BookAmentor): the only code that reads or writes the table. */
export class MentorBookingsRepo {
  constructor(private readonly db: DbOrTx) {}

  /**
   * Runs `work` in one transaction (the caller's `within`, or a new one), with this repository bound to it and the
   * opaque `Tx` to hand to other modules' services.
   */
  transaction<T>(work: (repo: MentorBookingsRepo, tx: Tx) => Promise<T>, within?: Tx): Promise<T> {
    return inTransaction(this.db, within, (handle, tx) => work(new MentorBookingsRepo(handle), tx));
  }

  /** This repository writing through a caller's transaction. */
  in(tx: Tx): MentorBookingsRepo {
    return new MentorBookingsRepo(Tx.handle(tx));
  }

  /**
   * The mentor with this id if it is ACCEPTED (the only mentors the public may book). Inside a transaction the row
   * is locked against deletion until the booking that names it is committed (FOR KEY SHARE), so the foreign key
   * cannot fail in between.
   */
  async acceptedMentor(id: string): Promise<BookedMentor | null> {
    const [row] = await this.db
      .select({ id: mentors.id, firstname: mentors.firstname, lastname: mentors.lastname })
      .from(mentors)
      .where(and(eq(mentors.id, id), eq(mentors.status, 'ACCEPTED')))
      .limit(1)
      .for('key share');
    return row ?? null;
  }

  async insert(values: NewMentorBookingRow): Promise<MentorBookingRow> {
    const [row] = await this.db.insert(mentorBookings).values(values).returning();
    if (!row) throw new Error('mentor booking insert returned no row');
    return row;
  }

  /** The booking, locked until the transaction ends (an admin's change reads, writes and logs it). */
  async lockById(id: string): Promise<MentorBookingRow | null> {
    const [row] = await this.db.select().from(mentorBookings).where(eq(mentorBookings.id, id)).for('update').limit(1);
    return row ?? null;
  }

  /** Start / Pause / Stop (spec 3 §4): any of the three at any time, by an admin. Null for an unknown id. */
  async setStatus(id: string, status: MentorBookingStatus): Promise<MentorBookingRow | null> {
    const [row] = await this.db.update(mentorBookings).set({ status }).where(eq(mentorBookings.id, id)).returning();
    return row ?? null;
  }

  /** Deletes a booking of the given audience; the deleted row, or null when there was none. */
  async deleteById(id: string, audience: MentorBookingRow['audience']): Promise<MentorBookingRow | null> {
    const [row] = await this.db
      .delete(mentorBookings)
      .where(and(eq(mentorBookings.id, id), eq(mentorBookings.audience, audience)))
      .returning();
    return row ?? null;
  }

  /** The bookings made for a child's profile (issue 35): what their notes are erased by. */
  async idsOfChild(childId: string): Promise<string[]> {
    const rows = await this.db
      .select({ id: mentorBookings.id })
      .from(mentorBookings)
      .where(eq(mentorBookings.childId, childId));
    return rows.map((row) => row.id);
  }

  async findByIds(ids: readonly string[]): Promise<MentorBookingRow[]> {
    if (ids.length === 0) return [];
    return this.db
      .select()
      .from(mentorBookings)
      .where(inArray(mentorBookings.id, [...ids]));
  }

  /** A person's bookings that name a mentor, newest first (their "My sessions" when signed in). */
  async listWithMentorByEmail(email: string, limit: number): Promise<MentorBookingRow[]> {
    return this.db
      .select()
      .from(mentorBookings)
      .where(and(eq(mentorBookings.email, email), isNotNull(mentorBookings.mentorId)))
      .orderBy(desc(mentorBookings.createdAt))
      .limit(limit);
  }

  async findById(id: string): Promise<MentorBookingRow | null> {
    const [row] = await this.db.select().from(mentorBookings).where(eq(mentorBookings.id, id)).limit(1);
    return row ?? null;
  }

  /**
   * Sets the Pay Later choice of a booking while its payment is in one of `payable` states, in one statement: a
   * payment settled meanwhile is not overwritten. Null when the booking is not (or no longer) in such a state.
   */
  async setTransferOption(
    id: string,
    transferOption: boolean,
    payable: readonly PaymentStatus[],
  ): Promise<MentorBookingRow | null> {
    const [row] = await this.db
      .update(mentorBookings)
      .set({ transferOption })
      .where(and(eq(mentorBookings.id, id), inArray(mentorBookings.paymentStatus, [...payable])))
      .returning();
    return row ?? null;
  }

  // ---- free trials (decision 0039) ----

  /**
   * Claims the one trial of this kind for a mailbox and a phone number (their hashes) in the caller's transaction.
   * False when either already has one: the unique indexes decide, so of two parallel claims only one wins (the other
   * waits for the first to commit, then finds its row).
   */
  async claimTrial(claim: {
    kind: MentorBookingRow['audience'];
    emailHash: string;
    phoneHash: string;
    bookingId: string;
  }) {
    const rows = await this.db
      .insert(trialClaims)
      .values(claim)
      .onConflictDoNothing()
      .returning({ id: trialClaims.id });
    return rows.length > 0;
  }

  /** Serialises the trial bookings of one mentor until the transaction ends, so their daily count holds. */
  async lockMentorTrials(mentorId: string): Promise<void> {
    await this.db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`trials:${mentorId}`}))`);
  }

  /** A mentor's trial bookings made since `since` and not cancelled. */
  async countMentorTrialsSince(mentorId: string, since: Date): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(mentorBookings)
      .where(
        and(
          eq(mentorBookings.mentorId, mentorId),
          eq(mentorBookings.type, 'Trial'),
          gte(mentorBookings.createdAt, since),
          isNull(mentorBookings.cancelledAt),
        ),
      );
    return row?.n ?? 0;
  }
}
