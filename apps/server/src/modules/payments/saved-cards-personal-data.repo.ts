import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { Tx } from '../../db/transaction';
import { exportRow, type DataSubject, type ExportSections, type PersonalDataOwner } from '../personal-data';
import { payments } from './payments.schema';
import { savedCards } from './saved-cards.schema';

/**
 * A person's saved cards (decision 0045, under decision 0043): exported as the account page shows them plus when
 * they were saved and removed, never the token (sealed or not) nor its fingerprint; erased with the account, with
 * the consents to save a card still waiting on a checkout. The payments a card paid stay (financial records), naming
 * the card's id only.
 */
export class SavedCardsPersonalData implements PersonalDataOwner {
  constructor(private readonly db: DbOrTx) {}

  async export(person: DataSubject): Promise<ExportSections> {
    const rows = await this.db
      .select({
        id: savedCards.id,
        brand: savedCards.brand,
        last4: savedCards.last4,
        expiryMonth: savedCards.expiryMonth,
        expiryYear: savedCards.expiryYear,
        chargedWithEmail: savedCards.email,
        provider: savedCards.provider,
        savedAt: savedCards.createdAt,
        removedAt: savedCards.removedAt,
      })
      .from(savedCards)
      .where(eq(savedCards.ownerUserId, person.userId))
      .orderBy(savedCards.createdAt);
    return rows.length > 0 ? { savedCards: rows.map(exportRow) } : {};
  }

  async erase(tx: Tx, person: DataSubject): Promise<void> {
    const db = Tx.handle(tx);
    await db.delete(savedCards).where(eq(savedCards.ownerUserId, person.userId));
    // A checkout still waiting for its verification must not save a card for an account that is gone.
    await db.update(payments).set({ saveCardFor: null }).where(eq(payments.saveCardFor, person.userId));
  }
}
