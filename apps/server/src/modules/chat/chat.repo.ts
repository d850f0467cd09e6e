import { and, asc, desc, eq, gte, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { inTransaction, Tx } from '../../db/transaction';
import { mentors } from '../mentors/mentors.schema';
import {
  chatMessages,
  chats,
  chatVisitors,
  type ChatMessageRow,
  type ChatRow,
  type ChatSender,
  type ChatVisitorRow,
} from './chat.schema';

/** A chat as a list shows it: the other side's name and how many of their messages this side has not read. */
export interface ChatListRow extends ChatRow {
  unreadCount: number;
}

/** A chat whose unread stretch has lasted long enough to mail the side that has not read it. */
export interface OfflineMailRow {
  chatId: string;
  visitorName: string;
  visitorEmail: string;
  visitorPhone: string;
  visitorChannels: ChatVisitorRow['channels'];
  mentorName: string;
  mentorEmail: string;
}

const other = (side: ChatSender): ChatSender => (side === 'visitor' ? 'mentor' : 'visitor');

/**
 * Messages of the other side after this side's read marker (the chat index serves it: chat, created_at).
 * `side` is the reader.
 */
const unreadCount = (side: ChatSender): SQL<number> => {
  // Qualified by hand: Drizzle writes bare column names when a query has one table, and inside this subquery a bare
  // "id" would be the message's.
  const readAt = sql.raw(side === 'visitor' ? '"chats"."visitor_read_at"' : '"chats"."mentor_read_at"');
  return sql<number>`(select count(*)::int from ${chatMessages} m where m.chat_id = "chats"."id"
    and m.sender = ${other(side)} and m.created_at > coalesce(${readAt}, '-infinity'::timestamptz))`;
};

/** Visitors, their chats with mentors, and the messages; the ORM only here. */
export class ChatRepo {
  constructor(private readonly db: DbOrTx) {}

  /**
   * Runs `work` in one transaction (the caller's `within`, or a new one), with this repository bound to it and the
   * opaque `Tx` to hand to other modules' services.
   */
  transaction<T>(work: (repo: ChatRepo, tx: Tx) => Promise<T>, within?: Tx): Promise<T> {
    return inTransaction(this.db, within, (handle, tx) => work(new ChatRepo(handle), tx));
  }

  /** This repository writing through a caller's transaction. */
  in(tx: Tx): ChatRepo {
    return new ChatRepo(Tx.handle(tx));
  }

  async insertVisitor(values: {
    email: string;
    fullName: string;
    phone: string;
    channels: ChatVisitorRow['channels'];
    tokenHash: string;
  }): Promise<ChatVisitorRow> {
    const [row] = await this.db.insert(chatVisitors).values(values).returning();
    if (!row) throw new Error('visitor not created');
    return row;
  }

  async visitorByTokenHash(tokenHash: string): Promise<ChatVisitorRow | null> {
    const [row] = await this.db.select().from(chatVisitors).where(eq(chatVisitors.tokenHash, tokenHash)).limit(1);
    return row ?? null;
  }

  async clearToken(visitorId: string): Promise<void> {
    await this.db.update(chatVisitors).set({ tokenHash: null }).where(eq(chatVisitors.id, visitorId));
  }

  async visitor(id: string): Promise<ChatVisitorRow | null> {
    const [row] = await this.db.select().from(chatVisitors).where(eq(chatVisitors.id, id)).limit(1);
    return row ?? null;
  }

  async chat(id: string): Promise<ChatRow | null> {
    const [row] = await this.db.select().from(chats).where(eq(chats.id, id)).limit(1);
    return row ?? null;
  }

  /** The visitor's chat with this mentor, made the first time (one per pair: the unique index decides). */
  async chatFor(visitorId: string, mentorId: string): Promise<ChatRow> {
    await this.db.insert(chats).values({ visitorId, mentorId }).onConflictDoNothing();
    const [row] = await this.db
      .select()
      .from(chats)
      .where(and(eq(chats.visitorId, visitorId), eq(chats.mentorId, mentorId)))
      .limit(1);
    if (!row) throw new Error('chat not created');
    return row;
  }

  /** The visitor's chats, oldest activity first (spec 1 §4). */
  visitorChats(visitorId: string, limit: number): Promise<ChatListRow[]> {
    return this.db
      .select({ ...chatColumns, unreadCount: unreadCount('visitor') })
      .from(chats)
      .where(eq(chats.visitorId, visitorId))
      .orderBy(asc(chats.updatedAt), asc(chats.id))
      .limit(limit);
  }

  /** The mentor's chats, latest activity first (the conversation a mentor needs to answer is on top). */
  mentorChats(mentorId: string, limit: number): Promise<ChatListRow[]> {
    return this.db
      .select({ ...chatColumns, unreadCount: unreadCount('mentor') })
      .from(chats)
      .where(eq(chats.mentorId, mentorId))
      .orderBy(desc(chats.updatedAt), desc(chats.id))
      .limit(limit);
  }

  async unreadCount(chatId: string, reader: ChatSender): Promise<number> {
    const [row] = await this.db
      .select({ n: unreadCount(reader) })
      .from(chats)
      .where(eq(chats.id, chatId));
    return row?.n ?? 0;
  }

  /** The latest `limit` messages, ascending. */
  async latestMessages(chatId: string, limit: number): Promise<ChatMessageRow[]> {
    const rows = await this.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.chatId, chatId))
      .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
      .limit(limit);
    return rows.reverse();
  }

  /**
   * Messages from `since` on, ascending: the catch-up after a dropped connection. The caller overlaps `since` a
   * little, because a message's createdAt is taken when its transaction starts, not when it commits; the client
   * drops what it already has by id.
   */
  messagesSince(chatId: string, since: Date, limit: number): Promise<ChatMessageRow[]> {
    return this.db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.chatId, chatId), gte(chatMessages.createdAt, since)))
      .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id))
      .limit(limit);
  }

  async message(chatId: string, id: string): Promise<ChatMessageRow | null> {
    const [row] = await this.db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.chatId, chatId), eq(chatMessages.id, id)))
      .limit(1);
    return row ?? null;
  }

  /**
   * Stores a message and moves the chat: its updatedAt (list order), the sender's read marker (one has read what
   * one answers), and the reader's unread stretch, which starts at the first message they have not read.
   */
  async insertMessage(
    chat: ChatRow,
    values: { text: string; userId: string; sender: ChatSender },
    now: Date,
  ): Promise<ChatMessageRow> {
    const [row] = await this.db
      .insert(chatMessages)
      .values({ chatId: chat.id, ...values, createdAt: now, updatedAt: now })
      .returning();
    if (!row) throw new Error('message not created');
    const senderRead = values.sender === 'visitor' ? readBy('visitor', now) : readBy('mentor', now);
    const readerUnread =
      values.sender === 'visitor'
        ? { mentorUnreadSince: sql`coalesce(${chats.mentorUnreadSince}, ${now})` }
        : { visitorUnreadSince: sql`coalesce(${chats.visitorUnreadSince}, ${now})` };
    await this.db
      .update(chats)
      .set({ updatedAt: now, ...senderRead, ...readerUnread })
      .where(eq(chats.id, chat.id));
    return row;
  }

  async markRead(chatId: string, reader: ChatSender, now: Date): Promise<void> {
    await this.db.update(chats).set(readBy(reader, now)).where(eq(chats.id, chatId));
  }

  /**
   * Takes the chats whose `reader` has left messages unread since before `cutoff` and has not been mailed for this
   * stretch, and marks them mailed in the same statement. On PostgreSQL a second instance running the same update
   * waits for the first's row locks, then re-checks `mailed_at is null` and takes nothing: one mail per stretch.
   */
  async claimOfflineMails(reader: ChatSender, cutoff: Date, now: Date, limit: number): Promise<OfflineMailRow[]> {
    const since = reader === 'mentor' ? chats.mentorUnreadSince : chats.visitorUnreadSince;
    const mailed = reader === 'mentor' ? chats.mentorMailedAt : chats.visitorMailedAt;
    const due = this.db
      .select({ id: chats.id })
      .from(chats)
      .where(and(lte(since, cutoff), isNull(mailed)))
      .orderBy(asc(since))
      .limit(limit);
    const claimed = await this.db
      .update(chats)
      .set(reader === 'mentor' ? { mentorMailedAt: now } : { visitorMailedAt: now })
      .where(and(sql`${chats.id} in ${due}`, lte(since, cutoff), isNull(mailed)))
      .returning({ id: chats.id });
    if (claimed.length === 0) return [];
    return this.db
      .select({
        chatId: chats.id,
        visitorName: chatVisitors.fullName,
        visitorEmail: chatVisitors.email,
        visitorPhone: chatVisitors.phone,
        visitorChannels: chatVisitors.channels,
        mentorName: sql<string>`${mentors.firstname} || ' ' || ${mentors.lastname}`,
        mentorEmail: mentors.email,
      })
      .from(chats)
      .innerJoin(chatVisitors, eq(chatVisitors.id, chats.visitorId))
      .innerJoin(mentors, eq(mentors.id, chats.mentorId))
      .where(sql`${chats.id} in ${claimed.map((c) => c.id)}`);
  }
}

const chatColumns = {
  id: chats.id,
  mentorId: chats.mentorId,
  visitorId: chats.visitorId,
  mentorReadAt: chats.mentorReadAt,
  visitorReadAt: chats.visitorReadAt,
  mentorUnreadSince: chats.mentorUnreadSince,
  mentorMailedAt: chats.mentorMailedAt,
  visitorUnreadSince: chats.visitorUnreadSince,
  visitorMailedAt: chats.visitorMailedAt,
  createdAt: chats.createdAt,
  updatedAt: chats.updatedAt,
};

/** Reading ends that side's unread stretch, so the next message the other side sends may be mailed again. */
function readBy(reader: ChatSender, now: Date) {
  return reader === 'visitor'
    ? { visitorReadAt: now, visitorUnreadSince: null, visitorMailedAt: null }
    : { mentorReadAt: now, mentorUnreadSince: null, mentorMailedAt: null };
}
