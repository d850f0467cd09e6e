import { z } from 'zod';
import { optionalString } from './env-parts';

/** WhatsApp Cloud API and Termii SMS (decision 0030): unset keys turn that channel off; part of env.ts's schema. */
export const notificationEnvShape = {
  // WhatsApp and SMS notifications (issue 24). A channel whose keys are unset is off: its messages are held and
  // readable at /dev/notifications. WhatsApp: the Cloud API (the URL carries the Graph API version); the verify
  // token answers Meta's webhook check and the app secret checks X-Hub-Signature-256 on its status webhooks.
  WHATSAPP_TOKEN: optionalString,
  WHATSAPP_PHONE_NUMBER_ID: optionalString,
  WHATSAPP_API_URL: z.url({ error: 'must be a URL' }).default('https://graph.facebook.com/v21.0'),
  WHATSAPP_WEBHOOK_VERIFY_TOKEN: optionalString,
  WHATSAPP_APP_SECRET: optionalString,
  // SMS through Termii, on its DND route (delivered to numbers on Do-Not-Disturb, for transactional messages).
  TERMII_API_KEY: optionalString,
  // Termii takes an alphanumeric sender ID of 3 to 11 characters, registered on its dashboard.
  TERMII_SENDER_ID: z
    .string()
    .trim()
    .min(3, 'must be 3 to 11 characters')
    .max(11, 'must be 3 to 11 characters')
    .default('Eazy2con'),
  TERMII_BASE_URL: z.url({ error: 'must be a URL' }).default('https://api.ng.termii.com'),
  // Termii signs its delivery reports (X-Termii-Signature, HMAC-SHA512 of the body) with the account's secret key.
  TERMII_WEBHOOK_SECRET: optionalString,
  // Texts per number and channel a day (issue 34, decision 0040), session reminders aside (a booked
  // session's own reminders always go). Counted from the outbox over the last 24 hours.
  TEXTS_PER_NUMBER_PER_DAY: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be between 1 and 100')
    .max(100, 'must be between 1 and 100')
    .default(3),
  // Confirmation codes texted to one number in 24 hours, whoever asks (each text is billed to us).
  PHONE_CODES_PER_NUMBER_PER_DAY: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be between 1 and 20')
    .max(20, 'must be between 1 and 20')
    .default(3),
};
