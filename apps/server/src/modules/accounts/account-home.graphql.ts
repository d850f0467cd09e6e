import { builder } from '../../graphql-core/builder';
import {
  accountBookingKinds,
  type AccountBookingView,
  type AccountInvoice,
  type AccountReceipt,
} from './account-bookings';
import { requireRole } from './guard';

const AccountBookingKindEnum = builder.enumType('AccountBookingKind', { values: accountBookingKinds });

const AccountInvoiceRef = builder.objectRef<AccountInvoice>('AccountInvoice').implement({
  description:
    "An invoice of one of the signed-in person's bookings: its PDF is /api/invoices/{id}.pdf; invoice(id), renewTransferAccount(id) and startPayment need no token for its owner",
  fields: (t) => ({
    id: t.exposeID('id'),
    number: t.exposeString('number'),
    status: t.exposeString('status', {
      description: 'UNPAID, PAID, EXPIRED (past its due date unpaid), REFUNDED, or HELD (a transfer of another amount)',
    }),
    amountKobo: t.exposeInt('amountKobo'),
    issuedAt: t.field({ type: 'DateTime', resolve: (i) => i.issuedAt }),
    dueAt: t.field({ type: 'DateTime', resolve: (i) => i.dueAt }),
    canPay: t.exposeBoolean('canPay', {
      description: 'Open: unpaid, not past due, and the booking can take a payment',
    }),
    canReopen: t.exposeBoolean('canReopen', {
      description: 'Unpaid and its transfer account closed: renewTransferAccount opens a new one',
    }),
  }),
});

const ReceiptMethodEnum = builder.enumType('ReceiptMethod', {
  description: 'How a payment came in',
  values: ['CARD', 'BANK_TRANSFER'] as const,
});

const AccountReceiptRef = builder.objectRef<AccountReceipt>('AccountReceipt').implement({
  description: "A settled payment of one of the signed-in person's bookings: its PDF is /api/receipts/{paymentId}.pdf",
  fields: (t) => ({
    paymentId: t.exposeID('paymentId'),
    paidAt: t.field({ type: 'DateTime', resolve: (r) => r.paidAt }),
    amountKobo: t.exposeInt('amountKobo', { description: 'What arrived, in kobo' }),
    method: t.field({ type: ReceiptMethodEnum, resolve: (r) => r.method }),
  }),
});

const AccountBookingRef = builder.objectRef<AccountBookingView>('AccountBooking').implement({
  description: "One of the signed-in person's bookings, of any kind, as their account page lists it",
  fields: (t) => ({
    kind: t.field({ type: AccountBookingKindEnum, resolve: (b) => b.kind }),
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    detail: t.exposeString('detail', { nullable: true }),
    status: t.exposeString('status', {
      description: 'AWAITING_PAYMENT, PAID, NOT_REQUIRED (free), FAILED, or BOOKED for what has no payment',
    }),
    cancelled: t.exposeBoolean('cancelled'),
    amountKobo: t.exposeInt('amountKobo', { nullable: true }),
    createdAt: t.field({ type: 'DateTime', resolve: (b) => b.createdAt }),
    at: t.field({ type: 'DateTime', nullable: true, resolve: (b) => b.at }),
    payable: t.exposeBoolean('payable', {
      description: 'A payment may start now (startPayment without a token): not paid, not cancelled, not free',
    }),
    invoices: t.field({ type: [AccountInvoiceRef], resolve: (b) => b.invoices }),
    receipts: t.field({ type: [AccountReceiptRef], resolve: (b) => b.receipts }),
  }),
});

builder.queryField('myBookings', (t) =>
  t.field({
    type: [AccountBookingRef],
    description:
      "Every booking made with the signed-in account's confirmed e-mail, of every kind, newest first, with its invoices and receipts (none until the e-mail is confirmed)",
    resolve: async (_root, _args, ctx) => ctx.services.accountHome.bookings(await requireRole(ctx, 'user')),
  }),
);
