import type { IncomingHttpHeaders } from 'node:http';

/**
 * What payouts and refunds need from a money provider (issue 23): the bank list, an account's name, a transfer out
 * (our reference is its idempotency key), its state, and a refund of a received payment. Amounts are kobo on our
 * side; a provider converts at its boundary. Calls never throw for the provider's answers: they say whether the
 * provider said yes, said no, or could not be reached ("unavailable": nothing can be concluded, try again).
 * Flutterwave and the built-in sandbox implement it; decision 0034 maps Paystack onto it.
 */
export interface PayoutProvider {
  readonly name: 'flutterwave' | 'sandbox';
  listBanks(): Promise<ProviderAnswer<Bank[]>>;
  resolveAccount(account: { bankCode: string; accountNumber: string }): Promise<ProviderAnswer<ResolvedAccount>>;
  /** Asks for a transfer. Sending the same reference again never pays twice (the provider refuses a duplicate). */
  createTransfer(request: TransferRequest): Promise<ProviderAnswer<TransferState>>;
  /** A transfer's state, by the provider's id or, when the create answer never came, by our reference. */
  getTransfer(query: { id: string } | { reference: string }): Promise<ProviderAnswer<TransferState | null>>;
  /** Refunds part or all of a received payment (by the provider's transaction id). */
  refund(request: RefundRequest): Promise<ProviderAnswer<RefundState>>;
  /**
   * The refund the provider already made for one of ours, or null when it made none: asked before a refund whose
   * earlier attempt got no answer is sent again (refunds carry no idempotency key, so a partial one could be made
   * twice). `ok` with null means the provider answered and has no such refund.
   */
  findRefund(query: RefundLookup): Promise<ProviderAnswer<RefundState | null>>;
  /** True when a webhook really comes from the provider (the payments webhook's check, FLW_SECRET_HASH). */
  authenticateWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): boolean;
  /** A transfer notice from an authenticated webhook, or null when it is about something else. */
  parseTransferWebhook(rawBody: Buffer): TransferNotice | null;
}

export type ProviderAnswer<T> =
  | { kind: 'ok'; value: T; raw: unknown }
  /** The provider answered and refused; `message` is theirs. `duplicate`: that reference was used before. */
  | { kind: 'refused'; message: string; duplicate?: boolean; raw?: unknown }
  | { kind: 'unavailable'; reason: string };

export interface Bank {
  code: string;
  name: string;
}

export interface ResolvedAccount {
  accountNumber: string;
  accountName: string;
}

export interface TransferRequest {
  reference: string;
  bankCode: string;
  accountNumber: string;
  amountKobo: number;
  narration: string;
  /** The name the account was confirmed under (the provider compares where it can). */
  beneficiaryName: string;
}

/** NEW / PENDING: on its way; SUCCESSFUL: the money arrived; FAILED: it did not (the provider gives it back). */
export type TransferStatus = 'NEW' | 'PENDING' | 'SUCCESSFUL' | 'FAILED';

export interface TransferState {
  id: string;
  reference: string;
  status: TransferStatus;
  amountKobo: number;
  /** The provider's words on the outcome (Flutterwave `complete_message`). */
  message: string;
}

export interface RefundRequest {
  /** Our refund's id (providers without a refund reference ignore it). */
  reference: string;
  transactionId: string;
  amountKobo: number;
  comments: string;
}

export interface RefundLookup {
  /** Our refund's id, which the request's comments carry. */
  reference: string;
  transactionId: string;
  amountKobo: number;
  /** When our refund was recorded: the provider's refund cannot be older. */
  since: Date;
  /** The provider's ids of our other refunds of the same payment (never taken for this one). */
  knownIds: string[];
}

export interface RefundState {
  id: string;
  /** What the provider says it refunded, in kobo. */
  amountKobo: number;
  status: 'completed' | 'pending' | 'failed';
}

export interface TransferNotice {
  transferId: string | null;
  reference: string | null;
  status: string | null;
}

/** Flutterwave's refund statuses: `completed`, or a `completed-…` variant naming the channel (`completed-mpgs`). */
export function refundStatusOf(value: string): RefundState['status'] {
  const lower = value.toLowerCase();
  if (lower.startsWith('completed') || lower === 'successful') return 'completed';
  return lower === 'failed' ? 'failed' : 'pending';
}

/** Flutterwave's transfer statuses, upper case; anything unknown counts as still on its way. */
export function transferStatusOf(value: unknown): TransferStatus {
  const upper = typeof value === 'string' ? value.toUpperCase() : '';
  return upper === 'SUCCESSFUL' || upper === 'FAILED' || upper === 'NEW' ? upper : 'PENDING';
}

/**
 * Two account names are the same person when their words match, whatever the order, case or punctuation: banks
 * write 'OKAFOR NGOZI ADA' for 'Ngozi Ada Okafor'. Anything else is a mismatch (never "close enough").
 */
export function sameAccountName(a: string, b: string): boolean {
  const words = (s: string) =>
    s
      .toUpperCase()
      .replace(/[^A-Z0-9 ]+/g, ' ')
      .split(/\s+/)
      .filter(Boolean)
      .sort()
      .join(' ');
  const left = words(a);
  return left.length > 0 && left === words(b);
}
