import { PHONE_MESSAGE, phoneDigits } from '@eazy2con/shared/phone';
import { AppError } from '../../lib/app-error';

export { PHONE_MESSAGE };

/**
 * The number in the form WhatsApp and Termii take and notification rows keep: E.164 digits without the '+'
 * (2348012345678), read by libphonenumber-js (packages/shared/src/phone.ts); null when no message can reach it.
 */
export function normalisePhone(input: string): string | null {
  return phoneDigits(input);
}

/** `normalisePhone`, refusing a number that is not one as bad input (the forms show the message on the field). */
export function requirePhone(input: string, field = 'phone'): string {
  const phone = normalisePhone(input);
  if (!phone) throw new AppError('BAD_USER_INPUT', PHONE_MESSAGE, { fields: { [field]: PHONE_MESSAGE } });
  return phone;
}
