import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { Tx } from '../../db/transaction';
import { hashSecret } from '../../lib/confirmation-secrets';
import { HASHED } from './consent-phone';
import { exportRow, type DataSubject, type ExportSections, type PersonalDataOwner } from '../personal-data';
import { childConsents, childMessages, childProfiles } from './families.schema';

/**
 * A parent's children, their consent records and the mentors' messages to them (issue 35, decisions 0042 and 0043).
 * On erase the children's profiles go (messages and camp places with them; bookings keep their payment record
 * without the child) and the mentors' notes about them are erased. The consent records stay, because they are the
 * proof of consent the NDPA puts on us, but keep only hashes of the e-mail and phone: provable if the person shows
 * them again, readable by nobody.
 */
export class FamiliesPersonalData implements PersonalDataOwner {
  constructor(
    private readonly db: DbOrTx,
    private readonly eraseChildNotes: (tx: Tx, childId: string) => Promise<unknown>,
  ) {}

  private handle(tx?: Tx) {
    return tx ? Tx.handle(tx) : this.db;
  }

  private children(userId: string, tx?: Tx) {
    return this.handle(tx).select().from(childProfiles).where(eq(childProfiles.parentUserId, userId));
  }

  async export(person: DataSubject): Promise<ExportSections> {
    const children = await this.children(person.userId);
    const ids = children.map((c) => c.id);
    const consents = await this.db.select().from(childConsents).where(eq(childConsents.parentUserId, person.userId));
    const messages = ids.length
      ? await this.db.select().from(childMessages).where(inArray(childMessages.childId, ids))
      : [];
    return {
      // The learner code's hash proves nothing to its owner and would only help someone guessing the code.
      children: children.map(({ learnerCodeHash: _code, ...c }) => exportRow(c)),
      childConsents: consents.map((c) => exportRow(c)),
      childMessages: messages.map(({ mentorId: _mentor, ...m }) => exportRow(m)),
    };
  }

  async erase(tx: Tx, person: DataSubject): Promise<void> {
    const db = Tx.handle(tx);
    const now = new Date();
    for (const child of await this.children(person.userId, tx)) {
      await this.eraseChildNotes(tx, child.id);
      await db.delete(childProfiles).where(eq(childProfiles.id, child.id));
    }
    await db
      .update(childConsents)
      .set({ withdrawnAt: now, erasedAt: now })
      .where(and(eq(childConsents.parentUserId, person.userId), isNull(childConsents.withdrawnAt)));
    for (const consent of await db.select().from(childConsents).where(eq(childConsents.parentUserId, person.userId))) {
      if (consent.parentEmail.startsWith(HASHED)) continue;
      await db
        .update(childConsents)
        .set({
          parentEmail: `${HASHED}${hashSecret(consent.parentEmail)}`,
          phone: `${HASHED}${hashSecret(consent.phone)}`,
          erasedAt: consent.erasedAt ?? now,
        })
        .where(eq(childConsents.id, consent.id));
    }
  }
}
