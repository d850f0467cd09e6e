import { builder } from '../../graphql-core/builder';
import { limitRate } from '../rate-limits/guard';
import { askerEmail, ownedBookingArgs } from './owned-booking-args.graphql';
import type { BookingInvoice, CompanyDetails } from './invoices.service';
import { invoiceStatuses, type InvoiceLineItem } from './payments.schema';
import type { TransferView } from './transfer-accounts.service';

export const InvoiceStatusEnum = builder.enumType('InvoiceStatus', {
  description: 'Where an invoice stands',
  values: Object.fromEntries(invoiceStatuses.map((s) => [s, { value: s }])) as {
    [K in (typeof invoiceStatuses)[number]]: { value: K };
  },
});

const SimulatedTransferEnum = builder.enumType('SimulatedTransfer', {
  description: "What the sandbox's simulated transfer pays: the exact amount, less, or more",
  values: { FULL: { value: 'full' }, SHORT: { value: 'short' }, EXCESS: { value: 'excess' } } as const,
});

const InvoiceLineItemRef = builder.objectRef<InvoiceLineItem>('InvoiceLineItem').implement({
  description: 'One line of an invoice, frozen at issue',
  fields: (t) => ({
    description: t.exposeString('description'),
    quantity: t.exposeInt('quantity'),
    unitKobo: t.exposeInt('unitKobo'),
    amountKobo: t.exposeInt('amountKobo'),
  }),
});

const CompanyDetailsRef = builder.objectRef<CompanyDetails>('InvoiceCompany').implement({
  description: "The company's registered details (COMPANY_* settings)",
  fields: (t) => ({
    name: t.exposeString('name'),
    address: t.exposeString('address'),
    rcNumber: t.exposeString('rcNumber', { nullable: true }),
  }),
});

const TransferAccountRef = builder.objectRef<TransferView>('TransferAccount').implement({
  description: 'A bank account opened for exactly this invoice: transfer the exact amount before it expires',
  fields: (t) => ({
    bankName: t.exposeString('bankName'),
    accountNumber: t.exposeString('accountNumber'),
    amountKobo: t.exposeInt('amountKobo', { description: 'Exactly what to transfer, in kobo' }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
    expired: t.exposeBoolean('expired', { description: 'True once it can no longer be paid: renew it' }),
    sandbox: t.exposeBoolean('sandbox', { description: 'A sandbox test account: no money moves' }),
  }),
});

export const BookingInvoiceRef = builder.objectRef<BookingInvoice>('BookingInvoice').implement({
  description: "A booking's bank-transfer invoice, as stored: number, status, frozen amount and line items",
  fields: (t) => ({
    id: t.exposeID('id', {
      description: "The invoice's own id: /payment-invoice/{id}?t={booking token} opens it again",
    }),
    number: t.exposeString('number', {
      description: 'The invoice number, E2C-<year>-<6 digits>, sequential per year, fixed at first issue',
    }),
    reference: t.exposeString('reference', { description: 'The reference to quote with a transfer' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    issuedAt: t.expose('issuedAt', { type: 'DateTime', description: 'When the invoice was first issued' }),
    dueAt: t.expose('dueAt', { type: 'DateTime', description: 'When the transfer is due, fixed at issue' }),
    name: t.exposeString('name'),
    email: t.exposeString('email'),
    item: t.exposeString('item'),
    amountKobo: t.exposeInt('amountKobo', { description: 'What the invoice charges, in kobo, frozen at issue' }),
    paid: t.exposeBoolean('paid', { description: 'True once a payment for the booking was verified' }),
    status: t.field({ type: InvoiceStatusEnum, resolve: (i) => i.status }),
    lineItems: t.field({ type: [InvoiceLineItemRef], resolve: (i) => i.lineItems }),
    company: t.field({ type: CompanyDetailsRef, resolve: (i) => i.company }),
    transfer: t.field({
      type: TransferAccountRef,
      nullable: true,
      description: 'The account to transfer into; null until one could be opened',
      resolve: (i) => i.transfer,
    }),
    sandbox: t.exposeBoolean('sandbox', {
      description: 'True when the built-in sandbox is the provider: simulateTransfer is offered',
    }),
  }),
});

/** The invoice's own link: its id and its booking's token, or no token for the booking's signed-in owner (issue 35). */
const linkArgs = builder.args((t) => ({
  id: t.id({ required: true }),
  token: t.string({
    description:
      "The booking's access token (or the invoice's signed link); leave it out when signed in with the account that confirmed the booking's e-mail",
  }),
}));

builder.mutationField('openInvoice', (t) =>
  t.field({
    type: BookingInvoiceRef,
    description:
      "The bank-transfer invoice of a booking (id and token from its create answer, or no token for the booking's signed-in owner), made the first time it is opened; opening it opens its transfer account",
    args: ownedBookingArgs,
    resolve: async (_root, args, ctx) => {
      await limitRate(ctx, 'openInvoice');
      return ctx.services.payments.invoices.open({ ...args, bookingId: String(args.bookingId) }, askerEmail(ctx));
    },
  }),
);

builder.queryField('invoice', (t) =>
  t.field({
    type: BookingInvoiceRef,
    description:
      "An invoice by its own link: its id and its booking's access token, or its id alone for the booking's signed-in owner (anyone else's reads as not found)",
    args: linkArgs,
    resolve: async (_root, args, ctx) => {
      await limitRate(ctx, 'openInvoice');
      return ctx.services.payments.invoices.byLink({ id: String(args.id), token: args.token }, askerEmail(ctx));
    },
  }),
);

builder.mutationField('renewTransferAccount', (t) =>
  t.field({
    type: BookingInvoiceRef,
    description:
      'Reopens an unpaid invoice for transfer: a new transfer account once its last one expired (a live one is kept)',
    args: linkArgs,
    resolve: async (_root, args, ctx) => {
      await limitRate(ctx, 'openInvoice');
      return ctx.services.payments.invoices.renewTransfer({ id: String(args.id), token: args.token }, askerEmail(ctx));
    },
  }),
);

builder.mutationField('simulateTransfer', (t) =>
  t.field({
    type: BookingInvoiceRef,
    description:
      "The sandbox only (no payment keys): pays the invoice's test account (full, short or excess) and settles it through the same verification as a real transfer",
    args: { ...linkArgs, outcome: t.arg({ type: SimulatedTransferEnum, required: true }) },
    resolve: async (_root, args, ctx) => {
      await limitRate(ctx, 'openInvoice');
      return ctx.services.payments.invoices.simulateTransfer(
        { id: String(args.id), token: args.token, outcome: args.outcome },
        askerEmail(ctx),
      );
    },
  }),
);
