import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { membershipCycles } from '../memberships/memberships.schema';
import { payments } from '../payments/payments.schema';

/** Renewals paid in one ISO week (Monday to Sunday, Lagos). */
export interface RenewalWeekRow {
  /** The week's Monday, a Lagos date (YYYY-MM-DD). */
  weekStart: string;
  renewals: number;
  amountKobo: number;
}

// A Lagos week: date_trunc('week') starts on the ISO Monday.
const lagosWeek = sql<string>`to_char(date_trunc('week', ${payments.settledAt} at time zone 'Africa/Lagos'), 'YYYY-MM-DD')`;

/**
 * Renewals by the week they were paid (issue 36's admin chart): a membership's cycles after the first whose payment
 * settled, each counted once through the payment that paid it (the cycle's tx_ref, unique among payments), so a
 * card charge, a transfer into the cycle's invoice and an admin's "Mark paid" count alike, in the week the money
 * was verified. Joins memberships' and payments' tables, hence a read model (decision 0037); counted in SQL.
 */
export class RenewalWeeksRepo {
  constructor(private readonly db: DbOrTx) {}

  /** Weeks with at least one renewal paid in [from, to), oldest first; the caller shows the empty weeks. */
  async renewalsByWeek(from: Date, to: Date): Promise<RenewalWeekRow[]> {
    return this.db
      .select({
        weekStart: lagosWeek,
        renewals: sql<number>`count(*)`.mapWith(Number),
        amountKobo: sql<number>`sum(${membershipCycles.amountKobo})`.mapWith(Number),
      })
      .from(membershipCycles)
      .innerJoin(
        payments,
        and(eq(payments.txRef, membershipCycles.paymentTxRef), eq(payments.bookingId, membershipCycles.id)),
      )
      .where(
        and(
          sql`${membershipCycles.number} >= 2`,
          eq(membershipCycles.paymentStatus, 'PAID'),
          eq(payments.bookingKind, 'membershipCycle'),
          eq(payments.status, 'successful'),
          gte(payments.settledAt, from),
          lt(payments.settledAt, to),
        ),
      )
      .groupBy(lagosWeek)
      .orderBy(lagosWeek);
  }
}
