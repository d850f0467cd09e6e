import { builder } from '../../graphql-core/builder';
import { adminResolver } from '../../graphql-core/admin-operations';
import { AdminListInputRef, adminListCost, adminPageRef } from '../admin/admin-types.graphql';
import type { RefundablePaymentView } from './refunds.service';
import type { RefundRow } from './refunds.schema';

const RefundStatusEnum = builder.enumType('RefundStatus', {
  values: {
    PENDING: { value: 'pending', description: 'Recorded; the provider not asked yet or not answering (retried)' },
    COMPLETED: { value: 'completed', description: 'The provider took it; the payer was mailed' },
    FAILED: { value: 'failed', description: 'The provider refused it (see the reason)' },
  } as const,
});

const RefundRef = builder.objectRef<RefundRow>('AdminRefund').implement({
  description: 'A refund of a received payment',
  fields: (t) => ({
    id: t.exposeID('id'),
    paymentId: t.exposeID('paymentId'),
    bookingKind: t.exposeString('bookingKind'),
    bookingId: t.exposeID('bookingId'),
    amountKobo: t.exposeInt('amountKobo'),
    reason: t.exposeString('reason'),
    status: t.field({ type: RefundStatusEnum, resolve: (r) => r.status }),
    automatic: t.exposeBoolean('automatic'),
    requestedBy: t.exposeString('requestedBy'),
    payerEmail: t.exposeString('payerEmail'),
    failureReason: t.exposeString('failureReason', { nullable: true }),
    shortfallKobo: t.exposeInt('shortfallKobo', {
      description: "Part of the mentor's share already paid out to them: the platform bore it (flagged when > 0)",
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    completedAt: t.expose('completedAt', { type: 'DateTime', nullable: true }),
  }),
});

const RefundablePaymentRef = builder.objectRef<RefundablePaymentView>('AdminRefundablePayment').implement({
  description: 'A received payment with what is left of it to refund',
  fields: (t) => ({
    id: t.exposeID('id'),
    txRef: t.exposeString('txRef'),
    bookingKind: t.exposeString('bookingKind'),
    bookingId: t.exposeID('bookingId'),
    provider: t.exposeString('provider'),
    receivedKobo: t.exposeInt('receivedKobo'),
    refundedKobo: t.exposeInt('refundedKobo'),
    leftKobo: t.exposeInt('leftKobo'),
    payerEmail: t.string({ resolve: (p) => p.payer.email }),
    payerName: t.string({ resolve: (p) => p.payer.name }),
    item: t.exposeString('item'),
    settledAt: t.expose('settledAt', { type: 'DateTime', nullable: true }),
  }),
});

const RefundPage = adminPageRef('AdminRefundPage', RefundRef);
const RefundablePaymentPage = adminPageRef('AdminRefundablePaymentPage', RefundablePaymentRef);
const listArgs = builder.args((t) => ({ list: t.field({ type: AdminListInputRef }) }));

builder.queryFields((t) => ({
  listRefunds: t.field({
    type: RefundPage,
    description: "Refunds, newest first. Search: payer's e-mail, reason, status, booking kind",
    args: listArgs,
    complexity: adminListCost,
    resolve: adminResolver('listRefunds', ({ list }, ctx) => ctx.services.payouts.refunds.listRefunds(list)),
  }),
  listRefundablePayments: t.field({
    type: RefundablePaymentPage,
    description: 'Received payments, newest first, with what is left to refund. Search: reference, kind, provider',
    args: listArgs,
    complexity: adminListCost,
    resolve: adminResolver('listRefundablePayments', ({ list }, ctx) =>
      ctx.services.payouts.refunds.listPayments(list),
    ),
  }),
}));

builder.mutationField('refundPayment', (t) =>
  t.field({
    type: RefundRef,
    description: 'Refunds a received payment: all of what is left (no amount) or part of it, with a reason',
    args: {
      paymentId: t.arg.id({ required: true }),
      amountKobo: t.arg.int(),
      reason: t.arg.string({ required: true }),
    },
    resolve: adminResolver('refundPayment', ({ paymentId, amountKobo, reason }, ctx, admin) =>
      ctx.services.payouts.refunds.refund(admin, { paymentId: String(paymentId), amountKobo, reason }),
    ),
  }),
);
