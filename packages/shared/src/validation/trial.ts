import { z } from 'zod';
import { phoneDigits } from '../phone';
import { MentorBookingAudienceSchema } from './mentor-booking';

/**
 * One free trial per person (issue 34 item 3, decision 0039). A trial needs a confirmed e-mail: a 6-digit code mailed
 * to it (or a signed-in account whose e-mail is verified), and each e-mail and each phone number gets one trial per
 * kind of plan (adult, kids), ever. The web form and the server's requestTrialCode / createBookAmentor parse with
 * these schemas and answer with these messages.
 */
export const TRIAL_CODE_MINUTES = 15;
/** Checks per code, the right one included. */
export const TRIAL_CODE_ATTEMPTS = 5;

export const TRIAL_MESSAGES = {
  codeNeeded: 'Confirm your e-mail for the free trial: send yourself a code and enter it here',
  codeRequired: 'Send yourself a code and enter it here to book the free trial',
  codeFormat: 'Enter the 6-digit code from the e-mail',
  codeWrong: 'This code is not correct',
  codeExpired: 'This code has expired or was not sent. Send yourself a new code.',
  codeSent: 'We sent a 6-digit code to your e-mail. Enter it below to book your free trial.',
  alreadyUsed:
    'This e-mail or phone number has already had its free trial. Choose a paid plan to keep learning with a mentor.',
  mentorFull: "This mentor's free trials are full for today. Choose another mentor, or try again tomorrow.",
} as const;

const T = TRIAL_MESSAGES;

export const TrialCodeSchema = z
  .string({ error: T.codeRequired })
  .trim()
  .min(1, T.codeRequired)
  .regex(/^\d{6}$/, T.codeFormat);

const emailField = z
  .string({ error: 'Please input email address' })
  .trim()
  .min(1, 'Please input email address')
  .max(254, 'Email is not valid')
  .toLowerCase()
  .pipe(z.email({ error: 'Email is not valid' }));

/** requestTrialCode: the e-mail to confirm, and the kind of trial it is for. */
export const RequestTrialCodeSchema = z.object({
  email: emailField,
  audience: MentorBookingAudienceSchema.nullish().transform((a) => a ?? 'adult'),
});
export type RequestTrialCodeInput = z.input<typeof RequestTrialCodeSchema>;

/** Providers that ignore dots in the local part: a.da@gmail.com is ada@gmail.com. */
const DOTLESS_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The e-mail as one person's mailbox: lower case, without a '+tag' (most providers deliver ada+1@ to ada@), and for
 * Gmail without dots and with googlemail.com read as gmail.com. Only for counting trials: mail goes to the address
 * as typed.
 */
export function mailboxOf(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at < 1) return lower;
  let local = lower.slice(0, at).split('+')[0] ?? '';
  let domain = lower.slice(at + 1);
  if (DOTLESS_DOMAINS.has(domain)) {
    local = local.replaceAll('.', '');
    domain = 'gmail.com';
  }
  return `${local || lower.slice(0, at)}@${domain}`;
}

/** The phone as one number: E.164 digits when it is a mobile (0803…, +234 803… agree), else its digits alone. */
export function phoneNumberOf(phone: string): string {
  return phoneDigits(phone) ?? phone.replace(/\D/g, '');
}
