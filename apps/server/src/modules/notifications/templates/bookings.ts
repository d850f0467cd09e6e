import { z } from 'zod';
import { define, firstName, link, personName, shortLink, sitePath, whenText } from './define';

/**
 * The confirmations of the kids weekend camp, an advisory call and a webinar (issue 24), sent at once on every
 * channel the booker chose. Their e-mails existed before: each names the mail module's template that carries it.
 */

export const campRegistered = define({
  schema: z.object({
    /** The parent. */
    name: personName,
    /** The first child's name, as the parent typed it. */
    child: z.string().trim().min(1).max(200),
    /** 'Saturday, 10am – 12pm and Sunday, 4pm – 6pm' (weekendClasses). */
    classes: z.string().trim().min(1).max(120),
    path: sitePath,
  }),
  email: { mailTemplate: 'camp-registration' },
  whatsapp: (d, ctx) => ({
    name: 'camp_registered',
    body: 'Hello {{1}}, {{2}} is registered for the weekend coding camp. Classes run every weekend, {{3}} (WAT). Open {{4}} to pay and see the details.',
    parameters: [firstName(d.name), d.child, d.classes, link(ctx, d.path)],
  }),
  sms: (d, ctx) => [
    `Hello ${firstName(d.name)}, ${d.child} is registered for the weekend camp. Classes: ${d.classes} WAT. ${link(ctx, d.path)}`,
    `${d.child} is registered for the weekend camp: ${d.classes} WAT. ${shortLink(ctx, d.path)}`,
    `Your child is registered for the weekend camp. Details: ${shortLink(ctx, d.path)}`,
  ],
});

export const advisoryBooked = define({
  schema: z.object({
    name: personName,
    /** 'Tuesday 1 December, 9:20 WAT'. */
    when: whenText,
    /** The number the advisor calls, as the booker wrote it. */
    phone: z.string().trim().min(1).max(30),
    minutes: z.number().int().positive(),
  }),
  email: { mailTemplate: 'book-advisory' },
  whatsapp: (d) => ({
    name: 'advisory_booked',
    body: 'Hello {{1}}, your advisory call is booked for {{2}}. An advisor will call you on {{3}} for about {{4}} minutes; the invitation is in your e-mail.',
    parameters: [firstName(d.name), d.when, d.phone, String(d.minutes)],
  }),
  sms: (d) => [
    `Hello ${firstName(d.name)}, your advisory call is booked for ${d.when}. An advisor will call you on ${d.phone} for about ${d.minutes} minutes.`,
    `Advisory call booked for ${d.when}. We will call you on ${d.phone}.`,
    `Your advisory call is booked for ${d.when}.`,
  ],
});

export const webinarRegistered = define({
  schema: z.object({
    name: personName,
    /** The webinar's title, when announced. */
    title: z.string().trim().max(200).nullish(),
    /** When it starts ('Tuesday 1 December, 18:00 WAT'), when announced. */
    when: whenText.nullish(),
    /** The joining link, when announced. */
    joinUrl: z.url({ protocol: /^https?$/ }).nullish(),
    path: sitePath,
  }),
  email: { mailTemplate: 'webinar' },
  whatsapp: (d, ctx) => ({
    name: 'webinar_registered',
    body: 'Hello {{1}}, you are registered for {{2}} on {{3}}. Join here: {{4}} (the details are also in your e-mail).',
    parameters: [
      firstName(d.name),
      d.title || 'our webinar',
      d.when || 'a date we will announce soon',
      d.joinUrl || link(ctx, d.path),
    ],
  }),
  sms: (d, ctx) => {
    const title = d.title || 'our webinar';
    const when = d.when ? ` on ${d.when}` : '';
    const join = d.joinUrl ? `Join: ${d.joinUrl}` : `Joining details to follow: ${link(ctx, d.path)}`;
    return [
      `Hello ${firstName(d.name)}, you are registered for ${title}${when}. ${join}`,
      `You are registered for the webinar${when}. ${join}`,
      `You are registered for the webinar${when}. Details: ${shortLink(ctx, d.path)}`,
      // With the opt-out link at the end (sms-text.ts), only this much room is left.
      `Webinar${when}: registered. ${shortLink(ctx, d.path)}`,
    ];
  },
});
