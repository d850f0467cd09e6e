import { z } from 'zod';
import { define, firstName, link, personName, shortLink, sitePath, whenText } from './define';

/**
 * Reminders the day before and the hour before an advisory call, a webinar and a weekend camp class (issue 24).
 * Their e-mails are written here: these messages did not exist before.
 */
const kind = z.enum(['DAY_BEFORE', 'HOUR_BEFORE']);
const lead = (k: z.output<typeof kind>) => (k === 'DAY_BEFORE' ? 'tomorrow' : 'in an hour');

export const advisoryReminder = define({
  schema: z.object({ kind, name: personName, when: whenText, phone: z.string().trim().min(1).max(30) }),
  email: {
    parts: (d, ctx) => ({
      subject: `Reminder: your ${ctx.siteName} advisory call is ${lead(d.kind)}`,
      heading: `Your advisory call is ${lead(d.kind)}`,
      text: `Hello ${firstName(d.name)},\n\nYour advisory call is ${lead(d.kind)}, ${d.when}. An advisor will call you on ${d.phone}: please keep your phone close.`,
    }),
  },
  whatsapp: (d) =>
    d.kind === 'DAY_BEFORE'
      ? {
          name: 'advisory_reminder_day',
          body: 'Hello {{1}}, a reminder: your advisory call is tomorrow, {{2}}. An advisor will call you on {{3}} at that time.',
          parameters: [firstName(d.name), d.when, d.phone],
        }
      : {
          name: 'advisory_reminder_hour',
          body: 'Hello {{1}}, your advisory call starts in an hour ({{2}}). An advisor will call you on {{3}}, so please keep your phone close.',
          parameters: [firstName(d.name), d.when, d.phone],
        },
  sms: (d) =>
    d.kind === 'DAY_BEFORE'
      ? [
          `Hello ${firstName(d.name)}, reminder: your advisory call is tomorrow, ${d.when}. An advisor will call you on ${d.phone}.`,
          `Reminder: your advisory call is tomorrow, ${d.when}. We will call ${d.phone}.`,
          `Reminder: your advisory call is tomorrow, ${d.when}.`,
        ]
      : [
          `Hello ${firstName(d.name)}, your advisory call starts in 1 hour (${d.when}). An advisor will call you on ${d.phone}.`,
          `Your advisory call starts in 1 hour. We will call ${d.phone}.`,
          `Your advisory call starts in 1 hour.`,
        ],
});

export const webinarReminder = define({
  schema: z.object({
    kind,
    name: personName,
    title: z.string().trim().max(200).nullish(),
    when: whenText,
    joinUrl: z.url({ protocol: /^https?$/ }).nullish(),
    path: sitePath,
  }),
  email: {
    parts: (d, ctx) => ({
      subject: `Reminder: ${d.title || `the ${ctx.siteName} webinar`} is ${lead(d.kind)}`,
      heading: `${d.title || 'The webinar'} is ${lead(d.kind)}`,
      text: `Hello ${firstName(d.name)},\n\n${d.title || 'The webinar you registered for'} starts ${lead(d.kind)}, ${d.when}.${d.joinUrl ? '' : ' The joining details are in the mail we sent when you registered.'}`,
      ...(d.joinUrl ? { action: { label: 'Join the webinar', url: d.joinUrl } } : {}),
    }),
  },
  whatsapp: (d, ctx) => {
    const join = d.joinUrl || link(ctx, d.path);
    return d.kind === 'DAY_BEFORE'
      ? {
          name: 'webinar_reminder_day',
          body: 'Hello {{1}}, a reminder: {{2}} is tomorrow, {{3}}. Join here: {{4}} (the link opens a few minutes before the start).',
          parameters: [firstName(d.name), d.title || 'the webinar', d.when, join],
        }
      : {
          name: 'webinar_reminder_hour',
          body: 'Hello {{1}}, {{2}} starts in an hour ({{3}}). Join here: {{4}} (the link opens a few minutes before the start).',
          parameters: [firstName(d.name), d.title || 'the webinar', d.when, join],
        };
  },
  sms: (d, ctx) => {
    const join = d.joinUrl || shortLink(ctx, d.path);
    const title = d.title || 'the webinar';
    return d.kind === 'DAY_BEFORE'
      ? [
          `Hello ${firstName(d.name)}, reminder: ${title} is tomorrow, ${d.when}. Join: ${join}`,
          `Reminder: the webinar is tomorrow, ${d.when}. Join: ${join}`,
          // A join link with its password can be long: the page it is on is always short.
          `Reminder: the webinar is tomorrow, ${d.when}. Details: ${shortLink(ctx, d.path)}`,
          `Webinar tomorrow, ${d.when}. ${shortLink(ctx, d.path)}`,
        ]
      : [
          `Hello ${firstName(d.name)}, ${title} starts in 1 hour. Join: ${join}`,
          `The webinar starts in 1 hour. Join: ${join}`,
          `The webinar starts in 1 hour. Details: ${shortLink(ctx, d.path)}`,
        ];
  },
});

export const campClassReminder = define({
  schema: z.object({
    kind,
    /** The parent. */
    name: personName,
    child: z.string().trim().min(1).max(200),
    /** 'Saturday 5 December, 10:00 WAT'. */
    when: whenText,
    path: sitePath,
  }),
  email: {
    parts: (d, ctx) => ({
      subject: `Reminder: ${d.child}'s weekend camp class is ${lead(d.kind)}`,
      heading: `The weekend camp class is ${lead(d.kind)}`,
      text: `Hello ${firstName(d.name)},\n\n${d.child}'s ${ctx.siteName} weekend camp class starts ${lead(d.kind)}, ${d.when}.`,
      action: { label: 'Camp details', url: link(ctx, d.path) },
    }),
  },
  whatsapp: (d, ctx) =>
    d.kind === 'DAY_BEFORE'
      ? {
          name: 'camp_class_reminder_day',
          body: 'Hello {{1}}, a reminder: {{2}} has weekend camp class tomorrow, {{3}}. Open {{4}} for the details.',
          parameters: [firstName(d.name), d.child, d.when, link(ctx, d.path)],
        }
      : {
          name: 'camp_class_reminder_hour',
          body: "Hello {{1}}, {{2}}'s weekend camp class starts in an hour ({{3}}). Open {{4}} for the details.",
          parameters: [firstName(d.name), d.child, d.when, link(ctx, d.path)],
        },
  sms: (d, ctx) =>
    d.kind === 'DAY_BEFORE'
      ? [
          `Hello ${firstName(d.name)}, reminder: ${d.child} has weekend camp class tomorrow, ${d.when}. ${link(ctx, d.path)}`,
          `Reminder: weekend camp class tomorrow, ${d.when}. ${shortLink(ctx, d.path)}`,
          `Reminder: weekend camp class tomorrow, ${d.when}.`,
        ]
      : [
          `Hello ${firstName(d.name)}, ${d.child}'s weekend camp class starts in 1 hour (${d.when}). ${link(ctx, d.path)}`,
          `Weekend camp class starts in 1 hour (${d.when}). ${shortLink(ctx, d.path)}`,
          `Weekend camp class starts in 1 hour.`,
        ],
});
