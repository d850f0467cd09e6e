import { z } from 'zod';
import { CONSENT_NOTICE_VERSION } from '../consent-notice';
import { kidAgeOptions } from '../options';

/**
 * A parent's child profile and the consent that comes with it (issue 35, decision 0042): parsed by the account page's
 * form and by `addChild` on the server. Only what running a class needs: a first name, an age band (the kids plans'),
 * optionally a year of birth and interests. A child is under 18 (the Child's Rights Act, which the NDPA follows).
 */
export const childAgeBands = kidAgeOptions;
export type ChildAgeBand = (typeof childAgeBands)[number];

/** Who may consent for a child under section 31 of the NDPA: a parent or a legal guardian. */
export const guardianRelationships = ['Parent', 'Legal guardian'] as const;
export type GuardianRelationship = (typeof guardianRelationships)[number];

export const CHILD_NAME_REQUIRED = "Enter your child's first name";
export const CHILD_NAME_INVALID = 'Use letters only for the first name (at most 40)';
export const CHILD_AGE_BAND_REQUIRED = "Choose your child's age band";
export const CHILD_TOO_OLD = 'A child must be under 18. Someone 18 or over makes their own account.';
export const CHILD_YEAR_INVALID = 'Enter the year of birth as four digits, like 2015';
export const CHILD_INTERESTS_TOO_LONG = 'Keep interests to 200 characters';
export const RELATIONSHIP_REQUIRED = 'Say whether you are the parent or the legal guardian';
export const CONSENT_REQUIRED = 'Read the notice and choose I agree to add your child';
export const CONSENT_NOTICE_CHANGED = 'The notice has changed since you opened it. Read the new one and agree again.';
export const CONSENT_CODE_INVALID = 'Enter the 6-digit code we sent to your phone';

/** The age a child born in `year` reaches this year: the oldest they can be by December. */
export function oldestAgeIn(year: number, now: Date = new Date()): number {
  return now.getUTCFullYear() - year;
}

const code = z
  .string({ error: CONSENT_CODE_INVALID })
  .transform((value) => value.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, CONSENT_CODE_INVALID));

export const AddChildSchema = z.object({
  firstName: z
    .string({ error: CHILD_NAME_REQUIRED })
    .trim()
    .min(1, CHILD_NAME_REQUIRED)
    .max(40, CHILD_NAME_INVALID)
    .regex(/^\p{L}[\p{L}\p{M}' -]*$/u, CHILD_NAME_INVALID),
  ageBand: z.enum(childAgeBands, { error: CHILD_AGE_BAND_REQUIRED }),
  yearOfBirth: z
    .number({ error: CHILD_YEAR_INVALID })
    .int(CHILD_YEAR_INVALID)
    .min(1900, CHILD_YEAR_INVALID)
    .max(9999, CHILD_YEAR_INVALID)
    // 'Under 18' is read at its widest: a child born in the year 18 years ago may already be 18.
    .refine((year) => oldestAgeIn(year) < 18, CHILD_TOO_OLD)
    .refine((year) => year <= new Date().getUTCFullYear(), CHILD_YEAR_INVALID)
    .nullish()
    .transform((value) => value ?? null),
  interests: z
    .string()
    .trim()
    .max(200, CHILD_INTERESTS_TOO_LONG)
    .nullish()
    .transform((value) => value || null),
  relationship: z.enum(guardianRelationships, { error: RELATIONSHIP_REQUIRED }),
  /** The notice's version the parent agreed to: the act of agreeing. Empty or missing means no consent. */
  consentNoticeVersion: z
    .string({ error: CONSENT_REQUIRED })
    .min(1, CONSENT_REQUIRED)
    .refine((version) => version === CONSENT_NOTICE_VERSION, CONSENT_NOTICE_CHANGED),
  phoneCode: code,
});
export type AddChildInput = z.input<typeof AddChildSchema>;

export const CHILD_MESSAGE_REQUIRED = 'Write a message';
export const CHILD_MESSAGE_TOO_LONG = 'Keep a message to 2000 characters';

/** A mentor's message to a child they teach, which the parent reads. */
export const ChildMessageSchema = z.object({
  text: z
    .string({ error: CHILD_MESSAGE_REQUIRED })
    .trim()
    .min(1, CHILD_MESSAGE_REQUIRED)
    .max(2000, CHILD_MESSAGE_TOO_LONG),
});

export const LEARNER_CODE_INVALID = 'Choose a code of 6 to 12 digits';

/**
 * The code a parent sets for their child's learner space (issue 35): digits only, so a young child can type it on a
 * phone's number pad; six at least, and the sign-in allows few wrong tries per child.
 */
export const LearnerCodeSchema = z.object({
  code: z
    .string({ error: LEARNER_CODE_INVALID })
    .transform((value) => value.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{6,12}$/, LEARNER_CODE_INVALID)),
});
export type LearnerCodeInput = z.input<typeof LearnerCodeSchema>;

/** What a child is told for a wrong code, no code set, or no such child alike (nothing to learn from it). */
export const LEARNER_CODE_WRONG = 'That code is not right. Ask your parent for it.';

/** The child's sign-in: a code that cannot be one the parent set is wrong without costing a try. */
export const LearnerSignInSchema = z.object({
  code: z
    .string({ error: LEARNER_CODE_WRONG })
    .transform((value) => value.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{6,12}$/, LEARNER_CODE_WRONG)),
});
