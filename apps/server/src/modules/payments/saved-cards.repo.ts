import { and, desc, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { Tx } from '../../db/transaction';
import { isUuid } from '../../lib/uuid';
import { savedCards, type SavedCardRow } from './saved-cards.schema';

export type NewSavedCard = Pick<
  SavedCardRow,
  | 'ownerUserId'
  | 'email'
  | 'provider'
  | 'tokenSealed'
  | 'tokenFingerprint'
  | 'brand'
  | 'last4'
  | 'expiryMonth'
  | 'expiryYear'
  | 'sourcePaymentId'
>;

/** Saved cards (decision 0045): the only code that reads or writes saved_cards. */
export class SavedCardsRepo {
  constructor(private readonly db: DbOrTx) {}

  in(tx: Tx): SavedCardsRepo {
    return new SavedCardsRepo(Tx.handle(tx));
  }

  /** An account's cards that can still be charged, newest first. */
  ofOwner(ownerUserId: string): Promise<SavedCardRow[]> {
    return this.db
      .select()
      .from(savedCards)
      .where(and(eq(savedCards.ownerUserId, ownerUserId), isNull(savedCards.removedAt)))
      .orderBy(desc(savedCards.createdAt), desc(savedCards.id));
  }

  async byId(id: string): Promise<SavedCardRow | null> {
    if (!isUuid(id)) return null;
    const [row] = await this.db.select().from(savedCards).where(eq(savedCards.id, id)).limit(1);
    return row ?? null;
  }

  /**
   * Keeps a card, or finds the live one of the same account and token (the card saved again from another booking)
   * and refreshes what it shows. Answers the card either way.
   */
  async save(values: NewSavedCard): Promise<SavedCardRow> {
    const [row] = await this.db
      .insert(savedCards)
      .values(values)
      .onConflictDoUpdate({
        target: [savedCards.ownerUserId, savedCards.tokenFingerprint],
        targetWhere: sql`${savedCards.removedAt} is null`,
        set: { brand: values.brand, expiryMonth: values.expiryMonth, expiryYear: values.expiryYear },
      })
      .returning();
    if (!row) throw new Error('saved card insert returned no row');
    await this.retireOlderTokensOf(row);
    return row;
  }

  /**
   * The card paid with again gives a new token (Flutterwave's last one year): the same account's live rows of the
   * same card (provider, brand, last four digits, expiry) saved before this one are retired, tokens forgotten, so the
   * account keeps one row per card and a renewal never picks a token about to die.
   */
  private async retireOlderTokensOf(row: SavedCardRow): Promise<void> {
    await this.db
      .update(savedCards)
      .set({ removedAt: sql`now()`, tokenSealed: null, tokenFingerprint: null })
      .where(
        and(
          eq(savedCards.ownerUserId, row.ownerUserId),
          eq(savedCards.provider, row.provider),
          eq(savedCards.brand, row.brand),
          eq(savedCards.last4, row.last4),
          eq(savedCards.expiryMonth, row.expiryMonth),
          eq(savedCards.expiryYear, row.expiryYear),
          ne(savedCards.id, row.id),
          lt(savedCards.createdAt, row.createdAt),
          isNull(savedCards.removedAt),
        ),
      );
  }

  /** save() in a savepoint of the caller's transaction: its failure rolls back only itself. */
  saveInSavepoint(values: NewSavedCard): Promise<SavedCardRow> {
    return this.db.transaction((savepoint) => new SavedCardsRepo(savepoint).save(values));
  }

  /**
   * Marks the owner's card removed and forgets its token and fingerprint, at once. Null when no live card of that
   * owner has the id (someone else's, a removed one, none).
   */
  async remove(id: string, ownerUserId: string, now: Date): Promise<SavedCardRow | null> {
    if (!isUuid(id)) return null;
    const [row] = await this.db
      .update(savedCards)
      .set({ removedAt: now, tokenSealed: null, tokenFingerprint: null })
      .where(and(eq(savedCards.id, id), eq(savedCards.ownerUserId, ownerUserId), isNull(savedCards.removedAt)))
      .returning();
    return row ?? null;
  }
}
