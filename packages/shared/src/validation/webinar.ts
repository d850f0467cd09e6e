import { z } from 'zod';
import { callSourceOptions, DEFAULT_CALL_SOURCE } from '../options';
import { ChannelsSchema } from './channels';
import { isNotValid, isNotValidEmail, isRequired, webinarLabels } from '../webinar-texts';

/**
 * The webinar registration form on /webinar (spec 2 §5): full name, phone and e-mail required, the source optional
 * ('Other Medium' by default), the mailing-list switch. Its messages are Ant Design's '{label} is required!' and
 * '{label} is not a valid email!' with the form's labels (webinar-texts.ts), so the server answers the same.
 */

// The labels and texts live without zod in webinar-texts.ts (/webinar draws its form with them); re-exported here.
export {
  isNotValid,
  isNotValidEmail,
  isRequired,
  WEBINAR_CHANGE_LINK_INVALID,
  WEBINAR_CHANGE_WRONG_EMAIL,
  WEBINAR_CHANGED,
  WEBINAR_SUCCESS,
  webinarLabels,
} from '../webinar-texts';

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
