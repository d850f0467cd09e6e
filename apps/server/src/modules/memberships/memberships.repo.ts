import { and, asc, eq, gt, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { MembershipStatus } from '@eazy2con/shared/memberships';
import type { DbOrTx } from '../../db/client';
import { inTransaction, Tx } from '../../db/transaction';
import { isUuid } from '../../lib/uuid';
import {
  membershipCycles,
  memberships,
  standingTimes,
  type MembershipCycleRow,
  type MembershipRow,
  type StandingTimeRow,
} from './memberships.schema';

export type NewCycle = typeof membershipCycles.$inferInsert;
/** A weekly time a regular learner holds, from `heldFrom` (a Lagos day) on, not before `pausedUntil`. */
export interface HeldTimeRow {
  bookingId: string;
  weekday: number;
  minuteOfDay: number;
  timeZone: string;
  minutes: number;
  heldFrom: string;
  pausedUntil: string | null;
}
export type MembershipChange = Partial<Omit<typeof memberships.$inferInsert, 'bookingId'>>;

/** Memberships, their cycles and standing times (issue 36); the only file that reads or writes these tables. */
export class MembershipsRepo {
  constructor(private readonly db: DbOrTx) {}

  in(tx: Tx): MembershipsRepo {
    return new MembershipsRepo(Tx.handle(tx));
  }

  transaction<T>(work: (repo: MembershipsRepo, tx: Tx) => Promise<T>, within?: Tx): Promise<T> {
    return inTransaction(this.db, within, (handle, tx) => work(new MembershipsRepo(handle), tx));
  }

  async find(bookingId: string): Promise<MembershipRow | null> {
    if (!isUuid(bookingId)) return null;
    const [row] = await this.db.select().from(memberships).where(eq(memberships.bookingId, bookingId)).limit(1);
    return row ?? null;
  }

  /** The membership, locked for this transaction: its changes and its renewal take turns. */
  async lock(bookingId: string): Promise<MembershipRow | null> {
    if (!isUuid(bookingId)) return null;
    const [row] = await this.db
      .select()
      .from(memberships)
      .where(eq(memberships.bookingId, bookingId))
      .for('update')
      .limit(1);
    return row ?? null;
  }

  /** Makes the membership with its first cycle unless it exists; true when this call made it. */
  async create(membership: typeof memberships.$inferInsert, first: NewCycle): Promise<boolean> {
    const made = await this.db.insert(memberships).values(membership).onConflictDoNothing().returning();
    if (made.length === 0) return false;
    await this.db.insert(membershipCycles).values(first).onConflictDoNothing();
    return true;
  }

  async update(bookingId: string, change: MembershipChange): Promise<MembershipRow> {
    const [row] = await this.db.update(memberships).set(change).where(eq(memberships.bookingId, bookingId)).returning();
    if (!row) throw new Error(`membership ${bookingId} vanished`);
    return row;
  }

  async cycles(bookingId: string): Promise<MembershipCycleRow[]> {
    return this.db
      .select()
      .from(membershipCycles)
      .where(eq(membershipCycles.bookingId, bookingId))
      .orderBy(asc(membershipCycles.number));
  }

  async cycle(bookingId: string, number: number): Promise<MembershipCycleRow | null> {
    const [row] = await this.db
      .select()
      .from(membershipCycles)
      .where(and(eq(membershipCycles.bookingId, bookingId), eq(membershipCycles.number, number)))
      .limit(1);
    return row ?? null;
  }

  async cycleById(id: string): Promise<MembershipCycleRow | null> {
    if (!isUuid(id)) return null;
    const [row] = await this.db.select().from(membershipCycles).where(eq(membershipCycles.id, id)).limit(1);
    return row ?? null;
  }

  /** The cycle whose dates hold the Lagos date `day` (cycles do not overlap; a pause leaves a gap). */
  async cycleOn(bookingId: string, day: string): Promise<MembershipCycleRow | null> {
    const [row] = await this.db
      .select()
      .from(membershipCycles)
      .where(
        and(
          eq(membershipCycles.bookingId, bookingId),
          lte(membershipCycles.startsOn, day),
          gt(membershipCycles.endsOn, day),
        ),
      )
      .limit(1);
    return row ?? null;
  }

  async cyclesByIds(ids: readonly string[]): Promise<MembershipCycleRow[]> {
    const valid = ids.filter(isUuid);
    if (valid.length === 0) return [];
    return this.db.select().from(membershipCycles).where(inArray(membershipCycles.id, valid));
  }

  /** The later cycles (number ≥ 2) of these bookings. */
  async laterCyclesOf(bookingIds: readonly string[]): Promise<MembershipCycleRow[]> {
    if (bookingIds.length === 0) return [];
    return this.db
      .select()
      .from(membershipCycles)
      .where(and(inArray(membershipCycles.bookingId, [...bookingIds]), gt(membershipCycles.number, 1)));
  }

  /** Adds a cycle unless that number exists; answers the stored one either way. */
  async addCycle(cycle: NewCycle): Promise<MembershipCycleRow> {
    await this.db.insert(membershipCycles).values(cycle).onConflictDoNothing();
    const row = await this.cycle(cycle.bookingId, cycle.number);
    if (!row) throw new Error(`cycle ${cycle.number} of ${cycle.bookingId} vanished`);
    return row;
  }

  async updateCycle(id: string, change: Partial<NewCycle>): Promise<MembershipCycleRow> {
    const [row] = await this.db.update(membershipCycles).set(change).where(eq(membershipCycles.id, id)).returning();
    if (!row) throw new Error(`cycle ${id} vanished`);
    return row;
  }

  /**
   * Writes a cycle's verified payment outcome (the payments port): PAID unless already paid, FAILED only while
   * unpaid, as every payable booking does. Answers the changed cycle, or null when nothing changed.
   */
  async setCyclePayment(id: string, payment: { status: 'PAID' | 'FAILED'; txRef: string }) {
    if (!isUuid(id)) return null;
    const guard =
      payment.status === 'PAID'
        ? ne(membershipCycles.paymentStatus, 'PAID')
        : inArray(membershipCycles.paymentStatus, ['AWAITING_PAYMENT', 'FAILED']);
    const [row] = await this.db
      .update(membershipCycles)
      .set({ paymentStatus: payment.status, paymentTxRef: payment.txRef })
      .where(and(eq(membershipCycles.id, id), guard))
      .returning();
    return row ?? null;
  }

  async cancelCycle(id: string, at: Date): Promise<boolean> {
    if (!isUuid(id)) return false;
    const rows = await this.db
      .update(membershipCycles)
      .set({ cancelledAt: at })
      .where(and(eq(membershipCycles.id, id), isNull(membershipCycles.cancelledAt)))
      .returning({ id: membershipCycles.id });
    return rows.length > 0;
  }

  async chooseTransfer(id: string): Promise<void> {
    if (!isUuid(id)) return;
    await this.db
      .update(membershipCycles)
      .set({ transferOption: true })
      .where(and(eq(membershipCycles.id, id), eq(membershipCycles.transferOption, false)));
  }

  /** Claims the renewal reminder of a cycle: true for the one caller that set it. */
  async claimReminder(cycleId: string, at: Date): Promise<boolean> {
    const rows = await this.db
      .update(membershipCycles)
      .set({ remindedAt: at })
      .where(and(eq(membershipCycles.id, cycleId), isNull(membershipCycles.remindedAt)))
      .returning({ id: membershipCycles.id });
    return rows.length > 0;
  }

  async standingTimes(bookingId: string): Promise<StandingTimeRow[]> {
    return this.db
      .select()
      .from(standingTimes)
      .where(eq(standingTimes.bookingId, bookingId))
      .orderBy(asc(standingTimes.weekday), asc(standingTimes.minuteOfDay));
  }

  /**
   * The weekly times a mentor's regular learners hold (standing-holds.ts): those of memberships that continue
   * (active, in grace, paused), with the day their unpaid future starts (the end of the paid cycle in force) and
   * the pause's end. Other bookings than `except` only.
   */
  async heldTimesOfMentor(mentorId: string, except: string | null): Promise<HeldTimeRow[]> {
    return this.db
      .select({
        bookingId: standingTimes.bookingId,
        weekday: standingTimes.weekday,
        minuteOfDay: standingTimes.minuteOfDay,
        timeZone: standingTimes.timeZone,
        minutes: standingTimes.minutes,
        heldFrom: membershipCycles.endsOn,
        pausedUntil: memberships.pausedUntil,
      })
      .from(standingTimes)
      .innerJoin(memberships, eq(memberships.bookingId, standingTimes.bookingId))
      .innerJoin(
        membershipCycles,
        and(
          eq(membershipCycles.bookingId, memberships.bookingId),
          eq(membershipCycles.number, memberships.currentCycle),
        ),
      )
      .where(
        and(
          eq(standingTimes.mentorId, mentorId),
          inArray(memberships.status, ['ACTIVE', 'IN_GRACE', 'PAUSED']),
          except ? ne(standingTimes.bookingId, except) : undefined,
        ),
      );
  }

  async replaceStandingTimes(bookingId: string, rows: Omit<StandingTimeRow, 'createdAt' | 'bookingId'>[]) {
    await this.db.delete(standingTimes).where(eq(standingTimes.bookingId, bookingId));
    if (rows.length > 0) await this.db.insert(standingTimes).values(rows.map((r) => ({ ...r, bookingId })));
  }

  /**
   * Memberships with work due on the Lagos date `today`: a renewal reminder (ACTIVE, renewing within `reminderDays`
   * and not yet reminded), a renewal or end (renewsOn reached), a pause over, or a grace period running.
   */
  async due(today: string, reminderUntil: string, limit: number): Promise<MembershipRow[]> {
    return this.db
      .select()
      .from(memberships)
      .where(
        or(
          and(inArray(memberships.status, ['ACTIVE', 'ENDING']), lte(memberships.renewsOn, reminderUntil)),
          and(eq(memberships.status, 'PAUSED'), lte(memberships.pausedUntil, today)),
          eq(memberships.status, 'IN_GRACE'),
        ),
      )
      .orderBy(asc(memberships.renewsOn))
      .limit(limit);
  }

  /** Counted in the database: memberships by status. */
  async countByStatus(): Promise<Map<MembershipStatus, number>> {
    const rows = await this.db
      .select({ status: memberships.status, n: sql<number>`count(*)::int` })
      .from(memberships)
      .groupBy(memberships.status);
    return new Map(rows.map((r) => [r.status, r.n]));
  }
}
