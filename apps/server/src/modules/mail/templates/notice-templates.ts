import { z } from 'zod';
import { defineTemplate } from './define';
import { button, html, paragraphs } from './html';

/**
 * The e-mail of a message written in modules/notifications/templates (issue 24: one folder holds each message's
 * e-mail, WhatsApp and SMS text): reminders before advisory calls, webinars and camp classes, invoices due and expired,
 * payouts sent. The text arrives rendered, so the mail and the WhatsApp and SMS texts are written side by side.
 */
export const notice = defineTemplate(
  z.object({
    /** Which notification template wrote it (for the dev mailbox and the admin's mail list). */
    source: z.string().min(1).max(60),
    subject: z.string().min(1).max(200),
    heading: z.string().min(1).max(200),
    text: z.string().min(1).max(5_000),
    action: z.object({ label: z.string().min(1).max(60), url: z.url({ protocol: /^https?$/ }) }).nullish(),
  }),
  (d) => ({
    subject: d.subject,
    heading: d.heading,
    body: html`${paragraphs(d.text)}${d.action ? button(d.action.url, d.action.label) : ''}`,
    text: d.action ? `${d.text}\n\n${d.action.label}: ${d.action.url}` : d.text,
  }),
);
