import { z } from 'zod';
import { ChannelsSchema } from './channels';

/**
 * Visitor chat (spec 1 §2 'Visitor chat', §5, §8; issue 12). The web's 'Help us reach you' form and message box, and
 * the server's createVisitor / createMessage, parse with these schemas.
 */
export const CHAT_MESSAGE_MAX = 2000;
export const VISITOR_NAME_MAX = 100;
export const VISITOR_PHONE_MAX = 30;

export const VISITOR_EMAIL_REQUIRED = 'Email is required';
export const VISITOR_EMAIL_INVALID = 'Email is not valid';
export const VISITOR_NAME_REQUIRED = 'Name is required';
export const VISITOR_PHONE_REQUIRED = 'Phone is required';
export const CHAT_NOT_FOUND = 'Chat does not exist';
export const NO_SELECTED_CHAT = 'No selected chat';
export const MESSAGE_REQUIRED = 'Write a message';
export const MESSAGE_TOO_LONG = `A message must be at most ${CHAT_MESSAGE_MAX} characters`;
export const CHAT_MENTOR_NOT_FOUND = 'Mentor does not exist';
/** The header that carries the visitor's secret token (never the query string: URLs end up in logs). */
export const VISITOR_TOKEN_HEADER = 'X-Visitor-Token';
/** How long a chat stays unread before the other side is mailed (issue 12: 'Offline mail'). */
export const CHAT_OFFLINE_MAIL_MINUTES = 5;

export const VisitorFormSchema = z.object({
  email: z
    .string({ error: VISITOR_EMAIL_REQUIRED })
    .trim()
    .min(1, VISITOR_EMAIL_REQUIRED)
    .max(254, VISITOR_EMAIL_INVALID)
    .toLowerCase()
    .pipe(z.email({ error: VISITOR_EMAIL_INVALID })),
  fullName: z
    .string({ error: VISITOR_NAME_REQUIRED })
    .trim()
    .min(1, VISITOR_NAME_REQUIRED)
    .max(VISITOR_NAME_MAX, `Name must be at most ${VISITOR_NAME_MAX} characters`),
  phone: z
    .string({ error: VISITOR_PHONE_REQUIRED })
    .trim()
    .min(1, VISITOR_PHONE_REQUIRED)
    .max(VISITOR_PHONE_MAX, `Phone must be at most ${VISITOR_PHONE_MAX} characters`),
  /** Where to hear of a mentor's answer besides e-mail (issue 24): WhatsApp or SMS to the phone above. */
  channels: ChannelsSchema,
});
export type VisitorFormInput = z.input<typeof VisitorFormSchema>;

/** A message's text: sent only if non-empty after trimming (spec 1 §5), stored trimmed. */
export const MessageTextSchema = z
  .string({ error: MESSAGE_REQUIRED })
  .trim()
  .min(1, MESSAGE_REQUIRED)
  .max(CHAT_MESSAGE_MAX, MESSAGE_TOO_LONG);

export const CreateMessageSchema = z.object({
  chatId: z.string({ error: CHAT_NOT_FOUND }).trim().min(1, CHAT_NOT_FOUND),
  text: MessageTextSchema,
});

export const CreateChatSchema = z.object({
  mentorId: z.string({ error: CHAT_MENTOR_NOT_FOUND }).trim().min(1, CHAT_MENTOR_NOT_FOUND),
});
