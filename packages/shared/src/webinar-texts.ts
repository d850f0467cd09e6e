/**
 * The webinar form's labels, messages and answers without zod (issue 38): /webinar draws its form with them, and
 * importing validation/webinar.ts for them put the schema library into the page's first load. That file re-exports
 * these and builds its schema on them. The messages are Ant Design's '{label} is required!' and '{label} is not a
 * valid email!' with the form's labels, written out so the server answers the same.
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
