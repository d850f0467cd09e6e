import { HeldTransfersPageSchema } from '@eazy2con/shared/validation/payments';
import { builder } from '../../graphql-core/builder';
import { parseInput } from '../../lib/validate';
import { adminResolver } from '../../graphql-core/admin-operations';
import { PayableBookingKindEnum } from './payments-args.graphql';
import { InvoiceStatusEnum } from './invoices.graphql';
import type { HeldTransfer } from './transfer-accounts.repo';

// The admin's "Bank transfers" list: transfers that arrived with another amount than their invoice's (or for a
// booking already paid), held and never counted as paid. Admin-only through adminResolver (admin-operations.ts).

const HeldTransferRef = builder.objectRef<HeldTransfer>('HeldBankTransfer').implement({
  description: 'A verified bank transfer held for an admin: expected and received amounts, and its invoice',
  fields: (t) => ({
    id: t.id({ resolve: (h) => h.account.id }),
    txRef: t.string({ resolve: (h) => h.account.txRef }),
    invoiceId: t.id({ resolve: (h) => h.invoice.id }),
    invoiceNumber: t.string({ resolve: (h) => h.invoice.number }),
    invoiceStatus: t.field({ type: InvoiceStatusEnum, resolve: (h) => h.invoice.status }),
    bookingKind: t.field({ type: PayableBookingKindEnum, resolve: (h) => h.invoice.bookingKind }),
    bookingId: t.id({ resolve: (h) => h.invoice.bookingId }),
    bankName: t.string({ resolve: (h) => h.account.bankName }),
    accountNumber: t.string({ resolve: (h) => h.account.accountNumber }),
    expectedKobo: t.int({ resolve: (h) => h.invoice.amountKobo ?? h.account.amountKobo }),
    receivedKobo: t.int({ nullable: true, resolve: (h) => h.account.receivedKobo }),
    flag: t.string({
      nullable: true,
      description: 'amount_short, overpaid, currency_mismatch or booking_already_paid',
      resolve: (h) => h.account.flag,
    }),
    heldAt: t.field({ type: 'DateTime', nullable: true, resolve: (h) => h.account.heldAt }),
  }),
});

const HeldTransfersPageRef = builder
  .objectRef<{ total: number; items: HeldTransfer[] }>('HeldBankTransfersPage')
  .implement({
    fields: (t) => ({
      total: t.exposeInt('total'),
      items: t.field({ type: [HeldTransferRef], resolve: (p) => p.items }),
    }),
  });

builder.queryField('heldBankTransfers', (t) =>
  t.field({
    type: HeldTransfersPageRef,
    description: 'Admins: the held bank transfers, newest first, paged in the database',
    args: { offset: t.arg.int(), limit: t.arg.int() },
    resolve: adminResolver('heldBankTransfers', (args: { offset?: number | null; limit?: number | null }, ctx) => {
      const page = parseInput(HeldTransfersPageSchema, {
        offset: args.offset ?? undefined,
        limit: args.limit ?? undefined,
      });
      return ctx.services.payments.transferAccounts.listHeld(page.offset, page.limit);
    }),
  }),
);
