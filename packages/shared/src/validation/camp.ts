import { z } from 'zod';
import { CAMP_MAX_KIDS, CAMP_MIN_KIDS } from '../weekend-camp';
import { ChannelsSchema } from './channels';

/**
 * The kids weekend camp's parent form (spec 2 §5 'Weekend camp form'), parsed by the /weekend-camp form and by
 * `createBookKidmentor` on the server, so both answer with the spec's messages. The amount is not part of it: the
 * server computes it from the number of kids.
 */

export const CAMP_PARENT_REQUIRED = 'Parent is required';
export const CAMP_EMAIL_REQUIRED = 'Please enter Email';
export const CAMP_EMAIL_INVALID = 'Email is not valid';
export const CAMP_PHONE_REQUIRED = 'Parent Phone is required';
export const CAMP_PHONE_INVALID = 'Parent Phone is not valid';
export const CAMP_KIDS_REQUIRED = 'Enter number of kids';
/** Zero, negative, fractional or too many: the spec only says 'minimum 1'; this says what is accepted. */
export const CAMP_KIDS_RANGE = `Enter a whole number of kids from ${CAMP_MIN_KIDS} to ${CAMP_MAX_KIDS} (for more, please contact us)`;
export const CAMP_CHILD_REQUIRED = 'First Child is required';
export const CAMP_CHILD_AGE_REQUIRED = "Enter first child's age";
/** The child's details are processed on the parent's say-so; the server stores when it was given. */
export const CAMP_CONSENT_REQUIRED =
  "Please confirm that you are the child's parent or guardian and agree to us using these details to run the camp";

const MAX_NAME = 100;

const requiredText = (message: string, max: number, label: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, `${label} must be at most ${max} characters`);

export const CampRegistrationSchema = z.object({
  parentName: requiredText(CAMP_PARENT_REQUIRED, MAX_NAME, 'Parent name'),
  parentEmail: z
    .string({ error: CAMP_EMAIL_REQUIRED })
    .trim()
    .min(1, CAMP_EMAIL_REQUIRED)
    .max(254, CAMP_EMAIL_INVALID)
    .toLowerCase()
    .pipe(z.email({ error: CAMP_EMAIL_INVALID })),
  parentPhone: z
    .string({ error: CAMP_PHONE_REQUIRED })
    .trim()
    .min(1, CAMP_PHONE_REQUIRED)
    .max(30, CAMP_PHONE_INVALID)
    .regex(/^\+?[\d\s()-]{7,}$/, CAMP_PHONE_INVALID),
  noOfKids: z
    .number({ error: CAMP_KIDS_REQUIRED })
    .int(CAMP_KIDS_RANGE)
    .min(CAMP_MIN_KIDS, CAMP_KIDS_RANGE)
    .max(CAMP_MAX_KIDS, CAMP_KIDS_RANGE),
  firstChildName: requiredText(CAMP_CHILD_REQUIRED, MAX_NAME, "First child's name"),
  // Text, as the spec has it ('8', '8 years', 'nine'): the camp groups children by age, it does not compute with it.
  firstChildAge: requiredText(CAMP_CHILD_AGE_REQUIRED, 30, "First child's age"),
  firstChildInterest: z
    .string()
    .trim()
    .max(300, "First child's interest must be at most 300 characters")
    .nullish()
    .transform((value) => value || null),
  parentConsent: z.literal(true, { error: CAMP_CONSENT_REQUIRED }),
  /** Class reminders and the confirmation on WhatsApp or SMS too, to the parent's phone (issue 24). */
  channels: ChannelsSchema,
});

export type CampRegistrationInput = z.input<typeof CampRegistrationSchema>;
export type CampRegistration = z.output<typeof CampRegistrationSchema>;
