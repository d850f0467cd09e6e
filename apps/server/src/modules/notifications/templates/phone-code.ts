import { z } from 'zod';
import { define } from './define';

/**
 * The code that confirms a number before any other WhatsApp or SMS goes to it (issue 34, decision 0040). It names
 * what it is for and says to ignore it otherwise, because whoever asked for it may not hold the phone. On WhatsApp it
 * is submitted in the Authentication category (Meta's category for one-time codes). It has no e-mail: it proves the
 * phone, and is only ever sent to one.
 */
export const phoneCode = define({
  schema: z.object({
    code: z.string().regex(/^\d{6}$/),
    /** How long the code works. */
    minutes: z.number().int().min(1).max(60),
  }),
  email: {
    parts: (d, ctx) => ({
      subject: `Your ${ctx.siteName} code`,
      heading: 'Your code',
      text: `${d.code} confirms your number for messages from ${ctx.siteName}. It works for ${d.minutes} minutes.`,
    }),
  },
  whatsapp: (d, ctx) => ({
    name: 'phone_code',
    body:
      'Your code to receive booking messages from {{1}} on this number is {{2}}. It works for {{3}} minutes. ' +
      'If you did not ask for it, ignore this message.',
    parameters: [ctx.siteName, d.code, String(d.minutes)],
  }),
  sms: (d, ctx) => [
    `${d.code} is your ${ctx.siteName} code to get booking texts on this number. It works for ${d.minutes} minutes. Did not ask? Ignore this.`,
    `${d.code} is your ${ctx.siteName} code. It works for ${d.minutes} minutes. Did not ask? Ignore this.`,
    `${d.code} is your ${ctx.siteName} code.`,
  ],
});

/**
 * The code that verifies a parent's consent for a child's profile (issue 35, decision 0042), texted to the parent's
 * phone while they are signed in. It says what typing it back does, so a parent never agrees to something unnamed.
 */
export const consentCode = define({
  schema: phoneCode.schema,
  email: {
    parts: (d, ctx) => ({
      subject: `Your ${ctx.siteName} consent code`,
      heading: 'Your consent code',
      text: `${d.code} confirms your consent for your child's profile on ${ctx.siteName}. It works for ${d.minutes} minutes.`,
    }),
  },
  whatsapp: (d, ctx) => ({
    name: 'child_consent_code',
    body:
      "Your code to give consent for your child's profile on {{1}} is {{2}}. It works for {{3}} minutes. " +
      'If you did not ask for it, ignore this message.',
    parameters: [ctx.siteName, d.code, String(d.minutes)],
  }),
  sms: (d, ctx) => [
    `${d.code} is your ${ctx.siteName} code to give consent for your child's profile. It works for ${d.minutes} minutes. Did not ask? Ignore this.`,
    `${d.code} is your ${ctx.siteName} consent code. It works for ${d.minutes} minutes.`,
    `${d.code} is your ${ctx.siteName} code.`,
  ],
});
