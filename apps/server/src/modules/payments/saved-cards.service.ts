import type { FastifyBaseLogger } from 'fastify';
import { SAVED_CARD_NOT_FOUND, SavedCardIdSchema, cardTokenUsableUntil } from '@eazy2con/shared/validation/saved-cards';
import type { Tx } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import type { SealedSecrets } from '../../lib/sealed-secret';
import { parseInput } from '../../lib/validate';
import type { PaymentProviderName, PaymentRow } from './payments.schema';
import type { VerifiedCard } from './provider';
import type { SavedCardsRepo } from './saved-cards.repo';
import type { SavedCardRow } from './saved-cards.schema';

/** What anyone outside this file sees of a saved card: never its token, sealed or not. */
export interface SavedCardView {
  id: string;
  brand: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
  createdAt: Date;
  /** The last moment it is charged for renewals: its token's year (Flutterwave's), less a margin. */
  usableUntil: Date;
}

/** A card's token, opened for one charge, with what the charge needs. */
export interface ChargeableCard {
  card: SavedCardView & { ownerUserId: string; email: string };
  token: string;
}

/** Why a saved card cannot be charged: the renewal then falls back to a transfer invoice. */
export type UnusableCardReason =
  'not_found' | 'removed' | 'expired' | 'token_expired' | 'other_provider' | 'unreadable';

export const viewOf = (row: SavedCardRow): SavedCardView => ({
  id: row.id,
  brand: row.brand,
  last4: row.last4,
  expiryMonth: row.expiryMonth,
  expiryYear: row.expiryYear,
  createdAt: row.createdAt,
  usableUntil: cardTokenUsableUntil(row.createdAt),
});

/** A card can be charged up to the last day of its expiry month (UTC). */
export const expiredBy = (card: Pick<SavedCardRow, 'expiryMonth' | 'expiryYear'>, now: Date): boolean =>
  now.getTime() >= Date.UTC(card.expiryYear, card.expiryMonth, 1);

/** A card's token is charged until `usableUntil` (the provider's year, less a margin), then never again. */
export const tokenExpiredBy = (card: Pick<SavedCardRow, 'createdAt'>, now: Date): boolean =>
  now.getTime() >= cardTokenUsableUntil(card.createdAt).getTime();

/**
 * Saved cards (decision 0045): kept only after a verified payment whose payer asked (payments.save_card_for), listed
 * and removed by their owner only, and opened for a charge only by the payments module.
 */
export class SavedCards {
  constructor(
    private readonly deps: {
      repo: SavedCardsRepo;
      secrets: SealedSecrets;
      provider: PaymentProviderName;
      log: FastifyBaseLogger;
      now?: () => Date;
    },
  ) {}

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  /** The owner's cards that can still be charged (expired ones too, so they can be removed), newest first. */
  async ofOwner(ownerUserId: string): Promise<SavedCardView[]> {
    return (await this.deps.repo.ofOwner(ownerUserId)).map(viewOf);
  }

  /**
   * The card a renewal of this account charges: the newest saved card that can be charged now (the card not expired,
   * its token still in its year), or null, and the renewal then opens an invoice.
   */
  async forRenewal(ownerUserId: string): Promise<SavedCardView | null> {
    const now = this.now();
    const rows = await this.deps.repo.ofOwner(ownerUserId);
    const usable = rows.find(
      (row) => row.provider === this.deps.provider && !expiredBy(row, now) && !tokenExpiredBy(row, now),
    );
    return usable ? viewOf(usable) : null;
  }

  /**
   * Removes one of the owner's cards: marked removed, its token forgotten at once. Someone else's card, a removed one
   * and a made-up id all answer the same NOT_FOUND.
   */
  async remove(ownerUserId: string, input: unknown): Promise<SavedCardView> {
    const { id } = parseInput(SavedCardIdSchema, input);
    const removed = await this.deps.repo.remove(id, ownerUserId, this.now());
    if (!removed) throw new AppError('NOT_FOUND', SAVED_CARD_NOT_FOUND);
    this.deps.log.info({ savedCardId: id }, 'payments: saved card removed');
    return viewOf(removed);
  }

  /**
   * Keeps the card of a payment just verified successful, in the settling transaction, when its payer asked (the
   * caller checks `saveCardFor`). A savepoint of its own: a card that cannot be kept never stops the payment from
   * counting. Nothing is kept without a token.
   */
  async keepVerified(tx: Tx, payment: PaymentRow, card: VerifiedCard, email: string): Promise<void> {
    if (!payment.saveCardFor || !card.token) return;
    try {
      const saved = await this.deps.repo.in(tx).saveInSavepoint({
        ownerUserId: payment.saveCardFor,
        email: email.trim().toLowerCase(),
        provider: payment.provider,
        tokenSealed: this.deps.secrets.seal(card.token),
        tokenFingerprint: this.deps.secrets.fingerprint(card.token),
        brand: card.brand,
        last4: card.last4,
        expiryMonth: card.expiryMonth,
        expiryYear: card.expiryYear,
        sourcePaymentId: payment.id,
      });
      this.deps.log.info({ txRef: payment.txRef, savedCardId: saved.id }, 'payments: card saved for renewals');
    } catch (error) {
      this.deps.log.error({ err: error, txRef: payment.txRef }, 'payments: the card could not be saved');
    }
  }

  /** The card with its token opened, or why it cannot be charged. */
  async chargeable(cardId: string): Promise<ChargeableCard | { unusable: UnusableCardReason }> {
    const row = await this.deps.repo.byId(cardId);
    if (!row) return { unusable: 'not_found' };
    if (row.removedAt || !row.tokenSealed) return { unusable: 'removed' };
    if (row.provider !== this.deps.provider) return { unusable: 'other_provider' };
    if (expiredBy(row, this.now())) return { unusable: 'expired' };
    if (tokenExpiredBy(row, this.now())) return { unusable: 'token_expired' };
    const token = this.deps.secrets.open(row.tokenSealed);
    if (token === null) {
      // Sealed under another key (AUTH_SECRET changed): the holder saves the card again on their next payment.
      this.deps.log.error({ savedCardId: row.id }, 'payments: a saved card token could not be opened');
      return { unusable: 'unreadable' };
    }
    return { card: { ...viewOf(row), ownerUserId: row.ownerUserId, email: row.email }, token };
  }
}
