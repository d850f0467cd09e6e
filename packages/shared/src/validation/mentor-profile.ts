import { z } from 'zod';
import { isCountryCode } from '../countries';
import { specializationOptions } from '../options';
import { optionalLinkField } from './mentor-application';
import { hasText } from './mentor-course';

/** The messages of the profile form (spec 3 §5 'Profile'), shared by /edit-profile and updateMentor. */
export const MENTOR_PROFILE_MESSAGES = {
  firstname: 'First Name is required',
  lastname: 'Last Name is required',
  specialization: 'Specialization is required',
  country: 'Country is required',
  phone: 'Phone Number is required',
  bio: 'Please enter a bio to describe yourself',
  updated: 'Profile Updated',
} as const;

const M = MENTOR_PROFILE_MESSAGES;

const required = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);

/**
 * What a mentor may change of their own record. Status, activity and the admin flag are not here: only an admin
 * sets them. `imageKey` is the key of an uploaded profile image (POST /api/uploads, purpose profile-image), or
 * none to keep the current picture.
 */
export const MentorProfileSchema = z.object({
  firstname: required(M.firstname, 100),
  lastname: required(M.lastname, 100),
  specialization: z.enum(specializationOptions, { error: M.specialization }),
  country: z.string({ error: M.country }).trim().toUpperCase().refine(isCountryCode, M.country),
  phone: required(M.phone, 30).regex(/^\+?[\d\s()-]{7,}$/, 'Phone Number is not valid'),
  bio: z.string({ error: M.bio }).max(20_000, 'The bio must be at most 20,000 characters').refine(hasText, M.bio),
  facebookUrl: optionalLinkField,
  github: optionalLinkField,
  dribbleUrl: optionalLinkField,
  linkedInUrl: optionalLinkField,
  otherLinkUrl: optionalLinkField,
  imageKey: z
    .string()
    .trim()
    .nullish()
    .transform((value) => value || null),
});
export type MentorProfileInput = z.input<typeof MentorProfileSchema>;
export type MentorProfile = z.output<typeof MentorProfileSchema>;
