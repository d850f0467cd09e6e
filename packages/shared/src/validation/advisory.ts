import { z } from 'zod';
import { ADVISORY_DAYS_AHEAD, isoDayFromCallDate, slotByLabel, slotState } from '../advisory';
import { callSourceOptions, DEFAULT_CALL_SOURCE } from '../options';
import { ChannelsSchema } from './channels';

/**
 * The advisory call form on /kid-tech (spec 2 §5): the contact dialog's fields and the picked date and time. The web
 * scheduler and the server's `createBookAdvisory` parse with this schema, so both answer with the spec's messages.
 */

export const ADVISORY_FULL_NAME_REQUIRED = 'Please input full name';
/** Phone and e-mail: the wording of the spec's mentor booking form, the other form that asks for them this way. */
export const ADVISORY_PHONE_REQUIRED = 'Please input phone';
export const ADVISORY_PHONE_INVALID = 'Phone is not valid';
export const ADVISORY_EMAIL_REQUIRED = 'Please input email address';
export const ADVISORY_EMAIL_INVALID = 'Email is not valid';
export const ADVISORY_SOURCE_INVALID = 'Please pick how you heard about us from the list';
/** Submitting without both a date and a time (spec 2 §5). */
export const ADVISORY_PICK_DATE_TIME = 'Please pick a Date and Time so we can reach out to you';
export const ADVISORY_DATE_INVALID = 'Please pick a valid date';
export const ADVISORY_TIME_INVALID = 'Please pick one of the times offered';
export const ADVISORY_SLOT_PAST = 'This time has already passed. Please pick a later time.';
export const ADVISORY_TOO_FAR = `Calls can be booked up to ${ADVISORY_DAYS_AHEAD} days ahead. Please pick an earlier date.`;
/** The answer (CONFLICT) when someone else booked the same date and time first. */
export const ADVISORY_SLOT_TAKEN = 'Someone has just booked this time. Please pick another time.';
/**
 * The answer (CONFLICT) when this e-mail already has a call on that day: one call per person per day, so one person
 * cannot hold several of the day's slots (a deviation from the spec, decision 0028).
 */
export const ADVISORY_EMAIL_BOOKED_THAT_DAY =
  'This e-mail already has an advisory call booked on that day. One call per person per day: please pick another day.';

const required = (message: string) => z.string({ error: message }).trim().min(1, message);

/** Date and time: missing or empty gives the spec's one message for both. */
const picked = z.string({ error: ADVISORY_PICK_DATE_TIME }).trim().min(1, ADVISORY_PICK_DATE_TIME);

/** The call's date as the spec stores it, DD-MM-YYYY. */
export const AdvisoryCallDateSchema = picked.refine(
  (value) => isoDayFromCallDate(value) !== null,
  ADVISORY_DATE_INVALID,
);

export const AdvisoryContactSchema = z.object({
  fullName: required(ADVISORY_FULL_NAME_REQUIRED).pipe(z.string().max(100, 'Full name must be at most 100 characters')),
  phone: required(ADVISORY_PHONE_REQUIRED).pipe(
    z
      .string()
      .max(30, ADVISORY_PHONE_INVALID)
      .regex(/^\+?[\d\s()-]{7,}$/, ADVISORY_PHONE_INVALID),
  ),
  email: required(ADVISORY_EMAIL_REQUIRED)
    .pipe(z.string().max(254, ADVISORY_EMAIL_INVALID))
    .transform((value) => value.toLowerCase())
    .pipe(z.email({ error: ADVISORY_EMAIL_INVALID })),
  // Optional: left out (or empty) is the spec's default, 'Other Medium'.
  source: z
    .string()
    .nullish()
    .transform((value) => (value?.trim() ? value.trim() : DEFAULT_CALL_SOURCE))
    .pipe(z.enum(callSourceOptions, { error: ADVISORY_SOURCE_INVALID })),
});
export type AdvisoryContactInput = z.input<typeof AdvisoryContactSchema>;

export const CreateBookAdvisorySchema = AdvisoryContactSchema.extend({
  callDate: AdvisoryCallDateSchema,
  callTime: picked.refine((value) => slotByLabel(value) !== undefined, ADVISORY_TIME_INVALID),
  /** The confirmation and the call's reminders on WhatsApp or SMS too, to the phone above (issue 24). */
  channels: ChannelsSchema,
});
export type CreateBookAdvisoryInput = z.input<typeof CreateBookAdvisorySchema>;

/**
 * Whether a well-formed date and time can still be booked at `now` (Lagos time): a message naming the field at
 * fault, or null. Not part of the schema because it depends on the clock: the server checks with its own.
 */
export function advisorySlotProblem(
  callDate: string,
  callTime: string,
  now: Date = new Date(),
): { field: 'callDate' | 'callTime'; message: string } | null {
  const isoDay = isoDayFromCallDate(callDate);
  const slot = slotByLabel(callTime);
  if (!isoDay) return { field: 'callDate', message: ADVISORY_DATE_INVALID };
  if (!slot) return { field: 'callTime', message: ADVISORY_TIME_INVALID };
  const state = slotState(isoDay, slot.minutes, now);
  if (state === 'past') return { field: 'callTime', message: ADVISORY_SLOT_PAST };
  if (state === 'too-far') return { field: 'callDate', message: ADVISORY_TOO_FAR };
  return null;
}

/** `advisorySlotsTaken(date)`: the date in the same form as callDate. */
export const AdvisorySlotsTakenSchema = z.object({ date: AdvisoryCallDateSchema });
