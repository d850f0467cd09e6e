import { builder } from '../../graphql-core/builder';
import type { GraphQLContext } from '../../graphql-core/context';
import { limitRate } from '../rate-limits/guard';
import type { CancelledBooking } from './booking-cancel.service';
import type { PaymentResult } from './payments.service';
import { bookingAccessArgs, PayableBookingKindEnum } from './payments-args.graphql';
import { askerEmail, ownedBookingArgs } from './owned-booking-args.graphql';
import { cardSaverOf, saveCardArg } from './saved-cards.graphql';

// Other modules (admin) name the booking kinds through this module's types.
export { PayableBookingKindEnum };
// The invoice and bank-transfer fields, and the admin's held transfers, register on the builder with this module.
import './invoices.graphql';
import './transfers-admin.graphql';

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

/** What a result screen's address carries: the provider's query string. */
const settleArgs = builder.args((t) => ({
  txRef: t.string({ required: true }),
  transactionId: t.string(),
  status: t.string({ description: "The redirect's status (successful, failed, cancelled): a hint, never believed" }),
}));

/** settlePayment and its read, paymentResult: one limit (a result screen asks once), one verification. */
async function settleFromAddress(
  args: { txRef: string; transactionId?: string | null; status?: string | null },
  ctx: GraphQLContext,
): Promise<PaymentResult> {
  await limitRate(ctx, 'settlePayment');
  return ctx.services.payments.service.settleResult(args);
}

builder.mutationFields((t) => ({
  startPayment: t.field({
    type: PaymentCheckoutRef,
    description:
      "Starts a card payment for a booking (id and the token from its create answer, or no token when signed in with the account that confirmed the booking's e-mail). The amount is the stored booking's; a paid booking answers CONFLICT",
    args: { ...ownedBookingArgs, ...saveCardArg },
    resolve: async (_root, args, ctx) => {
      await limitRate(ctx, 'startPayment');
      return ctx.services.payments.service.start(
        { ...args, bookingId: String(args.bookingId) },
        askerEmail(ctx),
        cardSaverOf(ctx),
      );
    },
  }),
  settlePayment: t.field({
    type: PaymentResultRef,
    description:
      "The result screen's call with the query string the provider sent the browser back with: the server verifies the payment with the provider and says where it stands. The status given is only a hint",
    args: settleArgs,
    resolve: (_root, args, ctx) => settleFromAddress(args, ctx),
  }),
}));

builder.queryField('paymentResult', (t) =>
  t.field({
    type: PaymentResultRef,
    description:
      "What settlePayment answers, as a read: the result screen's page is drawn by the server with it, so a phone back from the provider's checkout sees the outcome before any script. A read may settle: while the payment is undecided the server verifies it with the provider (idempotent: once decided, the same answer for everyone, however often asked; the provider and the webhook decide, never the caller)",
    args: settleArgs,
    resolve: (_root, args, ctx) => settleFromAddress(args, ctx),
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
