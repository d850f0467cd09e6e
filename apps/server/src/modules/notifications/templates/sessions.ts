import { z } from 'zod';
import { define, firstName, link, personName, shortLink, sitePath, whenText } from './define';

/**
 * Mentoring sessions and mentor bookings (issue 24). Their e-mails existed before WhatsApp and SMS did, so each
 * names the mail module's template that carries it.
 */
const person = {
  /** The recipient's name as they gave it. */
  name: personName,
  /** The other side of the session: the mentor for a learner, the learner for a mentor. */
  otherName: z.string().trim().min(1).max(200),
  /** 'Tuesday 1 December, 10:00 WAT' (sessions' `whenLabel`). */
  when: whenText,
  path: sitePath,
};

export const sessionBooked = define({
  schema: z.object(person),
  email: { mailTemplate: 'session-changed' },
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
  email: { mailTemplate: 'session-changed' },
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
  email: { mailTemplate: 'session-changed' },
  whatsapp: (d, ctx) => ({
    name: 'session_cancelled',
    body: 'Hello {{1}}, your session with {{2}} on {{3}} is cancelled. Open {{4}} to see your sessions.',
    parameters: [firstName(d.name), d.otherName, d.when, link(ctx, d.path)],
  }),
  sms: (d, ctx) => [
    `Hello ${firstName(d.name)}, your session with ${d.otherName} on ${d.when} is cancelled. Details: ${link(ctx, d.path)}`,
    `Session with ${d.otherName} on ${d.when} cancelled. ${link(ctx, d.path)}`,
    `Your session on ${d.when} is cancelled. ${shortLink(ctx, d.path)}`,
    `Session on ${d.when} cancelled. ${shortLink(ctx, d.path)}`,
  ],
});

/** The day before (to plan) and the hour before (to join: with the person's own join link when there is one). */
export const sessionReminder = define({
  schema: z.object({
    ...person,
    kind: z.enum(['DAY_BEFORE', 'HOUR_BEFORE']),
    joinUrl: z.url({ protocol: /^https?$/ }).nullish(),
  }),
  email: { mailTemplate: 'session-reminder' },
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
        `Session tomorrow, ${d.when}. ${shortLink(ctx, d.path)}`,
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
  email: { mailTemplate: 'book-mentor-success' },
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
