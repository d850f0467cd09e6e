import { z } from 'zod';
import { defineTemplate } from './define';
import { button, html } from './html';

/**
 * The offline mails of the visitor chat (issue 12): one per unread stretch, sent when the other side has not read
 * the chat for a few minutes. The message itself stays out: the link opens it where only its owner can read it.
 */
const unreadChat = z.object({
  fromName: z.string().min(1),
  /** Path of the chat on the site: the visitor's /chat/{id} or the mentor's /mentor-dashboard/chat/{id}. */
  path: z.string().regex(/^\/(chat|mentor-dashboard\/chat)\/[0-9a-f-]{36}$/),
});

export const chatUnreadMentor = defineTemplate(unreadChat, (d, { site, publicUrl }) => ({
  subject: `${d.fromName} is waiting for your answer on ${site.name}`,
  heading: 'A visitor wrote to you',
  body: html`<p><strong>${d.fromName}</strong> sent you a message you have not read yet.</p>
    ${button(`${publicUrl}${d.path}`, 'Open the chat')}`,
  text: `${d.fromName} sent you a message you have not read yet.\n\nOpen the chat: ${publicUrl}${d.path}`,
}));

export const chatUnreadVisitor = defineTemplate(unreadChat, (d, { site, publicUrl }) => ({
  subject: `${d.fromName} answered you on ${site.name}`,
  heading: 'Your mentor answered',
  body: html`<p><strong>${d.fromName}</strong> answered your message.</p>
    ${button(`${publicUrl}${d.path}`, 'Open the chat')}
    <p>The link opens the chat on the device you chatted from.</p>`,
  text: `${d.fromName} answered your message.\n\nOpen the chat (on the device you chatted from): ${publicUrl}${d.path}`,
}));
