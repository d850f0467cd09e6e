import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from '../../db/columns';
import { users } from '../accounts/accounts.schema';
import { paymentProviders, payments } from './payments.schema';

/**
 * A card its holder asked to keep for renewals (decision 0045): the provider's token from a verified card payment
 * (Flutterwave's `data.card.token`), sealed with AES-256-GCM, and what the account page shows (brand, last four,
 * expiry). Never the card number. It belongs to an account (deleted with it) and is charged with the e-mail the
 * provider tied the token to. Removing it forgets the token and its fingerprint at once; the row stays as the record
 * of the card the payments name.
 */
export const savedCards = pgTable(
  'saved_cards',
  {
    id: idColumn(),
    ownerUserId: text('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The e-mail of the payment that gave the token: Flutterwave charges a token only with that e-mail. */
    email: text('email').notNull(),
    /** Whose token it is: a sandbox token cannot be charged by Flutterwave, nor the other way round. */
    provider: text('provider', { enum: paymentProviders }).notNull(),
    /** The token, sealed (lib/sealed-secret.ts); null once removed. */
    tokenSealed: text('token_sealed'),
    /** HMAC-SHA256 of the token under a key of its own: the same card saved twice is found without opening tokens. */
    tokenFingerprint: text('token_fingerprint'),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expiryMonth: integer('expiry_month').notNull(),
    expiryYear: integer('expiry_year').notNull(),
    /** The verified payment whose answer carried the token. */
    sourcePaymentId: uuid('source_payment_id')
      .notNull()
      .references(() => payments.id),
    removedAt: timestamp('removed_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    index('saved_cards_owner_idx').on(t.ownerUserId, t.createdAt),
    // One live row per card and account: saving it again (another booking) finds this one.
    uniqueIndex('saved_cards_owner_token_idx')
      .on(t.ownerUserId, t.tokenFingerprint)
      .where(sql`${t.removedAt} is null`),
    check('saved_cards_last4_check', sql`${t.last4} ~ '^[0-9]{4}$'`),
    check('saved_cards_removed_check', sql`${t.removedAt} is null or ${t.tokenSealed} is null`),
  ],
);

export type SavedCardRow = typeof savedCards.$inferSelect;
