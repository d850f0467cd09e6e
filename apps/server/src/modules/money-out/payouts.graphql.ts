import { maskAccountNumber } from '@eazy2con/shared/validation/payouts';
import { builder } from '../../graphql-core/builder';
import { requireRole } from '../accounts/guard';
import { adminResolver } from '../../graphql-core/admin-operations';
import { AdminListInputRef, adminListCost, adminPageRef } from '../admin/admin-types.graphql';
import type { PayoutAccountView, ResolvedAccountView } from './payout-accounts.service';
import type { Bank } from './payout-provider';
import type { PayoutBatchRow, PayoutRow } from './payouts.schema';

export const PayoutStatusEnum = builder.enumType('PayoutStatus', {
  values: {
    REVIEW: { value: 'review', description: 'In a batch waiting for an admin; still in the available balance' },
    SENDING: { value: 'sending', description: 'Approved; the transfer is being asked for (retried when no answer)' },
    SENT: { value: 'sent', description: 'The provider took the transfer' },
    COMPLETED: { value: 'completed', description: 'The money reached the bank account' },
    FAILED: { value: 'failed', description: 'The transfer failed; the money is back in the available balance' },
    REFUSED: { value: 'refused', description: 'Not sent (no account, or its name does not match); still available' },
  } as const,
});

const PayoutBatchStatusEnum = builder.enumType('PayoutBatchStatus', {
  values: { REVIEW: { value: 'review' }, APPROVED: { value: 'approved' } } as const,
});

const SimulatedOutcomeEnum = builder.enumType('SimulatedTransferOutcome', {
  values: ['SUCCESSFUL', 'FAILED'] as const,
});

const BankRef = builder.objectRef<Bank>('PayoutBank').implement({
  description: 'A Nigerian bank, as the payment provider lists it',
  fields: (t) => ({ code: t.exposeString('code'), name: t.exposeString('name') }),
});

const PayoutAccountRef = builder.objectRef<PayoutAccountView>('PayoutAccount').implement({
  description: "The signed-in mentor's bank account for payouts; the number only ever masked",
  fields: (t) => ({
    bankCode: t.exposeString('bankCode'),
    bankName: t.exposeString('bankName'),
    accountNumberMasked: t.exposeString('accountNumberMasked'),
    accountName: t.exposeString('accountName', { description: "The bank's name for the account, as confirmed" }),
    confirmedAt: t.expose('confirmedAt', { type: 'DateTime' }),
  }),
});

const ResolvedAccountRef = builder.objectRef<ResolvedAccountView>('ResolvedPayoutAccount').implement({
  description: 'Whose account this is, according to the bank: shown for the mentor to confirm (nothing stored yet)',
  fields: (t) => ({
    bankCode: t.exposeString('bankCode'),
    bankName: t.exposeString('bankName'),
    accountNumberMasked: t.exposeString('accountNumberMasked'),
    accountName: t.exposeString('accountName'),
  }),
});

