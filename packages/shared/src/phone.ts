import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';

/**
 * Phone numbers that WhatsApp and SMS can reach (issue 24), read with libphonenumber-js's mobile metadata: Nigerian
 * numbers written the local way (0803 123 4567, 803…), with the country code (+234 803…, 234803…, 00234…, +234 (0)
 * 803…), and any other country's mobile written internationally. A landline or a number of the wrong length is
 * refused: no message could reach it. Nigeria is the default region because the product's people are mostly there.
 */
export const PHONE_DEFAULT_REGION = 'NG';

export const PHONE_MESSAGE = 'Enter a mobile number like 0803 123 4567 or +234 803 123 4567';

/** The mobile number in E.164 ('+2348031234567'), or null when it is not one a message can reach. */
export function toE164(input: string): string | null {
  const trimmed = input.trim();
  // Spaces, dashes, dots and brackets are how people group digits. The library would also pick a number out of a
  // sentence ('call 0803…'), which a form's phone field should not accept.
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return null;
  // 00 is how many countries dial out (Nigeria's own prefix is 009, so the library would not read 00234 alone).
  const parsed = parsePhoneNumberFromString(trimmed.replace(/^00/, '+'), PHONE_DEFAULT_REGION);
  return parsed?.isValid() ? parsed.number : null;
}

/** E.164 digits without the '+' (2348031234567): the form WhatsApp's Cloud API and Termii take. */
export function phoneDigits(input: string): string | null {
  return toE164(input)?.slice(1) ?? null;
}
