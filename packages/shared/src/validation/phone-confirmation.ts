import { z } from 'zod';
import { PHONE_MESSAGE, phoneDigits } from '../phone';

/**
 * Confirming a number before WhatsApp or SMS go to it (issue 34, decision 0040): the code is texted to the number and
 * typed back on the form. `phone` is read as the booking forms read it and answered as E.164 digits.
 */
export const PHONE_CODE_INVALID = 'Enter the 6-digit code we sent to your phone';
export const PHONE_CODE_CHANNEL_INVALID = 'Choose WhatsApp or SMS';

const phone = z.string({ error: PHONE_MESSAGE }).transform((value, ctx) => {
  const digits = phoneDigits(value);
  if (!digits) ctx.addIssue({ code: 'custom', message: PHONE_MESSAGE });
  return digits ?? '';
});

export const RequestPhoneCodeSchema = z.object({
  phone,
  /** How to send the code; left out: WhatsApp when it is on, SMS otherwise. */
  channel: z.enum(['WHATSAPP', 'SMS'], { error: PHONE_CODE_CHANNEL_INVALID }).nullish(),
});

export const ConfirmPhoneSchema = z.object({
  phone,
  code: z
    .string({ error: PHONE_CODE_INVALID })
    .transform((value) => value.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, PHONE_CODE_INVALID)),
});
