import type { FakeHttpServer } from './fake-http-server';
import type { FakePayouts } from './fake-flutterwave-payouts';

// What tests see of the fake Flutterwave (fake-flutterwave.ts), apart from how it answers.

export interface FakeCheckout {
  link: string;
  txRef: string;
  /** Naira, as sent. */
  amount: number;
  currency: string;
  redirectUrl: string;
  customer: { email: string; name?: string; phonenumber?: string };
  body: Record<string, unknown>;
}

export type FakeTransactionStatus = 'successful' | 'failed' | 'pending';

/**
 * Flutterwave's documented test cards (contract §6) the fake pays with; what a tokenized charge of the card's token
 * then does is decided by the card: 2950 succeeds, 4246 asks for 3-D Secure, 6506 is declined (insufficient funds).
 */
export type FakeTestCard = '2950' | '4246' | '6506';

/** A transaction's card, as verify answers it in `data.card` (with the token Flutterwave issues for it). */
export interface FakeCard {
  first6: string;
  last4: FakeTestCard;
  type: string;
  issuer: string;
  expiry: string;
  token: string;
}

/** A token the fake issued on a successful card payment: tied to that payment's customer e-mail. */
export interface FakeCardToken {
  token: string;
  email: string;
  card: FakeCard;
}

export interface FakeTransaction {
  id: number;
  txRef: string;
  flwRef: string;
  amount: number;
  currency: string;
  status: FakeTransactionStatus;
  customer: FakeCheckout['customer'];
  createdAt: string;
  /** 'card' unless made by payBankTransfer. */
  paymentType?: 'card' | 'bank_transfer';
  /** The card paid with (card payments). */
  card?: FakeCard;
  /** A tokenized charge's 3-D Secure page sends the payer here afterwards. */
  redirectUrl?: string;
}

/** A bank-transfer charge the fake opened (POST /v3/charges?type=bank_transfer). */
export interface FakeBankCharge {
  txRef: string;
  /** Naira, as asked. */
  amount: number;
  email: string;
  accountNumber: string;
  bankName: string;
  /** Epoch milliseconds. */
  expiresAt: number;
  flwRef: string;
  body: Record<string, unknown>;
}

export type FakeFault =
  /** Every API call answers 503 with the documented body (contract §1.3). */
  | 'down'
  /** Every API call is held `holdMs` before answering (longer than the client waits). */
  | 'slow'
  /** Every API call's connection is dropped without an answer. */
  | 'reset'
  | null;

export interface WebhookOptions {
  /** How the delivery authenticates (default verif-hash with the configured secret hash). */
  auth?: 'verif-hash' | 'signature-plain' | 'signature-hmac' | 'none';
  /** Another hash than the configured one (a forger's). */
  hash?: string;
  /** The v3 envelope (default) or the flat legacy shape (contract §5.4). */
  shape?: 'v3' | 'flat';
  /** Report this status instead of the transaction's. */
  status?: string;
  event?: string;
}

export interface FakeFlutterwave {
  /** http://127.0.0.1:<port> */
  url: string;
  /** What FLW_BASE_URL is set to: `${url}/v3`. */
  baseUrl: string;
  secretKey: string;
  secretHash: string;
  server: FakeHttpServer;
  /** Banks, account names, transfers and refunds (fake-flutterwave-payouts.ts). */
  payouts: FakePayouts;
  checkouts: Map<string, FakeCheckout>;
  transactions: Map<number, FakeTransaction>;
  /** Bank-transfer charges by tx_ref (fake-flutterwave-transfers.ts). */
  bankCharges: Map<string, FakeBankCharge>;
  /** Tokens issued on successful card payments (fake-flutterwave-tokens.ts), by token. */
  cardTokens: Map<string, FakeCardToken>;
  /**
   * How a declined tokenized charge answers (the docs show no example, so both plausible shapes are served):
   * 'failed-transaction' (default) records a failed transaction and answers it with data.status "failed";
   * 'error' answers 400 status:error with the decline in `message` and records nothing.
   */
  declineShape: 'failed-transaction' | 'error';
  /** The payer transfers into a charge's account: `amount` naira (default exactly the charge's). */
  payBankTransfer(txRef: string, amount?: number): FakeTransaction;
  /** Every API call with its parsed JSON body (hosted page visits excluded). */
  calls: { method: string; path: string; body: Record<string, unknown> | null; authorization: string | undefined }[];
  fault: FakeFault;
  holdMs: number;
  /** Makes verify answers lie about a field (an attacker-shaped or buggy answer; contract §10 fault injection). */
  tamper: { amount?: number; currency?: string; txRef?: string } | null;
  /** Where resend-hook delivers (the app's webhook URL), when set. */
  webhookUrl: string | null;
  checkoutOf(txRef: string): FakeCheckout;
  /**
   * What the hosted page does when the customer pays, fails or cancels: records the transaction (none for a
   * cancel) and answers the URL Flutterwave sends the browser to. `amount`/`currency` make the customer pay
   * something else than asked (a tampered checkout).
   */
  complete(
    txRef: string,
    outcome: FakeTransactionStatus | 'cancelled',
    paid?: { amount?: number; currency?: string; card?: FakeTestCard },
  ): { redirect: string; transaction: FakeTransaction | null };
  /** What the payer's bank page does with a tokenized charge waiting for 3-D Secure: approve or decline it. */
  authorize(transactionId: number, outcome: 'successful' | 'failed'): { redirect: string };
  /** A webhook delivery for a transaction: headers and the raw body. */
  webhook(transactionId: number, options?: WebhookOptions): { headers: Record<string, string>; body: string };
  /** POSTs that webhook to `target` and answers the HTTP status our endpoint gave. */
  deliverWebhook(target: string, transactionId: number, options?: WebhookOptions): Promise<number>;
  close(): Promise<void>;
}
