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

/**
 * A mentor wrote to a parent's child (issue 35): the parent reads every message, on their account page. As with the
 * chat's mails, the message stays out of the mail; one mail for a stretch of messages (families.service.ts).
 */
export const childMessage = defineTemplate(
  z.object({ mentorName: z.string().min(1), childFirstName: z.string().min(1) }),
  (d, { site, publicUrl }) => ({
    subject: `${d.mentorName} wrote to ${d.childFirstName} on ${site.name}`,
    heading: `A message for ${d.childFirstName}`,
    body: html`<p><strong>${d.mentorName}</strong> sent ${d.childFirstName} a message.</p>
      ${button(`${publicUrl}/account#children`, 'Read it')}
      <p>
        You see every message a mentor sends your child, under ${d.childFirstName}'s activity on your account page.
      </p>`,
    text: `${d.mentorName} sent ${d.childFirstName} a message.\n\nRead it on your account page, under ${d.childFirstName}'s activity: ${publicUrl}/account#children`,
  }),
);

export const chatUnreadVisitor = defineTemplate(unreadChat, (d, { site, publicUrl }) => ({
  subject: `${d.fromName} answered you on ${site.name}`,
  heading: 'Your mentor answered',
  body: html`<p><strong>${d.fromName}</strong> answered your message.</p>
    ${button(`${publicUrl}${d.path}`, 'Open the chat')}
    <p>The link opens the chat on the device you chatted from.</p>`,
  text: `${d.fromName} answered your message.\n\nOpen the chat (on the device you chatted from): ${publicUrl}${d.path}`,
}));
