import { z } from 'zod';
import type { TemplateName as MailTemplateName } from '../../mail/templates/registry';

/**
 * What a notification template is (issue 24): one message with its three texts, the e-mail, the WhatsApp template
 * and the SMS. WhatsApp messages start conversations, so outside the 24-hour window after the person last wrote to
 * us Meta only accepts approved templates: each `whatsapp.body` is the text to submit for approval in WhatsApp
 * Manager under `whatsapp.name` (language `WHATSAPP_LANGUAGE`, category Utility), with {{1}}, {{2}}… filled from
 * `parameters` when sending. Meta rejects a body that starts or ends with a placeholder, hence the closing words after
 * each link. SMS texts are lists, longest first: the first that fits one GSM-7 message (160 characters) is sent.
 */
export const WHATSAPP_LANGUAGE = 'en';

export interface NotificationContext {
  siteName: string;
  publicUrl: string;
}

export interface WhatsAppParts {
  /** The approved template's name in WhatsApp Manager. */
  name: string;
  /** Its approved body, with {{n}} where parameter n goes. */
  body: string;
  parameters: string[];
}

/** An e-mail written here: a subject, a heading and plain paragraphs, with at most one button. */
export interface EmailParts {
  subject: string;
  heading: string;
  text: string;
  action?: { label: string; url: string };
}

/**
 * The e-mail of a message: written here (`parts`), or, for messages whose mail existed before this module (sessions,
 * bookings, chat), the mail module's template that carries it, so the two never say different things.
 */
export type EmailOf<T> =
  { parts: (data: T, ctx: NotificationContext) => EmailParts } | { mailTemplate: MailTemplateName };

export interface NotificationTemplate<S extends z.ZodType> {
  schema: S;
  email: EmailOf<z.output<S>>;
  whatsapp(data: z.output<S>, ctx: NotificationContext): WhatsAppParts;
  sms(data: z.output<S>, ctx: NotificationContext): string[];
}

export const define = <S extends z.ZodType>(t: NotificationTemplate<S>): NotificationTemplate<S> => t;

/** A path on the site (with a query: a booking's or an invoice's token). */
export const sitePath = z.string().regex(/^\/[\w\-/]*(\?[\w=&%.~-]*)?$/);
/** The recipient's name as they gave it. */
export const personName = z.string().trim().min(1).max(200);
/** 'Tuesday 1 December, 10:00 WAT' (sessions' `whenLabel`). */
export const whenText = z.string().trim().min(1).max(100);

export const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;
export const link = (ctx: NotificationContext, path: string) => `${ctx.publicUrl}${path}`;
/** The same page without its query (a token): short enough for the last-resort SMS. */
export const shortLink = (ctx: NotificationContext, path: string) => `${ctx.publicUrl}${path.split('?')[0] ?? path}`;
