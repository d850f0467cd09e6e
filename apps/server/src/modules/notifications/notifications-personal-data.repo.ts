import { inArray } from 'drizzle-orm';
import { phoneDigits } from '@eazy2con/shared/phone';
import { deleteWhere } from '../../db/delete-where';
import { Tx } from '../../db/transaction';
import { exportRow, type DataSubject, type ExportSections, LinkedPersonalData } from '../personal-data';
import { confirmedPhones, notificationDeliveries, notificationOptOuts } from './notifications.schema';

/**
 * The WhatsApp and SMS side of a person (decision 0043): texts are kept by number, so the numbers come from the
 * owners of the forms they were typed on (bookings, camp, chat, a mentor's profile), and this runs before those
 * forget them. Exported: the texts sent to those numbers, their confirmations and opt-outs. On erase the texts and
 * the confirmations go (whoever has the number next confirms it again); an opt-out stays, being an instruction about
 * the number ("never text it") rather than about a person, and holding nothing else.
 */
export class NotificationsPersonalData extends LinkedPersonalData {
  private async numbersOf(person: DataSubject, tx?: Tx): Promise<string[]> {
    const typed = await this.phones(person, tx);
    return [...new Set(typed.flatMap((phone) => phoneDigits(phone) ?? []))];
  }

  async export(person: DataSubject): Promise<ExportSections> {
    const phones = await this.numbersOf(person);
    if (phones.length === 0) return {};
    const texts = await this.db
      .select({
        channel: notificationDeliveries.channel,
        recipient: notificationDeliveries.recipient,
        text: notificationDeliveries.text,
        status: notificationDeliveries.status,
        createdAt: notificationDeliveries.createdAt,
        sentAt: notificationDeliveries.sentAt,
      })
      .from(notificationDeliveries)
      .where(inArray(notificationDeliveries.recipient, phones))
      .orderBy(notificationDeliveries.createdAt);
    const confirmed = await this.db.select().from(confirmedPhones).where(inArray(confirmedPhones.phone, phones));
    const optOuts = await this.db.select().from(notificationOptOuts).where(inArray(notificationOptOuts.phone, phones));
    return {
      textMessages: texts.map(exportRow),
      confirmedPhones: confirmed.map(exportRow),
      textOptOuts: optOuts.map(exportRow),
    };
  }

  async erase(tx: Tx, person: DataSubject): Promise<void> {
    const phones = await this.numbersOf(person, tx);
    if (phones.length === 0) return;
    const db = Tx.handle(tx);
    await deleteWhere(db, notificationDeliveries, inArray(notificationDeliveries.recipient, phones));
    await deleteWhere(db, confirmedPhones, inArray(confirmedPhones.phone, phones));
  }
}
