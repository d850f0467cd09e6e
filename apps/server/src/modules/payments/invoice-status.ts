import type { PaymentStatus } from '@eazy2con/shared/bookings';
import type { BookingInvoiceRow, InvoiceStatus } from './payments.schema';

/**
 * Where an invoice stands: its stored status, except that a booking paid another way (a card) reads PAID and an
 * unpaid invoice past its due date reads EXPIRED (decision 0032: EXPIRED is read, never stored).
 */
export function invoiceStatusOf(
  invoice: Pick<BookingInvoiceRow, 'status' | 'dueAt'>,
  bookingPayment: PaymentStatus,
  now: Date,
): InvoiceStatus {
  if (invoice.status !== 'UNPAID') return invoice.status;
  if (bookingPayment === 'PAID') return 'PAID';
  if (invoice.dueAt.getTime() < now.getTime()) return 'EXPIRED';
  return 'UNPAID';
}
