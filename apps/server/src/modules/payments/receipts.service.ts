import { RECEIPT_NOT_FOUND, ReceiptLinkSchema } from '@eazy2con/shared/validation/payments';
import { AppError } from '../../lib/app-error';
import { NO_ACCOUNT, opensBooking, type ConfirmedEmail } from '../../lib/booking-access';
import { receiptMethodOf, type ReceiptMethod } from './booking-paperwork';
import type { CompanyDetails } from './invoices.service';
import type { PayableBookings } from './payable-bookings';
import type { ReceiptsRepo } from './receipts.repo';
import { SettledPayments } from './settled-payments';

/** A settled payment as its receipt shows it: every figure from the stored payment and booking. */
export interface Receipt {
  paymentId: string;
  /** Our reference of the payment (the checkout's or the transfer account's tx_ref). */
  txRef: string;
  /** The provider's own reference: its transaction id, or the bank's reference of a transfer the team recorded. */
  providerReference: string | null;
  method: ReceiptMethod;
  /** A bank transfer our team saw arrive and recorded by hand ("Mark paid"). */
  recordedByTeam: boolean;
  amountKobo: number;
  paidAt: Date;
  /** What was paid for, from the stored booking ('Weekend Camp (2 children)'). */
  item: string;
  name: string;
  email: string;
  company: CompanyDetails;
  /** Paid through the built-in sandbox: no money moved. */
  test: boolean;
}

/**
 * The receipts of settled payments (issue 35: the account page's "Download receipt", and the receipt's link with
 * the booking's token). A payment not settled, a missing one, a wrong token and someone else's payment all answer
 * the same NOT_FOUND.
 */
export class ReceiptsService {
  constructor(private readonly deps: { repo: ReceiptsRepo; bookings: PayableBookings; company: CompanyDetails }) {}

  async byLink(input: unknown, confirmedEmail: ConfirmedEmail = NO_ACCOUNT): Promise<Receipt> {
    const link = ReceiptLinkSchema.safeParse(input);
    const payment = link.success ? await this.deps.repo.settled(link.data.paymentId) : null;
    const source = payment ? this.deps.bookings[payment.bookingKind] : undefined;
    const booking = payment && source ? await this.deps.repo.findBooking(source, payment.bookingId) : null;
    const token = link.success ? link.data.token : undefined;
    const opens =
      booking !== null &&
      (await opensBooking(
        { accessTokenHash: booking.accessTokenHash, email: booking.customer.email },
        token,
        confirmedEmail,
      ));
    if (!payment || !booking || !opens) throw new AppError('NOT_FOUND', RECEIPT_NOT_FOUND);
    return {
      paymentId: payment.id,
      txRef: payment.txRef,
      providerReference: payment.providerTxId,
      method: receiptMethodOf(payment),
      recordedByTeam: payment.provider === 'transfer',
      amountKobo: SettledPayments.receivedKobo(payment),
      paidAt: payment.settledAt ?? payment.updatedAt,
      item: booking.item,
      name: booking.customer.name,
      email: booking.customer.email,
      company: this.deps.company,
      test: payment.provider === 'sandbox',
    };
  }
}
