import type { PaymentStatus } from '@eazy2con/shared/bookings';
import type { PayableBookingKind } from '@eazy2con/shared/payments';

/** The kinds of booking a person can make (issue 35): each has its own table and its own module. */
export const accountBookingKinds = ['MENTOR', 'KIDS', 'CAMP', 'BOOTCAMP', 'ADVISORY', 'WEBINAR'] as const;
export type AccountBookingKind = (typeof accountBookingKinds)[number];

/** One booking as its owner's account page lists it: what, when it was made, where it stands. */
export interface AccountBooking {
  kind: AccountBookingKind;
  id: string;
  /** What was booked, in the product's words ('Individual plan · Scratch Programming'). */
  title: string;
  /** With whom or for whom (the mentor, the children), when known. */
  detail: string | null;
  /** The payment's state (NOT_REQUIRED for free ones), or BOOKED for what has no payment (calls, webinars). */
  status: string;
  cancelled: boolean;
  amountKobo: number | null;
  createdAt: Date;
  /** When it happens, for what has one time (an advisory call). */
  at: Date | null;
}

/**
 * Every booking made with an e-mail, across the kinds (read by the read models, which may read every module's
 * tables: read-models/account-bookings.repo.ts). A booking made without an account is the account's once the account
 * has confirmed that e-mail: the address is what both share, and only its holder could confirm it.
 */
export interface AccountBookingsReads {
  byEmail(email: string, limit: number): Promise<AccountBooking[]>;
}

/** One invoice of a booking on its owner's account page (issue 35), and what the owner may do with it. */
export interface AccountInvoice {
  id: string;
  number: string;
  /** UNPAID, PAID, EXPIRED (past due, unpaid), REFUNDED or HELD. */
  status: string;
  amountKobo: number;
  issuedAt: Date;
  dueAt: Date;
  /** Open: the owner may pay it now. */
  canPay: boolean;
  /** Unpaid with its transfer account closed: the owner may reopen it for transfer. */
  canReopen: boolean;
}

/** A settled payment of a booking: its receipt. */
export interface AccountReceipt {
  paymentId: string;
  paidAt: Date;
  amountKobo: number;
  method: 'CARD' | 'BANK_TRANSFER';
}

/** A booking as the account page shows it: the booking, whether it can be paid now, its invoices and receipts. */
export interface AccountBookingView extends AccountBooking {
  payable: boolean;
  invoices: AccountInvoice[];
  receipts: AccountReceipt[];
}

/**
 * The invoices and receipts of a page of bookings, with what may be done with them: the payments module's rules,
 * given to the account page by the composition root (payments/booking-paperwork.ts). One answer per booking asked,
 * in the same order; a few indexed reads whatever the number of bookings.
 */
export interface BookingPaperworkReads {
  of(
    bookings: readonly {
      kind: PayableBookingKind;
      id: string;
      paymentStatus: PaymentStatus;
      cancelled: boolean;
      amountKobo: number;
    }[],
  ): Promise<{ payable: boolean; invoices: AccountInvoice[]; receipts: AccountReceipt[] }[]>;
}
