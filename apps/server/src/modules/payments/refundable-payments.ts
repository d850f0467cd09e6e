import type { PayableBookingKind } from '@eazy2con/shared/payments';
import type { Tx } from '../../db/transaction';
import type { PayableBookings } from './payable-bookings';
import type { PaymentProviderName, PaymentRow } from './payments.schema';
import type { RefundablePaymentsRepo } from './refundable-payments.repo';

/** A payment received for a booking, as the refunds module needs it (read-only). */
export interface ReceivedPayment {
  id: string;
  txRef: string;
  bookingKind: PayableBookingKind;
  bookingId: string;
  provider: PaymentProviderName;
  /** The provider's transaction id: what a refund is asked against (null for a transfer an admin marked paid). */
  providerTxId: string | null;
  /** What actually arrived, in kobo (the verification's amount; the attempt's amount when none was reported). */
  receivedKobo: number;
  settledAt: Date | null;
  payer: { email: string; name: string };
  item: string;
}

/**
 * The payments module's read-only face for refunds (issue 23): received payments by id or by booking, and a page of
 * them for the admin's "Refund" action. The payer's e-mail and what was bought come from the booking's own module.
 */
export class RefundablePayments {
  constructor(
    private readonly repo: RefundablePaymentsRepo,
    private readonly bookings: PayableBookings,
  ) {}

  async byId(id: string, tx?: Tx): Promise<ReceivedPayment | null> {
    const row = await this.repo.in(tx).successfulById(id);
    return row ? this.view(row, tx) : null;
  }

  async forBooking(kind: PayableBookingKind, bookingId: string, tx?: Tx): Promise<ReceivedPayment[]> {
    const rows = await this.repo.in(tx).successfulForBooking(kind, bookingId);
    const views = [];
    for (const row of rows) views.push(await this.view(row, tx));
    return views;
  }

  async page(query: { offset: number; limit: number; search: string | null }) {
    const { items, total } = await this.repo.page(query);
    const views = [];
    for (const row of items) views.push(await this.view(row));
    return { items: views, total };
  }

  private async view(row: PaymentRow, tx?: Tx): Promise<ReceivedPayment> {
    const source = this.bookings[row.bookingKind];
    const booking = source ? await this.repo.in(tx).findBooking(source, row.bookingId) : null;
    return {
      id: row.id,
      txRef: row.txRef,
      bookingKind: row.bookingKind,
      bookingId: row.bookingId,
      provider: row.provider,
      providerTxId: row.providerTxId,
      receivedKobo: row.paidKobo ?? row.amountKobo,
      settledAt: row.settledAt,
      payer: { email: booking?.customer.email ?? '', name: booking?.customer.name ?? '' },
      item: booking?.item ?? row.bookingKind,
    };
  }
}
