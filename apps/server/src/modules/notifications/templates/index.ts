import type { z } from 'zod';
import { fitSms, SMS_LIMIT } from '../sms-text';
import { advisoryBooked, campRegistered, webinarRegistered } from './bookings';
import { chatMessageMentor, chatMessageVisitor } from './chat';
import { WHATSAPP_LANGUAGE, type EmailParts, type NotificationContext, type NotificationTemplate } from './define';
import { invoiceDue, invoiceExpired, payoutSent } from './money';
import { membershipEnded, membershipPaymentNeeded, membershipRenewalReminder } from './memberships';
import { consentCode, phoneCode } from './phone-code';
import { advisoryReminder, campClassReminder, webinarReminder } from './reminders';
import { bookingConfirmed, sessionBooked, sessionCancelled, sessionMoved, sessionReminder } from './sessions';

export { WHATSAPP_LANGUAGE, type EmailParts, type NotificationContext };

/** Every message the product sends on WhatsApp and SMS (and its e-mail), by name: the one folder of issue 24. */
export const notificationTemplates = {
  'session-booked': sessionBooked,
  'session-moved': sessionMoved,
  'session-cancelled': sessionCancelled,
  'session-reminder': sessionReminder,
  'booking-confirmed': bookingConfirmed,
  'camp-registered': campRegistered,
  'advisory-booked': advisoryBooked,
  'webinar-registered': webinarRegistered,
  'advisory-reminder': advisoryReminder,
  'webinar-reminder': webinarReminder,
  'camp-class-reminder': campClassReminder,
  'chat-message-visitor': chatMessageVisitor,
  'chat-message-mentor': chatMessageMentor,
  'invoice-due': invoiceDue,
  'invoice-expired': invoiceExpired,
  'payout-sent': payoutSent,
  'membership-renewal-reminder': membershipRenewalReminder,
  'membership-payment-needed': membershipPaymentNeeded,
  'membership-ended': membershipEnded,
  'phone-code': phoneCode,
  'consent-code': consentCode,
};

export type NotificationTemplateName = keyof typeof notificationTemplates;
export type NotificationData<K extends NotificationTemplateName> = z.input<(typeof notificationTemplates)[K]['schema']>;

export const isNotificationTemplate = (name: string): name is NotificationTemplateName =>
  Object.hasOwn(notificationTemplates, name);

/** A WhatsApp template message ready to send: its name, language and filled parameters. */
export interface WhatsAppTemplateMessage {
  name: string;
  language: string;
  parameters: string[];
}

export interface RenderedNotification {
  /** What the person reads (for WhatsApp, the approved body with its parameters filled in). */
  text: string;
  /** WhatsApp only: the template to send. */
  whatsapp: WhatsAppTemplateMessage | null;
}

/** Checks data against its template, so a programming error surfaces in the caller rather than later in the worker. */
export function checkNotificationData(template: NotificationTemplateName, data: unknown): Record<string, unknown> {
  const parsed = notificationTemplates[template].schema.safeParse(data);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ');
    throw new Error(`notification '${template}': bad data: ${issues}`);
  }
  return parsed.data;
}

/**
 * Template text may hold no new lines, tabs or more than four spaces in a row (Meta's template rules): a name typed
 * with a line break still goes out. An empty parameter is refused, so it becomes a dash.
 */
const cleanParameter = (value: string) => value.replace(/\s+/g, ' ').trim() || '-';

/** The template and its checked data, typed loosely: the union of templates cannot be narrowed through the lookup. */
function lookup(template: string, data: unknown): { t: NotificationTemplate<z.ZodType<unknown>>; data: unknown } {
  if (!isNotificationTemplate(template)) throw new Error(`unknown notification template '${template}'`);
  const parsed = notificationTemplates[template].schema.safeParse(data);
  if (!parsed.success) throw new Error(`notification '${template}': stored data no longer matches the template`);
  // Each template checked its own data just above.
  return {
    t: notificationTemplates[template],
    data: parsed.data,
  };
}

/** What every WhatsApp template ends with (part of each approved body): the one-tap opt-out link, then words. */
export const WHATSAPP_OPT_OUT = (n: number) => ` To stop WhatsApp messages from us, open {{${n}}} and tap the button.`;
/** What every SMS ends with; the text before it is chosen to leave it room within one message. */
export const smsOptOut = (url: string) => ` Opt out: ${url}`;

/**
 * The text of a message as its recipient gets it. With `optOut` (the signed one-tap link for this number and channel:
 * the short one for SMS), every message carries it: the SMS's wording is the longest that still fits one message
 * with the link, and the WhatsApp body ends with it (that closing sentence is part of each template's approved body).
 */
export function renderNotification(
  channel: 'WHATSAPP' | 'SMS',
  template: string,
  data: unknown,
  ctx: NotificationContext,
  optOut: string | null = null,
): RenderedNotification {
  const { t, data: checked } = lookup(template, data);
  if (channel === 'SMS') {
    const suffix = optOut ? smsOptOut(optOut) : '';
    return { text: `${fitSms(t.sms(checked, ctx), SMS_LIMIT - suffix.length)}${suffix}`, whatsapp: null };
  }
  const parts = t.whatsapp(checked, ctx);
  const body = optOut ? `${parts.body}${WHATSAPP_OPT_OUT(parts.parameters.length + 1)}` : parts.body;
  const parameters = [...parts.parameters, ...(optOut ? [optOut] : [])].map(cleanParameter);
  const text = body.replace(/\{\{(\d+)\}\}/g, (_, n: string) => parameters[Number(n) - 1] ?? '');
  return { text, whatsapp: { name: parts.name, language: WHATSAPP_LANGUAGE, parameters } };
}

/**
 * The e-mail this module writes for a message, or null when the message's e-mail is the mail module's own template
 * (sessions, bookings, chat), which the module that owns the event queues itself.
 */
export function renderEmailParts(template: string, data: unknown, ctx: NotificationContext): EmailParts | null {
  const { t, data: checked } = lookup(template, data);
  return 'parts' in t.email ? t.email.parts(checked, ctx) : null;
}
