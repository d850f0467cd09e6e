import { and, inArray, isNull, ne } from 'drizzle-orm';
import { Tx } from '../../db/transaction';
import { exportRow, type DataSubject, type ExportSections, LinkedPersonalData } from '../personal-data';
import { membershipCycles, memberships, standingTimes } from './memberships.schema';

/**
 * The memberships of a person's bookings, found through the bookings' owners (decision 0043), so it runs first in an
 * erase. Exported: status, renewal, cycles (dates, sessions, amounts, payment state) and weekly times. On erase
 * nothing more is charged or booked: the membership ends, an unpaid cycle is dropped, the weekly times and the
 * cancel reason go; paid cycles stay as payment records.
 */
export class MembershipsPersonalData extends LinkedPersonalData {
  async export(person: DataSubject): Promise<ExportSections> {
    const ids = await this.recordIds(person);
    if (ids.length === 0) return {};
    const rows = await this.db.select().from(memberships).where(inArray(memberships.bookingId, ids));
    const cycles = await this.db
      .select({
        bookingId: membershipCycles.bookingId,
        number: membershipCycles.number,
        startsOn: membershipCycles.startsOn,
        endsOn: membershipCycles.endsOn,
        planOption: membershipCycles.planOption,
        sessionsIncluded: membershipCycles.sessionsIncluded,
        sessionsCarried: membershipCycles.sessionsCarried,
        amountKobo: membershipCycles.amountKobo,
        paymentStatus: membershipCycles.paymentStatus,
        paymentTxRef: membershipCycles.paymentTxRef,
      })
      .from(membershipCycles)
      .where(inArray(membershipCycles.bookingId, ids))
      .orderBy(membershipCycles.bookingId, membershipCycles.number);
    const times = await this.db.select().from(standingTimes).where(inArray(standingTimes.bookingId, ids));
    return {
      memberships: rows.map(exportRow),
      membershipCycles: cycles.map(exportRow),
      standingTimes: times.map(exportRow),
    };
  }

  async erase(tx: Tx, person: DataSubject): Promise<void> {
    const ids = await this.recordIds(person, tx);
    if (ids.length === 0) return;
    const db = Tx.handle(tx);
    const now = new Date();
    await db
      .update(memberships)
      .set({ status: 'ENDED', autoRenew: false, cancelReason: null, graceUntil: null, endedAt: now })
      .where(and(inArray(memberships.bookingId, ids), ne(memberships.status, 'ENDED')));
    await db.update(memberships).set({ cancelReason: null }).where(inArray(memberships.bookingId, ids));
    await db
      .update(membershipCycles)
      .set({ cancelledAt: now })
      .where(
        and(
          inArray(membershipCycles.bookingId, ids),
          ne(membershipCycles.paymentStatus, 'PAID'),
          isNull(membershipCycles.cancelledAt),
        ),
      );
    await db.delete(standingTimes).where(inArray(standingTimes.bookingId, ids));
  }
}
