import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { deleteWhere } from '../../db/delete-where';
import { Tx } from '../../db/transaction';
import { exportRow, type DataSubject, type ExportSections, type PersonalDataOwner } from '../personal-data';
import { contactUs, newsletterSubscribers } from './content.schema';

/**
 * A person's newsletter subscription and contact-form messages, by e-mail (decision 0043): exported, and deleted on
 * erase. (A copy already sent to Mailchimp is Mailchimp's to delete: the decision record says so.)
 */
export class ContentPersonalData implements PersonalDataOwner {
  constructor(private readonly db: DbOrTx) {}

  // The newsletter keeps addresses as typed (its unique index is on lower(email)).
  private readonly subscriberIs = (email: string) => sql`lower(${newsletterSubscribers.email}) = ${email}`;
  private readonly senderIs = (email: string) => sql`lower(${contactUs.email}) = ${email}`;

  async export(person: DataSubject): Promise<ExportSections> {
    const subscriptions = await this.db.select().from(newsletterSubscribers).where(this.subscriberIs(person.email));
    const messages = await this.db.select().from(contactUs).where(this.senderIs(person.email));
    return { newsletter: subscriptions.map(exportRow), contactMessages: messages.map(exportRow) };
  }

  async erase(tx: Tx, person: DataSubject): Promise<void> {
    const db = Tx.handle(tx);
    await deleteWhere(db, newsletterSubscribers, this.subscriberIs(person.email));
    await deleteWhere(db, contactUs, this.senderIs(person.email));
  }
}
