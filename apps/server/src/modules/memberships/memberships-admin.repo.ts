import { and, desc, eq, inArray, sql, type Column } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { MembershipStatus } from '@eazy2con/shared/memberships';
import type { DbOrTx } from '../../db/client';
import { cursorText, pastCursor } from '../../db/keyset';
import type { Cursor } from '../../lib/paging';
import { membershipCycles, memberships, type MembershipCycleRow, type MembershipRow } from './memberships.schema';

/**
 * A membership as the admins' list reads it: with its current cycle (the latest paid), the one before it (its plan
 * option, for a current cycle paid ahead of its start) and the one after it, when made.
 */
export interface AdminMembershipRow {
  membership: MembershipRow;
  /** created_at to the microsecond: the page cursor (db/keyset.ts). */
  cursorAt: string;
  current: Pick<MembershipCycleRow, 'number' | 'startsOn' | 'planOption' | 'amountKobo'> | null;
  previous: Pick<MembershipCycleRow, 'planOption'> | null;
  next: Pick<MembershipCycleRow, 'number' | 'amountKobo' | 'paymentStatus'> | null;
}

/** The statuses whose current cycle recurs: their amounts make the monthly recurring revenue. */
export const RECURRING_STATUSES = ['ACTIVE', 'IN_GRACE'] as const satisfies readonly MembershipStatus[];

/**
 * The admins' reads of memberships (issue 36), read-only, beside MembershipsRepo (which writes these tables): one
 * page of the list with its two cycles in one statement, and the recurring amount summed in the database.
 */
export class MembershipsAdminRepo {
  constructor(private readonly db: DbOrTx) {}

  /**
   * Newest first, of one status or all, keyset-paged on (created_at, booking_id): memberships_created_idx serves
   * the order and the cursor; a rare status is found through memberships_status_renews_idx instead (the planner's
   * choice). The cycles join on their unique (booking_id, number).
   */
  async page(status: MembershipStatus | null, after: Cursor | null, limit: number): Promise<AdminMembershipRow[]> {
    const current = alias(membershipCycles, 'current_cycle');
    const previous = alias(membershipCycles, 'previous_cycle');
    const next = alias(membershipCycles, 'next_cycle');
    const numbered = (cycle: { bookingId: Column; number: Column }, offset: number) =>
      and(eq(cycle.bookingId, memberships.bookingId), eq(cycle.number, sql`${memberships.currentCycle} + ${offset}`));
    return this.db
      .select({
        membership: memberships,
        cursorAt: cursorText(memberships.createdAt),
        current: {
          number: current.number,
          startsOn: current.startsOn,
          planOption: current.planOption,
          amountKobo: current.amountKobo,
        },
        previous: { planOption: previous.planOption },
        next: { number: next.number, amountKobo: next.amountKobo, paymentStatus: next.paymentStatus },
      })
      .from(memberships)
      .leftJoin(
        current,
        and(eq(current.bookingId, memberships.bookingId), eq(current.number, memberships.currentCycle)),
      )
      .leftJoin(previous, numbered(previous, -1))
      .leftJoin(next, numbered(next, 1))
      .where(
        and(
          status ? eq(memberships.status, status) : undefined,
          after ? pastCursor(memberships.createdAt, memberships.bookingId, after) : undefined,
        ),
      )
      .orderBy(desc(memberships.createdAt), desc(memberships.bookingId))
      .limit(limit);
  }

  /** The sum, in kobo, of the current cycle's amount of every ACTIVE or IN_GRACE membership (one 28-day cycle). */
  async recurringPerCycleKobo(): Promise<number> {
    const [row] = await this.db
      .select({ kobo: sql<number>`coalesce(sum(${membershipCycles.amountKobo}), 0)`.mapWith(Number) })
      .from(memberships)
      .innerJoin(
        membershipCycles,
        and(
          eq(membershipCycles.bookingId, memberships.bookingId),
          eq(membershipCycles.number, memberships.currentCycle),
        ),
      )
      .where(inArray(memberships.status, RECURRING_STATUSES));
    return row?.kobo ?? 0;
  }
}
