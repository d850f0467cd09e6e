import { z } from 'zod';
import { fitSms } from './sms-text';

/**
 * What WhatsApp and SMS say (issue 24), one entry per message with both texts. WhatsApp messages start
 * conversations, so outside the 24-hour window after the person last wrote to us Meta only accepts approved
 * templates: each `whatsapp.body` is the text to submit for approval in WhatsApp Manager under `whatsapp.name`
 * (language `WHATSAPP_LANGUAGE`, category Utility), with {{1}}, {{2}}… filled from `parameters` when sending. Meta
 * rejects a body that starts or ends with a placeholder, hence the closing words after each link.
 * SMS texts are lists, longest first: the first that fits one GSM-7 message (160 characters) is sent.
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

interface NotificationTemplate<S extends z.ZodType> {
  schema: S;
  whatsapp(data: z.output<S>, ctx: NotificationContext): WhatsAppParts;
  sms(data: z.output<S>, ctx: NotificationContext): string[];
}

const define = <S extends z.ZodType>(t: NotificationTemplate<S>): NotificationTemplate<S> => t;

/** A path on the site: the learner's My sessions (with the booking's token when mailed) or the mentor's calendar. */
const sitePath = z.string().regex(/^\/[\w\-/]*(\?[\w=&%.-]*)?$/);
const person = {
  /** The recipient's name as they gave it. */
  name: z.string().trim().min(1).max(200),
  /** The other side of the session: the mentor for a learner, the learner for a mentor. */
  otherName: z.string().trim().min(1).max(200),
  /** 'Tuesday 1 December, 10:00 WAT' (sessions' `whenLabel`). */
  when: z.string().trim().min(1).max(100),
  path: sitePath,
};

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;
const link = (ctx: NotificationContext, path: string) => `${ctx.publicUrl}${path}`;
/** The same page without its query (a booking token): short enough for the last-resort SMS. */
const shortLink = (ctx: NotificationContext, path: string) => `${ctx.publicUrl}${path.split('?')[0] ?? path}`;

export const sessionBooked = define({
  schema: z.object(person),
  whatsapp: (d, ctx) => ({
    name: 'session_booked',
    body: 'Hello {{1}}, your session with {{2}} is booked for {{3}}. Open {{4}} to see your sessions and join the video room.',
    parameters: [firstName(d.name), d.otherName, d.when, link(ctx, d.path)],
  }),
  sms: (d, ctx) => [
    `Hello ${firstName(d.name)}, your session with ${d.otherName} is booked for ${d.when}. Details: ${link(ctx, d.path)}`,
    `Session with ${d.otherName} booked for ${d.when}. ${link(ctx, d.path)}`,
    `Session booked for ${d.when}. ${shortLink(ctx, d.path)}`,
  ],
});

export const sessionMoved = define({
  schema: z.object({ ...person, previous: z.string().trim().max(100).nullish() }),
  whatsapp: (d, ctx) => ({
    name: 'session_moved',
    body: 'Hello {{1}}, your session with {{2}} has moved from {{3}} to {{4}}. Open {{5}} to see your sessions.',
    parameters: [firstName(d.name), d.otherName, d.previous || 'its old time', d.when, link(ctx, d.path)],
  }),
  sms: (d, ctx) => [
    `Hello ${firstName(d.name)}, your session with ${d.otherName} has moved to ${d.when}. Details: ${link(ctx, d.path)}`,
    `Session with ${d.otherName} moved to ${d.when}. ${link(ctx, d.path)}`,
    `Your session moved to ${d.when}. ${shortLink(ctx, d.path)}`,
  ],
});

export const sessionCancelled = define({
  schema: z.object(person),
  whatsapp: (d, ctx) => ({
    name: 'session_cancelled',
    body: 'Hello {{1}}, your session with {{2}} on {{3}} is cancelled. Open {{4}} to see your sessions.',
    parameters: [firstName(d.name), d.otherName, d.when, link(ctx, d.path)],
  }),
  sms: (d, ctx) => [
    `Hello ${firstName(d.name)}, your session with ${d.otherName} on ${d.when} is cancelled. Details: ${link(ctx, d.path)}`,
    `Session with ${d.otherName} on ${d.when} cancelled. ${link(ctx, d.path)}`,
    `Your session on ${d.when} is cancelled. ${shortLink(ctx, d.path)}`,
  ],
});

