import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { z } from 'zod';
import { CHECKOUT_PAYMENT_OPTIONS, checkoutCustomizations } from '@eazy2con/shared/payments';
import { FlutterwaveClient } from './flutterwave-client';
import { tokenizedCharge, verifiedCardOf, withoutCardToken } from './flutterwave-saved-cards';
import {
  nairaToKoboExact,
  type CheckoutRequest,
  type CheckoutResult,
  type PaymentProvider,
  type SavedCardChargeRequest,
  type SavedCardChargeResult,
  type TransferAccountRequest,
  type TransferAccountResult,
  type Verification,
  type VerifyQuery,
  type WebhookNotice,
} from './provider';

export interface FlutterwaveOptions {
  baseUrl: string;
  secretKey: string;
  /** The dashboard's webhook secret hash (FLW_SECRET_HASH); without it no webhook is believed. */
  secretHash: string | undefined;
  timeoutMs: number;
}

const LinkData = z.object({ link: z.url() });

/** The fields of a verify answer we check (contract §4.2); the rest is kept as received. */
const TransactionData = z.object({
  id: z.union([z.number(), z.string()]).transform(String),
  tx_ref: z.string(),
  amount: z.number(),
  currency: z.string(),
  status: z.string(),
});

/** "No transaction was found for this id" (contract §4.3): the transaction is not there (yet). */
const NOT_FOUND_MESSAGE = /no transaction was found/i;

const V3Webhook = z.object({
  event: z.string(),
  data: z.object({
    id: z.union([z.number(), z.string()]).transform(String).optional(),
    tx_ref: z.string().optional(),
    status: z.string().optional(),
  }),
});
/**
 * The bank-transfer charge's answer (docs/flutterwave-money-contract.md): the account is in `meta.authorization`,
 * not `data`. The expiry comes as an ISO string or as epoch milliseconds, the amount as a number or a string.
 */
const TransferAuthorization = z.object({
  authorization: z.object({
    transfer_account: z.union([z.string(), z.number()]).transform(String).pipe(z.string().min(1)),
    transfer_bank: z.string().min(1),
    transfer_amount: z.union([z.number(), z.string()]).transform(Number).pipe(z.number().positive()),
    account_expiration: z.union([z.number(), z.string()]),
    transfer_reference: z.string().nullish(),
  }),
});

/** The older flat shape still seen from the sandbox (contract §5.4). */
const FlatWebhook = z.object({
  id: z.union([z.number(), z.string()]).transform(String),
  txRef: z.string(),
  status: z.string().optional(),
  'event.type': z.string().optional(),
});

/**
 * Flutterwave Standard (contract §3, §4, §5): the server asks for a hosted checkout link, the browser goes there,
 * and Flutterwave sends it back to the result route; every outcome is verified by the server afterwards.
 */
export class FlutterwaveProvider implements PaymentProvider {
  readonly name = 'flutterwave' as const;
  private readonly client: FlutterwaveClient;

  constructor(private readonly options: FlutterwaveOptions) {
    this.client = new FlutterwaveClient(options);
  }

  /**
   * Flutterwave's v3 API documents no call that voids a hosted-checkout link (the contract's Standard checkout): it
   * lives with its session. A payment made on it after the booking was cancelled is verified and recorded as any other, and the
   * cancelled booking shows it as paid, for the team to refund.
   */
  async closeCheckout(): Promise<void> {}

  async startCheckout(request: CheckoutRequest): Promise<CheckoutResult> {
    const answer = await this.client.post('/payments', {
      tx_ref: request.txRef,
      // Major units (naira); our amounts are whole kobo, so this is exact to two decimals.
      amount: request.amountKobo / 100,
      currency: request.currency,
      redirect_url: request.redirectUrl,
      payment_options: CHECKOUT_PAYMENT_OPTIONS,
      customer: {
        email: request.customer.email,
        name: request.customer.name,
        ...(request.customer.phone ? { phonenumber: request.customer.phone } : {}),
      },
      customizations: { ...checkoutCustomizations },
      meta: request.meta,
    });
    if (answer.kind === 'unavailable') return { ok: false, reason: answer.reason };
    if (answer.kind === 'error') return { ok: false, reason: `HTTP ${answer.httpStatus}: ${answer.message}` };
    const data = LinkData.safeParse(answer.data);
    return data.success
      ? { ok: true, link: data.data.link }
      : { ok: false, reason: 'the answer carries no checkout link' };
  }

