import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { NotificationChannel } from '@eazy2con/shared/sessions';
import { idColumn, timestamps } from '../../db/columns';
import { mentors } from '../mentors/mentors.schema';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Someone who chats without an account (spec 1 §3 Visitor). The browser proves it is this visitor with a secret
 * token of which only the SHA-256 is kept; 'Forget me on this device' clears it, so that token opens nothing again.
 */
export const chatVisitors = pgTable(
  'chat_visitors',
  {
    id: idColumn(),
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    phone: text('phone').notNull(),
    /** Where they chose to hear of a mentor's answer besides e-mail (issue 24): WhatsApp or SMS to `phone`. */
    channels: jsonb('channels').$type<NotificationChannel[]>().notNull().default(['EMAIL']),
    tokenHash: text('token_hash'),
    ...timestamps,
  },
  (t) => [uniqueIndex('chat_visitors_token_hash_idx').on(t.tokenHash)],
);

/**
 * One conversation per visitor and mentor (createChat reuses it). The read markers give the unread counts; the
 * `*UnreadSince` / `*MailedAt` pairs drive the offline mail: one mail per unread stretch, claimed by a conditional
 * update so that several instances never send it twice.
 */
export const chats = pgTable(
  'chats',
  {
    id: idColumn(),
    mentorId: uuid('mentor_id')
      .notNull()
      .references(() => mentors.id, { onDelete: 'cascade' }),
    visitorId: uuid('visitor_id')
      .notNull()
      .references(() => chatVisitors.id, { onDelete: 'cascade' }),
    mentorReadAt: at('mentor_read_at'),
    visitorReadAt: at('visitor_read_at'),
    /** The visitor's first message the mentor has not read yet (null when the mentor is up to date). */
    mentorUnreadSince: at('mentor_unread_since'),
    mentorMailedAt: at('mentor_mailed_at'),
    visitorUnreadSince: at('visitor_unread_since'),
    visitorMailedAt: at('visitor_mailed_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('chats_visitor_mentor_idx').on(t.visitorId, t.mentorId),
    index('chats_mentor_updated_idx').on(t.mentorId, t.updatedAt),
    index('chats_mentor_unread_idx')
      .on(t.mentorUnreadSince)
      .where(sql`${t.mentorMailedAt} is null`),
    index('chats_visitor_unread_idx')
      .on(t.visitorUnreadSince)
      .where(sql`${t.visitorMailedAt} is null`),
  ],
);

/** A message; `userId` is the sender's id (the visitor's or the mentor record's), always set by the server. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: idColumn(),
    chatId: uuid('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    userId: uuid('user_id').notNull(),
    sender: text('sender', { enum: ['visitor', 'mentor'] }).notNull(),
    ...timestamps,
  },
  (t) => [
    index('chat_messages_chat_created_idx').on(t.chatId, t.createdAt, t.id),
    check('chat_messages_sender_check', sql`${t.sender} in ('visitor', 'mentor')`),
    check('chat_messages_text_check', sql`char_length(${t.text}) between 1 and 2000`),
  ],
);

export type ChatVisitorRow = typeof chatVisitors.$inferSelect;
export type ChatRow = typeof chats.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect;
export type ChatSender = ChatMessageRow['sender'];
