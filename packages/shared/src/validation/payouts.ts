/**
 * What the browser sends about mentor payouts and refunds (issue 23): the mentor's bank account, an admin's batch
 * approval and refunds. The server parses the same schemas (modules/payouts, modules/refunds).
 */
import { z } from 'zod';

export const PAYOUT_MESSAGES = {
  bank: 'Please choose your bank',
  accountNumber: 'Please enter your 10-digit account number (NUBAN)',
  confirmName: 'Please confirm the account name shown',
  unknownBank: 'This bank is not in the list',
  notResolved: 'We could not confirm this account with the bank. Please check the bank and the number.',
  nameMismatch:
    'The name on this account does not match the name you confirmed. Please enter the account again to pay out to it.',
  noAccount: 'Add a bank account to be paid out.',
  providerDown: 'The payment provider is not answering just now. Please try again in a few minutes.',
  batchNotFound: 'This payout batch was not found',
  batchNotInReview: 'This batch is no longer waiting for approval',
  payoutNotFound: 'This payout was not found',
  paymentNotFound: 'This payment was not found',
  notRefundable: 'Only a received payment can be refunded',
  refundTooLarge: 'This refund is larger than what is left of the payment',
  refundAmount: 'Please enter an amount in naira greater than zero',
  refundReason: 'Please give the reason for this refund (at least 5 characters)',
  sandboxOnly: 'This is only possible with the built-in payment sandbox',
} as const;

const M = PAYOUT_MESSAGES;

/** A Nigerian bank code as the provider lists it (Flutterwave: '044', '50211'; Paystack's are the same CBN codes). */
export const BankCodeSchema = z
  .string({ error: M.bank })
  .trim()
  .regex(/^[0-9A-Z]{3,10}$/, M.bank);

/** A NUBAN: ten digits; spaces and dashes people type are dropped first. */
export const AccountNumberSchema = z
  .string({ error: M.accountNumber })
  .transform((v) => v.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\d{10}$/, M.accountNumber));

/** Step 1 of the bank form: ask the provider whose account this is (nothing is stored). */
export const ResolveBankAccountSchema = z.object({ bankCode: BankCodeSchema, accountNumber: AccountNumberSchema });

/**
 * Step 2: store it. `confirmedName` is the name the mentor saw and confirmed; the server resolves the account again
 * and refuses a name that differs from it (so a typed name can never replace the bank's).
 */
export const SaveBankAccountSchema = ResolveBankAccountSchema.extend({
  confirmedName: z.string({ error: M.confirmName }).trim().min(2, M.confirmName).max(200, M.confirmName),
});

export const ApprovePayoutBatchSchema = z.object({ batchId: z.uuid({ error: M.batchNotFound }) });

/** The sandbox's "simulate" control on a sent payout: what the pretend bank does with it. */
export const SimulatePayoutSchema = z.object({
  payoutId: z.uuid({ error: M.payoutNotFound }),
  outcome: z.enum(['SUCCESSFUL', 'FAILED']),
});

/** An admin's refund: the payment, how much (kobo; the whole of what is left when absent) and why. */
export const RefundPaymentSchema = z.object({
  paymentId: z.uuid({ error: M.paymentNotFound }),
  amountKobo: z
    .number({ error: M.refundAmount })
    .int(M.refundAmount)
    .positive(M.refundAmount)
    .max(1_000_000_000_00, M.refundAmount)
    .nullish()
    .transform((v) => v ?? null),
  reason: z.string({ error: M.refundReason }).trim().min(5, M.refundReason).max(500, M.refundReason),
});
export type RefundPaymentInput = z.input<typeof RefundPaymentSchema>;

/** Payouts smaller than this wait for the next week (bank charges would eat a small one). */
export const PAYOUT_MINIMUM_KOBO = 100_000;

export { AUTO_REFUND_DAYS, REFUND_TERMS } from '../refund-terms';

/** An account number as shown anywhere after it is saved: only the last four digits. */
export const maskAccountNumber = (last4: string): string => `******${last4}`;
