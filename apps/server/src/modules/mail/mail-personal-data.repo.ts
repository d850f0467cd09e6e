import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { deleteWhere } from '../../db/delete-where';
import { Tx } from '../../db/transaction';
import { exportRow, type DataSubject, type ExportSections, type PersonalDataOwner } from '../personal-data';
import { mailOutbox } from './mail.schema';

/**
 * The mails the site sent a person, by address (decision 0043). Exported: which mail, when and whether it went (the
 * bodies carry codes and links, and are the ones the person received). On erase every mail to the address goes,
 * waiting ones too; the deletion's own confirmation is queued after it, and the retention purge removes that later.
 */
export class MailPersonalData implements PersonalDataOwner {
  constructor(private readonly db: DbOrTx) {}

  async export(person: DataSubject): Promise<ExportSections> {
    const rows = await this.db
      .select({
        template: mailOutbox.template,
        status: mailOutbox.status,
        createdAt: mailOutbox.createdAt,
        sentAt: mailOutbox.sentAt,
      })
      .from(mailOutbox)
      .where(eq(mailOutbox.to, person.email))
      .orderBy(mailOutbox.createdAt);
    return { mailsSent: rows.map(exportRow) };
  }

  async erase(tx: Tx, person: DataSubject): Promise<void> {
    await deleteWhere(Tx.handle(tx), mailOutbox, eq(mailOutbox.to, person.email));
  }
}
