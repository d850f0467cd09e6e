import { and, eq, inArray, isNull, ne, type InferSelectModel, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { PaymentStatus } from '@eazy2con/shared/bookings';
import type { PayableBookingKind } from '@eazy2con/shared/payments';
import type { DbOrTx } from '../../db/client';
import { isUuid } from '../../lib/uuid';
import type { PayableBooking, PayableBookingSource } from './payable-bookings';

/** A booking table with an id and the columns of paymentColumns() (modules/bookings/payment-columns.ts). */
export type PayableTable = PgTable & {
  id: PgColumn;
  amountKobo: PgColumn;
  accessTokenHash: PgColumn;
  paymentStatus: PgColumn;
  paymentTxRef: PgColumn;
  cancelledAt: PgColumn;
  transferOption: PgColumn;
};

type PayableRow = {
  id: string;
  amountKobo: number;
  accessTokenHash: string;
  paymentStatus: PaymentStatus;
  paymentTxRef: string | null;
  cancelledAt: Date | null;
};

/** Statuses a FAILED outcome may replace: a free booking has nothing to fail, a paid one stays paid. */
const UNPAID: PaymentStatus[] = ['AWAITING_PAYMENT', 'FAILED'];

/**
 * The PayableBookingSource of any table built with paymentColumns(): the booking module names its table and says
 * who pays and for what; reading and the guarded payment writes are the same for every kind. `only` narrows the
 * table to this kind's rows when two kinds share a table (adults' and kids' mentor bookings).
 */
export function payableBookingSource<T extends PayableTable>(
  kind: PayableBookingKind,
  table: T,
  describe: (row: InferSelectModel<T>) => Pick<PayableBooking, 'customer' | 'item' | 'channels'>,
  only?: SQL,
): PayableBookingSource {
  // Drizzle cannot follow a generic table through select(); the constraint above guarantees these columns.
  const anyTable = table as PgTable;
  return {
    kind,
    async find(db: DbOrTx, id: string): Promise<PayableBooking | null> {
      if (!isUuid(id)) return null;
      const [row] = await db
        .select()
        .from(anyTable)
        .where(and(eq(table.id, id), only))
        .limit(1);
      if (!row) return null;
      const typed = row as InferSelectModel<T> & PayableRow;
      return {
        id: typed.id,
        amountKobo: typed.amountKobo,
        accessTokenHash: typed.accessTokenHash,
        paymentStatus: typed.paymentStatus,
        paymentTxRef: typed.paymentTxRef,
        cancelledAt: typed.cancelledAt,
        ...describe(typed),
      };
    },
    async setPayment(db: DbOrTx, id: string, payment: { status: 'PAID' | 'FAILED'; txRef: string }): Promise<boolean> {
      if (!isUuid(id)) return false;
      const guard = payment.status === 'PAID' ? ne(table.paymentStatus, 'PAID') : inArray(table.paymentStatus, UNPAID);
      const changed = await db
        .update(anyTable)
        .set({ paymentStatus: payment.status, paymentTxRef: payment.txRef })
        .where(and(eq(table.id, id), guard, only))
        .returning({ id: table.id });
      return changed.length > 0;
    },
    async chooseTransfer(db: DbOrTx, id: string): Promise<void> {
      if (!isUuid(id)) return;
      await db
        .update(anyTable)
        .set({ transferOption: true })
        .where(and(eq(table.id, id), eq(table.transferOption, false), only));
    },
    async cancel(db: DbOrTx, id: string, at: Date): Promise<boolean> {
      if (!isUuid(id)) return false;
      const changed = await db
        .update(anyTable)
        .set({ cancelledAt: at })
        .where(and(eq(table.id, id), isNull(table.cancelledAt), only))
        .returning({ id: table.id });
      return changed.length > 0;
    },
  };
}
