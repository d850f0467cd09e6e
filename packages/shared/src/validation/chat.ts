import { z } from 'zod';
import { ChannelsSchema } from './channels';
import {
  CHAT_MENTOR_NOT_FOUND,
  CHAT_MESSAGE_MAX,
  CHAT_NOT_FOUND,
  MESSAGE_REQUIRED,
  MESSAGE_TOO_LONG,
  VISITOR_EMAIL_INVALID,
  VISITOR_EMAIL_REQUIRED,
  VISITOR_NAME_MAX,
  VISITOR_NAME_REQUIRED,
  VISITOR_PHONE_MAX,
  VISITOR_PHONE_REQUIRED,
} from '../chat-texts';

/**
 * Visitor chat (spec 1 §2 'Visitor chat', §5, §8; issue 12). The web's 'Help us reach you' form and message box, and
 * the server's createVisitor / createMessage, parse with these schemas.
 */

// The limits and texts live without zod in chat-texts.ts (the chat pages draw with them); re-exported here.
export {
  CHAT_MENTOR_NOT_FOUND,
  CHAT_MESSAGE_MAX,
  CHAT_NOT_FOUND,
  CHAT_OFFLINE_MAIL_MINUTES,
  MESSAGE_REQUIRED,
  MESSAGE_TOO_LONG,
  NO_SELECTED_CHAT,
  VISITOR_EMAIL_INVALID,
  VISITOR_EMAIL_REQUIRED,
  VISITOR_NAME_MAX,
  VISITOR_NAME_REQUIRED,
  VISITOR_PHONE_MAX,
  VISITOR_PHONE_REQUIRED,
  VISITOR_TOKEN_HEADER,
} from '../chat-texts';

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
