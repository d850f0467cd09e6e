import type { IncomingHttpHeaders } from 'node:http';
import type { PaymentProviderName } from './payments.schema';

/**
 * What the payments service needs from a card payment provider (contract §9): open a hosted checkout, verify a
 * transaction, and take in its webhooks. Amounts are kobo on our side of this interface; each provider converts at
 * its boundary (Flutterwave speaks naira).
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  startCheckout(request: CheckoutRequest): Promise<CheckoutResult>;
  /**
   * Closes an unpaid checkout so it can no longer be paid (its booking was cancelled), where the provider can;
   * where it cannot, a late payment is still verified and recorded, never lost, and the team refunds it.
   */
  closeCheckout(txRef: string): Promise<void>;
  /** Asks the provider about one transaction, by its id (from a redirect or webhook) or by our tx_ref. */
  verify(query: VerifyQuery): Promise<Verification>;
  /** True when a webhook request really comes from the provider (compared in constant time). */
  authenticateWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): boolean;
  /** What an authenticated webhook is about; null when it is not about a charge (or not readable). */
  parseWebhook(rawBody: Buffer): WebhookNotice | null;
  /**
   * Opens a bank account that takes exactly `amountKobo` for one payment attempt (Flutterwave's bank-transfer charge,
   * Paystack's Pay-with-Transfer charge or a dedicated virtual account): its transfer is then verified by `txRef`
   * like any other transaction (docs/flutterwave-money-contract.md).
   */
  openTransferAccount(request: TransferAccountRequest): Promise<TransferAccountResult>;
  /**
   * Charges a saved card's token again (Flutterwave's tokenized charge, docs/flutterwave-money-contract.md "Saved
   * cards"). Its answer is never believed as a payment: whatever it says, the transaction is verified afterwards
   * like any other, and only verify() makes it count.
   */
  chargeSavedCard(request: SavedCardChargeRequest): Promise<SavedCardChargeResult>;
}

export interface SavedCardChargeRequest {
  /** The provider's token of the card (opened from its seal only for this call; never logged). */
  token: string;
  /** The e-mail the provider tied the token to (the first payment's): Flutterwave refuses another. */
  email: string;
  /** The payer's name, where the provider takes one. */
  name?: string;
  amountKobo: number;
  txRef: string;
  /** What the payer's statement says. */
  narration: string;
  /** Where the provider sends the payer back after a 3-D Secure approval (the booking's result route). */
  redirectUrl: string;
}

/**
 * What the provider answered a saved-card charge. `charged`: it says the charge went through (to be verified);
 * `needs_authorisation`: the card's bank wants the payer to approve it on `url` (3-D Secure), the transaction stays
 * pending until then; `declined`: the provider refused it, with its message; `unknown`: no usable answer (a timeout
 * does not mean the card was not charged), verified later by tx_ref.
 */
export type SavedCardChargeResult =
  | { outcome: 'charged'; transactionId: string | null }
  | { outcome: 'needs_authorisation'; url: string; transactionId: string | null }
  | { outcome: 'declined'; message: string; transactionId: string | null }
  | { outcome: 'unknown'; reason: string };

/**
 * The card a verified card transaction was paid with (Flutterwave's `data.card`), with its reusable token when the
 * provider gave one. The token is never kept in the stored answer (`raw` has it removed).
 */
export interface VerifiedCard {
  token: string | null;
  brand: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
}

export interface TransferAccountRequest {
  txRef: string;
  amountKobo: number;
  currency: 'NGN';
  customer: CheckoutCustomer;
  /** What the payer's bank statement should say, e.g. the invoice number. */
  narration: string;
  /** How long we ask the account to live; the provider answers the expiry it actually gives. */
  lifetimeSeconds: number;
}

/** The account to transfer into, as the provider opened it. */
export interface TransferAccount {
  bankName: string;
  accountNumber: string;
  /** What the provider says the transfer must be, in kobo (it should be the amount asked for). */
  amountKobo: number;
  expiresAt: Date;
  /** The provider's own reference of the charge, kept for reconciliation. */
  providerReference: string | null;
  raw: unknown;
}

export type TransferAccountResult = { ok: true; account: TransferAccount } | { ok: false; reason: string };

export interface CheckoutCustomer {
  email: string;
  name: string;
  phone: string | null;
}

export interface CheckoutRequest {
  txRef: string;
  amountKobo: number;
  currency: 'NGN';
  /** Where the provider sends the browser back, with status, tx_ref and transaction_id appended. */
  redirectUrl: string;
  customer: CheckoutCustomer;
  meta: Record<string, string>;
}

export type CheckoutResult = { ok: true; link: string } | { ok: false; reason: string };

export type VerifyQuery = { transactionId: string } | { txRef: string };

/** A transaction as the provider reports it; `status` is the transaction's, not the HTTP call's. */
export interface VerifiedTransaction {
  state: 'found';
  status: 'successful' | 'failed' | 'pending';
  txRef: string;
  providerTxId: string;
  amountKobo: number;
  currency: string;
  /** The card it was paid with, when it was a card payment and the answer said which. */
  card?: VerifiedCard | null;
  /** The answer as received, without the card's token. */
  raw: unknown;
}

export type Verification =
  | VerifiedTransaction
  /** The provider has no such transaction (yet): a checkout not paid, or a reference that is not ours. */
  | { state: 'not_found'; raw: unknown }
  /** No usable answer (timeout, 5xx, an error body): nothing can be concluded; check again later. */
  | { state: 'unknown'; reason: string };

export interface WebhookNotice {
  event: string;
  txRef: string | null;
  providerTxId: string | null;
  status: string | null;
}

/**
 * A card's expiry as Flutterwave writes it, "MM/YY" (contract §4.2: "09/32"), as a month and a four-digit year; null
 * when it cannot be read.
 */
export function readCardExpiry(expiry: string): { month: number; year: number } | null {
  const match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(expiry.trim());
  if (!match) return null;
  const month = Number(match[1]);
  const year = Number(match[2]);
  if (month < 1 || month > 12) return null;
  return { month, year: year < 100 ? 2000 + year : year };
}

/** Flutterwave amounts are naira and may carry kobo as decimals: compare in whole kobo, never as floats. */
export const nairaToKoboExact = (naira: number): number => Math.round(naira * 100);

/**
 * The provider's way back to a result route (contract §3.3): status, tx_ref and, when there is a transaction,
 * transaction_id, appended with '?' or '&' depending on whether the URL already has a query.
 */
export function resultRedirect(
  redirectUrl: string,
  result: { status: 'successful' | 'failed' | 'cancelled'; txRef: string; transactionId?: string | number | null },
): string {
  const params = new URLSearchParams({ status: result.status, tx_ref: result.txRef });
  if (result.transactionId !== undefined && result.transactionId !== null)
    params.set('transaction_id', String(result.transactionId));
  return `${redirectUrl}${redirectUrl.includes('?') ? '&' : '?'}${params.toString()}`;
}
