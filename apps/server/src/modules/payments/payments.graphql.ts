import { builder } from '../../graphql-core/builder';
import { limitRate } from '../rate-limits/guard';
import type { CancelledBooking } from './booking-cancel.service';
import type { BookingInvoice } from './invoices.service';
import type { PaymentResult } from './payments.service';

export const PayableBookingKindEnum = builder.enumType('PayableBookingKind', {
  description: 'A kind of booking that can be paid by card',
  values: {
    MENTOR: { value: 'mentor', description: 'A mentor booking (adults)' },
    KID_MENTOR: { value: 'kidMentor', description: 'A kids mentor booking' },
    CAMP: { value: 'camp', description: 'A weekend camp registration' },
    BOOTCAMP: { value: 'bootcamp', description: 'A bootcamp registration' },
  } as const,
});

const PaymentAttemptStatusEnum = builder.enumType('PaymentAttemptStatus', {
  description: 'Where a card payment stands, as verified by the server with the provider',
  values: {
    PENDING: { value: 'pending', description: 'Nothing verified yet; the server keeps checking' },
    SUCCESSFUL: { value: 'successful', description: 'Verified: the full amount was paid in naira' },
    FAILED: { value: 'failed', description: 'The provider reported the payment failed, or it was refused' },
    CANCELLED: { value: 'cancelled', description: 'Checkout was left without paying' },
  } as const,
});

const PaymentCheckoutRef = builder.objectRef<{ link: string; txRef: string }>('PaymentCheckout').implement({
  description: 'A card checkout the server started: send the browser to `link`',
  fields: (t) => ({
    link: t.exposeString('link', { description: "The provider's checkout page" }),
    txRef: t.exposeString('txRef', { description: 'The reference of this payment attempt' }),
  }),
});

const PaymentResultRef = builder.objectRef<PaymentResult>('PaymentResult').implement({
  description: 'The outcome of a payment for the result screens',
  fields: (t) => ({
    status: t.field({ type: PaymentAttemptStatusEnum, resolve: (r) => r.status }),
    paid: t.boolean({
      description: 'True only when the server verified the payment',
      resolve: (r) => r.status === 'successful',
    }),
    bookingKind: t.field({ type: PayableBookingKindEnum, resolve: (r) => r.bookingKind }),
    bookingId: t.exposeID('bookingId'),
    txRef: t.exposeString('txRef', { description: 'The reference of this payment: quote it when contacting us' }),
    item: t.exposeString('item', { description: 'What the payment is for, from the stored booking' }),
    amountKobo: t.exposeInt('amountKobo', { description: 'What this payment charges (or charged), in kobo' }),
  }),
});

/** Which booking, and the token its create answer gave the browser that made it (decision 0012). */
const bookingAccessArgs = builder.args((t) => ({
  kind: t.field({ type: PayableBookingKindEnum, required: true }),
  bookingId: t.id({ required: true }),
  token: t.string({ required: true }),
}));

builder.mutationFields((t) => ({
  startPayment: t.field({
    type: PaymentCheckoutRef,
    description:
      "Starts a card payment for a booking (id and the token from its create answer). The amount is the stored booking's; a paid booking answers CONFLICT",
    args: bookingAccessArgs,
    resolve: async (_root, args, ctx) => {
      await limitRate(ctx, 'startPayment');
      return ctx.services.payments.service.start({ ...args, bookingId: String(args.bookingId) });
    },
  }),
  settlePayment: t.field({
    type: PaymentResultRef,
    description:
      "The result screen's call with the query string the provider sent the browser back with: the server verifies the payment with the provider and says where it stands. The status given is only a hint",
    args: {
      txRef: t.arg.string({ required: true }),
      transactionId: t.arg.string(),
      status: t.arg.string({
        description: "The redirect's status (successful, failed, cancelled): a hint, never believed",
      }),
    },
    resolve: async (_root, args, ctx) => {
      await limitRate(ctx, 'settlePayment');
      return ctx.services.payments.service.settleResult(args);
    },
  }),
}));

const BookingInvoiceRef = builder.objectRef<BookingInvoice>('BookingInvoice').implement({
  description: "A booking's bank-transfer invoice; its figures come from the stored booking",
  fields: (t) => ({
    id: t.exposeID('id', {
      description: "The invoice's own id: /payment-invoice/{id}?t={booking token} opens it again",
    }),
    number: t.exposeString('number', {
      description: 'The invoice number, E2C-<year>-<6 digits>, sequential per year, fixed at first issue',
    }),
    reference: t.exposeString('reference', { description: 'The reference to quote with the bank transfer' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    issuedAt: t.expose('issuedAt', { type: 'DateTime', description: 'When the invoice was first issued' }),
    dueAt: t.expose('dueAt', { type: 'DateTime', description: 'When the transfer is due, fixed at issue' }),
    name: t.exposeString('name'),
    email: t.exposeString('email'),
    item: t.exposeString('item'),
    amountKobo: t.exposeInt('amountKobo', { description: 'What the booking costs, in kobo' }),
    paid: t.exposeBoolean('paid', { description: 'True once a payment for the booking was verified' }),
  }),
});

builder.mutationField('openInvoice', (t) =>
  t.field({
    type: BookingInvoiceRef,
    description:
      'The bank-transfer invoice of a booking (id and token from its create answer), made the first time it is opened',
    args: bookingAccessArgs,
    resolve: async (_root, args, ctx) => {
      await limitRate(ctx, 'openInvoice');
      return ctx.services.payments.invoices.open({ ...args, bookingId: String(args.bookingId) });
    },
  }),
);

builder.queryField('invoice', (t) =>
  t.field({
    type: BookingInvoiceRef,
    description: "An invoice by its own link: its id and its booking's access token (a wrong token reads as not found)",
    args: { id: t.arg.id({ required: true }), token: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await limitRate(ctx, 'openInvoice');
      return ctx.services.payments.invoices.byLink({ id: String(args.id), token: args.token });
    },
  }),
);

const CancelledBookingRef = builder.objectRef<CancelledBooking>('CancelledBooking').implement({
  description: 'A booking its booker cancelled, and what happens to money already paid',
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.expose('kind', { type: PayableBookingKindEnum }),
    cancelledAt: t.expose('cancelledAt', { type: 'DateTime' }),
    paid: t.exposeBoolean('paid', {
      description: 'True when a verified payment was received for it: the team refunds it',
    }),
    message: t.exposeString('message', { description: 'What happens now, for the booker' }),
  }),
});

builder.mutationField('cancelBooking', (t) =>
  t.field({
    type: CancelledBookingRef,
    description:
      'Cancels a booking (id and the token from its create answer) on the server: no payment can start afterwards, the booker and the team are mailed. Cancelling again answers the same',
    args: bookingAccessArgs,
    resolve: async (_root, args, ctx) => {
      await limitRate(ctx, 'cancelBooking');
      return ctx.services.payments.cancels.cancel({ ...args, bookingId: String(args.bookingId) });
    },
  }),
);
