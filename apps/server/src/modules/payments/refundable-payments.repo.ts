import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { PayableBookingKind } from '@eazy2con/shared/payments';
import type { DbOrTx } from '../../db/client';
import { Tx } from '../../db/transaction';
import type { PayableBooking, PayableBookingSource } from './payable-bookings';
import { payments, type PaymentRow } from './payments.schema';

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Read-only: received payments, for the refunds module (issue 23). Writes stay in PaymentsRepo. */
export class RefundablePaymentsRepo {
  constructor(private readonly db: DbOrTx) {}

  in(tx: Tx | undefined): RefundablePaymentsRepo {
    return tx ? new RefundablePaymentsRepo(Tx.handle(tx)) : this;
  }

  async successfulById(id: string): Promise<PaymentRow | null> {
    const [row] = await this.db
      .select()
      .from(payments)
      .where(and(eq(payments.id, id), eq(payments.status, 'successful')));
    return row ?? null;
  }

  /** The booking's received payments, newest first (the one that paid it is usually the only one). */
  async successfulForBooking(kind: PayableBookingKind, bookingId: string): Promise<PaymentRow[]> {
    return this.db
      .select()
      .from(payments)
      .where(and(eq(payments.bookingKind, kind), eq(payments.bookingId, bookingId), eq(payments.status, 'successful')))
      .orderBy(desc(payments.settledAt), desc(payments.id));
  }

  async page(query: {
    offset: number;
    limit: number;
    search: string | null;
  }): Promise<{ items: PaymentRow[]; total: number }> {
    const term = query.search ? `%${escapeLike(query.search)}%` : null;
    const where: SQL | undefined = and(
      eq(payments.status, 'successful'),
      term
        ? or(ilike(payments.txRef, term), ilike(payments.bookingKind, term), ilike(payments.provider, term))
        : undefined,
    );
    const [items, totals] = await Promise.all([
      this.db
        .select()
        .from(payments)
        .where(where)
        .orderBy(desc(payments.settledAt), desc(payments.id))
        .limit(query.limit)
        .offset(query.offset),
      this.db.select({ total: count() }).from(payments).where(where),
    ]);
    return { items, total: totals[0]?.total ?? 0 };
  }

  findBooking(source: PayableBookingSource, id: string): Promise<PayableBooking | null> {
    return source.find(this.db, id);
  }
}
