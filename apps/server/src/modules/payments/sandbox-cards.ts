import { sandboxTestCards, type SandboxTestCard } from '@eazy2con/shared/validation/saved-cards';
import type { SandboxCard, SandboxCheckoutRow } from './payments.schema';
import { readCardExpiry, type VerifiedCard } from './provider';

/**
 * The sandbox's test cards (decision 0045): its checkout page pays with one of them, and what a later charge of the
 * saved card does (succeed, ask for 3-D Secure, decline) is decided by the card's last four digits, so a newcomer can
 * see each renewal outcome without keys. Tokens are `sbx-<last4>-<checkout link>`: test tokens, meaningless elsewhere.
 */
export const DEFAULT_SANDBOX_CARD: SandboxTestCard = sandboxTestCards[0];

export function sandboxTestCard(last4: string): SandboxTestCard | null {
  return sandboxTestCards.find((card) => card.last4 === last4) ?? null;
}

export const cardOf = (card: SandboxTestCard): SandboxCard => ({
  last4: card.last4,
  brand: card.brand,
  expiry: card.expiry,
});

/** The card of a paid sandbox checkout, with the token a verification hands over (as Flutterwave's data.card). */
export function sandboxVerifiedCard(row: SandboxCheckoutRow): VerifiedCard | null {
  if (!row.card || row.status !== 'successful') return null;
  const expiry = readCardExpiry(row.card.expiry);
  if (!expiry) return null;
  return {
    // A saved card's own charge hands over no new token: the saved one stays the card's.
    token: row.kind === 'checkout' ? `sbx-${row.card.last4}-${row.link}` : null,
    brand: row.card.brand,
    last4: row.card.last4,
    expiryMonth: expiry.month,
    expiryYear: expiry.year,
  };
}

/** The test card a sandbox token was made for, or null for anything else (a real token, a made-up one). */
export function testCardOfToken(token: string): SandboxTestCard | null {
  const match = /^sbx-(\d{4})-[0-9a-f-]{36}$/.exec(token);
  return match?.[1] ? sandboxTestCard(match[1]) : null;
}
