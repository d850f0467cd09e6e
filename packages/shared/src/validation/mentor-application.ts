import { z } from 'zod';
import { isCountryCode } from '../countries';
import { experienceOptions, specializationOptions } from '../options';

/**
 * The mentor application form (spec 2 §5), parsed by the /add-mentor form and by `createMentor` on the server.
 * The account fields (userSubId, email, status, isActive, isAdmin) are not part of it: the server sets them.
 */

const required = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `Must be at most ${max} characters`);

/** Accepts "github.com/name" as well as a full address, and stores the full https address. */
const linkField = (message: string) =>
  required(message, 300)
    .transform((value) => (/^https?:\/\//i.test(value) ? value : `https://${value}`))
    .pipe(z.url({ protocol: /^https?$/, error: 'Please enter a valid url' }));

export const MentorApplicationSchema = z.object({
  firstname: required('First Name is required', 100),
  lastname: required('Last Name is required', 100),
  phone: required('Phone No is required', 30).regex(/^\+?[\d\s()-]{7,}$/, 'Phone No is not valid'),
  projects: required('Project links are required', 2000),
  country: z
    .string({ error: 'Country is required' })
    .trim()
    .toUpperCase()
    .refine(isCountryCode, 'Country is required'),
  specialization: z.enum(specializationOptions, { error: 'Specialization is required' }),
  github: linkField('Github Link is required'),
  yrsOfexperience: z.enum(experienceOptions, { error: 'Years of Experience is required' }),
});

export type MentorApplicationInput = z.input<typeof MentorApplicationSchema>;
export type MentorApplication = z.output<typeof MentorApplicationSchema>;
