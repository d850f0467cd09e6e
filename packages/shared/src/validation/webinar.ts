import { z } from 'zod';
import { callSourceOptions, DEFAULT_CALL_SOURCE } from '../options';
import { ChannelsSchema } from './channels';

/**
 * The webinar registration form on /webinar (spec 2 §5): full name, phone and e-mail required, the source optional
 * ('Other Medium' by default), the mailing-list switch. Its messages are Ant Design's '{label} is required!' and
 * '{label} is not a valid email!' with the form's labels, written out here so the server answers the same.
 */

export const webinarLabels = {
  fullName: 'Full Name',
  phone: 'Phone Number',
  email: 'Email',
  source: 'How did you hear about us?',
  joinMailList: 'Join our mailing list',
} as const;

export const isRequired = (label: string) => `${label} is required!`;
export const isNotValidEmail = (label: string) => `${label} is not a valid email!`;
export const isNotValid = (label: string) => `${label} is not valid!`;

export const WEBINAR_SUCCESS = 'You are now registered, Please check your email for webinar information';
/** A change link that is not one we mailed (NOT_FOUND). */
export const WEBINAR_CHANGE_LINK_INVALID =
  'This change link is not valid. Please use the link in your webinar email, or register again.';
/** A change through the link with an e-mail other than the registration's: the link belongs to that address. */
export const WEBINAR_CHANGE_WRONG_EMAIL =
  'Enter the email you registered with: this link can only change that registration.';
/** What the page says once the change is saved. */
export const WEBINAR_CHANGED = 'Your registration is updated. Please check your email for webinar information';

const required = (label: string) =>
  z
    .string({ error: isRequired(label) })
    .trim()
    .min(1, isRequired(label));

export const CreateWebinarAttendeeSchema = z.object({
  fullName: required(webinarLabels.fullName).pipe(
    z.string().max(100, `${webinarLabels.fullName} must be at most 100 characters`),
  ),
  phone: required(webinarLabels.phone).pipe(
    z
      .string()
      .max(30, isNotValid(webinarLabels.phone))
      .regex(/^\+?[\d\s()-]{7,}$/, isNotValid(webinarLabels.phone)),
  ),
  email: required(webinarLabels.email)
    .pipe(z.string().max(254, isNotValidEmail(webinarLabels.email)))
    .transform((value) => value.toLowerCase())
    .pipe(z.email({ error: isNotValidEmail(webinarLabels.email) })),
  source: z
    .string()
    .nullish()
    .transform((value) => (value?.trim() ? value.trim() : DEFAULT_CALL_SOURCE))
    .pipe(z.enum(callSourceOptions, { error: isNotValid(webinarLabels.source) })),
  // Joining the mailing list needs a yes: the form's switch starts on, but a request that says nothing is a no.
  joinMailList: z
    .boolean({ error: isNotValid(webinarLabels.joinMailList) })
    .nullish()
    .transform((value) => value ?? false),
  /** The confirmation and the webinar's reminders on WhatsApp or SMS too, to the phone above (issue 24). */
  channels: ChannelsSchema,
});
export type CreateWebinarAttendeeInput = z.input<typeof CreateWebinarAttendeeSchema>;
