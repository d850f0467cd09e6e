import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { deleteWhere } from '../../db/delete-where';
import { Tx } from '../../db/transaction';
import { exportRow, type DataSubject, type ExportSections, type PersonalDataOwner } from '../personal-data';
import { ContactChannelsRepo } from './contact-channels.repo';
import { accountContactChannels, accountPhoneProofs } from './contact-channels.schema';

/**
 * An account's contact channels and the numbers it proved (decision 0044), as decision 0043 asks of every owner:
 * exported, and deleted in an erase. Its numbers are the person's like those typed on forms, so the texts' owner
 * (notifications-personal-data.repo.ts, which runs first) exports and erases their texts and confirmations too.
 */
export class ContactChannelsPersonalData implements PersonalDataOwner {
  constructor(private readonly db: DbOrTx) {}

  async export(person: DataSubject): Promise<ExportSections> {
    const channels = await this.db
      .select()
      .from(accountContactChannels)
      .where(eq(accountContactChannels.userId, person.userId));
    const proofs = await new ContactChannelsRepo(this.db).proofsOf(person.userId);
    return {
      accountContactChannels: channels.map(({ userId: _id, ...row }) => exportRow(row)),
      accountPhoneProofs: proofs.map(exportRow),
    };
  }

  async phonesOf(person: DataSubject, tx?: Tx): Promise<string[]> {
    const repo = tx ? new ContactChannelsRepo(Tx.handle(tx)) : new ContactChannelsRepo(this.db);
    const saved = (await repo.find(person.userId))?.phone;
    const proved = (await repo.proofsOf(person.userId)).map((p) => p.phone);
    // With their '+', as a form's number would be typed: the texts' owner reads each with the forms' reader.
    return [...new Set([...(saved ? [saved] : []), ...proved])].map((digits) => `+${digits}`);
  }

  async erase(tx: Tx, person: DataSubject): Promise<void> {
    const db = Tx.handle(tx);
    await deleteWhere(db, accountContactChannels, eq(accountContactChannels.userId, person.userId));
    await deleteWhere(db, accountPhoneProofs, eq(accountPhoneProofs.userId, person.userId));
  }
}
