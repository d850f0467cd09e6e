import { paymentStatuses, type PaymentStatus } from '@eazy2con/shared/bookings';
import { builder } from '../../graphql-core/builder';

export const PaymentStatusEnum = builder.enumType('PaymentStatus', {
  description: 'Where a booking stands with its payment; PAID and FAILED are set only after the provider verifies',
  values: paymentStatuses,
});

export interface BookingPayment {
  status: PaymentStatus;
  txRef: string | null;
}

/** The `payment { status txRef }` of spec 2 §3, read from a row with paymentColumns(). */
export const BookingPaymentRef = builder.objectRef<BookingPayment>('BookingPayment').implement({
  fields: (t) => ({
    status: t.field({ type: PaymentStatusEnum, resolve: (p) => p.status }),
    txRef: t.exposeString('txRef', { nullable: true, description: 'The payment provider transaction reference' }),
  }),
});

export const paymentOf = (row: { paymentStatus: PaymentStatus; paymentTxRef: string | null }): BookingPayment => ({
  status: row.paymentStatus,
  txRef: row.paymentTxRef,
});
