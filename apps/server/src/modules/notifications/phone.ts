import { AppError } from '../../lib/app-error';

/**
 * Phone numbers in the form WhatsApp and Termii take: E.164 digits without the '+' (2348012345678).
 *
 * libphonenumber-js (which the issue asks for) is not installed in this repository, so this is a small normaliser
 * for what the product's forms receive: Nigerian mobile numbers written the local way (0803 123 4567), with the
 * country code (+234 803 123 4567, 234803…, 00234…), or with the 0 kept after it (+234 0803…); and any other
 * country's number only when written internationally with '+' or '00' (its digits are kept as they are, with only
 * E.164's length checked). Swap it for libphonenumber-js's `parsePhoneNumber(input, 'NG').number` once installed.
 */
const NIGERIA = '234';
/** A Nigerian mobile number after the country code: 70x, 80x, 81x, 90x, 91x and ten digits in all. */
const NIGERIAN_MOBILE = /^[789][01]\d{8}$/;
/** E.164: a country code not starting with 0, at most 15 digits; 8 is the shortest real mobile number with it. */
const INTERNATIONAL = /^[1-9]\d{7,14}$/;

export const PHONE_MESSAGE = 'Enter a mobile number like 0803 123 4567 or +234 803 123 4567';

/** The number as E.164 digits, or null when it is not a number we can message. */
export function normalisePhone(input: string): string | null {
  const trimmed = input.trim();
  // Spaces, dashes, dots and brackets are how people group digits; anything else (letters) is not a number.
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return null;
  const international = trimmed.startsWith('+') || trimmed.replace(/[\s().-]/g, '').startsWith('00');
  let digits = trimmed.replace(/\D/g, '');
  if (digits.startsWith('00')) digits = digits.slice(2);

  if (digits.startsWith(NIGERIA)) {
    // +234 0803…: the trunk 0 written after the country code.
    const rest = digits.slice(NIGERIA.length).replace(/^0/, '');
    return NIGERIAN_MOBILE.test(rest) ? NIGERIA + rest : null;
  }
  if (!international) {
    // Written the local way: 0803… (or 803… without its 0).
    const rest = digits.replace(/^0/, '');
    return NIGERIAN_MOBILE.test(rest) ? NIGERIA + rest : null;
  }
  return INTERNATIONAL.test(digits) ? digits : null;
}

/** `normalisePhone`, refusing a number that is not one as bad input (the forms show the message on the field). */
export function requirePhone(input: string, field = 'phone'): string {
  const phone = normalisePhone(input);
  if (!phone) throw new AppError('BAD_USER_INPUT', PHONE_MESSAGE, { fields: { [field]: PHONE_MESSAGE } });
  return phone;
}