const PayoutRef = builder.objectRef<PayoutRow>('Payout').implement({
  description: 'One payout to a mentor: a bank transfer of what they had available',
  fields: (t) => ({
    id: t.exposeID('id'),
    amountKobo: t.exposeInt('amountKobo'),
    status: t.field({ type: PayoutStatusEnum, resolve: (p) => p.status }),
    reference: t.exposeString('reference'),
    bankName: t.exposeString('bankName', { nullable: true }),
    accountNumberMasked: t.string({
      nullable: true,
      resolve: (p) => (p.accountLast4 ? maskAccountNumber(p.accountLast4) : null),
    }),
    failureReason: t.exposeString('failureReason', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    sentAt: t.expose('sentAt', { type: 'DateTime', nullable: true }),
    settledAt: t.expose('settledAt', { type: 'DateTime', nullable: true }),
  }),
});

const AdminPayoutRef = builder.objectRef<PayoutRow>('AdminPayout').implement({
  description: 'A payout as admins see it: with the mentor and the batch',
  fields: (t) => ({
    id: t.exposeID('id'),
    batchId: t.exposeID('batchId'),
    mentorId: t.exposeID('mentorId'),
    mentorName: t.exposeString('mentorName'),
    mentorEmail: t.exposeString('mentorEmail'),
    amountKobo: t.exposeInt('amountKobo'),
    status: t.field({ type: PayoutStatusEnum, resolve: (p) => p.status }),
    reference: t.exposeString('reference'),
    bankName: t.exposeString('bankName', { nullable: true }),
    accountNumberMasked: t.string({
      nullable: true,
      resolve: (p) => (p.accountLast4 ? maskAccountNumber(p.accountLast4) : null),
    }),
    failureReason: t.exposeString('failureReason', { nullable: true }),
    checks: t.exposeInt('checks'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    sentAt: t.expose('sentAt', { type: 'DateTime', nullable: true }),
    settledAt: t.expose('settledAt', { type: 'DateTime', nullable: true }),
  }),
});

const PayoutBatchRef = builder.objectRef<PayoutBatchRow>('AdminPayoutBatch').implement({
  description: 'One weekly payout batch',
  fields: (t) => ({
    id: t.exposeID('id'),
    week: t.exposeString('week', { description: 'The Monday (Lagos) of the week it was gathered' }),
    status: t.field({ type: PayoutBatchStatusEnum, resolve: (b) => b.status }),
    totalKobo: t.exposeInt('totalKobo'),
    approvedAt: t.expose('approvedAt', { type: 'DateTime', nullable: true }),
    approvedBy: t.exposeString('approvedBy', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const PayoutSettingsRef = builder.objectRef<{ sandbox: boolean; minimumKobo: number }>('PayoutSettings').implement({
  fields: (t) => ({
    sandbox: t.exposeBoolean('sandbox', { description: 'True with the built-in sandbox (no keys): no money moves' }),
    minimumKobo: t.exposeInt('minimumKobo', { description: 'Smaller balances wait for a later week' }),
  }),
});

const PayoutPage = adminPageRef('PayoutPage', PayoutRef);
const AdminPayoutPage = adminPageRef('AdminPayoutPage', AdminPayoutRef);
const AdminPayoutBatchPage = adminPageRef('AdminPayoutBatchPage', PayoutBatchRef);
const listArgs = builder.args((t) => ({ list: t.field({ type: AdminListInputRef }) }));

builder.queryFields((t) => ({
  payoutBanks: t.field({
    type: [BankRef],
    description: 'Nigerian banks for the payout account form (mentors only)',
    resolve: async (_root, _args, ctx) => {
      await requireRole(ctx, 'mentor');
      return ctx.services.payouts.accounts.banks();
    },
  }),
  myPayoutAccount: t.field({
    type: PayoutAccountRef,
    nullable: true,
    resolve: async (_root, _args, ctx) => ctx.services.payouts.accounts.mine(await requireRole(ctx, 'mentor')),
  }),
  myPayouts: t.field({
    type: PayoutPage,
    args: listArgs,
    complexity: adminListCost,
    resolve: async (_root, { list }, ctx) => ctx.services.payouts.service.mine(await requireRole(ctx, 'mentor'), list),
  }),
  listPayoutBatches: t.field({
    type: AdminPayoutBatchPage,
    description: 'Weekly payout batches, newest first. Search matches the week (YYYY-MM-DD)',
    args: listArgs,
    complexity: adminListCost,
    resolve: adminResolver('listPayoutBatches', ({ list }, ctx) => ctx.services.payouts.service.listBatches(list)),
  }),
  listPayouts: t.field({
    type: AdminPayoutPage,
    description: "Payouts, newest first; of one batch with batchId. Search: mentor's name or e-mail, reference, status",
    args: { ...listArgs, batchId: t.arg.id() },
    complexity: adminListCost,
    resolve: adminResolver('listPayouts', ({ list, batchId }, ctx) =>
      ctx.services.payouts.service.listPayouts(list, batchId ? String(batchId) : null),
    ),
  }),
  payoutSettings: t.field({
    type: PayoutSettingsRef,
    resolve: adminResolver('payoutSettings', (_args, ctx) => ({
      sandbox: ctx.services.payouts.service.usesSandbox,
      minimumKobo: ctx.services.payouts.service.minimumKobo,
    })),
  }),
}));

builder.mutationFields((t) => ({
  resolvePayoutAccount: t.field({
    type: ResolvedAccountRef,
    description: 'Asks the bank whose account this is, for the mentor to confirm; stores nothing',
    args: { bankCode: t.arg.string({ required: true }), accountNumber: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => ctx.services.payouts.accounts.resolve(await requireRole(ctx, 'mentor'), args),
  }),
  savePayoutAccount: t.field({
    type: PayoutAccountRef,
    description: "Stores the mentor's account once the bank's name for it is the one they confirmed",
    args: {
      bankCode: t.arg.string({ required: true }),
      accountNumber: t.arg.string({ required: true }),
      confirmedName: t.arg.string({ required: true }),
    },
    resolve: async (_root, args, ctx) => ctx.services.payouts.accounts.save(await requireRole(ctx, 'mentor'), args),
  }),
  gatherPayoutBatch: t.field({
    type: PayoutBatchRef,
    nullable: true,
    description: "Gathers this week's batch now (the weekly job does it too); null when nobody is owed the minimum",
    resolve: adminResolver('gatherPayoutBatch', async (_args, ctx, admin) =>
      ctx.services.payouts.service.gather(admin),
    ),
  }),
  approvePayoutBatch: t.field({
    type: PayoutBatchRef,
    args: { batchId: t.arg.id({ required: true }) },
    resolve: adminResolver('approvePayoutBatch', ({ batchId }, ctx, admin) =>
      ctx.services.payouts.service.approveBatch(admin, { batchId: String(batchId) }),
    ),
  }),
  simulatePayoutTransfer: t.field({
    type: AdminPayoutRef,
    description: 'Sandbox only: the pretend bank completes or fails a sent transfer',
    args: { payoutId: t.arg.id({ required: true }), outcome: t.arg({ type: SimulatedOutcomeEnum, required: true }) },
    resolve: adminResolver('simulatePayoutTransfer', ({ payoutId, outcome }, ctx, admin) =>
      ctx.services.payouts.service.simulate(admin, { payoutId: String(payoutId), outcome }),
    ),
  }),
}));