/** The day before (to plan) and the hour before (to join: with the person's own join link when there is one). */
export const sessionReminder = define({
  schema: z.object({
    ...person,
    kind: z.enum(['DAY_BEFORE', 'HOUR_BEFORE']),
    joinUrl: z.url({ protocol: /^https?$/ }).nullish(),
  }),
  whatsapp: (d, ctx) =>
    d.kind === 'DAY_BEFORE'
      ? {
          name: 'session_reminder_day',
          body: 'Hello {{1}}, a reminder: your session with {{2}} is tomorrow, {{3}}. Open {{4}} to see your sessions.',
          parameters: [firstName(d.name), d.otherName, d.when, link(ctx, d.path)],
        }
      : {
          name: 'session_reminder_hour',
          body: 'Hello {{1}}, your session with {{2}} starts in an hour ({{3}}). Join it here: {{4}} (the room opens 15 minutes before the start).',
          parameters: [firstName(d.name), d.otherName, d.when, d.joinUrl ?? link(ctx, d.path)],
        },
  sms: (d, ctx) => {
    if (d.kind === 'DAY_BEFORE') {
      return [
        `Hello ${firstName(d.name)}, reminder: your session with ${d.otherName} is tomorrow, ${d.when}. ${link(ctx, d.path)}`,
        `Reminder: session with ${d.otherName} tomorrow, ${d.when}. ${link(ctx, d.path)}`,
        `Reminder: your session is tomorrow, ${d.when}. ${shortLink(ctx, d.path)}`,
      ];
    }
    const join = d.joinUrl ?? link(ctx, d.path);
    return [
      `Hello ${firstName(d.name)}, your session with ${d.otherName} starts in 1 hour. Join: ${join}`,
      `Session with ${d.otherName} in 1 hour. Join: ${join}`,
      `Your session starts in 1 hour. Join: ${join}`,
      // A signed join link can be long: the page it opens from is always short.
      `Your session starts in 1 hour. Join from ${shortLink(ctx, d.path)}`,
    ];
  },
});

/** A booking paid (or confirmed): what was booked, and where to follow it. */
export const bookingConfirmed = define({
  schema: z.object({
    name: person.name,
    /** What was booked: 'Mentorship, Standard plan with Ada Obi'. */
    what: z.string().trim().min(1).max(200),
    /** The payment or invoice reference, when there is one. */
    reference: z.string().trim().max(60).nullish(),
    path: sitePath,
  }),
  whatsapp: (d, ctx) => ({
    name: 'booking_confirmed',
    body: 'Hello {{1}}, your booking is confirmed: {{2}}. Open {{3}} for the details and next steps.',
    parameters: [firstName(d.name), d.what, link(ctx, d.path)],
  }),
  sms: (d, ctx) => [
    `Hello ${firstName(d.name)}, your booking is confirmed: ${d.what}.${d.reference ? ` Ref ${d.reference}.` : ''} ${link(ctx, d.path)}`,
    `Booking confirmed: ${d.what}. ${link(ctx, d.path)}`,
    `Your booking is confirmed. ${shortLink(ctx, d.path)}`,
  ],
});

/** Every WhatsApp and SMS message the product sends, by name. */
export const notificationTemplates = {
  'session-booked': sessionBooked,
  'session-moved': sessionMoved,
  'session-cancelled': sessionCancelled,
  'session-reminder': sessionReminder,
  'booking-confirmed': bookingConfirmed,
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

export function renderNotification(
  channel: 'WHATSAPP' | 'SMS',
  template: string,
  data: unknown,
  ctx: NotificationContext,
): RenderedNotification {
  if (!isNotificationTemplate(template)) throw new Error(`unknown notification template '${template}'`);
  const parsed = notificationTemplates[template].schema.safeParse(data);
  if (!parsed.success) throw new Error(`notification '${template}': stored data no longer matches the template`);
  // The union of templates cannot be narrowed through the lookup; each template checked its own data above.
  const t = notificationTemplates[template] as unknown as NotificationTemplate<z.ZodType<unknown>>;
  if (channel === 'SMS') return { text: fitSms(t.sms(parsed.data, ctx)), whatsapp: null };
  const parts = t.whatsapp(parsed.data, ctx);
  const parameters = parts.parameters.map(cleanParameter);
  const text = parts.body.replace(/\{\{(\d+)\}\}/g, (_, n: string) => parameters[Number(n) - 1] ?? '');
  return { text, whatsapp: { name: parts.name, language: WHATSAPP_LANGUAGE, parameters } };
}
