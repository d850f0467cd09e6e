import type { ChatMessageRow } from './chat.schema';

/**
 * A stored message as it travels through the event bus (Redis carries JSON, so the dates are ISO strings). It
 * names the chat's mentor and visitor so that each subscriber's filter decides without a database read.
 */
export interface ChatMessageEvent {
  id: string;
  chatId: string;
  text: string;
  userId: string;
  sender: ChatMessageRow['sender'];
  createdAt: string;
  updatedAt: string;
  mentorId: string;
  visitorId: string;
}

export function messageEvent(message: ChatMessageRow, chat: { mentorId: string; visitorId: string }): ChatMessageEvent {
  return {
    id: message.id,
    chatId: message.chatId,
    text: message.text,
    userId: message.userId,
    sender: message.sender,
    createdAt: message.createdAt.toISOString(),
    updatedAt: message.updatedAt.toISOString(),
    mentorId: chat.mentorId,
    visitorId: chat.visitorId,
  };
}

/** Back to the stored shape for the resolvers (the DateTime scalar serialises Dates). */
export function messageOf(event: ChatMessageEvent): ChatMessageRow {
  return {
    id: event.id,
    chatId: event.chatId,
    text: event.text,
    userId: event.userId,
    sender: event.sender,
    createdAt: new Date(event.createdAt),
    updatedAt: new Date(event.updatedAt),
  };
}
