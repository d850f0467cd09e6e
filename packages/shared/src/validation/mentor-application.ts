import { z } from 'zod';
import { isCountryCode } from '../countries';
import { experienceOptions, specializationOptions } from '../options';

/**
 * The mentor application form (spec 2 §5), parsed by the /add-mentor form and by `createMentor` on the server.
 * The account fields (userSubId, email, status, isActive, isAdmin) are not part of it: the server sets them.
 */

const required = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);

export const INVALID_URL = 'Please enter a valid url';
export const URL_SCHEME_NOT_ALLOWED = 'Please enter a valid url starting with http:// or https://';

// A scheme is letters before a colon that is not a port ("github.com:443/x" is a host with a port, no scheme).
const SCHEME = /^([a-z][a-z\d+.-]*):(?!\d)/i;

/**
 * Accepts "github.com/name" as well as a full http(s) address, and stores the full https address. Any other scheme
 * (ftp://, javascript:, mailto:) is refused, not prefixed: "ftp://x.y" must not become "https://ftp://x.y".
 */
const linkUrl = z
  .string()
  .superRefine((value, ctx) => {
    const scheme = SCHEME.exec(value)?.[1]?.toLowerCase();
    if (scheme !== undefined && scheme !== 'http' && scheme !== 'https') {
      ctx.addIssue({ code: 'custom', message: URL_SCHEME_NOT_ALLOWED, abort: true });
    }
  })
  .transform((value) => (SCHEME.test(value) ? value : `https://${value}`))
  .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: INVALID_URL }));

const linkField = (message: string) => required(message, 300).pipe(linkUrl);

/** A link a mentor may leave empty (the profile's social links): empty is stored as none. */
export const optionalLinkField = z
  .string()
  .trim()
  .max(300, 'Must be at most 300 characters')
  .nullish()
  .transform((value) => value || null)
  .pipe(linkUrl.nullable());

export const MentorApplicationSchema = z.object({
  firstname: required('First Name is required', 100),
  lastname: required('Last Name is required', 100),
  phone: required('Phone No is required', 30).regex(/^\+?[\d\s()-]{7,}$/, 'Phone No is not valid'),
  projects: required('Project links are required', 2000),
  country: z.string({ error: 'Country is required' }).trim().toUpperCase().refine(isCountryCode, 'Country is required'),
  specialization: z.enum(specializationOptions, { error: 'Specialization is required' }),
  github: linkField('Github Link is required'),
  yrsOfexperience: z.enum(experienceOptions, { error: 'Years of Experience is required' }),
});

export type MentorApplicationInput = z.input<typeof MentorApplicationSchema>;
export type MentorApplication = z.output<typeof MentorApplicationSchema>;
