import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { SealedSecrets } from '../../lib/sealed-secret';
import type { PayableBookings } from './payable-bookings';
import type { PaymentsRepo } from './payments.repo';
import type { PaymentProvider } from './provider';
import { SavedCardCharges, type SavedCardChargesDeps } from './saved-card-charges';
import { SavedCardsRepo } from './saved-cards.repo';
import { SavedCards } from './saved-cards.service';

/**
 * Saved cards and their charges (decision 0045), made beside the payments service: the tokens are sealed under a
 * key derived from the auth secret for this use only (changing AUTH_SECRET makes saved cards unusable: their holders
 * save them again on their next payment), and the charges' references under another.
 */
export function createSavedCards(deps: {
  db: Db;
  authSecret: string;
  provider: PaymentProvider;
  log: FastifyBaseLogger;
  now?: () => Date;
}): SavedCards {
  return new SavedCards({
    repo: new SavedCardsRepo(deps.db),
    secrets: new SealedSecrets(deps.authSecret, 'saved-card tokens'),
    provider: deps.provider.name,
    log: deps.log,
    now: deps.now,
  });
}

export function createSavedCardCharges(deps: {
  authSecret: string;
  repo: PaymentsRepo;
  cards: SavedCards;
  provider: PaymentProvider;
  bookings: PayableBookings;
  settle: SavedCardChargesDeps['settle'];
  publicUrl: string;
  log: FastifyBaseLogger;
  now?: () => Date;
}): SavedCardCharges {
  const { authSecret, ...rest } = deps;
  return new SavedCardCharges({ ...rest, references: new SealedSecrets(authSecret, 'saved-card charge references') });
}
