import type { PaymentStatus } from '@eazy2con/shared/bookings';
import type { NotificationChannel } from '@eazy2con/shared/sessions';
import type { PayableBookingKind } from '@eazy2con/shared/payments';
import type { DbOrTx } from '../../db/client';

/**
 * The port between payments and the bookings it charges: for each kind of paid booking, how to read what a payment
 * needs and how to write the verified outcome onto the booking. Each booking module implements it for its table
 * (usually with payableBookingSource() over its paymentColumns()), so payments never reaches into their tables.
 */
export interface PayableBookingSource {
  kind: PayableBookingKind;
  /** The booking, or null for an unknown (or malformed) id. */
  find(db: DbOrTx, id: string): Promise<PayableBooking | null>;
  /**
   * Writes the payment outcome, inside the settlement's transaction. PAID is written unless the booking is already
   * PAID; FAILED only while it is unpaid (a failed retry never undoes a payment). True when the row changed.
   */
  setPayment(db: DbOrTx, id: string, payment: { status: 'PAID' | 'FAILED'; txRef: string }): Promise<boolean>;
  /** Marks the booking cancelled at `at` unless it already is; true when the row changed. */
  cancel(db: DbOrTx, id: string, at: Date): Promise<boolean>;
  /**
   * Records that the booker chose to pay by bank transfer (opening the invoice means so, from any screen): the
   * admin's booking lists show it and offer "Mark paid".
   */
  chooseTransfer?(db: DbOrTx, id: string): Promise<void>;
}

export interface PayableBooking {
  id: string;
  /** What the server charges for this booking (computed when it was made). */
  amountKobo: number;
  /** The browser's access token hash (booking-access.ts): starting a payment needs the token. */
  accessTokenHash: string;
  paymentStatus: PaymentStatus;
  paymentTxRef: string | null;
  /** When the booker cancelled it (cancelBooking); null while it stands. */
  cancelledAt: Date | null;
  /** Who pays: sent to the provider's checkout and used for the receipt mail. */
  customer: { email: string; name: string; phone: string | null };
  /** What the receipt names as paid for, e.g. 'Weekend camp for 2 children'. */
  item: string;
  /** Where the booker chose to be told (issue 24), for bookings whose form asked; e-mail only otherwise. */
  channels?: readonly NotificationChannel[];
}

export type PayableBookings = Partial<Record<PayableBookingKind, PayableBookingSource>>;
