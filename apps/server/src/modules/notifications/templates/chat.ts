import { z } from 'zod';
import { define, firstName, link, personName, shortLink } from './define';

/**
 * A chat message nobody has read (issue 24): to a visitor who left the chat (on WhatsApp or SMS only when they gave
 * a number and ticked the channel) and to the mentor. The message itself stays out, as in the offline mails: the link
 * opens it where only its owner can read it. The e-mails are the chat's offline mails.
 */
const visitorChat = z.string().regex(/^\/chat\/[0-9a-f-]{36}$/);
const mentorChat = z.string().regex(/^\/mentor-dashboard\/chat\/[0-9a-f-]{36}$/);

export const chatMessageVisitor = define({
  schema: z.object({
    /** The mentor who answered. */
    fromName: personName,
    path: visitorChat,
  }),
  email: { mailTemplate: 'chat-unread-visitor' },
  whatsapp: (d, ctx) => ({
    name: 'chat_message_visitor',
    body: 'Hello, {{1}} answered your message on {{2}}. Open {{3}} on the device you chatted from to read it.',
    parameters: [d.fromName, ctx.siteName, link(ctx, d.path)],
  }),
  sms: (d, ctx) => [
    `${d.fromName} answered your message on ${ctx.siteName}. Read it on the device you chatted from: ${link(ctx, d.path)}`,
    `${d.fromName} answered your message. Read it: ${link(ctx, d.path)}`,
    `Your mentor answered your message. Read it: ${link(ctx, d.path)}`,
    `Your mentor answered. Read it: ${link(ctx, d.path)}`,
  ],
});

export const chatMessageMentor = define({
  schema: z.object({
    /** The mentor. */
    name: personName,
    /** The visitor who wrote. */
    fromName: personName,
    path: mentorChat,
  }),
  email: { mailTemplate: 'chat-unread-mentor' },
  whatsapp: (d, ctx) => ({
    name: 'chat_message_mentor',
    body: 'Hello {{1}}, {{2}} sent you a message you have not read yet. Open {{3}} to answer them.',
    parameters: [firstName(d.name), d.fromName, link(ctx, d.path)],
  }),
  sms: (d, ctx) => [
    `Hello ${firstName(d.name)}, ${d.fromName} sent you a message you have not read yet. Answer: ${link(ctx, d.path)}`,
    `${d.fromName} is waiting for your answer: ${link(ctx, d.path)}`,
    `A visitor is waiting for your answer: ${shortLink(ctx, '/mentor-dashboard/chat')}`,
  ],
});
