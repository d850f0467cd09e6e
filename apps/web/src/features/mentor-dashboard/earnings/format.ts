import { koboToNaira } from '@eazy2con/shared/bookings';
import { formatNaira } from '@eazy2con/shared/weekend-camp';
import type { EarningsEntry } from './queries';

/** ₦ from kobo: whole naira as they are, kobo shown only when there are any (₦4,900 / ₦0.01). */
export const nairaOf = (kobo: number): string => formatNaira(koboToNaira(kobo));

/** A history amount with its sign: '+₦3,920' when the balance grew, '−₦490' when money left it. */
export const signedNaira = (kobo: number): string => (kobo < 0 ? `−${nairaOf(-kobo)}` : `+${nairaOf(kobo)}`);

/** Which of the mentor's balances a line moved, in words. */
export const BUCKET_LABELS: Record<EarningsEntry['bucket'], string> = {
  PENDING: 'Pending',
  AVAILABLE: 'Available',
  IN_FLIGHT: 'On its way to your bank',
};

/** The day of an entry as read in Lagos (where the money and the mentors' statements are). */
export const entryDate = (iso: string): string =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Africa/Lagos',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(new Date(iso));
