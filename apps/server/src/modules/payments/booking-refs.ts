import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { PayableBookingKind } from '@eazy2con/shared/payments';
import { isUuid } from '../../lib/uuid';

/** One booking as payments' tables name it: its kind and id. */
export interface BookingRef {
  kind: PayableBookingKind;
  id: string;
}

/**
 * `(kind, id)` in the refs, as one condition over a table's (booking_kind, booking_id) index: one `kind = … and id in
 * (…)` per kind, so a page of bookings is read in one indexed query rather than one query per booking. Matches no row
 * for no refs.
 */
export function bookingRefsWhere(columns: { kind: PgColumn; id: PgColumn }, refs: readonly BookingRef[]): SQL {
  const byKind = new Map<PayableBookingKind, string[]>();
  for (const ref of refs) {
    if (!isUuid(ref.id)) continue;
    byKind.set(ref.kind, [...(byKind.get(ref.kind) ?? []), ref.id]);
  }
  const parts = [...byKind].map(([kind, ids]) => and(eq(columns.kind, kind), inArray(columns.id, ids)));
  return or(...parts) ?? sql`false`;
}