  /** POST /v3/charges?type=bank_transfer: a one-off account for this tx_ref and amount (contract §7). */
  async openTransferAccount(request: TransferAccountRequest): Promise<TransferAccountResult> {
    const answer = await this.client.post('/charges?type=bank_transfer', {
      tx_ref: request.txRef,
      amount: request.amountKobo / 100,
      currency: request.currency,
      email: request.customer.email,
      fullname: request.customer.name,
      ...(request.customer.phone ? { phone_number: request.customer.phone } : {}),
      narration: request.narration,
      is_permanent: false,
      expires: request.lifetimeSeconds,
    });
    if (answer.kind === 'unavailable') return { ok: false, reason: answer.reason };
    if (answer.kind === 'error') return { ok: false, reason: `HTTP ${answer.httpStatus}: ${answer.message}` };
    const meta = TransferAuthorization.safeParse(answer.meta);
    if (!meta.success) return { ok: false, reason: 'the answer carries no transfer account' };
    const auth = meta.data.authorization;
    const expiry = new Date(auth.account_expiration);
    return {
      ok: true,
      account: {
        bankName: auth.transfer_bank,
        accountNumber: auth.transfer_account,
        amountKobo: nairaToKoboExact(auth.transfer_amount),
        // An expiry we cannot read is taken as the lifetime asked for (the account lives at least that long).
        expiresAt: Number.isNaN(expiry.getTime()) ? new Date(Date.now() + request.lifetimeSeconds * 1000) : expiry,
        providerReference: auth.transfer_reference ?? null,
        raw: answer.meta,
      },
    };
  }

  /** POST /v3/tokenized-charges (flutterwave-saved-cards.ts); the caller verifies the transaction afterwards. */
  chargeSavedCard(request: SavedCardChargeRequest): Promise<SavedCardChargeResult> {
    return tokenizedCharge(this.client, request);
  }

  async verify(query: VerifyQuery): Promise<Verification> {
    const answer =
      'transactionId' in query
        ? await this.client.get(`/transactions/${encodeURIComponent(query.transactionId)}/verify`)
        : await this.client.get(`/transactions/verify_by_reference?tx_ref=${encodeURIComponent(query.txRef)}`);
    if (answer.kind === 'unavailable') return { state: 'unknown', reason: answer.reason };
    if (answer.kind === 'error') {
      // Branch on the body, not the HTTP code (undocumented for "not found", contract §4.3).
      if (NOT_FOUND_MESSAGE.test(answer.message)) return { state: 'not_found', raw: { message: answer.message } };
      return { state: 'unknown', reason: `HTTP ${answer.httpStatus}: ${answer.message}` };
    }
    const data = TransactionData.safeParse(answer.data);
    if (!data.success) return { state: 'unknown', reason: 'the verify answer does not have the transaction fields' };
    const { id, tx_ref, amount, currency, status } = data.data;
    return {
      state: 'found',
      status: status === 'successful' || status === 'failed' ? status : 'pending',
      txRef: tx_ref,
      providerTxId: id,
      amountKobo: nairaToKoboExact(amount),
      currency,
      // The card's token (data.card.token) is handed over once, here, and never stored with the answer.
      card: verifiedCardOf(answer.data),
      raw: withoutCardToken(answer.data),
    };
  }

  /**
   * Contract §5.2: `verif-hash` equal to the secret hash; or `flutterwave-signature` equal to it, or to the
   * base64 HMAC-SHA256 of the raw body under it. Each compared in constant time. No secret hash, no webhook.
   */
  authenticateWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): boolean {
    const secret = this.options.secretHash;
    if (!secret) return false;
    const verifHash = single(headers['verif-hash']);
    if (verifHash !== null && sameSecret(verifHash, secret)) return true;
    const signature = single(headers['flutterwave-signature']);
    if (signature === null) return false;
    const hmac = createHmac('sha256', secret).update(rawBody).digest('base64');
    // Both compared, so the time taken does not tell which form was close.
    const plain = sameSecret(signature, secret);
    const signed = sameSecret(signature, hmac);
    return plain || signed;
  }

  parseWebhook(rawBody: Buffer): WebhookNotice | null {
    let body: unknown;
    try {
      body = JSON.parse(rawBody.toString('utf8'));
    } catch {
      return null;
    }
    const v3 = V3Webhook.safeParse(body);
    if (v3.success) {
      const { event, data } = v3.data;
      return { event, txRef: data.tx_ref ?? null, providerTxId: data.id ?? null, status: data.status ?? null };
    }
    const flat = FlatWebhook.safeParse(body);
    if (flat.success) {
      // The flat shape carries no event name; only charges have a txRef.
      return {
        event: 'charge.completed',
        txRef: flat.data.txRef,
        providerTxId: flat.data.id,
        status: flat.data.status ?? null,
      };
    }
    return null;
  }
}

function single(value: string | string[] | undefined): string | null {
  if (value === undefined) return null;
  return Array.isArray(value) ? (value.length === 1 ? (value[0] ?? null) : null) : value;
}

/** Constant-time equality of two strings of any length (their SHA-256 digests are compared). */
function sameSecret(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}
