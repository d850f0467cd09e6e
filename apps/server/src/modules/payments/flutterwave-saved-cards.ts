import { z } from 'zod';
import type { FlutterwaveClient } from './flutterwave-client';
import { readCardExpiry, type SavedCardChargeRequest, type SavedCardChargeResult, type VerifiedCard } from './provider';

/**
 * Flutterwave's card tokens (docs/flutterwave-money-contract.md, "Saved cards"): the token a verified card payment
 * carries in `data.card`, and the tokenized charge that uses it again.
 */

/** `data.card` of a verify answer (contract §4.2; the tokenization guide's example adds `token`). */
const CardData = z.object({
  last_4digits: z.union([z.string(), z.number()]).transform(String),
  type: z.string().nullish(),
  expiry: z.string(),
  token: z.string().min(1).nullish(),
});

/** The card of a verify answer's `data`, or null when it names none we can read (a transfer, a USSD payment). */
export function verifiedCardOf(data: unknown): VerifiedCard | null {
  if (typeof data !== 'object' || data === null || !('card' in data)) return null;
  const card = CardData.safeParse(data.card);
  if (!card.success || !/^\d{4}$/.test(card.data.last_4digits)) return null;
  const expiry = readCardExpiry(card.data.expiry);
  if (!expiry) return null;
  return {
    token: card.data.token ?? null,
    brand: (card.data.type ?? 'CARD').trim().toUpperCase() || 'CARD',
    last4: card.data.last_4digits,
    expiryMonth: expiry.month,
    expiryYear: expiry.year,
  };
}

/** The answer as it is stored: the same, without `card.token` (the token is kept only sealed, in saved_cards). */
export function withoutCardToken(data: unknown): unknown {
  if (typeof data !== 'object' || data === null || !('card' in data)) return data;
  const { card } = data;
  if (typeof card !== 'object' || card === null || !('token' in card)) return data;
  const { token: _token, ...rest } = card;
  return { ...data, card: rest };
}

const ChargeData = z.object({
  id: z.union([z.number(), z.string()]).transform(String).nullish(),
  status: z.string().nullish(),
  processor_response: z.string().nullish(),
  meta: z.unknown().optional(),
});

/** A 3-D Secure answer's `meta.authorization` ({mode:"redirect", redirect}): in `data.meta`, or the envelope's `meta`. */
const Authorization = z.object({
  authorization: z.object({ mode: z.string().nullish(), redirect: z.url() }),
});

/**
 * POST /v3/tokenized-charges. Amount in naira, currency NGN, country NG (the merchant's), the e-mail the token was
 * issued with. The answer is read for what to do next only; the caller verifies the transaction before it counts.
 */
export async function tokenizedCharge(
  client: FlutterwaveClient,
  request: SavedCardChargeRequest,
): Promise<SavedCardChargeResult> {
  const [firstName, ...rest] = (request.name ?? '').trim().split(/\s+/);
  const answer = await client.post('/tokenized-charges', {
    token: request.token,
    email: request.email,
    currency: 'NGN',
    country: 'NG',
    amount: request.amountKobo / 100,
    tx_ref: request.txRef,
    narration: request.narration,
    redirect_url: request.redirectUrl,
    ...(firstName ? { first_name: firstName } : {}),
    ...(rest.length > 0 ? { last_name: rest.join(' ') } : {}),
  });
  if (answer.kind === 'unavailable') return { outcome: 'unknown', reason: answer.reason };
  // Refused outright ("Token not found", "Insufficient funds", a validation error): the provider's own words.
  if (answer.kind === 'error') {
    return { outcome: 'declined', message: answer.message || 'The card was declined', transactionId: null };
  }
  const data = ChargeData.safeParse(answer.data);
  if (!data.success) return { outcome: 'unknown', reason: 'the charge answer does not have the transaction fields' };
  const { id, status, processor_response: said } = data.data;
  const transactionId = id ?? null;
  const authorization = Authorization.safeParse(data.data.meta ?? answer.meta);
  if (status === 'pending' && authorization.success) {
    return { outcome: 'needs_authorisation', url: authorization.data.authorization.redirect, transactionId };
  }
  if (status === 'successful') return { outcome: 'charged', transactionId };
  if (status === 'failed') {
    return { outcome: 'declined', message: said || answer.message || 'The card was declined', transactionId };
  }
  // Pending without a page to send the payer to (or a status we do not know): the re-check decides.
  return { outcome: 'unknown', reason: `the charge answered status ${JSON.stringify(status ?? null)}` };
}
