import type { FastifyBaseLogger } from 'fastify';
import type { PayableBookingKind } from '@eazy2con/shared/payments';
import type { Tx } from '../../db/transaction';
import type { MailService } from '../mail/mail.service';
import { InvoicesRepo } from './invoices.repo';
import type { PayableBookingSource } from './payable-bookings';
import type { PaymentChange, PaymentsRepo } from './payments.repo';
import type { PaymentFlag, PaymentRow } from './payments.schema';
import { TransferAccountsRepo } from './transfer-accounts.repo';

/** How settled money came in: a card checkout, a transfer into an invoice's account, or one an admin saw arrive. */
export type SettledMethod = 'card' | 'bank_transfer' | 'manual_transfer';

/**
 * "Payment settled": told once per booking paid, inside the settling transaction, whatever the method. The one
 * place money counts (the ledger hooks here). A second payment for a booking already paid is not told (it is
 * flagged to be given back).
 */
export interface PaymentSettled {
  bookingKind: PayableBookingKind;
  bookingId: string;
  amountKobo: number;
  providerTxId: string;
  method: SettledMethod;
  txRef: string;
  settledAt: Date;
}

export interface SettlementDeps {
  mail: Pick<MailService, 'enqueue'>;
  log: FastifyBaseLogger;
  onSettled?: (event: PaymentSettled, tx: Tx) => Promise<void>;
}

/**
 * Counts a verified payment: marks the booking PAID (unless it already is), the payment successful, the invoice
 * PAID and, for a transfer, its account paid; queues the receipt and tells `onSettled`. All in the caller's
 * transaction. Answers the payment row and whether this payment paid the booking.
 */
export async function countPayment(
  repo: PaymentsRepo,
  tx: Tx,
  deps: SettlementDeps,
  input: {
    payment: PaymentRow;
    source: PayableBookingSource;
    change: PaymentChange & { paidKobo: number; providerTxId: string };
    method: SettledMethod;
    now: Date;
  },
): Promise<{ row: PaymentRow; paidNow: boolean }> {
  const { payment, source, change, method, now } = input;
  const paidNow = await repo.setBookingPayment(source, payment.bookingId, { status: 'PAID', txRef: payment.txRef });
  const flag: PaymentFlag | null = paidNow ? (change.flag ?? null) : 'booking_already_paid';
  const row = await repo.update(payment.id, { ...change, status: 'successful', flag, settledAt: now });
  const booking = await repo.findBooking(source, payment.bookingId);
  if (!booking) throw new Error(`booking ${payment.bookingKind} ${payment.bookingId} vanished`);
  if (method === 'bank_transfer') {
    const accounts = TransferAccountsRepo.in(tx);
    if (paidNow) await accounts.markPaid(payment.txRef, change.paidKobo);
    else await accounts.hold(payment.txRef, change.paidKobo, flag, now);
  }
  if (paidNow) {
    await InvoicesRepo.in(tx).setStatusOfBooking(payment.bookingKind, payment.bookingId, 'PAID', ['UNPAID', 'HELD']);
    await deps.onSettled?.(
      {
        bookingKind: payment.bookingKind,
        bookingId: payment.bookingId,
        amountKobo: change.paidKobo,
        providerTxId: change.providerTxId,
        method,
        txRef: payment.txRef,
        settledAt: now,
      },
      tx,
    );
  } else {
    deps.log.warn(
      { txRef: payment.txRef, bookingKind: payment.bookingKind, bookingId: payment.bookingId, method },
      'payments: paid, but the booking was already paid: money to give back',
    );
  }
  await deps.mail.enqueue(tx, {
    to: booking.customer.email,
    template: 'payment-receipt',
    data: {
      name: booking.customer.name,
      item: booking.item,
      amountKobo: change.paidKobo,
      txRef: payment.txRef,
      paidAt: now.toISOString(),
      test: payment.provider === 'sandbox',
    },
  });
  return { row, paidNow };
}

/**
 * A verified transfer of another amount than the invoice's (short or excess): never counted as paid. The payment
 * is closed as failed with its flag, the account and the invoice HELD for an admin, who refunds or settles it by
 * hand ("Mark paid").
 */
export async function holdTransfer(
  repo: PaymentsRepo,
  tx: Tx,
  deps: SettlementDeps,
  input: { payment: PaymentRow; change: PaymentChange & { paidKobo: number }; flag: PaymentFlag; now: Date },
): Promise<PaymentRow> {
  const { payment, change, flag, now } = input;
  const row = await repo.update(payment.id, { ...change, status: 'failed', flag });
  await TransferAccountsRepo.in(tx).hold(payment.txRef, change.paidKobo, flag, now);
  await InvoicesRepo.in(tx).setStatusOfBooking(payment.bookingKind, payment.bookingId, 'HELD', ['UNPAID']);
  deps.log.warn(
    { txRef: payment.txRef, expectedKobo: payment.amountKobo, receivedKobo: change.paidKobo, flag },
    'payments: a bank transfer of the wrong amount is held for an admin',
  );
  return row;
}
