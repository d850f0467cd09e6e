import { z } from 'zod';

/**
 * Newsletter and contact forms (spec 1 §5, spec 3 §5). The web forms and the server's `subscribeNewsletter` and
 * `createContactUs` parse with these schemas, so both sides answer with the spec's messages.
 */

export const NEWSLETTER_EMAIL_REQUIRED = 'Email is required!';
export const NEWSLETTER_EMAIL_INVALID = 'Email is not valid!';

export const NewsletterSchema = z.object({
  email: z
    .string({ error: NEWSLETTER_EMAIL_REQUIRED })
    .trim()
    .min(1, NEWSLETTER_EMAIL_REQUIRED)
    .max(320, NEWSLETTER_EMAIL_INVALID)
    .pipe(z.email({ error: NEWSLETTER_EMAIL_INVALID })),
});
export type NewsletterInput = z.input<typeof NewsletterSchema>;

/** The contact form's one notice for any bad field (spec 1 §8: 'Contact validation'). */
export const CONTACT_INVALID = 'filled the inputs very well, write a valid message!!!';
export const CONTACT_MESSAGE_MIN_LENGTH = 20;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;
export const CONTACT_SUCCESS = 'THANKS FOR CONTACTING US, WE WILL GET BACK TO YOU AS SOON AS POSSIBLE.';
export const CONTACT_FAILURE = 'AN ERROR OCCURED, PLEASE TRY AGAIN.';

const contactText = (max: number) =>
  z.string({ error: CONTACT_INVALID }).trim().min(1, CONTACT_INVALID).max(max, `Must be at most ${max} characters`);

/** The form's "name" is stored as fullName (spec 1 §3). */
export const ContactUsSchema = z.object({
  fullName: contactText(200),
  email: contactText(320).pipe(z.email({ error: CONTACT_INVALID })),
  message: contactText(CONTACT_MESSAGE_MAX_LENGTH).pipe(z.string().min(CONTACT_MESSAGE_MIN_LENGTH, CONTACT_INVALID)),
});
export type ContactUsInput = z.input<typeof ContactUsSchema>;
