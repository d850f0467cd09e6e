/**
 * The five-week bootcamp (spec 2 §2, §4, §9): its six tracks, and the answers the server gives when it refuses a
 * registration. The fee and the number of seats are in bookings.ts (BOOTCAMP_FEE_NAIRA, BOOTCAMP_SLOTS), beside the
 * other amounts; each track's weekly curriculum is page content and lives with the web page.
 */
import { formatCalendarDate } from './calendar-text';
import { BOOTCAMP_SLOTS } from './bookings';

export const BOOTCAMP_WEEKS = 5;

/** Track ids, as the form sends them and the registration stores them. */
export const bootcampTrackIds = [
  'forex-crypto-trading',
  'frontend',
  'digital-marketing',
  'backend',
  'data-analysis',
  'ui-ux',
] as const;
export type BootcampTrackId = (typeof bootcampTrackIds)[number];

/** Titles as the page and the mails show them. */
export const bootcampTrackTitles: Record<BootcampTrackId, string> = {
  'forex-crypto-trading': 'Forex and Crypto Trading',
  frontend: 'Frontend',
  'digital-marketing': 'Digital Marketing',
  backend: 'Backend',
  'data-analysis': 'Data Analysis',
  'ui-ux': 'UI/UX',
};

export const isBootcampTrackId = (value: string): value is BootcampTrackId =>
  (bootcampTrackIds as readonly string[]).includes(value);

/** The spec's words for the closed form, and the server's answer to a registration while closed (UNAVAILABLE). */
export const REGISTRATION_CLOSED = 'Registration closed';
export const BOOTCAMP_CLOSED_MESSAGE = `${REGISTRATION_CLOSED}: the bootcamp is not taking registrations at the moment.`;
/** The server's answer when every seat is taken (CONFLICT). */
export const BOOTCAMP_FULL_MESSAGE = `${REGISTRATION_CLOSED}: all ${BOOTCAMP_SLOTS} slots are taken.`;
/** The server's answer to a second registration of one e-mail for the same bootcamp (CONFLICT): one seat each. */
export const BOOTCAMP_ALREADY_REGISTERED = 'This email is already registered for the bootcamp.';

/** Spec 2 §8: what the form says when a registration fails for any other reason. */
export const BOOTCAMP_FAILURE = 'Something went wrong, please Check your Network connection';
/** Spec 2 §8: the success message of a registration. */
export const BOOTCAMP_SUCCESS = 'You are now registered, Please check your email';

/** '2030-03-04' → '4 March 2030' (page and mail): a calendar date, read in UTC so no time zone moves it a day. */
export function formatStartDate(date: string): string {
  return formatCalendarDate(new Date(`${date}T00:00:00Z`), { month: 'long', zone: 'utc' });
}
