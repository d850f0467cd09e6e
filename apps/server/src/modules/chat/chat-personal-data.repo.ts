import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { Tx } from '../../db/transaction';
import {
  ERASED_NAME,
  erasedEmail,
  exportRow,
  type DataSubject,
  type ExportSections,
  type PersonalDataOwner,
} from '../personal-data';
import { chatMessages, chats, chatVisitors } from './chat.schema';

/** What a visitor's erased message reads as: the mentor's side of the conversation stays readable around it. */
export const ERASED_MESSAGE = '(message deleted)';

/**
 * The chats a person had as a visitor, found by the e-mail they gave (decision 0043): their visitor records and
 * every message of those chats. On erase the visitor records lose name, e-mail, phone and the device token (nothing
 * opens them again), and the visitor's own messages lose their text; the mentor's answers stay, being the mentor's.
 */
export class ChatPersonalData implements PersonalDataOwner {
  constructor(private readonly db: DbOrTx) {}

  private visitorsOf(email: string, tx?: Tx) {
    return (tx ? Tx.handle(tx) : this.db).select().from(chatVisitors).where(eq(chatVisitors.email, email));
  }

  async export(person: DataSubject): Promise<ExportSections> {
    const visitors = await this.visitorsOf(person.email);
    if (visitors.length === 0) return {};
    const messages = await this.db
      .select({
        chatId: chatMessages.chatId,
        mentorId: chats.mentorId,
        sender: chatMessages.sender,
        text: chatMessages.text,
        sentAt: chatMessages.createdAt,
      })
      .from(chatMessages)
      .innerJoin(chats, eq(chats.id, chatMessages.chatId))
      .where(
        inArray(
          chats.visitorId,
          visitors.map((v) => v.id),
        ),
      )
      .orderBy(chatMessages.createdAt);
    return {
      chatVisitors: visitors.map(({ tokenHash: _secret, ...visitor }) => exportRow(visitor)),
      chatMessages: messages.map(exportRow),
    };
  }

  async phonesOf(person: DataSubject, tx?: Tx): Promise<string[]> {
    return (await this.visitorsOf(person.email, tx)).map((v) => v.phone);
  }

  async erase(tx: Tx, person: DataSubject): Promise<void> {
    const db = Tx.handle(tx);
    for (const visitor of await this.visitorsOf(person.email, tx)) {
      const theirChats = db.select({ id: chats.id }).from(chats).where(eq(chats.visitorId, visitor.id));
      await db
        .update(chatMessages)
        .set({ text: ERASED_MESSAGE })
        .where(and(eq(chatMessages.sender, 'visitor'), inArray(chatMessages.chatId, theirChats)));
      await db
        .update(chatVisitors)
        .set({ fullName: ERASED_NAME, email: erasedEmail(visitor.id), phone: '', tokenHash: null, channels: ['EMAIL'] })
        .where(eq(chatVisitors.id, visitor.id));
    }
  }
}
