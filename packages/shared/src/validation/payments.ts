/**
 * What the browser sends about card payments (spec 2 §4): the server parses the same schemas (payments.service.ts).
 */
import { z } from 'zod';
import { INVOICE_NOT_FOUND, PAYMENT_NOT_FOUND, payableBookingKinds } from '../payments';

/** A receipt of someone else's payment reads as a missing one (issue 35). */
export const RECEIPT_NOT_FOUND = 'This receipt was not found';

/** A transaction reference as the result URL carries it: ours are 'e2c-' and a UUID; anything else is not ours. */
export const TxRefSchema = z
  .string({ error: PAYMENT_NOT_FOUND })
  .trim()
  .regex(/^e2c-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, PAYMENT_NOT_FOUND);

/** The provider's transaction id from the result URL: digits (Flutterwave's and the sandbox's are numbers). */
export const TransactionIdSchema = z
  .string()
  .trim()
  .regex(/^\d{1,20}$/, 'The transaction id is not valid')
  .nullish()
  .transform((v) => v || null);

/** What the result screen sends back to the server: the reference, the transaction id and the status hint. */
export const SettlePaymentSchema = z.object({
  txRef: TxRefSchema,
  transactionId: TransactionIdSchema,
  /** The redirect's `status`: only a hint (a 'cancelled' checkout has no transaction to verify). */
  status: z
    .string()
    .trim()
    .max(40)
    .nullish()
    .transform((v) => v || null),
});

/**
 * A booking's access token (decision 0012), optional where a signed-in owner may act without it (issue 35): the
 * account whose confirmed e-mail is the booking's. Empty counts as none.
 */
const optionalToken = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(200, message)
    .nullish()
    .transform((v) => v || undefined);

/** Starting a card payment: the booking, and its token unless the booking's signed-in owner asks. */
export const StartPaymentSchema = z.object({
  kind: z.enum(payableBookingKinds, { error: 'Unknown booking kind' }),
  bookingId: z.string().trim().min(1, 'The booking is missing'),
  token: optionalToken('The booking is missing'),
});

/** The invoice of a booking is read with the same id and token as the booking itself (or by its signed-in owner). */
export const OpenInvoiceSchema = StartPaymentSchema;

/** Cancelling a booking takes its id and token: only the browser (or mail link) that holds it may cancel. */
export const CancelBookingSchema = z.object({
  kind: z.enum(payableBookingKinds, { error: 'Unknown booking kind' }),
  bookingId: z.string().trim().min(1, 'The booking is missing'),
  token: z.string().trim().min(1, 'The booking is missing'),
});

/**
 * An invoice's own link, /payment-invoice/{id}?t={token}: the invoice's id and its booking's access token (or a
 * signed invoice link); without a token, only the booking's signed-in owner opens it.
 */
export const InvoiceLinkSchema = z.object({
  id: z.uuid({ error: INVOICE_NOT_FOUND }),
  token: optionalToken(INVOICE_NOT_FOUND),
});

/** Asking for a new bank-transfer account after the invoice's last one expired: the invoice's own link. */
export const RenewTransferSchema = InvoiceLinkSchema;

/** A payment's receipt (GET /api/receipts/{paymentId}.pdf): the payment's id and its booking's token, or the owner. */
export const ReceiptLinkSchema = z.object({
  paymentId: z.uuid({ error: RECEIPT_NOT_FOUND }),
  token: optionalToken(RECEIPT_NOT_FOUND),
});

/** What the sandbox's "simulate transfer" sends: the exact amount, less than it, or more. */
export const simulatedTransferOutcomes = ['full', 'short', 'excess'] as const;
export const SimulateTransferSchema = InvoiceLinkSchema.extend({
  outcome: z.enum(simulatedTransferOutcomes, { error: 'Choose a full, short or excess transfer' }),
});

/** One page of the admin's held bank transfers. */
export const HeldTransfersPageSchema = z.object({
  offset: z.number().int().min(0).max(1_000_000).default(0),
  limit: z.number().int().min(1).max(100).default(20),
});
